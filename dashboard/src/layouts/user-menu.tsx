// Avatar button with Profile and Logout (spec §2), plus Settings: account, widget, catalogue and emails.
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApiUser } from '../api/types.ts';
import { useDismiss } from '../hooks/use-dismiss.ts';
import { initials } from '../lib/format.ts';
import { fullName } from '../stores/session.ts';
import { useT } from '../i18n/locale.ts';
import { FRAME_EN } from '../i18n/en/frame.ts';

export function UserMenu({ user, onLogout }: { user: ApiUser; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const t = useT(FRAME_EN);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);
  return (
    <div className="app-popover" ref={ref}>
      <button type="button" className="app-user-button" aria-expanded={open} aria-controls="user-menu-panel" onClick={() => setOpen((v) => !v)}>
        <span className="app-avatar" aria-hidden="true">
          {initials(user.firstName, user.lastName)}
        </span>
        <span className="app-user-button__name">{fullName(user)}</span>
        <span className="ws-visually-hidden">{t('frame.accountMenu')}</span>
      </button>
      <div id="user-menu-panel" className="app-popover__panel app-user-menu" hidden={!open}>
        <p className="app-user-menu__who">
          <strong>{fullName(user)}</strong>
          <span className="ws-muted">{t(`role.${user.role.role}`)}</span>
        </p>
        <ul role="list">
          <li>
            <Link to="/profile" className="app-user-menu__item" onClick={close}>
              {t('frame.profile')}
            </Link>
          </li>
          <li>
            <Link to="/settings" className="app-user-menu__item" onClick={close}>
              {t('frame.settings')}
            </Link>
          </li>
          <li>
            <button type="button" className="app-user-menu__item" onClick={onLogout}>
              {t('frame.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
