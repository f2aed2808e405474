// Calendars (issue 26 item 4, decision 091): a booking's .ics, attached to the booking emails, and the shop's private
// iCal feed that Google, Outlook and Apple Calendar subscribe to. Both carry the shop's time zone (TZID with its
// VTIMEZONE), so a 09:30 check-in reads 09:30 in the shop's zone on either side of a daylight-saving change.
import { asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { invoiceCode } from '@wrapsmith/core';
import { TZDate } from '@date-fns/tz';
import ical, { type ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';
import { bookings, calendarFeeds, shops, type Booking, type CalendarFeed, type Shop } from '../../db/schema/index.ts';
import { publicUrl, type Env } from '../../env.ts';
import { randomToken } from '../../lib/crypto.ts';
import { isTimeZone, zonedInstant } from './zoned-time.ts';

export { isTimeZone, offsetMinutes, zonedInstant } from './zoned-time.ts';

/** How long a booking's calendar event lasts: the drop-off appointment at its check-in time. */
const APPOINTMENT_MINUTES = 60;
/** The feed lists bookings from this many days back on (and every one ahead). */
const FEED_PAST_DAYS = 90;
/** A feed never grows past this many events. */
const FEED_MAX_EVENTS = 2000;
/** The statuses a calendar shows: booked, accepted and worked on (a waiting quote or a cancelled job is no appointment). */
const CALENDAR_STATUSES = ['pending', 'accepted', 'inprogress', 'completed'] as const;

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The VTIMEZONE block of an IANA zone from the library's tz data; null (times in UTC) for a zone it does not know. */
function vtimezone(zone: string): string | null {
  const [block] = tzlib_get_ical_block(zone);
  return block ? block : null;
}

function newCalendar(shop: Pick<Shop, 'name' | 'timeZone'>, name: string): ICalCalendar {
  const zone = isTimeZone(shop.timeZone) ? shop.timeZone : 'UTC';
  const calendar = ical({ name, prodId: { company: 'Wrapsmith', product: 'Wrapsmith', language: 'EN' } });
  if (vtimezone(zone)) calendar.timezone({ name: zone, generator: vtimezone });
  return calendar;
}

interface EventText {
  summary: string;
  description: string;
}

/** Adds a booking's event: timed at its check-in in the shop's zone, or all day when no time was set. */
function addEvent(calendar: ICalCalendar, shop: Pick<Shop, 'timeZone'>, b: Booking, text: EventText, stamp: Date): void {
  if (!b.bookingDate) return;
  const zone = isTimeZone(shop.timeZone) ? shop.timeZone : 'UTC';
  const common = { id: `booking-${b.id}@wrapsmith`, summary: text.summary, description: text.description, stamp, lastModified: b.updatedAt };
  // The booking's instant (decision 098); a row an older version wrote without one is read from its wall clock.
  const start = b.checkInTime ? (b.startsAt ?? zonedInstant(b.bookingDate, b.checkInTime, zone)) : null;
  if (start) {
    const end = new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000);
    if (calendar.timezone()) {
      // TZDate: ical-generator writes its wall time in the zone (a plain Date would be written in the server's zone).
      calendar.createEvent({ ...common, start: new TZDate(start, zone), end: new TZDate(end, zone), timezone: zone });
    } else {
      calendar.createEvent({ ...common, start, end });
    }
  } else {
    // A DATE value has no zone: noon UTC of the day names that day whatever the zone, and allDay writes it as a date.
    const day = new Date(`${b.bookingDate}T12:00:00Z`);
    calendar.createEvent({ ...common, start: day, allDay: true, floating: true });
  }
}

const vehicleOf = (b: Booking): string => [b.year, b.make, b.model].filter(Boolean).join(' ');
const colourOf = (b: Booking): string => [b.brand, b.wrapColor].filter(Boolean).join(' ');

/** A booking's .ics for its customer: the drop-off at the shop, in the shop's time zone; null when it has no day. */
export async function bookingIcs(db: DbOrTx, bookingId: string): Promise<{ filename: string; contentType: string; content: string } | null> {
  const found = await firstRow(db.select({ booking: bookings, shop: shops }).from(bookings).innerJoin(shops, eq(shops.id, bookings.shopId)).where(eq(bookings.id, bookingId)));
  if (!found?.booking.bookingDate) return null;
  const { booking, shop } = found;
  const calendar = newCalendar(shop, shop.name);
  const vehicle = vehicleOf(booking);
  addEvent(calendar, shop, booking, {
    summary: `${shop.name}: ${vehicle ? `${vehicle} ` : ''}drop-off`,
    description: [vehicle && `Vehicle: ${vehicle}`, colourOf(booking) && `Wrap: ${colourOf(booking)}`, booking.completionDate && `Planned completion: ${booking.completionDate}`]
      .filter(Boolean)
      .join('\n'),
  }, new Date());
  return { filename: 'booking.ics', contentType: ICS_CONTENT_TYPE, content: calendar.toString() };
}

/** The shop's feed URL (the token is the only key). */
export const calendarFeedUrl = (env: Env, token: string): string => `${publicUrl(env)}/api/v1/public/calendar/${token}.ics`;

/** The shop's feed settings, or undefined before the owner made one. */
export async function findCalendarFeed(db: DbOrTx, shopId: string): Promise<CalendarFeed | undefined> {
  return firstRow(db.select().from(calendarFeeds).where(forShop(shopId).where(calendarFeeds)));
}

/**
 * A new feed URL for the shop: the first one, or a fresh one that replaces (revokes) the old, which answers 404 from
 * then on. The names setting is kept.
 */
export async function rotateCalendarFeed(db: DbOrTx, shopId: string, now: Date): Promise<CalendarFeed> {
  const token = randomToken();
  await db.insert(calendarFeeds)
    .values({ shopId, token, showNames: false, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.shopId, set: { token, updatedAt: now } });
  const feed = await findCalendarFeed(db, shopId);
  if (!feed) throw new Error('calendar feed not written');
  return feed;
}

/** Whether the feed names customers; makes the feed (with a URL) if there was none, so the switch always has one. */
export async function setCalendarFeedNames(db: DbOrTx, shopId: string, showNames: boolean, now: Date): Promise<CalendarFeed> {
  await db.insert(calendarFeeds)
    .values({ shopId, token: randomToken(), showNames, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.shopId, set: { showNames, updatedAt: now } });
  const feed = await findCalendarFeed(db, shopId);
  if (!feed) throw new Error('calendar feed not written');
  return feed;
}

const FEED_TOKEN = /^[0-9a-f]{64}$/;

/** The feed's .ics text for a token, or undefined when no shop has that token (a revoked one included). */
export async function calendarFeedIcs(db: DbOrTx, token: string, now: Date): Promise<string | undefined> {
  if (!FEED_TOKEN.test(token)) return undefined;
  const found = await firstRow(db.select({ feed: calendarFeeds, shop: shops }).from(calendarFeeds).innerJoin(shops, eq(shops.id, calendarFeeds.shopId)).where(eq(calendarFeeds.token, token)));
  if (!found) return undefined;
  const { feed, shop } = found;
  const from = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select()
    .from(bookings)
    .where(forShop(shop.id).where(bookings, inArray(bookings.status, [...CALENDAR_STATUSES]), isNotNull(bookings.bookingDate), gte(bookings.bookingDate, from)))
    .orderBy(asc(bookings.bookingDate), asc(bookings.checkInTime))
    .limit(FEED_MAX_EVENTS);
  const calendar = newCalendar(shop, `${shop.name} bookings`);
  for (const b of rows) {
    const vehicle = vehicleOf(b) || 'Vehicle';
    const name = `${b.firstName} ${b.lastName}`.trim();
    addEvent(calendar, shop, b, {
      summary: feed.showNames && name ? `${name}: ${vehicle}` : vehicle,
      description: [colourOf(b) && `Wrap: ${colourOf(b)}`, `Status: ${b.status === 'inprogress' ? 'In progress' : b.status === 'completed' ? 'Completed' : 'Booked'}`, `Work order: ${invoiceCode(b.id)}`]
        .filter(Boolean)
        .join('\n'),
    }, now);
  }
  return calendar.toString();
}

