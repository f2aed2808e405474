// Booking times as instants (issue 28 item 2, decision 098). A booking keeps the shop's wall clock as typed
// (booking_date, check_in_time: the spec's contract) and, beside it, the instant that wall clock is in the shop's
// time zone (starts_at), written in the same statement. Reminders and calendars read the instant; the wall clock is
// read back from it in the shop's zone. A shop that changes its zone keeps its wall clocks (the customer was told
// "09:30"): every instant of the shop is written again in the new zone.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bookings, notifyJobs, shops, type Booking } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import { isTimeZone, offsetMinutes, zonedInstant } from '../calendar/zoned-time.ts';
import { reminderDueAt } from '../customer-notify/schedule.ts';

/** The zone a shop's times are read in: its own when Intl knows it, else UTC. */
export const zoneOf = (zone: string | null | undefined): string => (zone && isTimeZone(zone) ? zone : 'UTC');

/** The instant of a booking's day and check-in time (00:00 without one) in `zone`; null without a day. */
export function startsAtOf(bookingDate: string | null | undefined, checkInTime: string | null | undefined, zone: string): Date | null {
  if (!bookingDate || !/^\d{4}-\d{2}-\d{2}$/.test(bookingDate)) return null;
  return zonedInstant(bookingDate, checkInTime || '00:00', zoneOf(zone));
}

/** The wall clock of an instant in a zone: its day (YYYY-MM-DD) and time (HH:MM). */
export function wallClockOf(at: Date, zone: string): { day: string; time: string } {
  const local = new Date(at.getTime() + offsetMinutes(zoneOf(zone), at) * 60_000).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The booking's start: the stored instant, or (a row an older version wrote) its wall clock in `zone`. */
export function bookingStart(b: Pick<Booking, 'startsAt' | 'bookingDate' | 'checkInTime'>, zone: string): Date | null {
  return b.startsAt ?? startsAtOf(b.bookingDate, b.checkInTime, zone);
}

/**
 * The booking's day and check-in time as the shop reads them in its zone: from the instant, with the time only when
 * one was set. Equal to the stored wall clock (they are written together); a row without an instant answers that.
 */
export function bookingWallClock(b: Pick<Booking, 'startsAt' | 'bookingDate' | 'checkInTime'>, zone: string): { bookingDate: string | null; checkInTime: string } {
  if (!b.startsAt || !b.bookingDate) return { bookingDate: b.bookingDate, checkInTime: b.checkInTime };
  const wall = wallClockOf(b.startsAt, zone);
  return { bookingDate: wall.day, checkInTime: b.checkInTime ? wall.time : '' };
}

/** The shop's zone. */
export async function shopZone(db: DbOrTx, shopId: string): Promise<string> {
  const row = await firstRow(db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shopId)));
  return zoneOf(row?.timeZone);
}

/**
 * The `startsAt` a write must carry when it sets the day or the time: the merged values' instant. Nothing when the
 * write touches neither (the stored instant stays right).
 */
export function instantColumns(
  next: { bookingDate?: string | null | undefined; checkInTime?: string | undefined },
  before: Pick<Booking, 'bookingDate' | 'checkInTime'> | undefined,
  zone: string,
): { startsAt?: Date | null } {
  if (next.bookingDate === undefined && next.checkInTime === undefined) return {};
  const day = next.bookingDate === undefined ? (before?.bookingDate ?? null) : next.bookingDate;
  const time = next.checkInTime === undefined ? (before?.checkInTime ?? '') : next.checkInTime;
  return { startsAt: startsAtOf(day, time, zone) };
}

/** Writes the instant of every booking of the shop with a day from its wall clock in `zone`; answers how many. */
async function rewriteInstants(db: DbOrTx, shopId: string, zone: string, onlyMissing: boolean): Promise<number> {
  const rows = await db
    .select({ id: bookings.id, bookingDate: bookings.bookingDate, checkInTime: bookings.checkInTime, startsAt: bookings.startsAt })
    .from(bookings)
    .where(forShop(shopId).where(bookings, isNotNull(bookings.bookingDate), onlyMissing ? isNull(bookings.startsAt) : undefined));
  let written = 0;
  for (const row of rows) {
    const startsAt = startsAtOf(row.bookingDate, row.checkInTime, zone);
    if (startsAt?.getTime() === row.startsAt?.getTime()) continue;
    // Conditional on the wall clock read, so an edit landing meanwhile (which wrote its own instant) is not undone.
    await db
      .update(bookings)
      .set({ startsAt })
      .where(forShop(shopId).where(bookings, eq(bookings.id, row.id), eq(bookings.bookingDate, row.bookingDate ?? ''), eq(bookings.checkInTime, row.checkInTime)));
    written += 1;
  }
  return written;
}

/**
 * The shop's new time zone (Settings → Calendar or Notifications; the caller checked Intl knows it). The wall clocks
 * stay: each booking's instant is written again in the new zone, and the day-before reminders still waiting are
 * moved to the reminder time of the new zone (their due instant changed with it).
 */
export async function changeShopTimeZone(db: DbOrTx, shopId: string, zone: string, reminderTime: string): Promise<void> {
  await transaction(db, async (tx) => {
    const before = await firstRow(tx.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shopId)));
    await tx.update(shops).set({ timeZone: zone }).where(eq(shops.id, shopId));
    if (before?.timeZone === zone) return;
    await rewriteInstants(tx, shopId, zone, false);
    const waiting = await tx
      .select({ id: notifyJobs.id, payload: notifyJobs.payload })
      .from(notifyJobs)
      .where(forShop(shopId).where(notifyJobs, eq(notifyJobs.event, 'reminder'), eq(notifyJobs.status, 'pending')));
    for (const job of waiting) {
      const day = (job.payload as Record<string, string | null>).bookingDate;
      if (day) await tx.update(notifyJobs).set({ dueAt: reminderDueAt(day, reminderTime, zone) }).where(and(eq(notifyJobs.id, job.id), eq(notifyJobs.status, 'pending')));
    }
  });
}

/**
 * The start-up backfill: bookings with a day and no instant (made before decision 098, or by an instance of the
 * previous version during a rolling deploy) get it from their wall clock in their shop's zone. Answers how many.
 */
export async function backfillBookingInstants(db: Db): Promise<number> {
  const waiting = await db
    .selectDistinct({ shopId: bookings.shopId, timeZone: shops.timeZone })
    .from(bookings)
    .innerJoin(shops, eq(shops.id, bookings.shopId))
    .where(and(isNotNull(bookings.bookingDate), isNull(bookings.startsAt)));
  let written = 0;
  for (const shop of waiting) written += await transaction(db, (tx) => rewriteInstants(tx, shop.shopId, zoneOf(shop.timeZone), true));
  return written;
}
