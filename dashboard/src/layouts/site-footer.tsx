// Public footer (spec §2): copyright with the current year, Home, About and Contact.
import { Link } from 'react-router-dom';
import { Logo } from '../components/logo.tsx';

export function SiteFooter() {
  return (
    <footer className="site-footer ws-on-ink">
      <div className="site-footer__inner">
        <Logo onInk />
        <nav aria-label="Footer">
          <ul role="list" className="site-footer__links">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to={{ pathname: '/', hash: 'howitWorks' }}>About</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copy">© {new Date().getFullYear()} Wrapsmith. All rights reserved.</p>
      </div>
    </footer>
  );
}
