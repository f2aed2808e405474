// Bookings, quotes and work orders of the viewer's shop, as JSON or one CSV file; another shop's booking id is not
// found (404).
import { BOOKING_MESSAGES, BOOKING_STATUS_LABELS, bookingCost, invoiceCode, paged, type BookingStatus } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import type { Booking } from '../../db/schema/index.ts';
import { csvDownload, toCsv, type CsvColumn } from '../../lib/csv.ts';
import {
  allBookings,
  bookingDays,
  bookingImagesOf,
  createBooking as create,
  findBooking,
  listBookings as list,
  quoteTotal,
  resendQuote as resend,
  setBookingStatus,
  updateBooking as update,
  vehicleOf,
  type BookingDaysQuery,
  type BookingFields,
  type BookingQuery,
  type NewBooking,
} from '../../services/bookings/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { BookingDto } from '../../types.ts';
import { toBookingDto } from './booking-dto.ts';

/** Bookings with their photos: one query for the photos of them all, not one per booking. */
async function withImages(c: Context<AuthedEnv>, rows: Booking[]): Promise<BookingDto[]> {
  const images = await bookingImagesOf(c.get('deps').db, c.get('viewer').scope, rows.map((b) => b.id));
  return rows.map((b) => toBookingDto(b, images.get(b.id) ?? []));
}

const oneWithImages = async (c: Context<AuthedEnv>, booking: Booking): Promise<BookingDto> => toBookingDto(booking, (await bookingImagesOf(c.get('deps').db, c.get('viewer').scope, [booking.id])).get(booking.id) ?? []);

export async function createBooking(c: Context<AuthedEnv>, input: NewBooking) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const { booking, notified } = await create({ deps, scope: viewer.scope, shop: viewer.shop, userId: viewer.user.id }, input);
  // `notified`: how a quote's customer was really told (the Quote Sent modal names only that); absent for Book Now.
  return c.json({ data: toBookingDto(booking, []), message: input.isQuoted ? BOOKING_MESSAGES.quoteSent : BOOKING_MESSAGES.booked, ...(notified ? { notified } : {}) }, 201);
}

/** One page: `data` stays the list the spec reads, with page, pageSize and total beside it. */
export async function listBookings(c: Context<AuthedEnv>, query: BookingQuery) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const { rows, total } = await list(deps.db, viewer.scope, query, deps.now());
  return c.json(paged((await withImages(c, rows)), query, total));
}

/** The calendar's marks: bookings per day of a bounded range (at most BOOKING_RANGE_MAX_DAYS rows). */
export async function listBookingDays(c: Context<AuthedEnv>, query: BookingDaysQuery) {
  return c.json({ data: (await bookingDays(c.get('deps').db, c.get('viewer').scope, query)) });
}

export async function getBooking(c: Context<AuthedEnv>, id: string) {
  const booking = await findBooking(c.get('deps').db, c.get('viewer').scope, id);
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  return c.json({ data: (await oneWithImages(c, booking)) });
}

export async function updateBooking(c: Context<AuthedEnv>, id: string, fields: BookingFields) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const booking = await update(deps.db, viewer.scope, id, fields, deps.now());
  return c.json({ data: (await oneWithImages(c, booking)), message: BOOKING_MESSAGES.saved });
}

export async function setStatus(c: Context<AuthedEnv>, id: string, status: BookingStatus) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const booking = await setBookingStatus(deps.db, viewer.scope, id, status, deps.now());
  return c.json({ data: (await oneWithImages(c, booking)), message: BOOKING_MESSAGES.saved });
}

export async function resendQuote(c: Context<AuthedEnv>, id: string) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const booking = await resend({ deps, scope: viewer.scope, shop: viewer.shop }, id);
  return c.json({ data: (await oneWithImages(c, booking)), message: BOOKING_MESSAGES.quoteResent(booking.email ?? '') });
}

/**
 * Amounts as the dashboard shows them: "Customer total" as the Customers page's Total (customer total, else the
 * cost sum), "Quote" as the quote link's total (customer quote, else customer total, else the cost sum; empty
 * when none is set).
 */
const BOOKING_COLUMNS: CsvColumn<Booking>[] = [
  { header: 'Invoice code', cell: (b) => invoiceCode(b.id) },
  { header: 'Status', cell: (b) => BOOKING_STATUS_LABELS[b.status] },
  { header: 'First name', cell: (b) => b.firstName },
  { header: 'Last name', cell: (b) => b.lastName },
  { header: 'Email', cell: (b) => b.email },
  { header: 'Phone', cell: (b) => b.phone },
  { header: 'Booking date', cell: (b) => b.bookingDate },
  { header: 'Check-in time', cell: (b) => b.checkInTime },
  { header: 'Completion date', cell: (b) => b.completionDate },
  { header: 'Vehicle', cell: (b) => vehicleOf(b) },
  { header: 'Brand', cell: (b) => b.brand },
  { header: 'Wrap colour', cell: (b) => b.wrapColor },
  { header: 'Customer total', cell: (b) => b.customerTotal ?? bookingCost(b) },
  { header: 'Quote', cell: (b) => quoteTotal(b) },
  { header: 'Notes', cell: (b) => b.notes },
];

/** Every row /all lists for the same filters, page after page, in its order. */
export async function exportBookings(c: Context<AuthedEnv>, filters: Omit<BookingQuery, 'page' | 'pageSize'>) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  return csvDownload(c, 'wrapsmith-bookings', toCsv(BOOKING_COLUMNS, (await allBookings(deps.db, viewer.scope, filters, deps.now()))), deps.now());
}
