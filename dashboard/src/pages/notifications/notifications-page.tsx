// Notifications (spec §2): the shop's notifications from GET /user/notifications; /notifications/:id selects one
// and marks it read.
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useApi, type AppNotification } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatDateTime } from '../../lib/format.ts';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: AppNotification[] };

export function NotificationsPage() {
  const api = useApi();
  const { id } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const res = await api.account.notifications();
      setState({ status: 'ready', items: res.data });
    } catch {
      setState({ status: 'error' });
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const items = state.status === 'ready' ? state.items : [];
  const selected = items.find((n) => n._id === id) ?? null;

  useEffect(() => {
    if (!selected || selected.readAt) return;
    api.account
      .markRead(selected._id)
      .then((res) => setState((s) => (s.status === 'ready' ? { status: 'ready', items: s.items.map((n) => (n._id === res.data._id ? res.data : n)) } : s)))
      .catch(() => undefined);
  }, [api, selected]);

  return (
    <div className="app-page">
      <PageHeader title="Notifications">New leads, bookings and account updates for your shop.</PageHeader>
      {state.status === 'loading' ? <Spinner label="Loading notifications…" /> : null}
      {state.status === 'error' ? (
        <Alert tone="error">
          Could not load notifications.{' '}
          <button type="button" className="ws-link-btn" onClick={() => void load()}>
            Try again
          </button>
        </Alert>
      ) : null}
      {state.status === 'ready' && items.length === 0 ? (
        <div className="ws-card">
          <EmptyState title="No notifications yet">When a customer sends a design or books an appointment, you will see it here.</EmptyState>
        </div>
      ) : null}
      {items.length > 0 ? (
        <div className="app-notify-layout">
          <ul role="list" className="ws-card app-notify-list" aria-label="All notifications">
            {items.map((n) => (
              <li key={n._id}>
                <Link
                  to={`/notifications/${n._id}`}
                  className="app-notify-list__item"
                  aria-current={n._id === id ? 'true' : undefined}
                  data-unread={!n.readAt || undefined}
                >
                  <span className="app-notifications__title">
                    {n.readAt ? null : <span className="ws-visually-hidden">Unread: </span>}
                    {n.title}
                  </span>
                  <span className="app-notifications__time">{formatDateTime(n.createdAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <article className="ws-card app-notify-detail" aria-live="polite">
            {selected ? (
              <>
                <h2 className="ws-card__title">{selected.title}</h2>
                <p className="app-notifications__time">{formatDateTime(selected.createdAt)}</p>
                <p>{selected.body}</p>
                {selected.link ? (
                  <p>
                    <Link to={selected.link}>Open</Link>
                  </p>
                ) : null}
              </>
            ) : id ? (
              <EmptyState title="Notification not found">It may have been removed. Pick another one from the list.</EmptyState>
            ) : (
              <EmptyState title="Select a notification">Choose one from the list to read it.</EmptyState>
            )}
          </article>
        </div>
      ) : null}
    </div>
  );
}
