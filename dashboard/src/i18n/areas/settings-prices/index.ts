import { defineArea } from '../../area.ts';
import { SETTINGS_PRICES_EN } from './en.ts';

export const SETTINGS_PRICES = defineArea('settings-prices', SETTINGS_PRICES_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
