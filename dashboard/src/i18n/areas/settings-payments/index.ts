import { defineArea } from '../../area.ts';
import { SETTINGS_PAYMENTS_EN } from './en.ts';

export const SETTINGS_PAYMENTS = defineArea('settings-payments', SETTINGS_PAYMENTS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
