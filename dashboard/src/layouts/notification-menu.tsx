// Bell dropdown backed by GET /user/notifications: unread badge, the latest few, mark as read, View All.
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApi } from '../api/context.tsx';
import type { AppNotification } from '../api/types.ts';
import { Alert } from '../components/alert.tsx';
import { Spinner } from '../components/loading.tsx';
import { invalidate, useData } from '../hooks/use-data.ts';
import { useDismiss } from '../hooks/use-dismiss.ts';
import { formatDateTime } from '../lib/format.ts';
import { useT } from '../i18n/locale.ts';
import { FRAME_EN } from '../i18n/en/frame.ts';

const SHOWN = 5;

export function NotificationMenu() {
  const api = useApi();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const t = useT(FRAME_EN);
  const { state, reload, update } = useData('latest', (api) => api.account.notifications({ pageSize: SHOWN }), 'notifications');
  const [markFailed, setMarkFailed] = useState(false);
  const items = state.status === 'ready' ? state.data.data : null;
  const unread = state.status === 'ready' ? state.data.unreadCount : 0;
  const failed = state.status === 'error' || markFailed;
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);

  async function openItem(n: AppNotification) {
    setOpen(false);
    if (!n.readAt) {
      try {
        await api.account.markRead(n._id);
        update((res) => ({
          ...res,
          unreadCount: Math.max(0, res.unreadCount - 1),
          data: res.data.map((x) => (x._id === n._id ? { ...x, readAt: new Date().toISOString() } : x)),
        }));
      } catch {
        // Still open the notification; its read state is refreshed next time the list loads.
      }
    }
    navigate(`/notifications/${n._id}`);
  }

  async function markAll() {
    try {
      await api.account.markAllRead();
      setMarkFailed(false);
      invalidate('notifications');
    } catch {
      setMarkFailed(true);
    }
  }

  return (
    <div className="app-popover" ref={ref}>
      <button
        type="button"
        className="ws-btn ws-btn--ghost ws-btn--icon app-bell"
        aria-expanded={open}
        aria-controls="notification-panel"
        aria-label={unread ? t('notifications.unread', { count: unread }) : t('notifications.title')}
        onClick={() => {
          if (!open) reload();
          setOpen((v) => !v);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {unread ? (
          <span className="ws-badge ws-badge--count app-bell__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div id="notification-panel" className="app-popover__panel app-notifications" hidden={!open}>
        <div className="app-popover__head">
          <h2 className="app-popover__title">{t('notifications.title')}</h2>
          {unread ? (
            <button type="button" className="ws-link-btn" onClick={() => void markAll()}>
              {t('notifications.markAll')}
            </button>
          ) : null}
        </div>
        {failed ? <Alert tone="error">{t('notifications.failed')}</Alert> : null}
        {items === null && !failed ? <Spinner /> : null}
        {items?.length === 0 ? <p className="ws-muted app-notifications__empty">{t('notifications.empty')}</p> : null}
        {items && items.length > 0 ? (
          <ul role="list" className="app-notifications__list">
            {items.map((n) => (
              <li key={n._id}>
                <button type="button" className="app-notifications__item" data-unread={!n.readAt || undefined} onClick={() => void openItem(n)}>
                  <span className="app-notifications__title">
                    {n.readAt ? null : <span className="ws-visually-hidden">{t('notifications.unreadItem')} </span>}
                    {n.title}
                  </span>
                  <span className="app-notifications__body">{n.body}</span>
                  <span className="app-notifications__time">{formatDateTime(n.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Link to="/notifications" className="ws-btn ws-btn--sm ws-btn--block" onClick={close}>
          {t('notifications.viewAll')}
        </Link>
      </div>
    </div>
  );
}
