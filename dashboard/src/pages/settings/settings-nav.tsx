// Switches between the settings screens: the account form, the shop's name (the owner's), the team and its roles,
// the widget, the catalogue, the price book and the email log; each one only for roles that may open it (the role matrix, decision 062).
import { NavLink } from 'react-router-dom';
import { canAccessRoute } from '@wrapsmith/core/rules';
import { viewerOf } from '../../features/viewer/viewer.ts';
import { useSession } from '../../stores/session.ts';
import { SETTINGS } from '../../i18n/areas/settings/index.ts';
import type { SETTINGS_EN } from '../../i18n/areas/settings/en.ts';
import { useArea } from '../../i18n/area.ts';
import './settings-nav.css';

const TABS = [
  { to: '/settings/shop', key: 'settings.nav.shop' },
  { to: '/settings/team', key: 'settings.nav.team' },
  { to: '/settings/widget', key: 'settings.nav.widget' },
  { to: '/settings/catalogue', key: 'settings.nav.catalogue' },
  { to: '/settings/prices', key: 'settings.nav.prices' },
  { to: '/settings/invoices', key: 'settings.nav.invoices' },
  { to: '/settings/notifications', key: 'settings.nav.notifications' },
  { to: '/settings/emails', key: 'settings.nav.emails' },
  { to: '/settings/texts', key: 'settings.nav.texts' },
  { to: '/settings/developers', key: 'settings.nav.developers' },
  { to: '/settings/payments', key: 'settings.nav.payments' },
  { to: '/settings/calendar', key: 'settings.nav.calendar' },
] as const satisfies readonly { to: string; key: keyof typeof SETTINGS_EN }[];

export function SettingsNav() {
  const t = useArea(SETTINGS);
  const user = useSession((s) => s.currentUser);
  // Naming the shop (decision 058) and the API keys and webhooks (decision 077) are the owner's alone; the rest
  // follows the role matrix.
  // Settings → Calendar (issue 26 item 4) too: its feed URL reads every booking.
  const ownerOnly = (to: string) => to === '/settings/shop' || to === '/settings/developers' || to === '/settings/calendar';
  const tabs = user ? TABS.filter((tab) => (ownerOnly(tab.to) ? user.role.role === 'owner' : canAccessRoute(viewerOf(user), tab.to))) : [];
  return (
    <nav aria-label={t('settings.nav')} className="wsx-settings-nav">
      <ul role="list">
        <li>
          <NavLink to="/settings" end>
            {t('settings.nav.account')}
          </NavLink>
        </li>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to}>{t(tab.key)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
