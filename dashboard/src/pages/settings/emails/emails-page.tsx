// Settings → Emails (/settings/emails): what Wrapsmith sent on the shop's behalf. Without an email provider
// configured this is where the shop reads its emails (invites, lead alerts); with Postmark it shows delivery.
// A page at a time, newest first.
import { useState } from 'react';
import type { ShopEmailDto } from '@wrapsmith/core/contract';
import { Alert } from '../../../components/alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { usePagedList } from '../../../hooks/use-paged-list.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import './emails.css';

const STATUS_LABELS: Record<ShopEmailDto['status'], string> = {
  stored: 'In the outbox',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const NOUN = ['email', 'emails'] as const;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The owner's view: the sent emails, newest first, a page at a time. */
function SentEmails() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { state, reload } = usePagedList('emails', page, (api) => api.emails.list({ page }));

  if (state.status === 'loading') return <Spinner label="Loading emails…" />;
  if (state.status === 'error') {
    return (
      <div className="ws-stack">
        <Alert tone="error">We couldn't load your emails.</Alert>
        <div>
          <button type="button" className="ws-btn" onClick={reload}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  const { list, loading } = state;
  return (
    <section className="ws-card app-panel" aria-labelledby="emails-title">
      <h2 id="emails-title" className="ws-card__title">
        Sent emails <span className="wse-count">({list.total})</span>
      </h2>
      {list.data.length === 0 && list.total === 0 ? (
        <p className="wse-empty">No emails yet. Invites and lead alerts will show up here.</p>
      ) : (
        <ul className="wse-list ws-paged-rows" aria-label="Sent emails" aria-busy={loading || undefined}>
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
                    To {email.to} · {when(email.createdAt)} · {STATUS_LABELS[email.status]}
                  </span>
                </button>
                {expanded ? (
                  <div id={`email-${email._id}`}>
                    <pre className="wse-item__body">{email.text}</pre>
                    {email.attachments.length > 0 ? (
                      <ul className="wse-attachments" aria-label="Attachments">
                        {email.attachments.map((file) => (
                          <li key={file.url}>
                            <a href={file.url} download={file.filename}>
                              Download {file.filename}
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
      <Pager label="Sent emails" noun={NOUN} page={list.page} pageSize={list.pageSize} total={list.total} busy={loading} onPage={setPage} />
    </section>
  );
}

export function EmailsPage() {
  const user = useSession((s) => s.currentUser);
  if (!user) return null;
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title="Emails">
        Every email Wrapsmith sent for your shop: team invites, lead alerts and account emails. Sign-in codes and
        password links are only shown to the person they were sent to.
      </PageHeader>
      <SentEmails />
    </div>
  );
}
