// Bookings, quotes and work orders of the viewer's shop, as JSON or one CSV file; another shop's booking id is not
// found (404). The role matrix (decision 062) decides per booking: a quote is the Quotes area's, a completed job the
// Customers area's, any other status the Bookings area's; lists show only the statuses the role reaches, and a role
// without the Prices area gets no money field and may not set one.
import { cancelDueDeposit, depositContext } from '../../services/deposits/index.ts';
import {
  AREA_INFO,
  BOOKING_MESSAGES,
  BOOKING_PRICE_FIELDS,
  BOOKING_STATUS_LABELS,
  ROLE_MESSAGES,
  allows,
  bookingArea,
  bookingCost,
  bookingEditArea,
  invoiceCode,
  paged,
  CURSOR_MESSAGES,
  type CursorPaged,
  visibleBookingStatuses,
  type BookingStatus,
} from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import type { Booking } from '../../db/schema/index.ts';
import { CSV_SLICE_ROWS, csvStreamDownload, type CsvColumn } from '../../lib/csv.ts';
import {
  bookingsAfter,
  listKeyOf,
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
import { assertAccess } from '../../lib/auth.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { bookingCursor } from '../../lib/cursor.ts';
import type { BookingDto } from '@wrapsmith/core/contract';
import { toBookingDto } from './booking-dto.ts';
import { followBookingStatus } from '../../services/rolls/index.ts';

/** Bookings with their photos: one query for the photos of them all, not one per booking. */
async function withImages(c: Context<AuthedEnv>, rows: Booking[]): Promise<BookingDto[]> {
  const viewer = c.get('viewer');
  const images = await bookingImagesOf(c.get('deps').db, viewer.scope, rows.map((b) => b.id));
  return rows.map((b) => toBookingDto(b, images.get(b.id) ?? [], viewer.permissions));
}

const oneWithImages = async (c: Context<AuthedEnv>, booking: Booking): Promise<BookingDto> =>
  toBookingDto(booking, (await bookingImagesOf(c.get('deps').db, c.get('viewer').scope, [booking.id])).get(booking.id) ?? [], c.get('viewer').permissions);

/** 403 when a write sets a money field and the role may not set prices (null clears one, which is setting it too). */
function assertMayPrice(c: Context<AuthedEnv>, fields: Partial<Record<(typeof BOOKING_PRICE_FIELDS)[number], unknown>>): void {
  if (BOOKING_PRICE_FIELDS.some((f) => fields[f] !== undefined)) assertAccess(c.get('viewer'), 'edit', 'prices');
}

/** The statuses a list may show this viewer, of those asked for; 403 when it asked only for ones its role does not reach. */
function visibleStatuses(c: Context<AuthedEnv>, asked: readonly BookingStatus[] | undefined): BookingStatus[] {
  const statuses = visibleBookingStatuses(c.get('viewer').permissions, asked);
  if (statuses.length === 0) {
    const area = bookingArea(asked?.[0] ?? 'pending');
    throw forbidden(ROLE_MESSAGES.forbidden(AREA_INFO[area].label));
  }
  return statuses;
}

/** The booking, when the viewer's role may see it (404 for another shop's, 403 for an area it does not reach). */
export async function visibleBooking(c: Context<AuthedEnv>, id: string): Promise<Booking> {
  const booking = await findBooking(c.get('deps').db, c.get('viewer').scope, id);
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  assertAccess(c.get('viewer'), 'view', bookingArea(booking.status));
  return booking;
}

/** The booking, when the viewer's role may change it: see it, and the edit level of its area (a quote's, or a job's). */
export async function editableBooking(c: Context<AuthedEnv>, id: string): Promise<Booking> {
  const booking = await visibleBooking(c, id);
  assertAccess(c.get('viewer'), 'edit', bookingEditArea(booking.status));
  return booking;
}

export async function createBooking(c: Context<AuthedEnv>, input: NewBooking) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  assertAccess(viewer, 'edit', input.isQuoted ? 'quotes' : 'bookings');
  if (input.leadId) assertAccess(viewer, 'edit', 'leads');
  assertMayPrice(c, input);
  const { booking, notified } = await create({ deps, scope: viewer.scope, shop: viewer.shop, userId: viewer.user.id }, input);
  // A booked job reserves its film on one roll (issue 27 item 1); none free is shown on the work order, not an error.
  await followBookingStatus(deps.db, booking, deps.now(), (m, e) => deps.log.error(m, e));
  // `notified`: how a quote's customer was really told (the Quote Sent modal names only that); absent for Book Now.
  return c.json({ data: toBookingDto(booking, [], viewer.permissions), message: input.isQuoted ? BOOKING_MESSAGES.quoteSent : BOOKING_MESSAGES.booked, ...(notified ? { notified } : {}) }, 201);
}

