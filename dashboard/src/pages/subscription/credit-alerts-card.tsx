// "Credit warnings" on the Subscription page (decision 061): the balance at which the shop is warned that credits run
// low (its plan's default, or the owner's own; 0 turns the warning off). Running out is always told, once a day.
import { useMemo, useState } from 'react';
import { LOW_CREDIT_THRESHOLD_MAX } from '@wrapsmith/core';
import type { CreditAlertsDto } from '@wrapsmith/core/contract';
import { apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { notify } from '../../components/toasts.tsx';
import { useData } from '../../hooks/use-data.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { SUBSCRIPTION } from '../../i18n/areas/subscription/index.ts';
import { SUBSCRIPTION_EN } from '../../i18n/areas/subscription/en.ts';
import { useFormat } from '../../i18n/locale.ts';
import { formContract, useZodForm } from '../../lib/form.ts';

/** The card's English (its area's), for the tests. */
export const CREDIT_ALERT_COPY = {
  heading: SUBSCRIPTION_EN['subscription.alerts.heading'],
  label: SUBSCRIPTION_EN['subscription.alerts.label'],
  save: 'Save',
  useDefault: SUBSCRIPTION_EN['subscription.alerts.useDefault'],
  invalid: SUBSCRIPTION_EN['subscription.alerts.invalid'].replace('{max}', LOW_CREDIT_THRESHOLD_MAX.toLocaleString('en-US')),
} as const;

function thresholdContract(invalid: string) {
  return formContract<{ threshold: string }, number>((value) => {
    const text = value.threshold.trim();
    const n = Number(text);
    return text !== '' && Number.isInteger(n) && n >= 0 && n <= LOW_CREDIT_THRESHOLD_MAX
      ? { data: n }
      : { issues: [{ path: ['threshold'], message: invalid }] };
  });
}

export function CreditAlertsCard({ canEdit }: { canEdit: boolean }) {
  const api = useApi();
  const s = useArea(SUBSCRIPTION);
  const common = useArea(COMMON);
  const { locale, number } = useFormat();
  const english = locale === 'en';
  const invalid = s('subscription.alerts.invalid', { max: number(LOW_CREDIT_THRESHOLD_MAX) });
  const contract = useMemo(() => thresholdContract(invalid), [invalid]);
  const { state, reload, update } = useData('credit-alerts', async (api) => (await api.billing.creditAlerts()).data);
  const [draft, setDraft] = useState<string | null>(null);
  const saveFailed = s('subscription.alerts.saveFailed');
  // The API's reason is English (decision 099): another language says the card's own failure.
  const { errors, failure, submitting, handleSubmit } = useZodForm(contract, (err) => (english ? apiErrorText(err, saveFailed, saveFailed) : saveFailed));

  async function save(threshold: number | null) {
    const res = await api.billing.setCreditAlerts(threshold);
    update(() => res.data);
    setDraft(null);
    notify('success', english && res.message ? res.message : s('subscription.alerts.saved'));
  }

  const data: CreditAlertsDto | null = state.status === 'ready' ? state.data : null;
  const value = draft ?? (data ? String(data.lowCreditThreshold) : '');
  return (
    <section className="wsb-section" aria-labelledby="wsb-credit-alerts">
      <h2 id="wsb-credit-alerts" className="wsb-section__title">
        {s('subscription.alerts.heading')}
      </h2>
      <div className="ws-card ws-stack wsb-alerts">
        <p className="ws-muted">{s('subscription.alerts.intro')}</p>
        {state.status === 'loading' ? <Spinner label={s('subscription.alerts.loading')} /> : null}
        {state.status === 'error' ? <LoadError message={s('subscription.alerts.loadFailed')} retryLabel={common('common.retry')} onRetry={reload} /> : null}
        {data ? (
          <form className="ws-stack" noValidate onSubmit={handleSubmit(() => ({ threshold: value }), save)}>
            <TextField
              label={s('subscription.alerts.label')}
              type="number"
              inputMode="numeric"
              min={0}
              max={LOW_CREDIT_THRESHOLD_MAX}
              step={1}
              value={value}
              disabled={!canEdit || submitting}
              hint={canEdit ? s('subscription.alerts.hint', { count: number(data.planDefault) }) : s('subscription.alerts.ownerOnly')}
              error={errors.threshold}
              onChange={(e) => setDraft(e.target.value)}
            />
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            {canEdit ? (
              <div className="ws-row">
                <button type="submit" className="ws-btn ws-btn--primary" disabled={submitting}>
                  {submitting ? common('common.saving') : common('common.save')}
                </button>
                {data.own !== null ? (
                  <button type="button" className="ws-btn" disabled={submitting} onClick={() => void handleSubmit(() => ({ threshold: '0' }), () => save(null))()}>
                    {s('subscription.alerts.useDefault')}
                  </button>
                ) : null}
              </div>
            ) : null}
          </form>
        ) : null}
      </div>
    </section>
  );
}
