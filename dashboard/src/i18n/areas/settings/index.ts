import { defineArea } from '../../area.ts';
import { SETTINGS_EN } from './en.ts';

export const SETTINGS = defineArea('settings', SETTINGS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
