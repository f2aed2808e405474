// Issue 28 item 2 (decision 098): the dashboard's shared date formatters write the signed-in shop's conventions — a UK
// shop reads "26 Oct 2026", "Monday, 26 October 2026" and "09:30" with its instants in Europe/London; a US shop
// "Oct 26, 2026" and "9:30 AM"; signed out, en-US as before.
import { describe, expect, it } from 'vitest';
import { checkInText } from '../features/bookings/booking-format.ts';
import { formatCheckIn, formatDay as calendarDay, formatLongDay, formatMonth } from '../features/bookings/local-day.ts';
import { formatDay as leadDay } from '../features/leads/lead-format.ts';
import { useSession } from '../stores/session.ts';
import { makeUser } from '../test/fixtures.ts';
import { formatDateTime, formatDay } from './format.ts';
import { shopConventions } from './shop-conventions.ts';

const signIn = (country: string, locale: string, timeZone: string) => {
  const user = makeUser();
  useSession.setState({ currentUser: { ...user, shop: { ...user.shop, country, locale, timeZone } } });
};

describe('issue 28 item 2: the shared date formatters in the shop’s locale and zone', () => {
  it('a UK shop: days, long days, months, check-in times and instants as the UK writes them, in its zone', () => {
    signIn('GB', 'en-GB', 'Europe/London');
    expect(shopConventions()).toEqual({ locale: 'en-GB', timeZone: 'Europe/London' });
    expect(formatDay('2026-10-26')).toBe('26 Oct 2026');
    expect(calendarDay('2026-10-26')).toBe('26 Oct 2026');
    expect(leadDay('2026-10-26')).toBe('26 Oct 2026');
    expect(formatLongDay('2026-10-26')).toBe('Monday, 26 October 2026');
    expect(formatMonth('2026-10-26')).toBe('October 2026');
    expect(formatCheckIn('9:30')).toBe('09:30');
    expect(checkInText({ bookingDate: '2026-10-26', checkInTime: '9:30' })).toBe('26 Oct 2026 · 09:30');
    // 08:30 UTC on 26 October is 08:30 in London (GMT again since the 25th); 23:30 UTC on 28 June is 00:30 on the 29th (BST).
    expect(formatDateTime('2026-10-26T08:30:00Z')).toBe('26 Oct 2026, 08:30');
    expect(formatDateTime('2026-06-28T23:30:00Z')).toBe('29 Jun 2026, 00:30');
    // A page that knows another locale still passes it.
    expect(formatDay('2026-10-26', 'en-US')).toBe('Oct 26, 2026');
  });

  it('a US shop in its zone, and signed out en-US; a bad locale or zone from an old session falls back', () => {
    signIn('US', 'en-US', 'America/Los_Angeles');
    expect(checkInText({ bookingDate: '2026-10-26', checkInTime: '9:30' })).toBe('Oct 26, 2026 · 9:30 AM');
    expect(formatDateTime('2026-10-26T08:30:00Z')).toBe('Oct 26, 2026, 1:30 AM');
    useSession.setState({ currentUser: null });
    expect(shopConventions()).toEqual({ locale: 'en-US', timeZone: undefined });
    expect(formatLongDay('2026-10-26')).toBe('Monday, October 26, 2026');
    signIn('GB', 'not a locale!', 'Mars/Olympus');
    expect(shopConventions()).toEqual({ locale: 'en-US', timeZone: undefined });
    expect(formatCheckIn('half past nine')).toBe('half past nine');
  });
});
