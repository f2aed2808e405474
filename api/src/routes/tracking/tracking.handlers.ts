// The customer's tracking page and the shop's calendars (issue 26 items 3 and 4, decision 091).
import { customerLocale } from '../../services/customer-language/index.ts';
import { invoiceCode } from '@wrapsmith/core';
import type { CalendarSettingsDto, CalendarSettingsInput, TrackingDto } from '@wrapsmith/core/contract';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { shops } from '../../db/schema/index.ts';
import type { AppEnv, AuthedEnv } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { calendarFeedIcs, calendarFeedUrl, findCalendarFeed, ICS_CONTENT_TYPE, isTimeZone, rotateCalendarFeed, setCalendarFeedNames } from '../../services/calendar/index.ts';
import { CAR_READY_MESSAGES, findTracking, setCarReady, TRACKING_MESSAGES, trackingImage, trackingImagePath, trackingUrlFor, type TrackingView } from '../../services/tracking/index.ts';
import { editableBooking, visibleBooking } from '../bookings/bookings.handlers.ts';
import { toBookingDto } from '../bookings/booking-dto.ts';
import { bookingImagesOf } from '../../services/bookings/index.ts';
import { changeShopTimeZone } from '../../services/booking-times/index.ts';
import { getNotifySettings } from '../../services/customer-notify/index.ts';
import { logoUrl } from '../widget-assets/widget-assets.routes.ts';

/** Only what the page shows: the shop, the job, and of the customer their first name (no email, phone or prices). */
function toTrackingDto({ booking: b, shop, status, vehicle, renderId }: TrackingView, token: string, timeZone: string): TrackingDto {
  return {
    shop: {
      name: shop.name,
      email: shop.email,
      phone: shop.phone,
      website: shop.website,
      logoUrl: shop.logoFile ? logoUrl(shop.id, shop.logoFile) : null,
      primaryColor: shop.primaryColor,
      accentColor: shop.accentColor,
      poweredBy: shop.poweredBy,
    },
    status,
    firstName: b.firstName,
    vehicle,
    brand: b.brand,
    wrapColor: b.wrapColor,
    bookingDate: b.bookingDate,
    checkInTime: b.checkInTime,
    completionDate: b.completionDate,
    timeZone,
    readyAt: b.readyAt?.toISOString() ?? null,
    completedAt: b.completedAt?.toISOString() ?? null,
    imageUrl: renderId ? trackingImagePath(token) : null,
    invoiceCode: invoiceCode(b.id),
  };
}

export async function getTracking(c: Context<AppEnv>, token: string) {
  const { db } = c.get('deps');
  const view = await findTracking(db, token);
  if (!view) throw notFound(TRACKING_MESSAGES.notFound);
  const zone = await db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, view.booking.shopId));
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  const locale = await customerLocale(db, view.booking.shopId, view.booking);
  return c.json({ data: { ...toTrackingDto(view, token, zone[0]?.timeZone ?? 'UTC'), locale } });
}

export async function trackingPicture(c: Context<AppEnv>, token: string) {
  const bytes = await trackingImage(c.get('deps'), token);
  if (!bytes) throw notFound('Image not found');
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(bytes.length), 'Cache-Control': 'private, max-age=3600' },
  });
}

/** The feed: `<token>.ics`; an unknown or revoked token is a 404 like any missing page. */
export async function calendarFeed(c: Context<AppEnv>, file: string) {
  const token = /^([0-9a-f]{64})\.ics$/.exec(file)?.[1];
  const ics = token ? await calendarFeedIcs(c.get('deps').db, token, c.get('deps').now()) : undefined;
  if (ics === undefined) throw notFound('Calendar not found');
  return new Response(ics, {
    headers: { 'Content-Type': ICS_CONTENT_TYPE, 'Cache-Control': 'private, no-cache', 'Content-Disposition': 'inline; filename="bookings.ics"' },
  });
}

/** The work order's Copy tracking link: anyone who may see the job. Made on first use, hence a POST. */
export async function trackingLink(c: Context<AuthedEnv>, id: string) {
  const booking = await visibleBooking(c, id);
  return c.json({ data: { url: await trackingUrlFor(c.get('deps').db, c.get('deps').env, booking.id) } });
}

/** Car ready: whoever may edit the job (its area's edit level, decision 062). */
export async function carReady(c: Context<AuthedEnv>, id: string, ready: boolean) {
  const { db, now } = c.get('deps');
  const viewer = c.get('viewer');
  await editableBooking(c, id);
  const { booking } = await setCarReady(db, viewer.scope, id, ready, now());
  const images = (await bookingImagesOf(db, viewer.scope, [booking.id])).get(booking.id) ?? [];
  return c.json({ data: toBookingDto(booking, images, viewer.permissions), message: ready ? CAR_READY_MESSAGES.ready : CAR_READY_MESSAGES.notReady });
}

async function calendarSettings(c: Context<AuthedEnv>, timeZone?: string): Promise<CalendarSettingsDto> {
  const { db, env } = c.get('deps');
  const feed = await findCalendarFeed(db, c.get('viewer').shop.id);
  return { timeZone: timeZone ?? c.get('viewer').shop.timeZone, feedUrl: feed ? calendarFeedUrl(env, feed.token) : null, showNames: feed?.showNames ?? false };
}

export async function getCalendarSettings(c: Context<AuthedEnv>) {
  c.header('Cache-Control', 'no-store');
  return c.json({ data: await calendarSettings(c) });
}

export const CALENDAR_MESSAGES = {
  badZone: (zone: string) => `“${zone}” is not a time zone we know. Pick one from the list, such as America/New_York or Europe/Berlin.`,
  saved: 'Calendar settings saved.',
  rotated: 'New calendar link made. The old link no longer works: subscribe again with this one.',
} as const;

export async function updateCalendarSettings(c: Context<AuthedEnv>, input: CalendarSettingsInput) {
  const { db, now } = c.get('deps');
  const shopId = c.get('viewer').shop.id;
  if (input.timeZone !== undefined && !isTimeZone(input.timeZone)) throw badRequest(CALENDAR_MESSAGES.badZone(input.timeZone));
  // Bookings keep their wall clocks and get the new zone's instants; waiting reminders move with them (decision 098).
  if (input.timeZone !== undefined) await changeShopTimeZone(db, shopId, input.timeZone, (await getNotifySettings(db, shopId)).reminderTime);
  if (input.showNames !== undefined) await setCalendarFeedNames(db, shopId, input.showNames, now());
  return c.json({ data: await calendarSettings(c, input.timeZone), message: CALENDAR_MESSAGES.saved });
}

export async function rotateFeed(c: Context<AuthedEnv>) {
  const { db, now } = c.get('deps');
  await rotateCalendarFeed(db, c.get('viewer').shop.id, now());
  return c.json({ data: await calendarSettings(c), message: CALENDAR_MESSAGES.rotated });
}
