// Public header (spec §2): Home, How it Works, Our Benefits, FAQ, Contact, then Log In / Sign Up, or the
// signed-in user's full name linking to /dashboard. Collapses into a menu button below 768px. Its words are the
// `public` area's (decision 101).
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../components/logo.tsx';
import { useArea } from '../i18n/area.ts';
import { PUBLIC } from '../i18n/areas/public/index.ts';
import { fullName, useSession } from '../stores/session.ts';

const SECTION_LINKS = [
  { label: 'public.how', hash: 'howitWorks' },
  { label: 'public.benefits', hash: 'ourBenefits' },
  { label: 'public.faq', hash: 'faq' },
] as const;

export function SiteHeader() {
  const t = useArea(PUBLIC);
  const user = useSession((s) => s.currentUser);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.key);
  if (lastPath !== location.key) {
    setLastPath(location.key);
    setOpen(false);
  }

  return (
    <header className="site-header ws-on-ink">
      <div className="site-header__inner">
        <Logo onInk label={t('public.logo')} />
        <button
          type="button"
          className="ws-btn ws-btn--ghost ws-btn--icon site-header__toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? t('public.closeMenu') : t('public.openMenu')}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        </button>
        <nav id="site-nav" aria-label={t('public.primaryNav')} className="site-nav" data-open={open || undefined}>
          <ul role="list" className="site-nav__links">
            <li>
              <NavLink to="/" end>
                {t('public.home')}
              </NavLink>
            </li>
            {SECTION_LINKS.map((l) => (
              <li key={l.hash}>
                <Link to={{ pathname: '/', hash: l.hash }}>{t(l.label)}</Link>
              </li>
            ))}
            <li>
              <NavLink to="/contact">{t('public.contact')}</NavLink>
            </li>
          </ul>
          <div className="site-nav__actions">
            {user ? (
              <Link to="/dashboard" className="ws-btn ws-btn--outline-light">
                {fullName(user)}
              </Link>
            ) : (
              <>
                <Link to="/login" className="ws-btn ws-btn--outline-light">
                  {t('public.login')}
                </Link>
                <Link to="/signup" className="ws-btn ws-btn--primary">
                  {t('public.signup')}
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
