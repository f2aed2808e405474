// Frame of the public site: skip link, header, page, footer.
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function PublicLayout() {
  return (
    <div className="site">
      <a className="ws-skip-link ws-btn ws-btn--primary" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
