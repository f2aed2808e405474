// Support & Help (spec §2): Submit a Support Ticket (POST /user/support-tickets) and an FAQ accordion.
import { useState } from 'react';
import { AUTH_MESSAGES, supportTicketInput } from '@wrapsmith/core';
import { useApi } from '../../api/index.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { TextAreaField, TextField } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitRow } from '../../components/submit-row.tsx';
import { HELP_FAQ } from '../../content/help-faq.ts';
import { useZodForm } from '../../lib/form.ts';

export function HelpPage() {
  const api = useApi();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(supportTicketInput, AUTH_MESSAGES.somethingWrong);

  const submit = handleSubmit(() => ({ subject, message }), async (ticket) => {
    setSent(null);
    const res = await api.account.supportTicket(ticket.subject, ticket.message);
    setSent(res.message || 'Ticket received. We will reply by email.');
    setSubject('');
    setMessage('');
  });

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
            <SubmitRow failure={failure} done={sent} busy={busy} label="Submit Ticket" busyLabel="Sending…" rowClassName="" />
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
