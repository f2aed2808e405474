import { defineArea } from '../../area.ts';
import { BOOKINGS_EN } from './en.ts';

export const BOOKINGS = defineArea('bookings', BOOKINGS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});

/** `useArea(BOOKINGS)`'s `t`, for helpers that take it. */
export type BookingsWords = (key: keyof typeof BOOKINGS_EN & string, values?: Record<string, string | number>) => string;
