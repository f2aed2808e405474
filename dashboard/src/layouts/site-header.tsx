// Public header (spec §2): Home, How it Works, Our Benefits, FAQ, Contact, then Log In / Sign Up, or the
// signed-in user's full name linking to /dashboard. Collapses into a menu button below 768px.
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../components/logo.tsx';
import { fullName, useSession } from '../stores/session.ts';

const SECTION_LINKS = [
  { label: 'How it Works', hash: 'howitWorks' },
  { label: 'Our Benefits', hash: 'ourBenefits' },
  { label: 'FAQ', hash: 'faq' },
] as const;

export function SiteHeader() {
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
        <Logo onInk />
        <button
          type="button"
          className="ws-btn ws-btn--ghost ws-btn--icon site-header__toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        </button>
        <nav id="site-nav" aria-label="Primary" className="site-nav" data-open={open || undefined}>
          <ul role="list" className="site-nav__links">
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            {SECTION_LINKS.map((l) => (
              <li key={l.hash}>
                <Link to={{ pathname: '/', hash: l.hash }}>{l.label}</Link>
              </li>
            ))}
            <li>
              <NavLink to="/contact">Contact</NavLink>
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
                  Log In
                </Link>
                <Link to="/signup" className="ws-btn ws-btn--primary">
                  Sign Up
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
