// Settings → Payments (/settings/payments, issue 25 item 4, decision 084): the shop's own Stripe account, where
// customers' deposits are paid (Stripe Connect onboarding, or the offline test deposit account), and the deposit a
// quote asks when it is accepted with the refund policy. Everyone with the Billing area may look; the owner (the
// Billing area's edit level) changes the settings; only the owner connects the account.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { can, DEPOSIT_MONEY, refundPolicyText, type DepositSettingsInput } from '@wrapsmith/core';
import type { PaymentsDto } from '@wrapsmith/core/contract';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SelectField, TextField } from '../../../components/field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notify } from '../../../components/toasts.tsx';
import { errorText, useData } from '../../../hooks/use-data.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import { unchecked, useZodForm } from '../../../lib/form.ts';
import { viewerOf } from '../../../features/viewer/viewer.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import './payments.css';

export const PAYMENTS_MESSAGES = {
  title: 'Payments',
  intro: 'Ask for a deposit when a customer accepts a quote. Deposits are paid straight into your shop’s own Stripe account.',
  loading: 'Loading payment settings…',
  loadFailed: 'The payment settings could not be loaded.',
  retry: 'Try again',
  accountTitle: 'Your Stripe account',
  connectStripe: 'Connect your Stripe account',
  connectOffline: 'Connect a test deposit account',
  connecting: 'Connecting…',
  connectFailed: 'The account could not be connected. Please try again.',
  offlineNote: 'Test mode: no Stripe keys are set on this Wrapsmith, so deposits are paid on a test page and no card is charged.',
  unavailable: 'Card payments are not set up on this Wrapsmith: deposits cannot be taken yet.',
  connectedStripe: (id: string) => `Connected: Stripe account ${id}. Deposits are paid into it; payouts, disputes and refunds are in your Stripe dashboard.`,
  connectedOffline: 'Connected: the test deposit account. Deposits are recorded as paid, no money moves.',
  pending: 'Stripe still needs some details before this account can take payments.',
  finish: 'Finish Stripe onboarding',
  ownerConnects: 'Only the shop’s owner can connect the Stripe account.',
  depositTitle: 'Deposit on acceptance',
  enable: 'Ask for a deposit when a quote is accepted',
  needsAccount: 'Connect an account first to ask for deposits.',
  kind: 'Deposit',
  percent: 'Percentage of the quote total',
  amount: 'Fixed amount',
  percentLabel: 'Percentage (%)',
  amountLabel: (currency: string) => `Amount (${currency})`,
  amountHint: 'A quote below this amount asks for its whole total.',
  refundLabel: 'Refund policy',
  refundFull: 'Full refund until some days before the booking',
  refundNone: 'No refund',
  daysLabel: 'Days before the booking',
  save: 'Save payment settings',
  saving: 'Saving…',
  saved: 'Payment settings saved',
  failed: 'The payment settings could not be saved. Please try again.',
  readOnly: 'Only the shop’s owner can change the payment settings.',
  disconnect: 'Disconnect this account',
  disconnectTitle: 'Disconnect the Stripe account?',
  disconnectBody:
    'Wrapsmith forgets this account: deposits are turned off, quotes stop asking for deposits, deposit payments not yet made are closed and invoice links stop taking card payments. Deposits and payments already paid stay recorded, and the money stays in your Stripe account. To remove Wrapsmith from the account itself, do it in your Stripe dashboard.',
  disconnectConfirm: 'Disconnect',
  disconnecting: 'Disconnecting…',
  disconnected: 'Stripe account disconnected: no new deposit or balance payments are asked through it',
} as const;
const M = PAYMENTS_MESSAGES;

interface Form {
  depositsEnabled: boolean;
  depositKind: 'percent' | 'amount';
  depositPercent: string;
  depositAmount: string;
  refundPolicy: 'full_until' | 'none';
  refundDays: string;
}

function formOf(data: PaymentsDto): Form {
  const s = data.settings;
  return {
    depositsEnabled: s.depositsEnabled,
    depositKind: s.depositKind,
    depositPercent: String(s.depositPercent),
    depositAmount: s.depositAmountMinor === null ? '' : String(s.depositAmountMinor / 10 ** DEPOSIT_MONEY.digits(s.currency)),
    refundPolicy: s.refundPolicy,
    refundDays: String(s.refundDays),
  };
}

