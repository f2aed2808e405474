// Settings → Emails (/settings/emails): what Wrapsmith sent on the shop's behalf. Without an email provider
// configured this is where the shop reads its emails (invites, lead alerts); with Postmark it shows delivery.
// A page at a time, newest first. Words in the reader's language (area `settings-emails`, issue 28 item 1); an email's
// own subject and text stay as they were sent.
import { useState } from 'react';
import type { ShopEmailDto } from '@wrapsmith/core/contract';
import { Alert } from '../../../components/alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useWordsDates } from '../../../features/leads/words-dates.ts';
import { usePagedList } from '../../../hooks/use-paged-list.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_EMAILS } from '../../../i18n/areas/settings-emails/index.ts';
import { useFormat } from '../../../i18n/locale.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import './emails.css';

const STATUS_KEYS = {
  stored: 'settingsEmails.status.stored',
  sending: 'settingsEmails.status.sending',
  sent: 'settingsEmails.status.sent',
  failed: 'settingsEmails.status.failed',
} as const satisfies Record<ShopEmailDto['status'], string>;

/** The owner's view: the sent emails, newest first, a page at a time. */
function SentEmails() {
  const t = useArea(SETTINGS_EMAILS);
  const common = useArea(COMMON);
  const dates = useWordsDates();
  const { number } = useFormat();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { state, reload } = usePagedList('emails', page, (api) => api.emails.list({ page }));

  if (state.status === 'loading') return <Spinner label={t('settingsEmails.loading')} />;
  if (state.status === 'error') {
    return (
      <div className="ws-stack">
        <Alert tone="error">{t('settingsEmails.loadFailed')}</Alert>
        <div>
          <button type="button" className="ws-btn" onClick={reload}>
            {common('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  const { list, loading } = state;
  return (
    <section className="ws-card app-panel" aria-labelledby="emails-title">
      <h2 id="emails-title" className="ws-card__title">
        {t('settingsEmails.listTitle')} <span className="wse-count">({number(list.total)})</span>
      </h2>
      {list.data.length === 0 && list.total === 0 ? (
        <p className="wse-empty">{t('settingsEmails.empty')}</p>
      ) : (
        <ul className="wse-list ws-paged-rows" aria-label={t('settingsEmails.listTitle')} aria-busy={loading || undefined}>
          {list.data.map((email) => {
            const expanded = open === email._id;
            return (
              <li key={email._id} className="wse-item">
                <button
                  type="button"
                  className="wse-item__head"
                  aria-expanded={expanded}
                  aria-controls={`email-${email._id}`}
                  onClick={() => setOpen(expanded ? null : email._id)}
                >
                  <span className="wse-item__subject">{email.subject}</span>
                  <span className="wse-item__meta">
                    {t('settingsEmails.to', { to: email.to })} · {dates.dateTime(email.createdAt)} · {t(STATUS_KEYS[email.status])}
                  </span>
                </button>
                {expanded ? (
                  <div id={`email-${email._id}`}>
                    <pre className="wse-item__body">{email.text}</pre>
                    {email.attachments.length > 0 ? (
                      <ul className="wse-attachments" aria-label={t('settingsEmails.attachments')}>
                        {email.attachments.map((file) => (
                          <li key={file.url}>
                            <a href={file.url} download={file.filename}>
                              {t('settingsEmails.download', { file: file.filename })}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pager label={t('settingsEmails.listTitle')} noun={[t('settingsEmails.nounOne'), t('settingsEmails.nounMany')]} page={list.page} pageSize={list.pageSize} total={list.total} busy={loading} onPage={setPage} />
    </section>
  );
}

export function EmailsPage() {
  const user = useSession((s) => s.currentUser);
  const t = useArea(SETTINGS_EMAILS);
  if (!user) return null;
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={t('settingsEmails.title')}>{t('settingsEmails.intro')}</PageHeader>
      <SentEmails />
    </div>
  );
}
