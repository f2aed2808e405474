// Frame of the signed-in app: 256px sidebar, a top bar (credits, settings, notifications, user menu), and a
// menu toggle that turns the sidebar into a drawer below 768px.
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useLogout } from '../hooks/use-logout.ts';
import { useSession } from '../stores/session.ts';
import { NotificationMenu } from './notification-menu.tsx';
import { Sidebar } from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';
import { useFormat, useT } from '../i18n/locale.ts';
import { FRAME_EN } from '../i18n/en/frame.ts';

export function AppLayout() {
  const user = useSession((s) => s.currentUser);
  const logout = useLogout();
  const t = useT(FRAME_EN);
  const { number } = useFormat();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setMenuOpen(false);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    document.querySelector<HTMLElement>('#app-sidebar .app-sidebar__close')?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (!user) return null;
  const closeMenu = () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="app">
      <a className="ws-skip-link ws-btn ws-btn--primary" href="#main">
        {t('frame.skip')}
      </a>
      <Sidebar id="app-sidebar" user={user} open={menuOpen} onClose={closeMenu} onLogout={() => void logout()} />
      {menuOpen ? <div className="app-scrim" aria-hidden="true" onClick={closeMenu} /> : null}
      <div className="app-body">
        <header className="app-topbar">
          <button
            ref={toggleRef}
            type="button"
            className="ws-btn ws-btn--ghost ws-btn--icon app-topbar__menu"
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            aria-label={t('frame.openMenu')}
            onClick={() => setMenuOpen(true)}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <p className="app-topbar__credits">
            <span className="ws-muted">{t('frame.credits')}</span> <strong>{number(user.credits)}</strong>
          </p>
          <div className="app-topbar__actions">
            <Link to="/settings" className="ws-btn ws-btn--ghost ws-btn--icon app-topbar__settings" aria-label={t('frame.settings')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm8 3.5-.1-1.2 2-1.6-2-3.4-2.4.9a8 8 0 0 0-2-1.2L15 3h-4l-.5 2.5a8 8 0 0 0-2 1.2l-2.4-.9-2 3.4 2 1.6a8 8 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-.9a8 8 0 0 0 2 1.2L11 21h4l.5-2.5a8 8 0 0 0 2-1.2l2.4.9 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinejoin="round"
                />
              </svg>
            </Link>
            <NotificationMenu />
            <UserMenu user={user} onLogout={() => void logout()} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="app-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
