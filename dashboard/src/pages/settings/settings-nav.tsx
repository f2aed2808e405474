// Switches between the settings screens: the account form, the shop's name (the owner's), the team and its roles,
// the widget, the catalogue, the price book and the email log; each one only for roles that may open it (the role matrix, decision 062).
import { NavLink } from 'react-router-dom';
import { canAccessRoute } from '@wrapsmith/core/rules';
import { viewerOf } from '../../features/viewer/viewer.ts';
import { useSession } from '../../stores/session.ts';
import './settings-nav.css';

const TABS = [
  { to: '/settings/shop', label: 'Shop' },
  { to: '/settings/team', label: 'Team' },
  { to: '/settings/widget', label: 'Widget' },
  { to: '/settings/catalogue', label: 'Catalogue' },
  { to: '/settings/prices', label: 'Prices' },
  { to: '/settings/invoices', label: 'Invoices' },
  { to: '/settings/notifications', label: 'Notifications' },
  { to: '/settings/emails', label: 'Emails' },
  { to: '/settings/texts', label: 'Texts' },
  { to: '/settings/developers', label: 'Developers' },
  { to: '/settings/payments', label: 'Payments' },
  { to: '/settings/calendar', label: 'Calendar' },
] as const;

export function SettingsNav() {
  const user = useSession((s) => s.currentUser);
  // Naming the shop (decision 058) and the API keys and webhooks (decision 077) are the owner's alone; the rest
  // follows the role matrix.
  // Settings → Calendar (issue 26 item 4) too: its feed URL reads every booking.
  const ownerOnly = (to: string) => to === '/settings/shop' || to === '/settings/developers' || to === '/settings/calendar';
  const tabs = user ? TABS.filter((tab) => (ownerOnly(tab.to) ? user.role.role === 'owner' : canAccessRoute(viewerOf(user), tab.to))) : [];
  return (
    <nav aria-label="Settings" className="wsx-settings-nav">
      <ul role="list">
        <li>
          <NavLink to="/settings" end>
            Account
          </NavLink>
        </li>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to}>{tab.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
