import { defineArea } from '../../area.ts';
import { WORK_ORDER_PANELS_EN } from './en.ts';

export const WORK_ORDER_PANELS = defineArea('work-order-panels', WORK_ORDER_PANELS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
