// Settings → Payments (/settings/payments, issue 25 item 4, decision 084): the shop's own Stripe account, where
// customers' deposits are paid (Stripe Connect onboarding, or the offline test deposit account), and the deposit a
// quote asks when it is accepted with the refund policy. Everyone with the Billing area may look; the owner (the
// Billing area's edit level) changes the settings; only the owner connects the account. Its words are the
// settings-payments area's (decision 101).
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
import { useData } from '../../../hooks/use-data.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import { unchecked, useZodForm } from '../../../lib/form.ts';
import { viewerOf } from '../../../features/viewer/viewer.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_PAYMENTS } from '../../../i18n/areas/settings-payments/index.ts';
import { useFormat } from '../../../i18n/locale.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import './payments.css';

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
  const t = useArea(SETTINGS_PAYMENTS);
  const common = useArea(COMMON);
  const { locale } = useFormat();
  const api = useApi();
  const user = useSession((s) => s.currentUser);
  const [params, setParams] = useSearchParams();
  const { state, reload, update } = useData('payments', async (api) => (await api.payments.get()).data);
  const [form, setForm] = useState<Form | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [connectError, setConnectError] = useState<string | null>(null);
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const { errors, failure, submitting, handleSubmit } = useZodForm(settingsContract, (err) => apiErrorText(err, t('settingsPayments.failed'), t('settingsPayments.failed')));
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
      setConnectError(apiErrorText(err, t('settingsPayments.connectFailed'), t('settingsPayments.connectFailed')));
      setConnecting(false);
    }
  }

  async function disconnect() {
    const res = await api.payments.disconnect();
    update(() => res.data);
    setForm(formOf(res.data));
    setConfirmDisconnect(false);
    notify('success', t('settingsPayments.disconnected'));
  }

  // English says the rule as core does (one day and several); another language through its ICU plural.
  const refundRule = (refundPolicy: Form['refundPolicy'], refundDays: number) =>
    locale === 'en'
      ? refundPolicyText({ refundPolicy, refundDays })
      : refundPolicy === 'none'
        ? t('settingsPayments.ruleNone')
        : refundDays === 0
          ? t('settingsPayments.ruleBeforeDay')
          : t('settingsPayments.ruleDays', { days: refundDays });
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));
  const currency = data?.settings.currency ?? 'USD';
  const submit = handleSubmit(
    () => (form ? settingsOf(form, currency) : {}),
    async (input) => {
      const res = await api.payments.saveSettings(input);
      update(() => res.data);
      setForm(formOf(res.data));
      notify('success', t('settingsPayments.saved'));
    },
  );
  const account = data?.account;

  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={t('settingsPayments.title')}>{t('settingsPayments.intro')}</PageHeader>
      {state.status === 'loading' ? <Spinner label={t('settingsPayments.loading')} /> : null}
      {state.status === 'error' ? <LoadError message={t('settingsPayments.loadFailed')} retryLabel={common('common.retry')} onRetry={reload} /> : null}
      {account ? (
        <section className="ws-card app-panel ws-stack" aria-labelledby="payments-account-title">
          <h2 id="payments-account-title" className="ws-card__title">
            {t('settingsPayments.accountTitle')}
          </h2>
          {account.mode === 'offline' ? <Alert tone="warning">{t('settingsPayments.offlineNote')}</Alert> : null}
          {account.mode === 'unavailable' ? <Alert tone="info">{t('settingsPayments.unavailable')}</Alert> : null}
          {account.connected ? (
            <Alert tone="success">
              <span data-testid="payments-connected">{account.provider === 'stripe' ? t('settingsPayments.connectedStripe', { id: account.accountId ?? '' }) : t('settingsPayments.connectedOffline')}</span>
            </Alert>
          ) : account.accountId && account.provider === 'stripe' ? (
            <Alert tone="info">{t('settingsPayments.pending')}</Alert>
          ) : null}
          {connectError ? <Alert tone="error">{connectError}</Alert> : null}
          {account.mode !== 'unavailable' && !account.connected ? (
            isOwner ? (
              <div className="ws-row">
                <button type="button" className="ws-btn ws-btn--primary" disabled={connecting} aria-busy={connecting || undefined} onClick={() => void connect()}>
                  {connecting ? t('settingsPayments.connecting') : account.accountId && account.provider === 'stripe' ? t('settingsPayments.finish') : account.mode === 'stripe' ? t('settingsPayments.connectStripe') : t('settingsPayments.connectOffline')}
                </button>
              </div>
            ) : (
              <p className="ws-muted">{t('settingsPayments.ownerConnects')}</p>
            )
          ) : null}
          {isOwner && account.accountId ? (
            <div className="ws-row">
              <button type="button" className="ws-btn ws-btn--danger" onClick={() => setConfirmDisconnect(true)}>
                {t('settingsPayments.disconnect')}
              </button>
            </div>
          ) : null}
          {confirmDisconnect ? (
            <ConfirmDialog title={t('settingsPayments.disconnectTitle')} confirmLabel={t('settingsPayments.disconnectConfirm')} busyLabel={t('settingsPayments.disconnecting')} danger onConfirm={disconnect} onClose={() => setConfirmDisconnect(false)}>
              <p>{t('settingsPayments.disconnectBody')}</p>
            </ConfirmDialog>
          ) : null}
        </section>
      ) : null}
      {data && form ? (
        <section className="ws-card app-panel" aria-labelledby="payments-deposit-title">
          <h2 id="payments-deposit-title" className="ws-card__title">
            {t('settingsPayments.depositTitle')}
          </h2>
          {canEdit ? null : <Alert tone="info">{t('settingsPayments.readOnly')}</Alert>}
          <form className="ws-stack" onSubmit={submit} noValidate aria-label={t('settingsPayments.depositTitle')}>
            <fieldset className="ws-stack" disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
              <label className="wsp-check">
                <input type="checkbox" checked={form.depositsEnabled} disabled={!data.account.connected && !form.depositsEnabled} onChange={(e) => set('depositsEnabled', e.target.checked)} />
                {t('settingsPayments.enable')}
              </label>
              {!data.account.connected ? <p className="ws-muted">{t('settingsPayments.needsAccount')}</p> : null}
              <div className="wsp-grid">
                <SelectField label={t('settingsPayments.kind')} value={form.depositKind} onChange={(e) => set('depositKind', e.target.value as Form['depositKind'])}>
                  <option value="percent">{t('settingsPayments.percent')}</option>
                  <option value="amount">{t('settingsPayments.amount')}</option>
                </SelectField>
                {form.depositKind === 'percent' ? (
                  <TextField label={t('settingsPayments.percentLabel')} name="depositPercent" inputMode="numeric" value={form.depositPercent} onChange={(e) => set('depositPercent', e.target.value)} error={errors.depositPercent} />
                ) : (
                  <TextField
                    label={t('settingsPayments.amountLabel', { currency })}
                    name="depositAmountMinor"
                    inputMode="decimal"
                    hint={t('settingsPayments.amountHint')}
                    value={form.depositAmount}
                    onChange={(e) => set('depositAmount', e.target.value)}
                    error={errors.depositAmountMinor}
                  />
                )}
              </div>
              <div className="wsp-grid">
                <SelectField label={t('settingsPayments.refundLabel')} value={form.refundPolicy} onChange={(e) => set('refundPolicy', e.target.value as Form['refundPolicy'])}>
                  <option value="full_until">{t('settingsPayments.refundFull')}</option>
                  <option value="none">{t('settingsPayments.refundNone')}</option>
                </SelectField>
                {form.refundPolicy === 'full_until' ? (
                  <TextField label={t('settingsPayments.daysLabel')} name="refundDays" inputMode="numeric" value={form.refundDays} onChange={(e) => set('refundDays', e.target.value)} error={errors.refundDays} />
                ) : null}
              </div>
              <p className="ws-muted">{refundRule(form.refundPolicy, Number(form.refundDays) || 0)}</p>
            </fieldset>
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            {canEdit ? (
              <div className="ws-row">
                <button type="submit" className="ws-btn ws-btn--primary" disabled={submitting}>
                  {submitting ? common('common.saving') : t('settingsPayments.save')}
                </button>
              </div>
            ) : null}
          </form>
        </section>
      ) : null}
    </div>
  );
}