/** A typed number as the API takes it; text that is not a number stays text, so the contract names the field. */
const numberOf = (text: string): unknown => (text.trim() === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text);

function settingsOf(form: Form, currency: string): Record<keyof DepositSettingsInput, unknown> {
  const amount = numberOf(form.depositAmount);
  return {
    depositsEnabled: form.depositsEnabled,
    depositKind: form.depositKind,
    depositPercent: numberOf(form.depositPercent),
    depositAmountMinor: typeof amount === 'number' ? DEPOSIT_MONEY.toMinor(amount, currency) : amount,
    refundPolicy: form.refundPolicy,
    refundDays: numberOf(form.refundDays),
  };
}

// The API checks the values with core's depositSettingsInput and names the field at fault; the page loads no zod.
const settingsContract = unchecked<DepositSettingsInput>();

export function PaymentsPage() {
  const api = useApi();
  const user = useSession((s) => s.currentUser);
  const [params, setParams] = useSearchParams();
  const { state, reload, update } = useData('payments', async (api) => (await api.payments.get()).data);
  const [form, setForm] = useState<Form | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [connectError, setConnectError] = useState<string | null>(null);
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const { errors, failure, submitting, handleSubmit } = useZodForm(settingsContract, (err) => apiErrorText(err, M.failed, M.failed));
  const refreshed = useRef(false);

  const data = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (data && !form) setForm(formOf(data));
  }, [data, form]);

  // Back from Stripe's onboarding: ask Stripe for the account's state now (a POST: reading the page writes nothing).
  useEffect(() => {
    if (!data || refreshed.current || params.get('connected') !== '1') return;
    refreshed.current = true;
    if (data.account.mode === 'stripe' && data.account.accountId) {
      void api.payments.refresh().then((res) => update(() => res.data), () => undefined);
    }
    setParams({}, { replace: true });
  }, [data, params, setParams, api, update]);

  if (!user) return null;
  const viewer = viewerOf(user);
  const canEdit = can(viewer, 'billing:manage');
  const isOwner = user.role.role === 'owner';

  async function connect() {
    setConnecting(true);
    setConnectError(null);
    try {
      const res = await api.payments.connect();
      const target = new URL(res.data.url, window.location.origin);
      if (target.origin === window.location.origin) {
        const fresh = (await api.payments.get()).data;
        update(() => fresh);
        setConnecting(false);
      } else browserLocation.assign(target.href);
    } catch (err) {
      setConnectError(apiErrorText(err, M.connectFailed, M.connectFailed));
      setConnecting(false);
    }
  }

  async function disconnect() {
    const res = await api.payments.disconnect();
    update(() => res.data);
    setForm(formOf(res.data));
    setConfirmDisconnect(false);
    notify('success', res.message || M.disconnected);
  }

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));
  const currency = data?.settings.currency ?? 'USD';
  const submit = handleSubmit(
    () => (form ? settingsOf(form, currency) : {}),
    async (input) => {
      const res = await api.payments.saveSettings(input);
      update(() => res.data);
      setForm(formOf(res.data));
      notify('success', res.message || M.saved);
    },
  );
  const account = data?.account;

  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={M.title}>{M.intro}</PageHeader>
      {state.status === 'loading' ? <Spinner label={M.loading} /> : null}
      {state.status === 'error' ? <LoadError message={errorText(state.error, M.loadFailed)} retryLabel={M.retry} onRetry={reload} /> : null}
      {account ? (
        <section className="ws-card app-panel ws-stack" aria-labelledby="payments-account-title">
          <h2 id="payments-account-title" className="ws-card__title">
            {M.accountTitle}
          </h2>
          {account.mode === 'offline' ? <Alert tone="warning">{M.offlineNote}</Alert> : null}
          {account.mode === 'unavailable' ? <Alert tone="info">{M.unavailable}</Alert> : null}
          {account.connected ? (
            <Alert tone="success">
              <span data-testid="payments-connected">{account.provider === 'stripe' ? M.connectedStripe(account.accountId ?? '') : M.connectedOffline}</span>
            </Alert>
          ) : account.accountId && account.provider === 'stripe' ? (
            <Alert tone="info">{M.pending}</Alert>
          ) : null}
          {connectError ? <Alert tone="error">{connectError}</Alert> : null}
          {account.mode !== 'unavailable' && !account.connected ? (
            isOwner ? (
              <div className="ws-row">
                <button type="button" className="ws-btn ws-btn--primary" disabled={connecting} aria-busy={connecting || undefined} onClick={() => void connect()}>
                  {connecting ? M.connecting : account.accountId && account.provider === 'stripe' ? M.finish : account.mode === 'stripe' ? M.connectStripe : M.connectOffline}
                </button>
              </div>
            ) : (
              <p className="ws-muted">{M.ownerConnects}</p>
            )
          ) : null}
          {isOwner && account.accountId ? (
            <div className="ws-row">
              <button type="button" className="ws-btn ws-btn--danger" onClick={() => setConfirmDisconnect(true)}>
                {M.disconnect}
              </button>
            </div>
          ) : null}
          {confirmDisconnect ? (
            <ConfirmDialog title={M.disconnectTitle} confirmLabel={M.disconnectConfirm} busyLabel={M.disconnecting} danger onConfirm={disconnect} onClose={() => setConfirmDisconnect(false)}>
              <p>{M.disconnectBody}</p>
            </ConfirmDialog>
          ) : null}
        </section>
      ) : null}
      {data && form ? (
        <section className="ws-card app-panel" aria-labelledby="payments-deposit-title">
          <h2 id="payments-deposit-title" className="ws-card__title">
            {M.depositTitle}
          </h2>
          {canEdit ? null : <Alert tone="info">{M.readOnly}</Alert>}
          <form className="ws-stack" onSubmit={submit} noValidate aria-label={M.depositTitle}>
            <fieldset className="ws-stack" disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
              <label className="wsp-check">
                <input type="checkbox" checked={form.depositsEnabled} disabled={!data.account.connected && !form.depositsEnabled} onChange={(e) => set('depositsEnabled', e.target.checked)} />
                {M.enable}
              </label>
              {!data.account.connected ? <p className="ws-muted">{M.needsAccount}</p> : null}
              <div className="wsp-grid">
                <SelectField label={M.kind} value={form.depositKind} onChange={(e) => set('depositKind', e.target.value as Form['depositKind'])}>
                  <option value="percent">{M.percent}</option>
                  <option value="amount">{M.amount}</option>
                </SelectField>
                {form.depositKind === 'percent' ? (
                  <TextField label={M.percentLabel} name="depositPercent" inputMode="numeric" value={form.depositPercent} onChange={(e) => set('depositPercent', e.target.value)} error={errors.depositPercent} />
                ) : (
                  <TextField
                    label={M.amountLabel(currency)}
                    name="depositAmountMinor"
                    inputMode="decimal"
                    hint={M.amountHint}
                    value={form.depositAmount}
                    onChange={(e) => set('depositAmount', e.target.value)}
                    error={errors.depositAmountMinor}
                  />
                )}
              </div>
              <div className="wsp-grid">
                <SelectField label={M.refundLabel} value={form.refundPolicy} onChange={(e) => set('refundPolicy', e.target.value as Form['refundPolicy'])}>
                  <option value="full_until">{M.refundFull}</option>
                  <option value="none">{M.refundNone}</option>
                </SelectField>
                {form.refundPolicy === 'full_until' ? (
                  <TextField label={M.daysLabel} name="refundDays" inputMode="numeric" value={form.refundDays} onChange={(e) => set('refundDays', e.target.value)} error={errors.refundDays} />
                ) : null}
              </div>
              <p className="ws-muted">{refundPolicyText({ refundPolicy: form.refundPolicy, refundDays: Number(form.refundDays) || 0 })}</p>
            </fieldset>
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            {canEdit ? (
              <div className="ws-row">
                <button type="submit" className="ws-btn ws-btn--primary" disabled={submitting}>
                  {submitting ? M.saving : M.save}
                </button>
              </div>
            ) : null}
          </form>
        </section>
      ) : null}
    </div>
  );
}
