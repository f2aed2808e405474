import { defineArea } from '../../area.ts';
import { WORK_ORDER_EN } from './en.ts';

export const WORK_ORDER = defineArea('work-order', WORK_ORDER_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
