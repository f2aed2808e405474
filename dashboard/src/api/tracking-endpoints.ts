// The customer's tracking page, the work order's Car ready and Copy tracking link, and Settings → Calendar
// (issue 26 items 3 and 4). Answers are read through their route schemas (answers/tracking.ts, loaded with the first
// call).
import type { CalendarSettingsInput } from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/tracking.ts');

export function trackingEndpoints(http: KyInstance) {
  return {
    /** Public: the tracking page through its token. */
    publicGet: (token: string) => lazyAnswer(http.get(`public/track/${encodeURIComponent(token)}`), schemas, 'publicGet'),
    /** The booking's tracking page link, made on first use. */
    link: (bookingId: string) => lazyAnswer(http.post(`user/booking/${encodeURIComponent(bookingId)}/tracking-link`), schemas, 'link'),
    setReady: (bookingId: string, ready: boolean) =>
      lazyAnswer(http.post(`user/booking/${encodeURIComponent(bookingId)}/ready`, { json: { ready } }), schemas, 'setReady'),
    calendar: () => lazyAnswer(http.get('user/calendar'), schemas, 'calendar'),
    updateCalendar: (body: CalendarSettingsInput) => lazyAnswer(http.put('user/calendar', { json: body }), schemas, 'updateCalendar'),
    /** A new feed URL; the old one stops working. */
    rotateFeed: () => lazyAnswer(http.post('user/calendar/feed'), schemas, 'rotateFeed'),
  };
}
