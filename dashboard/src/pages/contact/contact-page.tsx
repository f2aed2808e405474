// Contact (spec §2/§5/§8): Name, Email, Subject, Message, all required; POST /public/contact, then the thank-you
// line and an empty form.
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, CONTACT_MESSAGES } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { TextAreaField, TextField } from '../../components/field.tsx';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const api = useApi();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: Tone; text: string } | null>(null);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      await api.public.contact(form);
      setNotice({ tone: 'success', text: CONTACT_MESSAGES.thanks });
      setForm(EMPTY);
    } catch (err) {
      setNotice({ tone: 'error', text: apiErrorInfo(err).message ?? AUTH_MESSAGES.somethingWrong });
    } finally {
      setBusy(false);
    }
  }

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
            <TextField label="Name" autoComplete="name" required value={form.name} onChange={set('name')} />
            <TextField label="Email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
          </div>
          <TextField label="Subject" required value={form.subject} onChange={set('subject')} />
          <TextAreaField label="Message" required value={form.message} onChange={set('message')} />
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <div>
            <button type="submit" className="ws-btn ws-btn--primary ws-btn--lg" disabled={busy}>
              {busy ? 'Sending…' : 'Send Message'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
