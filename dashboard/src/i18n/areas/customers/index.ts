import { defineArea } from '../../area.ts';
import { CUSTOMERS_EN } from './en.ts';

export const CUSTOMERS = defineArea('customers', CUSTOMERS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
