// When the day-before reminder goes (issue 26 item 2): the shop's reminder time, in the shop's time zone, on the day
// before the booking day; converted to an instant across daylight-saving changes.

import { zonedInstant } from '../calendar/zoned-time.ts';

export { zonedInstant };

/** The reminder's instant for a booking on `bookingDay` (YYYY-MM-DD): the day before at `time` in `zone`. */
export function reminderDueAt(bookingDay: string, time: string, zone: string): Date {
  const before = new Date(Date.UTC(...(bookingDay.split('-').map(Number) as [number, number, number]).map((v, i) => (i === 1 ? v - 1 : v)) as [number, number, number]) - 24 * 60 * 60 * 1000);
  return zonedInstant(before.toISOString().slice(0, 10), time, zone);
}
