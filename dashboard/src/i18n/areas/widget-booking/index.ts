import { defineArea } from '../../area.ts';
import { WIDGET_BOOKING_EN } from './en.ts';

export const WIDGET_BOOKING = defineArea('widget-booking', WIDGET_BOOKING_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
