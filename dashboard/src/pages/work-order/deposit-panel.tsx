// The work order's deposit (issue 25 item 4, decision 084): what accepting the quote asks, a quote's own deposit
// (before the customer answers), the deposit's state once asked — "Deposit paid: booking confirmed" — and, for a
// cancelled booking, the refund its policy allows. Shown to roles that see prices; refunds to those who manage billing.
import { useState } from 'react';
import { DEPOSIT_MONEY, type BookingStatus, type DepositOverrideKind } from '@wrapsmith/core';
import type { BookingDepositDto } from '@wrapsmith/core/contract';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { SelectField, TextField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { notify } from '../../components/toasts.tsx';
import { errorText, useData } from '../../hooks/use-data.ts';
import { useAccess } from '../../features/viewer/viewer.ts';
import { dateFormat } from '../../lib/shop-conventions.ts';
import { useShopFormat } from '../../lib/shop-format.ts';
import { useArea } from '../../i18n/area.ts';
import { WORK_ORDER_PANELS } from '../../i18n/areas/work-order-panels/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useLocale } from '../../i18n/locale.ts';
import { useServerWords } from '../../i18n/server-words.ts';


/** The server's refund policy sentence (core's refundPolicyText) as its parts, to say it in the reader's language. */
export function policyParts(policy: string): { kind: 'none' } | { kind: 'before' } | { kind: 'days'; days: number } | null {
  if (policy === 'The deposit is not refundable.') return { kind: 'none' };
  if (policy === 'The deposit is refunded in full if the booking is cancelled before its day.') return { kind: 'before' };
  const days = /cancelled at least (\d+) days? before its day\.$/.exec(policy);
  return days ? { kind: 'days', days: Number(days[1]) } : null;
}

export function DepositPanel({ bookingId, status }: { bookingId: string; status: BookingStatus }) {
  const api = useApi();
  const t = useArea(WORK_ORDER_PANELS);
  const c = useArea(COMMON);
  const english = useLocale((s) => s.locale === 'en');
  const language = useLocale((s) => s.locale);
  const server = useServerWords();
  const shop = useShopFormat();
  const prices = useAccess('prices');
  const billing = useAccess('billing');
  const { state, reload, update } = useData(prices === 'none' ? null : `deposit ${bookingId} ${status}`, async (api) => (await api.payments.bookingDeposit(bookingId)).data);
  const [rule, setRule] = useState<{ kind: DepositOverrideKind; value: string } | null>(null);
  const [busy, setBusy] = useState<'save' | 'refund' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // No panel where prices are hidden, nor for a booking the deposits do not know (the work order says it is missing).
  if (prices === 'none' || (state.status === 'error' && apiErrorInfo(state.error).status === 404)) return null;
  const data: BookingDepositDto | null = state.status === 'ready' ? state.data : null;
  const policyText = (policy: string) => {
    if (english) return policy;
    const parts = policyParts(policy);
    if (!parts) return '';
    return parts.kind === 'none' ? t('panels.deposit.policyNone') : parts.kind === 'before' ? t('panels.deposit.policyBefore') : t('panels.deposit.policyDays', { days: parts.days });
  };
  const fmt = (minor: number) => DEPOSIT_MONEY.format(minor, data?.currency ?? 'USD', shop.locale);
  const editable = prices === 'edit' && (status === 'quote_sent' || status === 'pending') && !data?.deposit;
  const shownRule = rule ?? (data ? { kind: data.override.kind, value: data.override.kind === 'percent' ? String(data.override.percent ?? '') : data.override.amountMinor === null ? '' : String(data.override.amountMinor / 10 ** DEPOSIT_MONEY.digits(data.currency)) } : null);

  async function save() {
    if (!shownRule || !data) return;
    setBusy('save');
    setFailure(null);
    const value = Number(shownRule.value);
    try {
      const res = await api.payments.saveBookingDeposit(bookingId, {
        kind: shownRule.kind,
        ...(shownRule.kind === 'percent' ? { percent: value } : {}),
        ...(shownRule.kind === 'amount' ? { amountMinor: DEPOSIT_MONEY.toMinor(value, data.currency) } : {}),
      });
      update(() => res.data);
      setRule(null);
      notify('success', server(res.message, t('panels.deposit.saved')));
    } catch (err) {
      setFailure(server(apiErrorText(err, t('panels.deposit.saveFailed'), t('panels.deposit.saveFailed')), t('panels.deposit.saveFailed')));
    } finally {
      setBusy(null);
    }
  }

  async function refund() {
    setBusy('refund');
    setFailure(null);
    try {
      const res = await api.payments.refundBookingDeposit(bookingId);
      update(() => res.data);
      notify('success', server(res.message, t('panels.deposit.refunded')));
    } catch (err) {
      setFailure(server(apiErrorText(err, t('panels.deposit.refundFailed'), t('panels.deposit.refundFailed')), t('panels.deposit.refundFailed')));
      reload();
    } finally {
      setBusy(null);
    }
  }

  const deposit = data?.deposit;
  return (
    <section className="ws-card app-panel ws-stack" aria-labelledby="deposit-title" data-testid="deposit-panel">
      <h2 id="deposit-title" className="ws-card__title">
        {t('panels.deposit.title')}
      </h2>
      {state.status === 'loading' ? <Spinner label={t('panels.deposit.loading')} /> : null}
      {state.status === 'error' ? <LoadError message={server(errorText(state.error, t('panels.deposit.loadFailed')), t('panels.deposit.loadFailed'))} retryLabel={c('common.retry')} onRetry={reload} /> : null}
      {data ? (
        deposit ? (
          deposit.status === 'paid' ? (
            <Alert tone="success">{t('panels.deposit.confirmed', { amount: fmt(deposit.amountMinor), day: deposit.paidAt ? dateFormat({ dateStyle: 'long' }, 'instant', english ? undefined : language).format(new Date(deposit.paidAt)) : '' })}</Alert>
          ) : deposit.status === 'pending' ? (
            <Alert tone="warning">{t('panels.deposit.due', { amount: fmt(deposit.amountMinor) })}</Alert>
          ) : (
            <p>{t('panels.deposit.statusLine', { label: t(`panels.deposit.status.${deposit.status}`), amount: fmt(deposit.amountMinor) })}</p>
          )
        ) : (
          <p>{data.expectedMinor === null ? t('panels.deposit.none') : t('panels.deposit.expected', { amount: fmt(data.expectedMinor) })}</p>
        )
      ) : null}
      {data?.note ? <Alert tone="warning">{server(data.note, t('panels.deposit.belowMinimum'))}</Alert> : null}
      {data && editable && shownRule ? (
        <div className="ws-stack">
          <div className="wsw-deposit-grid">
            <SelectField label={t('panels.deposit.rule')} value={shownRule.kind} onChange={(e) => setRule({ kind: e.target.value as DepositOverrideKind, value: '' })}>
              <option value="shop">{t('panels.deposit.ruleShop')}</option>
              <option value="none">{t('panels.deposit.ruleNone')}</option>
              <option value="percent">{t('panels.deposit.rulePercent')}</option>
              <option value="amount">{t('panels.deposit.ruleAmount')}</option>
            </SelectField>
            {shownRule.kind === 'percent' || shownRule.kind === 'amount' ? (
              <TextField
                label={shownRule.kind === 'percent' ? t('panels.deposit.percentLabel') : t('panels.deposit.amountLabel', { currency: data.currency })}
                inputMode="decimal"
                value={shownRule.value}
                onChange={(e) => setRule({ kind: shownRule.kind, value: e.target.value })}
              />
            ) : null}
          </div>
          <div className="ws-row">
            <button type="button" className="ws-btn" disabled={busy !== null} aria-busy={busy === 'save' || undefined} onClick={() => void save()}>
              {busy === 'save' ? c('common.saving') : t('panels.deposit.save')}
            </button>
          </div>
        </div>
      ) : null}
      {data && deposit?.status === 'paid' && status === 'cancelled' ? (
        data.refund.allowed && billing === 'edit' ? (
          <div className="ws-row">
            <button type="button" className="ws-btn ws-btn--primary" disabled={busy !== null} aria-busy={busy === 'refund' || undefined} onClick={() => void refund()}>
              {busy === 'refund' ? t('panels.deposit.refunding') : t('panels.deposit.refund', { amount: fmt(deposit.amountMinor) })}
            </button>
          </div>
        ) : data.refund.allowed ? null : (
          <p className="ws-muted">{t('panels.deposit.noRefund')}</p>
        )
      ) : null}
      {data ? <p className="ws-muted">{policyText(data.refund.policy)}</p> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}
