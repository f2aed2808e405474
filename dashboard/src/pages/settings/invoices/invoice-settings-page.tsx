// Settings → Invoices (/settings/invoices, issue 25 finishing item 5, decision 088): how the shop's invoices are
// numbered and written — the number prefix (with the next number shown, never set: numbers have no gaps), the payment
// terms in days, the language and region of dates and amounts, and a footer printed on every invoice (bank details
// for transfers, thanks). The Prices area reads it; its edit level changes it. The API validates (400 names the field).
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
import { unchecked, useZodForm } from '../../../lib/form.ts';
import { userMay } from '../../../features/viewer/viewer.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';

export const INVOICE_SETTINGS_MESSAGES = {
  title: 'Invoices',
  intro: 'How your invoices are numbered and what they say. Issued invoices keep the number and text they were issued with.',
  loading: 'Loading invoice settings…',
  loadFailed: 'The invoice settings could not be loaded.',
  retry: 'Try again',
  prefix: 'Number prefix',
  prefixHint: `Up to ${INVOICE_PREFIX_MAX} letters, digits or - _ / . # before the number.`,
  next: (number: string) => `The next invoice you issue will be ${number}.`,
  dueDays: 'Payment terms (days)',
  dueDaysHint: `Days from the issue date to the due date, 0 to ${INVOICE_DUE_DAYS_MAX} (0: due on receipt).`,
  locale: 'Language and region',
  localeHint: 'How dates and amounts are written on invoices, like en-US, en-GB, de-DE or fr-CA.',
  footer: 'Footer',
  footerHint: `Printed at the foot of every invoice, up to ${INVOICE_FOOTER_MAX} characters: bank details for transfers, thanks, legal lines.`,
  save: 'Save invoice settings',
  saving: 'Saving…',
  saved: 'Invoice settings saved',
  failed: 'The invoice settings could not be saved. Please try again.',
  readOnly: 'Your role can read these settings but not change them.',
} as const;
const M = INVOICE_SETTINGS_MESSAGES;

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
  const user = useSession((s) => s.currentUser);
  const { state, reload, update } = useData('invoice-settings', async (api) => (await api.invoices.settings()).data);
  if (!user) return null;
  const canEdit = userMay(user, 'prices', 'edit');
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={M.title}>{M.intro}</PageHeader>
      {state.status === 'loading' ? <Spinner label={M.loading} /> : null}
      {state.status === 'error' ? <LoadError message={errorText(state.error, M.loadFailed)} retryLabel={M.retry} onRetry={reload} /> : null}
      {state.status === 'ready' ? <SettingsForm stored={state.data} canEdit={canEdit} onSaved={(saved) => update(() => saved)} /> : null}
    </div>
  );
}

function SettingsForm({ stored, canEdit, onSaved }: { stored: InvoiceSettingsDto; canEdit: boolean; onSaved: (saved: InvoiceSettingsDto) => void }) {
  const api = useApi();
  const [form, setForm] = useState<Form>(() => formOf(stored));
  const { errors, failure, submitting, handleSubmit } = useZodForm(contract, (err) => apiErrorText(err, M.failed, M.failed));
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = handleSubmit(
    () => ({ prefix: form.prefix, dueDays: daysOf(form.dueDays), locale: form.locale, footer: form.footer }),
    async (input) => {
      const res = await api.invoices.saveSettings(input);
      onSaved(res.data);
      setForm(formOf(res.data));
      notify('success', res.message || M.saved);
    },
  );
  return (
    <section className="ws-card app-panel">
      {canEdit ? null : <Alert tone="info">{M.readOnly}</Alert>}
      <form className="ws-stack" onSubmit={submit} noValidate aria-label={M.title}>
        <fieldset className="ws-stack" disabled={!canEdit || submitting} style={{ border: 0, padding: 0, margin: 0 }}>
          <TextField label={M.prefix} name="prefix" hint={M.prefixHint} autoComplete="off" value={form.prefix} onChange={set('prefix')} error={errors.prefix} />
          <p className="ws-muted" data-testid="next-invoice-number">
            {M.next(stored.nextNumber)}
          </p>
          <TextField label={M.dueDays} name="dueDays" inputMode="numeric" hint={M.dueDaysHint} value={form.dueDays} onChange={set('dueDays')} error={errors.dueDays} />
          <TextField label={M.locale} name="locale" hint={M.localeHint} autoComplete="off" value={form.locale} onChange={set('locale')} error={errors.locale} />
          <TextAreaField label={M.footer} name="footer" rows={4} hint={M.footerHint} value={form.footer} onChange={set('footer')} error={errors.footer} />
        </fieldset>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {canEdit ? (
          <div className="ws-row">
            <button type="submit" className="ws-btn ws-btn--primary" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? M.saving : M.save}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
