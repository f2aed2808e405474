// Switches between the settings screens: the account form, the shop's name, the widget, the catalogue and the email log.
import { NavLink } from 'react-router-dom';
import './settings-nav.css';

export function SettingsNav() {
  return (
    <nav aria-label="Settings" className="wsx-settings-nav">
      <ul role="list">
        <li>
          <NavLink to="/settings" end>
            Account
          </NavLink>
        </li>
        <li>
          <NavLink to="/settings/shop">Shop</NavLink>
        </li>
        <li>
          <NavLink to="/settings/widget">Widget</NavLink>
        </li>
        <li>
          <NavLink to="/settings/catalogue">Catalogue</NavLink>
        </li>
        <li>
          <NavLink to="/settings/emails">Emails</NavLink>
        </li>
      </ul>
    </nav>
  );
}
