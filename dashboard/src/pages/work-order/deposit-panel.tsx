// The work order's deposit (issue 25 item 4, decision 084): what accepting the quote asks, a quote's own deposit
// (before the customer answers), the deposit's state once asked — "Deposit paid: booking confirmed" — and, for a
// cancelled booking, the refund its policy allows. Shown to roles that see prices; refunds to those who manage billing.
import { useState } from 'react';
import { DEPOSIT_MONEY, DEPOSIT_STATUS_LABELS, type BookingStatus, type DepositOverrideKind } from '@wrapsmith/core';
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

export const DEPOSIT_PANEL_MESSAGES = {
  title: 'Deposit',
  loading: 'Loading the deposit…',
  loadFailed: 'The deposit could not be loaded.',
  retry: 'Try again',
  none: 'This quote asks for no deposit.',
  expected: (amount: string) => `Accepting this quote asks for a deposit of ${amount}.`,
  confirmed: (amount: string, day: string) => `Deposit of ${amount} paid on ${day}: the booking is confirmed.`,
  due: (amount: string) => `Deposit of ${amount} due: the booking is confirmed when the customer pays it.`,
  status: (label: string, amount: string) => `${label}: ${amount}.`,
  rule: 'Deposit for this quote',
  ruleShop: 'The shop’s deposit setting',
  ruleNone: 'No deposit',
  rulePercent: 'Percentage of the total',
  ruleAmount: 'Fixed amount',
  percentLabel: 'Percentage (%)',
  amountLabel: (currency: string) => `Amount (${currency})`,
  save: 'Save deposit',
  saving: 'Saving…',
  saveFailed: 'The deposit could not be saved.',
  refund: (amount: string) => `Refund ${amount}`,
  refunding: 'Refunding…',
  refundFailed: 'The deposit could not be refunded.',
  refunded: 'Deposit refunded',
  noRefund: 'The refund policy gives no refund for this booking now.',
} as const;
const M = DEPOSIT_PANEL_MESSAGES;

export function DepositPanel({ bookingId, status }: { bookingId: string; status: BookingStatus }) {
  const api = useApi();
  const prices = useAccess('prices');
  const billing = useAccess('billing');
  const { state, reload, update } = useData(prices === 'none' ? null : `deposit ${bookingId} ${status}`, async (api) => (await api.payments.bookingDeposit(bookingId)).data);
  const [rule, setRule] = useState<{ kind: DepositOverrideKind; value: string } | null>(null);
  const [busy, setBusy] = useState<'save' | 'refund' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // No panel where prices are hidden, nor for a booking the deposits do not know (the work order says it is missing).
  if (prices === 'none' || (state.status === 'error' && apiErrorInfo(state.error).status === 404)) return null;
  const data: BookingDepositDto | null = state.status === 'ready' ? state.data : null;
  const fmt = (minor: number) => DEPOSIT_MONEY.format(minor, data?.currency ?? 'USD');
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
      notify('success', res.message);
    } catch (err) {
      setFailure(apiErrorText(err, M.saveFailed, M.saveFailed));
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
      notify('success', res.message || M.refunded);
    } catch (err) {
      setFailure(apiErrorText(err, M.refundFailed, M.refundFailed));
      reload();
    } finally {
      setBusy(null);
    }
  }

  const deposit = data?.deposit;
  return (
    <section className="ws-card app-panel ws-stack" aria-labelledby="deposit-title" data-testid="deposit-panel">
      <h2 id="deposit-title" className="ws-card__title">
        {M.title}
      </h2>
      {state.status === 'loading' ? <Spinner label={M.loading} /> : null}
      {state.status === 'error' ? <LoadError message={errorText(state.error, M.loadFailed)} retryLabel={M.retry} onRetry={reload} /> : null}
      {data ? (
        deposit ? (
          deposit.status === 'paid' ? (
            <Alert tone="success">{M.confirmed(fmt(deposit.amountMinor), deposit.paidAt ? dateFormat({ dateStyle: 'long' }, 'instant').format(new Date(deposit.paidAt)) : '')}</Alert>
          ) : deposit.status === 'pending' ? (
            <Alert tone="warning">{M.due(fmt(deposit.amountMinor))}</Alert>
          ) : (
            <p>{M.status(DEPOSIT_STATUS_LABELS[deposit.status], fmt(deposit.amountMinor))}</p>
          )
        ) : (
          <p>{data.expectedMinor === null ? M.none : M.expected(fmt(data.expectedMinor))}</p>
        )
      ) : null}
      {data?.note ? <Alert tone="warning">{data.note}</Alert> : null}
      {data && editable && shownRule ? (
        <div className="ws-stack">
          <div className="wsw-deposit-grid">
            <SelectField label={M.rule} value={shownRule.kind} onChange={(e) => setRule({ kind: e.target.value as DepositOverrideKind, value: '' })}>
              <option value="shop">{M.ruleShop}</option>
              <option value="none">{M.ruleNone}</option>
              <option value="percent">{M.rulePercent}</option>
              <option value="amount">{M.ruleAmount}</option>
            </SelectField>
            {shownRule.kind === 'percent' || shownRule.kind === 'amount' ? (
              <TextField
                label={shownRule.kind === 'percent' ? M.percentLabel : M.amountLabel(data.currency)}
                inputMode="decimal"
                value={shownRule.value}
                onChange={(e) => setRule({ kind: shownRule.kind, value: e.target.value })}
              />
            ) : null}
          </div>
          <div className="ws-row">
            <button type="button" className="ws-btn" disabled={busy !== null} aria-busy={busy === 'save' || undefined} onClick={() => void save()}>
              {busy === 'save' ? M.saving : M.save}
            </button>
          </div>
        </div>
      ) : null}
      {data && deposit?.status === 'paid' && status === 'cancelled' ? (
        data.refund.allowed && billing === 'edit' ? (
          <div className="ws-row">
            <button type="button" className="ws-btn ws-btn--primary" disabled={busy !== null} aria-busy={busy === 'refund' || undefined} onClick={() => void refund()}>
              {busy === 'refund' ? M.refunding : M.refund(fmt(deposit.amountMinor))}
            </button>
          </div>
        ) : data.refund.allowed ? null : (
          <p className="ws-muted">{M.noRefund}</p>
        )
      ) : null}
      {data ? <p className="ws-muted">{data.refund.policy}</p> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}
