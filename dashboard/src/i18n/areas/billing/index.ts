import { defineArea } from '../../area.ts';
import { BILLING_EN } from './en.ts';

export const BILLING_AREA = defineArea('billing', BILLING_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
