import { defineArea } from '../../area.ts';
import { SETTINGS_DEVELOPERS_EN } from './en.ts';

export const SETTINGS_DEVELOPERS = defineArea('settings-developers', SETTINGS_DEVELOPERS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
