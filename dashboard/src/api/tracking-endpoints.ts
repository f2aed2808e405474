// The customer's tracking page, the work order's Car ready and Copy tracking link, and Settings → Calendar
// (issue 26 items 3 and 4).
import type { BookingDto, CalendarSettingsDto, CalendarSettingsInput, TrackingDto } from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';

type Saved<T> = { data: T; message?: string };

export function trackingEndpoints(http: KyInstance) {
  return {
    /** Public: the tracking page through its token. */
    publicGet: (token: string) => http.get(`public/track/${encodeURIComponent(token)}`).json<{ data: TrackingDto }>(),
    /** The booking's tracking page link, made on first use. */
    link: (bookingId: string) => http.post(`user/booking/${encodeURIComponent(bookingId)}/tracking-link`).json<{ data: { url: string } }>(),
    setReady: (bookingId: string, ready: boolean) => http.post(`user/booking/${encodeURIComponent(bookingId)}/ready`, { json: { ready } }).json<Saved<BookingDto>>(),
    calendar: () => http.get('user/calendar').json<{ data: CalendarSettingsDto }>(),
    updateCalendar: (body: CalendarSettingsInput) => http.put('user/calendar', { json: body }).json<Saved<CalendarSettingsDto>>(),
    /** A new feed URL; the old one stops working. */
    rotateFeed: () => http.post('user/calendar/feed').json<Saved<CalendarSettingsDto>>(),
  };
}
