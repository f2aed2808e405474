// The customer's tracking page (issue 26 item 3, decision 091): one unguessable link per booking, made the first
// time a message or the work order needs it, that shows the job's status, its picture and the shop's contact.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import { forShop, type ShopScope } from '../../db/scope.ts';
import { bookings, quoteOptions, quotes, renders, shops, trackingLinks, type Booking } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { emitBookingUpdated } from '../api-access/events.ts';
import { emitCustomerEvent } from '../customer-notify/index.ts';
import type { AppDeps } from '../../lib/context.ts';
import { quoteShop, vehicleOf, type QuoteShop } from '../bookings/index.ts';

export { TRACKING_TOKEN, trackingPath, trackingTokenFor, trackingUrlFor } from './links.ts';
import { TRACKING_TOKEN } from './links.ts';

export const TRACKING_MESSAGES = {
  notFound: 'This tracking link is not valid. Ask the shop for a new one.',
} as const;

/** The picture's address on the page, through the same token. */
export const trackingImagePath = (token: string): string => `/api/v1/public/track/${token}/picture.png`;

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

export const CAR_READY_MESSAGES = {
  notInProgress: 'Only a job in progress can be marked ready. Book the vehicle in first.',
  ready: 'Marked ready for collection. The customer’s tracking page says so.',
  notReady: 'No longer marked ready.',
} as const;

/**
 * Car ready (or not) on a job in progress: one conditional update, so a job that moved on meanwhile is a 409 and
 * nothing is written. Marking it ready tells the customer (emitCustomerEvent: the notifications engine) once per
 * change from not ready to ready.
 */
export async function setCarReady(db: Db, scope: ShopScope, id: string, ready: boolean, now: Date): Promise<{ booking: Booking; changed: boolean }> {
  return transaction(db, async (tx) => {
    const before = await firstRow(tx.select().from(bookings).where(scope.where(bookings, eq(bookings.id, id))));
    if (!before) throw notFound('Booking not found');
    if (before.status !== 'inprogress') throw conflict(CAR_READY_MESSAGES.notInProgress);
    if (Boolean(before.readyAt) === ready) return { booking: before, changed: false };
    const moved = await firstRow(tx
      .update(bookings)
      .set({ readyAt: ready ? now : null, updatedAt: now })
      .where(scope.where(bookings, eq(bookings.id, id), eq(bookings.status, 'inprogress')))
      .returning());
    if (!moved) throw conflict(CAR_READY_MESSAGES.notInProgress);
    await emitBookingUpdated(tx, moved, now);
    if (ready) await emitCustomerEvent(tx, { shopId: moved.shopId, bookingId: moved.id, event: 'car_ready' });
    return { booking: moved, changed: true };
  });
}
