import { defineArea } from '../../area.ts';
import { PAYMENT_SUCCESS_EN } from './en.ts';

export const PAYMENT_SUCCESS = defineArea('payment-success', PAYMENT_SUCCESS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
