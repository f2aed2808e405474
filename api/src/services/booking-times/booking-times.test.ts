// Issue 28 item 2 (decision 098): a booking's time is stored as an instant in the shop's zone. A booking at 09:30 in
// Europe/Berlin and in America/Los_Angeles, on both sides of each daylight-saving change, reads back as 09:30 local
// with the right UTC instant in the API's answer, the .ics and the day-before reminder; a shop changing its zone
// keeps its wall clocks; rows without an instant are filled at start-up. Runs on both engines (bigint vs integer).
import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import type { BookingDto } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { bookings, notifyJobs } from '../../db/schema/index.ts';
import { json } from '../../test/app.ts';
import { body } from '../../test/widget.ts';
import { bookingShop } from '../../routes/bookings/booking-fixtures.ts';
import { bookingIcs } from '../calendar/index.ts';
import { backfillBookingInstants, bookingWallClock, startsAtOf, wallClockOf } from './index.ts';

type Shop = Awaited<ReturnType<typeof bookingShop>>;

async function shopIn(timeZone: string): Promise<Shop> {
  const t = await bookingShop();
  const res = await t.app.request('/api/v1/user/calendar', json('PUT', { timeZone }, t.auth));
  expect(res.status).toBe(200);
  return t;
}

async function book(t: Shop, bookingDate: string, checkInTime = '9:30'): Promise<BookingDto> {
  const res = await t.app.request('/api/v1/user/booking', json('POST', { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', phone: '+15550102000', bookingDate, checkInTime, year: 2024, make: 'Toyota', model: 'Camry', isQuoted: false }, t.auth));
  expect(res.status).toBe(201);
  const id = (await body<{ data: BookingDto }>(res)).data._id;
  // Read back as the API answers it later (not only the create's answer).
  return (await body<{ data: BookingDto }>(await t.app.request(`/api/v1/user/booking/${id}`, { headers: t.auth }))).data;
}

/** The .ics event's start (ISO), its TZID and its wall time, read by an independent parser. */
async function icsStart(t: Shop, id: string) {
  const ics = await bookingIcs(t.deps.db, id);
  const calendar = new ICAL.Component(ICAL.parse(ics!.content));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const start = new ICAL.Event(vevent).startDate;
  return { utc: start.toJSDate().toISOString(), tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'), local: start.toString() };
}

async function reminderDue(t: Shop, bookingId: string): Promise<string[]> {
  const jobs = await t.deps.db.select().from(notifyJobs).where(and(eq(notifyJobs.bookingId, bookingId), eq(notifyJobs.event, 'reminder')));
  return [...new Set(jobs.map((j) => j.dueAt.toISOString()))];
}

// The test clock is 2026-06-01: Berlin leaves summer time on 2026-10-25 and starts it on 2027-03-28; Los Angeles
// leaves it on 2026-11-01 and starts it on 2027-03-14. The reminder goes the day before at 17:00 local (the default).
const CASES = [
  { zone: 'Europe/Berlin', day: '2026-10-24', utc: '2026-10-24T07:30:00.000Z', reminder: '2026-10-23T15:00:00.000Z' },
  { zone: 'Europe/Berlin', day: '2026-10-26', utc: '2026-10-26T08:30:00.000Z', reminder: '2026-10-25T16:00:00.000Z' },
  { zone: 'Europe/Berlin', day: '2027-03-27', utc: '2027-03-27T08:30:00.000Z', reminder: '2027-03-26T16:00:00.000Z' },
  { zone: 'Europe/Berlin', day: '2027-03-29', utc: '2027-03-29T07:30:00.000Z', reminder: '2027-03-28T15:00:00.000Z' },
  { zone: 'America/Los_Angeles', day: '2026-10-31', utc: '2026-10-31T16:30:00.000Z', reminder: '2026-10-31T00:00:00.000Z' },
  { zone: 'America/Los_Angeles', day: '2026-11-02', utc: '2026-11-02T17:30:00.000Z', reminder: '2026-11-02T01:00:00.000Z' },
  { zone: 'America/Los_Angeles', day: '2027-03-13', utc: '2027-03-13T17:30:00.000Z', reminder: '2027-03-13T01:00:00.000Z' },
  { zone: 'America/Los_Angeles', day: '2027-03-15', utc: '2027-03-15T16:30:00.000Z', reminder: '2027-03-15T00:00:00.000Z' },
] as const;

describe('issue 28 item 2: booking times stored as instants in the shop time zone', () => {
  for (const zone of ['Europe/Berlin', 'America/Los_Angeles'] as const) {
    it(`09:30 in ${zone} on both sides of each daylight-saving change: API answer, .ics and reminder`, async () => {
      const t = await shopIn(zone);
      for (const c of CASES.filter((x) => x.zone === zone)) {
        const b = await book(t, c.day);
        expect(b, c.day).toMatchObject({ bookingDate: c.day, checkInTime: '09:30', startsAt: c.utc });
        const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, b._id));
        expect(row?.startsAt?.toISOString()).toBe(c.utc);
        expect(bookingWallClock(row!, zone)).toEqual({ bookingDate: c.day, checkInTime: '09:30' });
        expect(await icsStart(t, b._id)).toEqual({ utc: c.utc, tzid: zone, local: `${c.day}T09:30:00` });
        expect(await reminderDue(t, b._id)).toEqual([c.reminder]);
      }
    });
  }

  it('editing the day or time writes the new instant; editing anything else keeps it', async () => {
    const t = await shopIn('Europe/Berlin');
    const b = await book(t, '2026-10-24');
    const save = async (fields: Record<string, unknown>) =>
      (await body<{ data: BookingDto }>(await t.app.request(`/api/v1/user/booking/${b._id}`, json('PUT', fields, t.auth)))).data;
    expect(await save({ bookingDate: '2026-10-26' })).toMatchObject({ bookingDate: '2026-10-26', checkInTime: '09:30', startsAt: '2026-10-26T08:30:00.000Z' });
    expect(await save({ checkInTime: '14:00' })).toMatchObject({ checkInTime: '14:00', startsAt: '2026-10-26T13:00:00.000Z' });
    expect(await save({ notes: 'Keep the badges' })).toMatchObject({ startsAt: '2026-10-26T13:00:00.000Z' });
    // No time: the day starts at midnight in the shop's zone, and the answer keeps the empty time.
    expect(await save({ checkInTime: '' })).toMatchObject({ checkInTime: '', startsAt: '2026-10-25T23:00:00.000Z' });
  });

  it('a shop changing its zone keeps its wall clocks: new instants, and its waiting reminders move', async () => {
    const t = await shopIn('Europe/Berlin');
    const b = await book(t, '2026-10-26');
    expect(await reminderDue(t, b._id)).toEqual(['2026-10-25T16:00:00.000Z']);
    expect((await t.app.request('/api/v1/user/calendar', json('PUT', { timeZone: 'America/Los_Angeles' }, t.auth))).status).toBe(200);
    const read = (await body<{ data: BookingDto }>(await t.app.request(`/api/v1/user/booking/${b._id}`, { headers: t.auth }))).data;
    expect(read).toMatchObject({ bookingDate: '2026-10-26', checkInTime: '09:30', startsAt: '2026-10-26T16:30:00.000Z' });
    expect(await icsStart(t, b._id)).toEqual({ utc: '2026-10-26T16:30:00.000Z', tzid: 'America/Los_Angeles', local: '2026-10-26T09:30:00' });
    // The day before at 17:00 in Los Angeles (still summer time there on 25 October).
    expect(await reminderDue(t, b._id)).toEqual(['2026-10-26T00:00:00.000Z']);
  });

  it('start-up backfill: rows an older version wrote without an instant get it from their shop zone, once', async () => {
    const t = await shopIn('America/Los_Angeles');
    const b = await book(t, '2026-11-02');
    await t.deps.db.update(bookings).set({ startsAt: null }).where(eq(bookings.id, b._id));
    // Readers fall back to the wall clock meanwhile.
    expect(await icsStart(t, b._id)).toMatchObject({ utc: '2026-11-02T17:30:00.000Z' });
    expect(await backfillBookingInstants(t.deps.db)).toBe(1);
    expect(await backfillBookingInstants(t.deps.db)).toBe(0);
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, b._id));
    expect(row?.startsAt?.toISOString()).toBe('2026-11-02T17:30:00.000Z');
  });

  it('wall clock and instant convert both ways, including skipped and doubled hours', () => {
    expect(startsAtOf('2027-03-28', '02:30', 'Europe/Berlin')?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(wallClockOf(new Date('2027-03-28T01:30:00.000Z'), 'Europe/Berlin')).toEqual({ day: '2027-03-28', time: '03:30' });
    expect(startsAtOf('2026-10-25', '02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallClockOf(new Date('2026-10-25T00:30:00.000Z'), 'Europe/Berlin')).toEqual({ day: '2026-10-25', time: '02:30' });
    expect(startsAtOf(null, '09:30', 'Europe/Berlin')).toBeNull();
  });
});
