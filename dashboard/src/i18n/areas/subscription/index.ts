import { defineArea } from '../../area.ts';
import { SUBSCRIPTION_EN } from './en.ts';

export const SUBSCRIPTION = defineArea('subscription', SUBSCRIPTION_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