/**
 * One page: `data` stays the list the spec reads, with page, pageSize and total beside it, and `nextCursor` to go on
 * by keyset (issue 23 item 19); asked with `cursor`, the page after it, with pageSize and nextCursor only.
 */
export async function listBookings(c: Context<AuthedEnv>, query: BookingQuery) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  if (query.cursor !== undefined && c.req.query('page') !== undefined) throw badRequest(CURSOR_MESSAGES.withPage);
  const after = query.cursor === undefined ? undefined : bookingCursor.decode(query.cursor);
  const { rows, total, more } = await list(deps.db, viewer.scope, { ...query, status: visibleStatuses(c, query.status) }, deps.now(), after);
  const data = await withImages(c, rows);
  const last = rows.at(-1);
  const nextCursor = more && last ? bookingCursor.encode(listKeyOf(last)) : null;
  if (total === null) return c.json({ data, pageSize: query.pageSize, nextCursor } satisfies CursorPaged<BookingDto>);
  return c.json({ ...paged(data, query, total), nextCursor });
}

/** The calendar's marks: bookings per day of a bounded range (at most BOOKING_RANGE_MAX_DAYS rows). */
export async function listBookingDays(c: Context<AuthedEnv>, query: BookingDaysQuery) {
  return c.json({ data: (await bookingDays(c.get('deps').db, c.get('viewer').scope, { ...query, status: visibleStatuses(c, query.status) })) });
}

export async function getBooking(c: Context<AuthedEnv>, id: string) {
  return c.json({ data: (await oneWithImages(c, await visibleBooking(c, id))) });
}

export async function updateBooking(c: Context<AuthedEnv>, id: string, fields: BookingFields) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  await editableBooking(c, id);
  assertMayPrice(c, fields);
  const booking = await update(deps.db, viewer.scope, id, fields, deps.now());
  return c.json({ data: (await oneWithImages(c, booking)), message: BOOKING_MESSAGES.saved });
}

export async function setStatus(c: Context<AuthedEnv>, id: string, status: BookingStatus) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  await editableBooking(c, id);
  const booking = await setBookingStatus(deps.db, viewer.scope, id, status, deps.now());
  // A deposit still due can no longer be paid once the booking is cancelled (issue 25 item 4).
  if (status === 'cancelled') await cancelDueDeposit(depositContext(deps), viewer.shop.id, id);
  // Cancelled: its film roll reservation is released; re-opened: it reserves again (issue 27 item 1).
  await followBookingStatus(deps.db, booking, deps.now(), (m, e) => deps.log.error(m, e));
  return c.json({ data: (await oneWithImages(c, booking)), message: BOOKING_MESSAGES.saved });
}

export async function resendQuote(c: Context<AuthedEnv>, id: string) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  assertAccess(viewer, 'edit', 'quotes');
  await visibleBooking(c, id);
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
  // The work order's planned day, and when Vehicle Completed was really pressed (issue 22 item 11): the server knows
  // no shop time zone, so the moment is given in UTC, as a spreadsheet reads it.
  { header: 'Planned completion', cell: (b) => b.completionDate },
  { header: 'Completed (UTC)', cell: (b) => (b.completedAt ? b.completedAt.toISOString().slice(0, 16).replace('T', ' ') : null) },
  { header: 'Vehicle', cell: (b) => vehicleOf(b) },
  { header: 'Brand', cell: (b) => b.brand },
  { header: 'Wrap colour', cell: (b) => b.wrapColor },
  { header: 'Customer total', cell: (b) => b.customerTotal ?? bookingCost(b) },
  { header: 'Quote', cell: (b) => quoteTotal(b) },
  { header: 'Notes', cell: (b) => b.notes },
];

const MONEY_HEADERS = new Set(['Customer total', 'Quote']);

/**
 * Every row /all lists for the same filters, page after page, in its order: the Customers area's (a whole list of
 * the shop's customers), without the money columns for a role without the Prices area.
 */
export async function exportBookings(c: Context<AuthedEnv>, filters: Omit<BookingQuery, 'page' | 'pageSize' | 'cursor'>) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const columns = allows(viewer.permissions, 'prices', 'view') ? BOOKING_COLUMNS : BOOKING_COLUMNS.filter((col) => !MONEY_HEADERS.has(col.header));
  const now = deps.now();
  const query = { ...filters, status: visibleStatuses(c, filters.status) };
  // A slice at a time, the event loop let go between slices (issue 23 item 20), each found after the last one's
  // list key: every slice costs the same, and a booking added or moved meanwhile cannot shift the others.
  const nextSlice = async (after: Booking | undefined) =>
    bookingsAfter(deps.db, viewer.scope, query, now, after && listKeyOf(after), CSV_SLICE_ROWS);
  return csvStreamDownload(c, 'wrapsmith-bookings', columns, nextSlice, now);
}
