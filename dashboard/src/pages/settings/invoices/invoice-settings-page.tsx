// Settings → Invoices (/settings/invoices, issue 25 finishing item 5, decision 088): how the shop's invoices are
// numbered and written — the number prefix (with the next number shown, never set: numbers have no gaps), the payment
// terms in days, the language and region of dates and amounts, and a footer printed on every invoice (bank details
// for transfers, thanks). The Prices area reads it; its edit level changes it. The API validates (400 names the field).
// Its words are the settings-invoices area's (decision 101).
import { useState } from 'react';
import { INVOICE_DUE_DAYS_MAX, INVOICE_FOOTER_MAX, INVOICE_PREFIX_MAX } from '@wrapsmith/core';
import type { InvoiceSettingsDto, InvoiceSettingsInput } from '@wrapsmith/core/contract';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { TextAreaField, TextField } from '../../../components/field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notify } from '../../../components/toasts.tsx';
import { errorText, useData } from '../../../hooks/use-data.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_INVOICES } from '../../../i18n/areas/settings-invoices/index.ts';
import { useServerWords } from '../../../i18n/server-words.ts';
import { unchecked, useZodForm } from '../../../lib/form.ts';
import { userMay } from '../../../features/viewer/viewer.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';


interface Form {
  prefix: string;
  dueDays: string;
  locale: string;
  footer: string;
}

const formOf = (s: InvoiceSettingsDto): Form => ({ prefix: s.prefix, dueDays: String(s.dueDays), locale: s.locale, footer: s.footer });
/** Typed days as the API takes them; text that is not a number stays text, so the contract names the field. */
const daysOf = (text: string): unknown => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);
const contract = unchecked<InvoiceSettingsInput>();

export function InvoiceSettingsPage() {
  const t = useArea(SETTINGS_INVOICES);
  const common = useArea(COMMON);
  const user = useSession((s) => s.currentUser);
  const { state, reload, update } = useData('invoice-settings', async (api) => (await api.invoices.settings()).data);
  if (!user) return null;
  const canEdit = userMay(user, 'prices', 'edit');
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={t('settingsInvoices.title')}>{t('settingsInvoices.intro')}</PageHeader>
      {state.status === 'loading' ? <Spinner label={t('settingsInvoices.loading')} /> : null}
      {state.status === 'error' ? <LoadError message={errorText(state.error, t('settingsInvoices.loadFailed'))} retryLabel={common('common.retry')} onRetry={reload} /> : null}
      {state.status === 'ready' ? <SettingsForm stored={state.data} canEdit={canEdit} onSaved={(saved) => update(() => saved)} /> : null}
    </div>
  );
}

function SettingsForm({ stored, canEdit, onSaved }: { stored: InvoiceSettingsDto; canEdit: boolean; onSaved: (saved: InvoiceSettingsDto) => void }) {
  const t = useArea(SETTINGS_INVOICES);
  const common = useArea(COMMON);
  const server = useServerWords();
  const api = useApi();
  const [form, setForm] = useState<Form>(() => formOf(stored));
  const { errors, failure, submitting, handleSubmit } = useZodForm(contract, (err) => apiErrorText(err, t('settingsInvoices.failed'), t('settingsInvoices.failed')));
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = handleSubmit(
    () => ({ prefix: form.prefix, dueDays: daysOf(form.dueDays), locale: form.locale, footer: form.footer }),
    async (input) => {
      const res = await api.invoices.saveSettings(input);
      onSaved(res.data);
      setForm(formOf(res.data));
      notify('success', server(res.message, t('settingsInvoices.saved')));
    },
  );
  return (
    <section className="ws-card app-panel">
      {canEdit ? null : <Alert tone="info">{t('settingsInvoices.readOnly')}</Alert>}
      <form className="ws-stack" onSubmit={submit} noValidate aria-label={t('settingsInvoices.title')}>
        <fieldset className="ws-stack" disabled={!canEdit || submitting} style={{ border: 0, padding: 0, margin: 0 }}>
          <TextField label={t('settingsInvoices.prefix')} name="prefix" hint={t('settingsInvoices.prefixHint', { max: INVOICE_PREFIX_MAX })} autoComplete="off" value={form.prefix} onChange={set('prefix')} error={errors.prefix} />
          <p className="ws-muted" data-testid="next-invoice-number">
            {t('settingsInvoices.next', { number: stored.nextNumber })}
          </p>
          <TextField label={t('settingsInvoices.dueDays')} name="dueDays" inputMode="numeric" hint={t('settingsInvoices.dueDaysHint', { max: INVOICE_DUE_DAYS_MAX })} value={form.dueDays} onChange={set('dueDays')} error={errors.dueDays} />
          <TextField label={t('settingsInvoices.locale')} name="locale" hint={t('settingsInvoices.localeHint')} autoComplete="off" value={form.locale} onChange={set('locale')} error={errors.locale} />
          <TextAreaField label={t('settingsInvoices.footer')} name="footer" rows={4} hint={t('settingsInvoices.footerHint', { max: INVOICE_FOOTER_MAX })} value={form.footer} onChange={set('footer')} error={errors.footer} />
        </fieldset>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {canEdit ? (
          <div className="ws-row">
            <button type="submit" className="ws-btn ws-btn--primary" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? common('common.saving') : t('settingsInvoices.save')}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
