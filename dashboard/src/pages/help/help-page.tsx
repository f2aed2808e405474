// Support & Help (spec §2): Submit a Support Ticket (POST /user/support-tickets) and an FAQ accordion, in the reader's
// language (the `help` area, decision 101).
import { useState } from 'react';
import { supportTicketInput } from '@wrapsmith/core';
import { useApi } from '../../api/index.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { TextAreaField, TextField } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitRow } from '../../components/submit-row.tsx';
import { HELP_FAQ_IDS } from '../../content/help-faq.ts';
import { useArea } from '../../i18n/area.ts';
import { HELP } from '../../i18n/areas/help/index.ts';
import { HELP_EN } from '../../i18n/areas/help/en.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import { useZodForm } from '../../lib/form.ts';

type HelpKey = keyof typeof HELP_EN;

/** The ticket's field checks (core's English) by their English words, so each reads in the reader's language. */
const CHECKS: Readonly<Record<string, HelpKey>> = Object.fromEntries(
  (['help.subjectRequired', 'help.subjectTooLong', 'help.subjectAngles', 'help.messageRequired', 'help.messageTooLong'] as const).map((key) => [HELP_EN[key], key]),
);

export function HelpPage() {
  const api = useApi();
  const t = useArea(HELP);
  const server = useServerWords();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const check = (error: string | undefined) => {
    const key = error ? CHECKS[error] : undefined;
    return key ? t(key) : error;
  };
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(supportTicketInput, t('help.failed'), undefined, (english) => (CHECKS[english] ? check(english) : undefined));

  const submit = handleSubmit(() => ({ subject, message }), async (ticket) => {
    setSent(null);
    const res = await api.account.supportTicket(ticket.subject, ticket.message);
    setSent(server(res.message, t('help.sent')));
    setSubject('');
    setMessage('');
  });

  return (
    <div className="app-page">
      <PageHeader title={t('help.title')}>{t('help.intro')}</PageHeader>
      <div className="app-two-col">
        <section className="ws-card app-panel" aria-labelledby="ticket-title">
          <h2 id="ticket-title" className="ws-card__title">
            {t('help.ticketTitle')}
          </h2>
          <form className="ws-stack" onSubmit={submit} noValidate>
            <TextField label={t('help.subject')} required value={subject} onChange={(e) => setSubject(e.target.value)} error={check(errors.subject)} />
            <TextAreaField label={t('help.message')} required value={message} onChange={(e) => setMessage(e.target.value)} error={check(errors.message)} />
            <SubmitRow failure={failure} done={sent} busy={busy} label={t('help.submit')} busyLabel={t('help.sending')} rowClassName="" />
          </form>
        </section>
        <section className="ws-card app-panel" aria-labelledby="help-faq-title">
          <h2 id="help-faq-title" className="ws-card__title">
            {t('help.faqTitle')}
          </h2>
          <FaqAccordion entries={HELP_FAQ_IDS.map((id) => ({ question: t(`help.faq.${id}.q`), answer: t(`help.faq.${id}.a`) }))} />
        </section>
      </div>
    </div>
  );
}
