// The signed-in sidebar (spec §2): entries in spec order, filtered by visibleMenu() from @wrapsmith/core,
// then Logout.
import { NavLink } from 'react-router-dom';
import { visibleMenu } from '@wrapsmith/core';
import type { ApiUser } from '../api/types.ts';
import { Logo } from '../components/logo.tsx';
import { viewerOf } from '../features/viewer/viewer.ts';
import { useT } from '../i18n/locale.ts';
import { FRAME_EN } from '../i18n/en/frame.ts';

export interface SidebarProps {
  user: ApiUser;
  onLogout: () => void;
  id: string;
  /** Drawer state below 768px; the sidebar is always shown on wider screens. */
  open: boolean;
  onClose?: () => void;
}

export function Sidebar({ user, onLogout, id, open, onClose }: SidebarProps) {
  const entries = visibleMenu(viewerOf(user));
  const t = useT(FRAME_EN);
  return (
    <aside id={id} className="app-sidebar ws-on-ink" data-open={open || undefined}>
      <div className="app-sidebar__brand">
        <Logo to="/dashboard" onInk />
        {open && onClose ? (
          <button type="button" className="ws-btn ws-btn--ghost ws-btn--icon app-sidebar__close" aria-label={t('frame.closeMenu')} onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        ) : null}
      </div>
      <nav aria-label={t('frame.mainNav')} className="app-sidebar__nav">
        <ul role="list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <NavLink to={entry.path} className="app-sidebar__link">
                {t(`menu.${entry.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="app-sidebar__footer">
        <p className="app-sidebar__shop">{user.shop?.name ?? user.businessName}</p>
        <button type="button" className="ws-btn ws-btn--outline-light ws-btn--block" onClick={onLogout}>
          {t('frame.logout')}
        </button>
      </div>
    </aside>
  );
}
