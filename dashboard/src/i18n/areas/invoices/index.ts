import { defineArea } from '../../area.ts';
import { INVOICES_EN } from './en.ts';

export const INVOICES = defineArea('invoices', INVOICES_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
