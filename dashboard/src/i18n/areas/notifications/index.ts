import { defineArea } from '../../area.ts';
import { NOTIFICATIONS_EN } from './en.ts';

export const NOTIFICATIONS = defineArea('notifications', NOTIFICATIONS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
