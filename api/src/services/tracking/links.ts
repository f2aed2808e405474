// The tracking page's link (issue 26 item 3, decision 091): one per booking, made on first use. Kept apart from the
// page's view so the booking emails can link it without importing the page.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow } from '../../db/tx.ts';
import { bookings, trackingLinks } from '../../db/schema/index.ts';
import { publicUrl, type Env } from '../../env.ts';
import { randomToken } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';

/** What a tracking link carries: 32 random bytes as hex. Anything else cannot be a link we made. */
export const TRACKING_TOKEN = /^[0-9a-f]{64}$/;

/** Where the customer's page lives in the dashboard app. */
export const trackingPath = (token: string): string => `/track?token=${token}`;

/**
 * The booking's tracking token, made on first use. Two callers at once both insert-or-ignore on the booking's
 * primary key and read back the one row that won, so a booking never has two links.
 */
export async function trackingTokenFor(db: DbOrTx, bookingId: string): Promise<string> {
  const existing = await firstRow(db.select({ token: trackingLinks.token }).from(trackingLinks).where(eq(trackingLinks.bookingId, bookingId)));
  if (existing) return existing.token;
  const booking = await firstRow(db.select({ shopId: bookings.shopId }).from(bookings).where(eq(bookings.id, bookingId)));
  if (!booking) throw notFound('Booking not found');
  await db.insert(trackingLinks).values({ bookingId, shopId: booking.shopId, token: randomToken(), createdAt: new Date() }).onConflictDoNothing({ target: trackingLinks.bookingId });
  const made = await firstRow(db.select({ token: trackingLinks.token }).from(trackingLinks).where(eq(trackingLinks.bookingId, bookingId)));
  if (!made) throw notFound('Booking not found');
  return made.token;
}

/** The customer's tracking page URL for a booking (made on first use); every message about the job links to it. */
export async function trackingUrlFor(db: DbOrTx, env: Env, bookingId: string): Promise<string> {
  return `${publicUrl(env)}${trackingPath(await trackingTokenFor(db, bookingId))}`;
}

