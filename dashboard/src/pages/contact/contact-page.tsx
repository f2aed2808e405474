// Contact (spec §2/§5/§8): Name, Email, Subject, Message, all required; POST /public/contact, then the thank-you
// line and an empty form.
import { useState } from 'react';
import { AUTH_MESSAGES, CONTACT_MESSAGES, contactInput } from '@wrapsmith/core';
import { useApi } from '../../api/index.ts';
import { TextAreaField, TextField } from '../../components/field.tsx';
import { SubmitRow } from '../../components/submit-row.tsx';
import { useZodForm } from '../../lib/form.ts';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const api = useApi();
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
          <p className="ws-eyebrow">Contact</p>
          <h1>Talk to the Wrapsmith team</h1>
          <p className="ws-muted">Questions about plans, embedding the visualizer on your site, or adding your own film brand? Send us a message and we will get back to you by email.</p>
        </div>
        <form className="ws-card ws-stack contact__form" onSubmit={submit}>
          <div className="ws-form-grid">
            <TextField label="Name" autoComplete="name" required value={form.name} onChange={set('name')} error={errors.name} />
            <TextField label="Email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errors.email} />
          </div>
          <TextField label="Subject" required value={form.subject} onChange={set('subject')} error={errors.subject} />
          <TextAreaField label="Message" required value={form.message} onChange={set('message')} error={errors.message} />
          <SubmitRow failure={failure} done={sent ? CONTACT_MESSAGES.thanks : null} busy={busy} label="Send Message" busyLabel="Sending…" rowClassName="" large />
        </form>
      </div>
    </div>
  );
}
