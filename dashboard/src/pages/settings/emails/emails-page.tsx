// Settings → Emails (/settings/emails): what Wrapsmith sent on the shop's behalf. Without an email provider
// configured this is where the shop reads its emails (invites, lead alerts); with Postmark it shows delivery.
import { useCallback, useEffect, useState } from 'react';
import type { ShopEmailDto } from '@wrapsmith/api/types';
import { can } from '@wrapsmith/core/rules';
import { useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import './emails.css';

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: ShopEmailDto[]; total: number; page: number; pageSize: number };

const STATUS_LABELS: Record<ShopEmailDto['status'], string> = {
  stored: 'In the outbox',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function EmailsPage() {
  const api = useApi();
  const user = useSession((s) => s.currentUser);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [open, setOpen] = useState<string | null>(null);
  const isOwner = user ? can({ role: user.role.role }, 'team:manage') : false;

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const { data } = await api.emails.list(page);
      setState({ status: 'ready', ...data });
    } catch {
      setState({ status: 'error' });
    }
  }, [api, page]);

  useEffect(() => {
    if (isOwner) void load();
  }, [isOwner, load]);

  if (!user) return null;
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title="Emails">
        Every email Wrapsmith sent for your shop: team invites, lead alerts and account emails. Sign-in codes and
        password links are only shown to the person they were sent to.
      </PageHeader>
      {!isOwner ? <Alert tone="info">Only the shop owner can read the shop's emails.</Alert> : null}
      {isOwner && state.status === 'loading' ? <Spinner label="Loading emails…" /> : null}
      {isOwner && state.status === 'error' ? (
        <div className="ws-stack">
          <Alert tone="error">We couldn't load your emails.</Alert>
          <div>
            <button type="button" className="ws-btn" onClick={() => void load()}>
              Try again
            </button>
          </div>
        </div>
      ) : null}
      {isOwner && state.status === 'ready' ? (
        <section className="ws-card app-panel" aria-labelledby="emails-title">
          <h2 id="emails-title" className="ws-card__title">
            Sent emails <span className="wse-count">({state.total})</span>
          </h2>
          {state.items.length === 0 ? (
            <p className="wse-empty">No emails yet. Invites and lead alerts will show up here.</p>
          ) : (
            <ul className="wse-list" aria-label="Sent emails">
              {state.items.map((email) => {
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
                      <pre id={`email-${email._id}`} className="wse-item__body">
                        {email.text}
                      </pre>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          {state.total > state.pageSize ? (
            <div className="wse-pager">
              <button type="button" className="ws-btn ws-btn--sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Newer
              </button>
              <span>
                Page {page} of {Math.ceil(state.total / state.pageSize)}
              </span>
              <button
                type="button"
                className="ws-btn ws-btn--sm"
                disabled={page * state.pageSize >= state.total}
                onClick={() => setPage((p) => p + 1)}
              >
                Older
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
