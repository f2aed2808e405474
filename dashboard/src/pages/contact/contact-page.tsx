// Contact (spec §2/§5/§8): Name, Email, Subject, Message, all required; POST /public/contact, then the thank-you
// line and an empty form. Its words are the `public` area's (decision 101); the API answers in English, so in another
// language a refusal reads as the page's own "something went wrong" (the field checks are core's, still English).
import { useState } from 'react';
import { AUTH_MESSAGES, contactInput } from '@wrapsmith/core';
import { useApi } from '../../api/index.ts';
import { TextAreaField, TextField } from '../../components/field.tsx';
import { SubmitRow } from '../../components/submit-row.tsx';
import { useArea } from '../../i18n/area.ts';
import { PUBLIC } from '../../i18n/areas/public/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import { useZodForm } from '../../lib/form.ts';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const api = useApi();
  const t = useArea(PUBLIC);
  const { locale } = useFormat();
  const [form, setForm] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(contactInput, AUTH_MESSAGES.somethingWrong);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  // The browser's own required check runs first (no noValidate); the contract catches the rest (e.g. blanks).
  const submit = handleSubmit(() => form, async (message) => {
    setSent(false);
    await api.public.contact(message);
    setSent(true);
    setForm(EMPTY);
  });

  return (
    <div className="landing-section">
      <div className="landing-wrap contact">
        <div className="contact__intro">
          <p className="ws-eyebrow">{t('public.contact')}</p>
          <h1>{t('public.contact.title')}</h1>
          <p className="ws-muted">{t('public.contact.intro')}</p>
        </div>
        <form className="ws-card ws-stack contact__form" onSubmit={submit}>
          <div className="ws-form-grid">
            <TextField label={t('public.contact.name')} autoComplete="name" required value={form.name} onChange={set('name')} error={errors.name} />
            <TextField label={t('public.contact.email')} type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errors.email} />
          </div>
          <TextField label={t('public.contact.subject')} required value={form.subject} onChange={set('subject')} error={errors.subject} />
          <TextAreaField label={t('public.contact.message')} required value={form.message} onChange={set('message')} error={errors.message} />
          <SubmitRow
            failure={failure && locale !== 'en' ? t('public.contact.failed') : failure}
            done={sent ? t('public.contact.thanks') : null}
            busy={busy}
            label={t('public.contact.send')}
            busyLabel={t('public.contact.sending')}
            rowClassName=""
            large
          />
        </form>
      </div>
    </div>
  );
}
