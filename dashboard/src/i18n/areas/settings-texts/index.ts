import { defineArea } from '../../area.ts';
import { SETTINGS_TEXTS_EN } from './en.ts';

export const SETTINGS_TEXTS = defineArea('settings-texts', SETTINGS_TEXTS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
