// Issue 26 item 4: a booking's .ics and the shop's feed give the shop's local time across daylight-saving changes,
// read back with an independent parser (ical.js resolves TZID through the VTIMEZONE the file carries).
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { createOwner, testDb } from '../../test/app.ts';
import { insertBooking } from '../bookings/index.ts';
import { bookingIcs, calendarFeedIcs, rotateCalendarFeed, setCalendarFeedNames, zonedInstant } from './index.ts';

/** Each VEVENT of an .ics text: its summary, its start as an instant (ISO) and its TZID. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
      isDate: event.startDate.isDate,
      localStart: event.startDate.toString(),
    };
  });
}

async function shopIn(timeZone: string) {
  const db = await testDb({ catalogue: false });
  const { shop } = await createOwner(db);
  await db.update(shops).set({ timeZone, name: 'Northside Wraps' }).where(eq(shops.id, shop.id));
  const book = (bookingDate: string, checkInTime: string, extra: Record<string, unknown> = {}) =>
    insertBooking(db, forShop(shop.id), { status: 'pending', bookingDate, checkInTime, firstName: 'Dana', lastName: 'Reyes', year: 2024, make: 'Toyota', model: 'Camry', ...extra }, new Date('2026-01-01T00:00:00Z'));
  return { db, shop, book };
}

describe('issue 26 item 4: booking .ics in the shop time zone', () => {
  it('America/New_York in March: 09:30 before and after the change is 09:30 local, 14:30Z then 13:30Z', async () => {
    const { db, book } = await shopIn('America/New_York');
    const before = await book('2026-03-07', '09:30');
    const after = await book('2026-03-09', '09:30');
    const [a, b] = [await bookingIcs(db, before.id), await bookingIcs(db, after.id)];
    expect(a?.contentType).toBe('text/calendar; charset=utf-8');
    expect(a?.filename).toMatch(/\.ics$/);
    expect(a?.content).toContain('BEGIN:VTIMEZONE');
    expect(eventsOf(a!.content)).toMatchObject([{ start: '2026-03-07T14:30:00.000Z', end: '2026-03-07T15:30:00.000Z', tzid: 'America/New_York', localStart: '2026-03-07T09:30:00' }]);
    expect(eventsOf(b!.content)).toMatchObject([{ start: '2026-03-09T13:30:00.000Z', tzid: 'America/New_York', localStart: '2026-03-09T09:30:00' }]);
    expect(eventsOf(a!.content)[0]?.summary).toContain('Northside Wraps');
  });

  it('Europe/Berlin in October: 09:30 before and after the change is 07:30Z then 08:30Z', async () => {
    const { db, book } = await shopIn('Europe/Berlin');
    const before = await bookingIcs(db, (await book('2026-10-24', '09:30')).id);
    const after = await bookingIcs(db, (await book('2026-10-26', '09:30')).id);
    expect(eventsOf(before!.content)).toMatchObject([{ start: '2026-10-24T07:30:00.000Z', tzid: 'Europe/Berlin' }]);
    expect(eventsOf(after!.content)).toMatchObject([{ start: '2026-10-26T08:30:00.000Z', tzid: 'Europe/Berlin' }]);
  });

  it('a booking without a time is an all-day event on its day; without a day there is no .ics; no customer contact in it', async () => {
    const { db, book } = await shopIn('Europe/Berlin');
    const ics = await bookingIcs(db, (await book('2026-10-25', '', { email: 'dana@example.com', phone: '555 0100' })).id);
    expect(eventsOf(ics!.content)).toMatchObject([{ isDate: true, localStart: '2026-10-25' }]);
    expect(ics!.content).not.toContain('dana@example.com');
    expect(ics!.content).not.toContain('555 0100');
    const undated = await insertBooking(db, forShop((await book('2026-10-25', '')).shopId), { status: 'quote_sent' }, new Date());
    expect(await bookingIcs(db, undated.id)).toBeNull();
  });

  it('wall times skipped or doubled by a change land as calendars read them', () => {
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('issue 26 item 4: the shop calendar feed', () => {
  it('lists booked jobs in the shop zone, names customers only when allowed, and a revoked token answers nothing', async () => {
    const { db, shop, book } = await shopIn('America/New_York');
    const now = new Date('2026-03-01T00:00:00Z');
    await book('2026-03-09', '09:30');
    await insertBooking(db, forShop(shop.id), { status: 'quote_sent', bookingDate: '2026-03-10', checkInTime: '10:00', firstName: 'Quinn' }, now);
    await insertBooking(db, forShop(shop.id), { status: 'cancelled', bookingDate: '2026-03-11', checkInTime: '10:00', firstName: 'Carl' }, now);
    const first = await rotateCalendarFeed(db, shop.id, now);
    const events = eventsOf((await calendarFeedIcs(db, first.token, now))!);
    expect(events).toMatchObject([{ start: '2026-03-09T13:30:00.000Z', tzid: 'America/New_York', summary: '2024 Toyota Camry' }]);

    await setCalendarFeedNames(db, shop.id, true, now);
    expect(eventsOf((await calendarFeedIcs(db, first.token, now))!)[0]?.summary).toBe('Dana Reyes: 2024 Toyota Camry');

    const second = await rotateCalendarFeed(db, shop.id, now);
    expect(second.token).not.toBe(first.token);
    expect(second.showNames).toBe(true);
    expect(await calendarFeedIcs(db, first.token, now)).toBeUndefined();
    expect(await calendarFeedIcs(db, 'not-a-token', now)).toBeUndefined();
    expect(eventsOf((await calendarFeedIcs(db, second.token, now))!)).toHaveLength(1);
  });
});
