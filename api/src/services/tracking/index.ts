// The customer's tracking page (issue 26 item 3, decision 091): one unguessable link per booking, made the first
// time a message or the work order needs it, that shows the job's status, its picture and the shop's contact.
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { firstRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';
import { bookings, quoteOptions, quotes, renders, shops, trackingLinks, type Booking } from '../../db/schema/index.ts';
import { publicUrl, type Env } from '../../env.ts';
import { randomToken } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/context.ts';
import { quoteShop, vehicleOf, type QuoteShop } from '../bookings/index.ts';

/** What a tracking link carries: 32 random bytes as hex. Anything else cannot be a link we made. */
export const TRACKING_TOKEN = /^[0-9a-f]{64}$/;

export const TRACKING_MESSAGES = {
  notFound: 'This tracking link is not valid. Ask the shop for a new one.',
} as const;

/** Where the customer's page lives in the dashboard app. */
export const trackingPath = (token: string): string => `/track?token=${token}`;

/** The picture's address on the page, through the same token. */
export const trackingImagePath = (token: string): string => `/api/v1/public/track/${token}/picture.png`;

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

/** The steps the customer sees, in order; `cancelled` and `quote` sit outside them. */
export const TRACKING_STEPS = ['booked', 'in_progress', 'ready', 'completed'] as const;
export type TrackingStatus = (typeof TRACKING_STEPS)[number] | 'quote' | 'cancelled';

/** The page's status from the booking's: in progress with a ready marker is Ready (decision 091). */
export function trackingStatus(b: Pick<Booking, 'status' | 'readyAt'>): TrackingStatus {
  switch (b.status) {
    case 'quote_sent':
      return 'quote';
    case 'pending':
    case 'accepted':
      return 'booked';
    case 'inprogress':
      return b.readyAt ? 'ready' : 'in_progress';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
  }
}

export interface TrackingView {
  booking: Booking;
  shop: QuoteShop;
  status: TrackingStatus;
  vehicle: string;
  /** The render shown: the booking's, else its accepted quote option's; null when there is none. */
  renderId: string | null;
}

/** The booking and shop behind a tracking token; undefined for a token we never made. */
export async function findTracking(db: Db, token: string): Promise<TrackingView | undefined> {
  if (!TRACKING_TOKEN.test(token)) return undefined;
  const found = await firstRow(db
    .select({ booking: bookings, shop: shops })
    .from(trackingLinks)
    .innerJoin(bookings, eq(bookings.id, trackingLinks.bookingId))
    .innerJoin(shops, eq(shops.id, bookings.shopId))
    .where(eq(trackingLinks.token, token)));
  if (!found) return undefined;
  const { booking } = found;
  let renderId = booking.renderId;
  if (!renderId) {
    const accepted = await firstRow(db
      .select({ renderId: quoteOptions.renderId })
      .from(quotes)
      .innerJoin(quoteOptions, eq(quoteOptions.id, quotes.acceptedOptionId))
      .where(forShop(booking.shopId).where(quotes, eq(quotes.bookingId, booking.id))));
    renderId = accepted?.renderId ?? null;
  }
  return { booking, shop: await quoteShop(db, found.shop), status: trackingStatus(booking), vehicle: vehicleOf(booking), renderId };
}

/** The PNG of the page's picture; undefined when there is none. */
export async function trackingImage(deps: Pick<AppDeps, 'db' | 'storage'>, token: string): Promise<Buffer | undefined> {
  const view = await findTracking(deps.db, token);
  if (!view?.renderId) return undefined;
  const row = await firstRow(deps.db
    .select({ imageKey: renders.imageKey })
    .from(renders)
    .where(forShop(view.booking.shopId).where(renders, eq(renders.id, view.renderId))));
  return (row && (await deps.storage.get(row.imageKey))) ?? undefined;
}
