import { defineArea } from '../../area.ts';
import { SETTINGS_EMAILS_EN } from './en.ts';

export const SETTINGS_EMAILS = defineArea('settings-emails', SETTINGS_EMAILS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
