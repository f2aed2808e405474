// Notifications (spec §2): the shop's notifications from GET /user/notifications, a page at a time (?page=);
// /notifications/:id selects one and marks it read, also one that is not on the page shown.
import { useCallback, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useApi, type AppNotification } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { invalidate, useData } from '../../hooks/use-data.ts';
import { usePagedList } from '../../hooks/use-paged-list.ts';
import { formatDateTime } from '../../lib/format.ts';
import { readPage, withPageParam } from '../../lib/page-param.ts';

const NOUN = ['notification', 'notifications'] as const;

/** The selected notification: from the page when it is there, else fetched on its own (an older one, a link). */
function useSelected(id: string | undefined, onPage: AppNotification | undefined) {
  const { state } = useData(id && !onPage ? id : null, async (api) => (await api.account.notification(id ?? '')).data);
  if (!id) return { selected: null, missing: false };
  if (onPage) return { selected: onPage, missing: false };
  return { selected: state.status === 'ready' ? state.data : null, missing: state.status === 'error' };
}

export function NotificationsPage() {
  const api = useApi();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const { state, reload, update } = usePagedList('notifications', page, (api) => api.account.notifications({ page }), 'notifications');
  const showPage = useCallback((to: number) => setParams((current) => withPageParam(current, 'page', to)), [setParams]);

  const items = state.status === 'ready' ? state.list.data : [];
  const { selected, missing } = useSelected(id, items.find((n) => n._id === id));

  useEffect(() => {
    if (!selected || selected.readAt) return;
    api.account
      .markRead(selected._id)
      .then((res) => {
        update((rows) => rows.map((n) => (n._id === res.data._id ? res.data : n)));
        invalidate('notifications');
      })
      .catch(() => undefined);
  }, [api, selected, update]);

  // The page number stays in the address when a notification is opened, so Back returns to the same page.
  const linkTo = (n: AppNotification) => ({ pathname: `/notifications/${n._id}`, search: page > 1 ? `?page=${page}` : '' });

  return (
    <div className="app-page">
      <PageHeader title="Notifications">New leads, bookings and account updates for your shop.</PageHeader>
      {state.status === 'loading' ? <Spinner label="Loading notifications…" /> : null}
      {state.status === 'error' ? (
        <Alert tone="error">
          Could not load notifications.{' '}
          <button type="button" className="ws-link-btn" onClick={reload}>
            Try again
          </button>
        </Alert>
      ) : null}
      {state.status === 'ready' && state.list.total === 0 ? (
        <div className="ws-card">
          <EmptyState title="No notifications yet">When a customer sends a design or books an appointment, you will see it here.</EmptyState>
        </div>
      ) : null}
      {state.status === 'ready' && state.list.total > 0 ? (
        <div className="app-notify-layout">
          <div className="app-notify-column">
            <ul role="list" className="ws-card app-notify-list ws-paged-rows" aria-label="All notifications" aria-busy={state.loading || undefined}>
              {items.map((n) => (
                <li key={n._id}>
                  <Link to={linkTo(n)} className="app-notify-list__item" aria-current={n._id === id ? 'true' : undefined} data-unread={!n.readAt || undefined}>
                    <span className="app-notifications__title">
                      {n.readAt ? null : <span className="ws-visually-hidden">Unread: </span>}
                      {n.title}
                    </span>
                    <span className="app-notifications__time">{formatDateTime(n.createdAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager label="Notifications" noun={NOUN} page={state.list.page} pageSize={state.list.pageSize} total={state.list.total} busy={state.loading} onPage={showPage} />
          </div>
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
            ) : missing ? (
              <EmptyState title="Notification not found">It may have been removed. Pick another one from the list.</EmptyState>
            ) : id ? (
              <Spinner label="Loading the notification…" />
            ) : (
              <EmptyState title="Select a notification">Choose one from the list to read it.</EmptyState>
            )}
          </article>
        </div>
      ) : null}
    </div>
  );
}
