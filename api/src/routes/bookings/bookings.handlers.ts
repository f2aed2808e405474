// Bookings, quotes and work orders of the viewer's shop; another shop's booking id is not found (404).
import { BOOKING_MESSAGES, type BookingStatus } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import {
  createBooking as create,
  findBooking,
  listBookings as list,
  setBookingStatus,
  updateBooking as update,
  type BookingFields,
  type BookingQuery,
  type NewBooking,
} from '../../services/bookings/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toBookingDto } from './booking-dto.ts';

export async function createBooking(c: Context<AuthedEnv>, input: NewBooking) {
  const { deps, viewer } = c.var;
  const booking = await create({ deps, scope: viewer.scope, shop: viewer.shop, userId: viewer.user.id }, input);
  return c.json({ data: toBookingDto(booking), message: input.isQuoted ? BOOKING_MESSAGES.quoteSent : BOOKING_MESSAGES.booked }, 201);
}

export function listBookings(c: Context<AuthedEnv>, query: BookingQuery) {
  const { deps, viewer } = c.var;
  return c.json({ data: list(deps.db, viewer.scope, query, deps.now()).map(toBookingDto) });
}

export function getBooking(c: Context<AuthedEnv>, id: string) {
  const booking = findBooking(c.var.deps.db, c.var.viewer.scope, id);
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  return c.json({ data: toBookingDto(booking) });
}

export function updateBooking(c: Context<AuthedEnv>, id: string, fields: BookingFields) {
  const { deps, viewer } = c.var;
  const booking = update(deps.db, viewer.scope, id, fields, deps.now());
  return c.json({ data: toBookingDto(booking), message: BOOKING_MESSAGES.saved });
}

export function setStatus(c: Context<AuthedEnv>, id: string, status: BookingStatus) {
  const { deps, viewer } = c.var;
  const booking = setBookingStatus(deps.db, viewer.scope, id, status, deps.now());
  return c.json({ data: toBookingDto(booking), message: BOOKING_MESSAGES.saved });
}
