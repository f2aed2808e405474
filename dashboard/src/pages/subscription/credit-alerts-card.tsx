// "Credit warnings" on the Subscription page (decision 061): the balance at which the shop is warned that credits run
// low (its plan's default, or the owner's own; 0 turns the warning off). Running out is always told, once a day.
import { useState } from 'react';
import { LOW_CREDIT_THRESHOLD_MAX } from '@wrapsmith/core';
import { apiErrorText, useApi } from '../../api/index.ts';
import type { CreditAlertsDto } from '../../api/billing-endpoints.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { notify } from '../../components/toasts.tsx';
import { useData } from '../../hooks/use-data.ts';
import { formContract, useZodForm } from '../../lib/form.ts';

export const CREDIT_ALERT_COPY = {
  heading: 'Credit warnings',
  intro: 'When your shop runs out of credits, you get a notification and an email (once a day). Choose when to be warned before that.',
  label: 'Warn me at this many credits or fewer',
  hint: (planDefault: number) => `Your plan's default is ${planDefault}. 0 turns the warning off.`,
  save: 'Save',
  saving: 'Saving…',
  useDefault: 'Use the plan’s default',
  loading: 'Loading credit warnings…',
  loadFailed: 'Could not load your credit warnings.',
  saveFailed: 'Could not save the warning level.',
  retry: 'Try again',
  invalid: `Enter a whole number from 0 to ${LOW_CREDIT_THRESHOLD_MAX.toLocaleString('en-US')}`,
  ownerOnly: 'Only the shop owner can change this.',
} as const;

const C = CREDIT_ALERT_COPY;

const thresholdContract = formContract<{ threshold: string }, number>((value) => {
  const text = value.threshold.trim();
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n >= 0 && n <= LOW_CREDIT_THRESHOLD_MAX
    ? { data: n }
    : { issues: [{ path: ['threshold'], message: C.invalid }] };
});

export function CreditAlertsCard({ canEdit }: { canEdit: boolean }) {
  const api = useApi();
  const { state, reload, update } = useData('credit-alerts', async (api) => (await api.billing.creditAlerts()).data);
  const [draft, setDraft] = useState<string | null>(null);
  const { errors, failure, submitting, handleSubmit } = useZodForm(thresholdContract, (err) => apiErrorText(err, C.saveFailed, C.saveFailed));

  async function save(threshold: number | null) {
    const res = await api.billing.setCreditAlerts(threshold);
    update(() => res.data);
    setDraft(null);
    notify('success', res.message);
  }

  const data: CreditAlertsDto | null = state.status === 'ready' ? state.data : null;
  const value = draft ?? (data ? String(data.lowCreditThreshold) : '');
  return (
    <section className="wsb-section" aria-labelledby="wsb-credit-alerts">
      <h2 id="wsb-credit-alerts" className="wsb-section__title">
        {C.heading}
      </h2>
      <div className="ws-card ws-stack wsb-alerts">
        <p className="ws-muted">{C.intro}</p>
        {state.status === 'loading' ? <Spinner label={C.loading} /> : null}
        {state.status === 'error' ? <LoadError message={C.loadFailed} retryLabel={C.retry} onRetry={reload} /> : null}
        {data ? (
          <form className="ws-stack" noValidate onSubmit={handleSubmit(() => ({ threshold: value }), save)}>
            <TextField
              label={C.label}
              type="number"
              inputMode="numeric"
              min={0}
              max={LOW_CREDIT_THRESHOLD_MAX}
              step={1}
              value={value}
              disabled={!canEdit || submitting}
              hint={canEdit ? C.hint(data.planDefault) : C.ownerOnly}
              error={errors.threshold}
              onChange={(e) => setDraft(e.target.value)}
            />
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            {canEdit ? (
              <div className="ws-row">
                <button type="submit" className="ws-btn ws-btn--primary" disabled={submitting}>
                  {submitting ? C.saving : C.save}
                </button>
                {data.own !== null ? (
                  <button type="button" className="ws-btn" disabled={submitting} onClick={() => void handleSubmit(() => ({ threshold: '0' }), () => save(null))()}>
                    {C.useDefault}
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
