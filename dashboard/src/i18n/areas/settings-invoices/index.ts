import { defineArea } from '../../area.ts';
import { SETTINGS_INVOICES_EN } from './en.ts';

export const SETTINGS_INVOICES = defineArea('settings-invoices', SETTINGS_INVOICES_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
