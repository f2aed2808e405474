import { defineArea } from '../../area.ts';
import { SETTINGS_CALENDAR_EN } from './en.ts';

export const SETTINGS_CALENDAR = defineArea('settings-calendar', SETTINGS_CALENDAR_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
