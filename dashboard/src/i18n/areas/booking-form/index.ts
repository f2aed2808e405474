import { defineArea } from '../../area.ts';
import { BOOKING_FORM_EN } from './en.ts';

export const BOOKING_FORM = defineArea('booking-form', BOOKING_FORM_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});

/** `useArea(BOOKING_FORM)`'s `t`, for helpers that take it. */
export type BookingFormWords = (key: keyof typeof BOOKING_FORM_EN & string, values?: Record<string, string | number>) => string;
