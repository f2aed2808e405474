// Frame of the public site: skip link, header, page, footer.
import { Outlet } from 'react-router-dom';
import { useArea } from '../i18n/area.ts';
import { PUBLIC } from '../i18n/areas/public/index.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function PublicLayout() {
  const t = useArea(PUBLIC);
  return (
    <div className="site">
      <a className="ws-skip-link ws-btn ws-btn--primary" href="#main">
        {t('public.skip')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
