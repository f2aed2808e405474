// Public footer (spec §2): copyright with the current year, Home, About and Contact, and — for a visitor who is not
// signed in — the language picker (issue 28 item 1): the five languages, each written in its own, switching at once
// and remembered in this browser for the next visit. A signed-in user's language is theirs under Settings → Profile.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '@wrapsmith/core/i18n';
import { Logo } from '../components/logo.tsx';
import { loadUsedAreas, useArea } from '../i18n/area.ts';
import { PUBLIC } from '../i18n/areas/public/index.ts';
import { chooseVisitorLocale, useLocale } from '../i18n/locale.ts';
import { useSession } from '../stores/session.ts';

export function LanguagePicker() {
  const t = useArea(PUBLIC);
  const locale = useLocale((s) => s.locale);
  const id = useId();
  return (
    <div className="site-footer__language">
      <label htmlFor={id}>{t('public.language')}</label>
      <select
        id={id}
        className="ws-select"
        value={locale}
        onChange={(e) => {
          const next = e.target.value;
          // The words of the screens on show first, so they switch together without a loading state.
          if (isLocale(next)) void loadUsedAreas(next).then(() => chooseVisitorLocale(next));
        }}
      >
        {SUPPORTED_LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SiteFooter() {
  const t = useArea(PUBLIC);
  const signedIn = useSession((s) => Boolean(s.currentUser));
  return (
    <footer className="site-footer ws-on-ink">
      <div className="site-footer__inner">
        <Logo onInk label={t('public.logo')} />
        <nav aria-label={t('public.footerNav')}>
          <ul role="list" className="site-footer__links">
            <li>
              <Link to="/">{t('public.home')}</Link>
            </li>
            <li>
              <Link to={{ pathname: '/', hash: 'howitWorks' }}>{t('public.about')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('public.contact')}</Link>
            </li>
          </ul>
        </nav>
        {signedIn ? null : <LanguagePicker />}
        <p className="site-footer__copy">{t('public.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
