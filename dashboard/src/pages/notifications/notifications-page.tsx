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
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useDateLocale } from '../../i18n/areas/components/date-locale.ts';
import { NOTIFICATIONS } from '../../i18n/areas/notifications/index.ts';

/** The selected notification: from the page when it is there, else fetched on its own (an older one, a link). */
function useSelected(id: string | undefined, onPage: AppNotification | undefined) {
  const { state } = useData(id && !onPage ? id : null, async (api) => (await api.account.notification(id ?? '')).data);
  if (!id) return { selected: null, missing: false };
  if (onPage) return { selected: onPage, missing: false };
  return { selected: state.status === 'ready' ? state.data : null, missing: state.status === 'error' };
}

export function NotificationsPage() {
  const api = useApi();
  const t = useArea(NOTIFICATIONS);
  const common = useArea(COMMON);
  const dateLocale = useDateLocale();
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
      <PageHeader title={t('notifications.title')}>{t('notifications.intro')}</PageHeader>
      {state.status === 'loading' ? <Spinner label={t('notifications.loading')} /> : null}
      {state.status === 'error' ? (
        <Alert tone="error">
          {t('notifications.failed')}{' '}
          <button type="button" className="ws-link-btn" onClick={reload}>
            {common('common.retry')}
          </button>
        </Alert>
      ) : null}
      {state.status === 'ready' && state.list.total === 0 ? (
        <div className="ws-card">
          <EmptyState title={t('notifications.emptyTitle')}>{t('notifications.emptyBody')}</EmptyState>
        </div>
      ) : null}
      {state.status === 'ready' && state.list.total > 0 ? (
        <div className="app-notify-layout">
          <div className="app-notify-column">
            <ul role="list" className="ws-card app-notify-list ws-paged-rows" aria-label={t('notifications.all')} aria-busy={state.loading || undefined}>
              {items.map((n) => (
                <li key={n._id}>
                  <Link to={linkTo(n)} className="app-notify-list__item" aria-current={n._id === id ? 'true' : undefined} data-unread={!n.readAt || undefined}>
                    <span className="app-notifications__title">
                      {n.readAt ? null : <span className="ws-visually-hidden">{t('notifications.unread')} </span>}
                      {n.title}
                    </span>
                    <span className="app-notifications__time">{formatDateTime(n.createdAt, dateLocale)}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager label={t('notifications.title')} noun={[t('notifications.one'), t('notifications.many')]} page={state.list.page} pageSize={state.list.pageSize} total={state.list.total} busy={state.loading} onPage={showPage} />
          </div>
          <article className="ws-card app-notify-detail" aria-live="polite">
            {selected ? (
              <>
                <h2 className="ws-card__title">{selected.title}</h2>
                <p className="app-notifications__time">{formatDateTime(selected.createdAt, dateLocale)}</p>
                <p>{selected.body}</p>
                {selected.link ? (
                  <p>
                    <Link to={selected.link}>{t('notifications.open')}</Link>
                  </p>
                ) : null}
              </>
            ) : missing ? (
              <EmptyState title={t('notifications.notFoundTitle')}>{t('notifications.notFoundBody')}</EmptyState>
            ) : id ? (
              <Spinner label={t('notifications.loadingOne')} />
            ) : (
              <EmptyState title={t('notifications.selectTitle')}>{t('notifications.selectBody')}</EmptyState>
            )}
          </article>
        </div>
      ) : null}
    </div>
  );
}
