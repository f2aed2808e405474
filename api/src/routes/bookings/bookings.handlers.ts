// Bookings, quotes and work orders of the viewer's shop; another shop's booking id is not found (404).
import { BOOKING_MESSAGES, type BookingStatus } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import type { Booking } from '../../db/schema/index.ts';
import {
  bookingImagesOf,
  createBooking as create,
  findBooking,
  listBookings as list,
  resendQuote as resend,
  setBookingStatus,
  updateBooking as update,
  type BookingFields,
  type BookingQuery,
  type NewBooking,
} from '../../services/bookings/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { BookingDto } from '../../types.ts';
import { toBookingDto } from './booking-dto.ts';

/** Bookings with their photos: one query for the photos of them all, not one per booking. */
function withImages(c: Context<AuthedEnv>, rows: Booking[]): BookingDto[] {
  const images = bookingImagesOf(c.var.deps.db, c.var.viewer.scope, rows.map((b) => b.id));
  return rows.map((b) => toBookingDto(b, images.get(b.id) ?? []));
}

const oneWithImages = (c: Context<AuthedEnv>, booking: Booking): BookingDto => toBookingDto(booking, bookingImagesOf(c.var.deps.db, c.var.viewer.scope, [booking.id]).get(booking.id) ?? []);

export async function createBooking(c: Context<AuthedEnv>, input: NewBooking) {
  const { deps, viewer } = c.var;
  const booking = await create({ deps, scope: viewer.scope, shop: viewer.shop, userId: viewer.user.id }, input);
  return c.json({ data: toBookingDto(booking, []), message: input.isQuoted ? BOOKING_MESSAGES.quoteSent : BOOKING_MESSAGES.booked }, 201);
}

export function listBookings(c: Context<AuthedEnv>, query: BookingQuery) {
  const { deps, viewer } = c.var;
  return c.json({ data: withImages(c, list(deps.db, viewer.scope, query, deps.now())) });
}

export function getBooking(c: Context<AuthedEnv>, id: string) {
  const booking = findBooking(c.var.deps.db, c.var.viewer.scope, id);
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  return c.json({ data: oneWithImages(c, booking) });
}

export function updateBooking(c: Context<AuthedEnv>, id: string, fields: BookingFields) {
  const { deps, viewer } = c.var;
  const booking = update(deps.db, viewer.scope, id, fields, deps.now());
  return c.json({ data: oneWithImages(c, booking), message: BOOKING_MESSAGES.saved });
}

export function setStatus(c: Context<AuthedEnv>, id: string, status: BookingStatus) {
  const { deps, viewer } = c.var;
  const booking = setBookingStatus(deps.db, viewer.scope, id, status, deps.now());
  return c.json({ data: oneWithImages(c, booking), message: BOOKING_MESSAGES.saved });
}

export async function resendQuote(c: Context<AuthedEnv>, id: string) {
  const { deps, viewer } = c.var;
  const booking = await resend({ deps, scope: viewer.scope, shop: viewer.shop }, id);
  return c.json({ data: oneWithImages(c, booking), message: BOOKING_MESSAGES.quoteResent(booking.email ?? '') });
}
