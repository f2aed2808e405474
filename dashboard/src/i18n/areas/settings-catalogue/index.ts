import { defineArea } from '../../area.ts';
import { SETTINGS_CATALOGUE_EN } from './en.ts';

export const SETTINGS_CATALOGUE = defineArea('settings-catalogue', SETTINGS_CATALOGUE_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
