import { defineArea } from '../../area.ts';
import { SETTINGS_NOTIFICATIONS_EN } from './en.ts';

export const SETTINGS_NOTIFICATIONS = defineArea('settings-notifications', SETTINGS_NOTIFICATIONS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
