// Support & Help (spec §2): Submit a Support Ticket (POST /user/support-tickets) and an FAQ accordion.
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, supportTicketInput } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { TextAreaField, TextField } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { HELP_FAQ } from '../../content/help-faq.ts';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

export function HelpPage() {
  const api = useApi();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: Tone; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = supportTicketInput.safeParse({ subject, message });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    setNotice(null);
    try {
      const res = await api.account.supportTicket(parsed.data.subject, parsed.data.message);
      setNotice({ tone: 'success', text: res.message || 'Ticket received. We will reply by email.' });
      setSubject('');
      setMessage('');
    } catch (err) {
      setNotice({ tone: 'error', text: apiErrorInfo(err).message ?? AUTH_MESSAGES.somethingWrong });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="app-page">
      <PageHeader title="Support & Help">Ask us anything, or find a quick answer below.</PageHeader>
      <div className="app-two-col">
        <section className="ws-card app-panel" aria-labelledby="ticket-title">
          <h2 id="ticket-title" className="ws-card__title">
            Submit a Support Ticket
          </h2>
          <form className="ws-stack" onSubmit={submit} noValidate>
            <TextField label="Subject" required value={subject} onChange={(e) => setSubject(e.target.value)} error={errors.subject} />
            <TextAreaField label="Message" required value={message} onChange={(e) => setMessage(e.target.value)} error={errors.message} />
            {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
            <div>
              <button type="submit" className="ws-btn ws-btn--primary" disabled={busy}>
                {busy ? 'Sending…' : 'Submit Ticket'}
              </button>
            </div>
          </form>
        </section>
        <section className="ws-card app-panel" aria-labelledby="help-faq-title">
          <h2 id="help-faq-title" className="ws-card__title">
            Frequently asked questions
          </h2>
          <FaqAccordion entries={HELP_FAQ} />
        </section>
      </div>
    </div>
  );
}
