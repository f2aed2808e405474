// Bookings, quotes and work orders of a shop: Book Now and Send Quote (which may turn a widget lead into a
// booking), the appointment lists, the work order's Save and its status actions. Every query goes through the
// viewer's shop scope, so another shop's booking is simply not found.
import {
  BOOKING_MESSAGES,
  DAY,
  QUOTE_RESEND_COOLDOWN_MS,
  QUOTE_VALID_MS,
  canMoveBooking,
  pageOffset,
  type BookingStatus,
  type QuoteNotified,
  type bookingDaysQuery,
  type bookingListQuery,
  type createBookingInput,
  type updateBookingInput,
} from '@wrapsmith/core';
import { and, asc, count, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bookings, emailOutbox, leads, type Booking, type NewBookingRow, type Shop } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import type { AppDeps } from '../../lib/context.ts';
import { newId, randomToken, sha256 } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors.ts';
import { sendQuote } from './quotes.ts';
import { catalogueVehicleOf, linkBookingVehicle } from '../customer-vehicles/customer-vehicles.ts';
import { firstRow, transaction, onlyRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';
import { indexedSearch, likeLower, likePattern, searchText, type SearchIndex } from '../../db/search.ts';
import { emitBookingCreated, emitBookingUpdated } from '../api-access/events.ts';
import { emitCustomerEvent, scheduleReminder } from '../customer-notify/emit.ts';
import { sendQuoteText } from '../customer-notify/quote-text.ts';
import { instantColumns, shopZone, zoneOf } from '../booking-times/index.ts';

export type BookingFields = z.output<typeof updateBookingInput>;
export type NewBooking = z.output<typeof createBookingInput>;
export type BookingQuery = z.output<typeof bookingListQuery>;
export type BookingDaysQuery = z.output<typeof bookingDaysQuery>;

/** YYYY-MM-DD of the UTC day `offsetDays` from `now`. */
const utcDay = (now: Date, offsetDays = 0): string => new Date(now.getTime() + offsetDays * DAY).toISOString().slice(0, 10);

/**
 * The earliest day a new date may be. The form's minimum is the browser's today; a browser as far west as
 * UTC−12 is still on yesterday's UTC date, so one day of slack lets every time zone pick its own today.
 */
const earliestDay = (now: Date): string => utcDay(now, -1);

/** "9:05" is stored as "09:05" so that check-in times sort as text. */
const padTime = (value: string): string => (value === '' ? '' : value.padStart(5, '0'));

/** The columns a request sets: the fields it sent, nothing for the ones it left out. */
function columnsOf(fields: BookingFields): Partial<NewBookingRow> {
  const columns: Partial<NewBookingRow> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(columns, { [key]: value });
  }
  if (fields.checkInTime !== undefined) columns.checkInTime = padTime(fields.checkInTime);
  return columns;
}

/**
 * New dates may not be in the past and the completion may not come before the booking. `before` is the stored
 * booking on a Save: dates it already had are kept as they are, so an old work order can still be saved.
 */
function checkDates(next: { bookingDate?: string | null; completionDate?: string | null }, now: Date, before?: Booking): void {
  const earliest = earliestDay(now);
  for (const key of ['bookingDate', 'completionDate'] as const) {
    const day = next[key];
    if (day && day !== before?.[key] && day < earliest) throw badRequest(BOOKING_MESSAGES.dateInPast);
  }
  const bookingDate = next.bookingDate === undefined ? before?.bookingDate : next.bookingDate;
  const completionDate = next.completionDate === undefined ? before?.completionDate : next.completionDate;
  if (bookingDate && completionDate && completionDate < bookingDate) throw badRequest(BOOKING_MESSAGES.completionBeforeBooking);
}

export interface CreateBookingContext {
  deps: Pick<AppDeps, 'db' | 'now' | 'email' | 'env' | 'texts' | 'log'>;
  scope: ShopScope;
  shop: Shop;
  userId: string;
}

/**
 * Book Now (isQuoted false: pending, needs a booking date) or Send Quote (isQuoted true: quote_sent, needs an
 * email; the customer is emailed a link to accept or reject, valid for QUOTE_VALID_DAYS). A lead it is made from
 * takes the status booked or quoted in the same transaction, and lends the booking its render.
 */
export async function createBooking(ctx: CreateBookingContext, input: NewBooking): Promise<{ booking: Booking; notified: QuoteNotified | null }> {
  const { deps, scope } = ctx;
  const { isQuoted, leadId, ...fields } = input;
  const columns = columnsOf(fields);
  if (!isQuoted && !columns.bookingDate) throw badRequest(BOOKING_MESSAGES.dateNeeded);
  if (isQuoted && !columns.email) throw badRequest(BOOKING_MESSAGES.emailNeededForQuote);
  const at = deps.now();
  checkDates(columns, at);
  const link = isQuoted ? { token: randomToken(), expiresAt: new Date(at.getTime() + QUOTE_VALID_MS) } : null;
  const catalogue = await catalogueVehicleOf(deps.db, { year: columns.year ?? null, make: columns.make ?? '', model: columns.model ?? '' });
  const booking = await transaction(deps.db, async (tx) => {
    const lead = leadId ? (await firstRow(tx.select().from(leads).where(scope.where(leads, eq(leads.id, leadId))))) : undefined;
    if (leadId && !lead) throw notFound('Lead not found');
    const row = await onlyRow(tx
      .insert(bookings)
      .values(
        scope.values({
          ...columns,
          // The instant of the day and time in the shop's zone (decision 098).
          ...instantColumns(columns, undefined, zoneOf(ctx.shop.timeZone)),
          id: newId(),
          status: isQuoted ? ('quote_sent' as const) : ('pending' as const),
          isQuoted,
          leadId: lead?.id ?? null,
          renderId: lead?.renderId ?? null,
          createdBy: ctx.userId,
          quoteTokenHash: link ? sha256(link.token) : null,
          quoteExpiresAt: link?.expiresAt ?? null,
          createdAt: at,
          updatedAt: at,
        }),
      )
      .returning());
    if (lead) {
      await tx.update(leads)
        .set({ status: isQuoted ? 'quoted' : 'booked', updatedAt: at })
        .where(scope.where(leads, eq(leads.id, lead.id)));
    }
    // The customer's vehicle (issue 27 item 3, decision 094): theirs of the same year, make and model, or a new one.
    const customerVehicleId = await linkBookingVehicle(tx, scope, row, at, catalogue);
    await emitBookingCreated(tx, row, at);
    // Book Now is a confirmed booking with a day: the customer is told, and reminded the day before (issue 26 item 2).
    if (!isQuoted) {
      await emitCustomerEvent(tx, { shopId: row.shopId, bookingId: row.id, event: 'booking_confirmed', at });
      await scheduleReminder(tx, row.shopId, row.id, at);
    }
    return { ...row, customerVehicleId };
  });
  if (!link) return { booking, notified: null };
  const emailed = await sendQuote(deps, ctx.shop, booking, link);
  return { booking, notified: { email: emailed.email, phone: await sendQuoteText(deps, booking, link.token, at) } };
}

/**
 * Emails a waiting quote again with a new link; the old link stops working (its hash is replaced). The email
 * goes to the booking's current address, so a typo fixed on the work order reaches the right customer. Refused
 * within a minute of the last quote email to that address, and when the customer has answered meanwhile. The
 * new link is valid for QUOTE_VALID_DAYS from now, also when the old one had expired: that is how a shop renews
 * an expired quote.
 */
export async function resendQuote(ctx: Omit<CreateBookingContext, 'userId'>, id: string): Promise<Booking> {
  const { deps, scope } = ctx;
  const before = await findBooking(deps.db, scope, id);
  if (!before) throw notFound(BOOKING_MESSAGES.notFound);
  if (before.status !== 'quote_sent') throw conflict(BOOKING_MESSAGES.resendNotWaiting);
  const email = before.email;
  if (!email) throw badRequest(BOOKING_MESSAGES.emailNeededForQuote);
  // Two clicks at once on this instance: the second is refused before its transaction opens. (On SQLite a refused
  // transaction's rollback would also undo the first's quote email, written meanwhile on the shared connection;
  // across instances the compare-and-swap in resendOnce decides.)
  if (resending.has(id)) throw tooManyRequests(BOOKING_MESSAGES.resendTooSoon);
  resending.add(id);
  try {
    return await resendOnce(ctx, id, email, before.quoteTokenHash);
  } finally {
    resending.delete(id);
  }
}

/** Bookings whose quote is being re-sent by this process right now. */
const resending = new Set<string>();

async function resendOnce(ctx: Omit<CreateBookingContext, 'userId'>, id: string, email: string, previousLink: string | null): Promise<Booking> {
  const { deps, scope } = ctx;
  const at = deps.now();
  const token = randomToken();
  const expiresAt = new Date(at.getTime() + QUOTE_VALID_MS);
  const booking = await transaction(deps.db, async (tx) => {
    const recent = await firstRow(tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        forShop(ctx.shop.id).where(
          emailOutbox,
          eq(emailOutbox.tag, 'booking-quote'),
          eq(emailOutbox.to, email),
          gt(emailOutbox.createdAt, new Date(at.getTime() - QUOTE_RESEND_COOLDOWN_MS)),
        ),
      ));
    if (recent) throw tooManyRequests(BOOKING_MESSAGES.resendTooSoon);
    // Conditional on the status, so an answer that lands between the read and this write wins; and on the link
    // being the one read before (compare and swap), so of two clicks at once, on any instances, the second finds
    // the first's new link in place (its email is not in the log yet) and is refused as too soon.
    const updated = await firstRow(tx
      .update(bookings)
      .set({ quoteTokenHash: sha256(token), quoteExpiresAt: expiresAt, updatedAt: at })
      .where(
        scope.where(
          bookings,
          eq(bookings.id, id),
          eq(bookings.status, 'quote_sent'),
          previousLink === null ? isNull(bookings.quoteTokenHash) : eq(bookings.quoteTokenHash, previousLink),
        ),
      )
      .returning());
    if (!updated && (await findBooking(tx, scope, id))?.status === 'quote_sent') throw tooManyRequests(BOOKING_MESSAGES.resendTooSoon);
    return updated;
  });
  if (!booking) throw conflict(BOOKING_MESSAGES.resendNotWaiting);
  await sendQuote(deps, ctx.shop, booking, { token, expiresAt });
  await sendQuoteText(deps, booking, token, at);
  return booking;
}

/** The booking's searched fields for the indexes (db/search.ts; the PostgreSQL GIN index joins them the same way). */
const BOOKING_SEARCH_INDEX: SearchIndex = {
  table: 'bookings',
  listColumns: sql`${bookings.listKey}`,
  map: 'bookings_search',
  mapKey: 'booking_id',
  pgText: sql`${bookings.firstName} || ' ' || ${bookings.lastName} || ' | ' || coalesce(${bookings.email}, '') || ' | ' || ${bookings.phone} || ' | ' || ${bookings.make} || ' | ' || ${bookings.model}`,
};

/**
 * Matches first and last name (also together), email, phone, make and model, case-insensitive; % and _ are taken
 * literally. From three characters the search index narrows the rows first (issue 23 item 19).
 */
export function bookingSearch(q: string | undefined): SQL | undefined {
  const text = searchText(q);
  if (!text) return undefined;
  const pattern = likePattern(text);
  const matches = (column: SQLiteColumn) => likeLower(sql`coalesce(${column}, '')`, pattern);
  const anyField = or(
    likeLower(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`, pattern),
    matches(bookings.email),
    matches(bookings.phone),
    matches(bookings.make),
    matches(bookings.model),
  );
  return and(indexedSearch(BOOKING_SEARCH_INDEX, text), anyField);
}

/** A booking list's filters: the list's own query, or the export's (the same without the page). */
type BookingFilters = Omit<BookingQuery, 'page' | 'pageSize' | 'cursor'>;

/**
 * Which bookings the filters match. `isToday`/`isTomorrow` are the server's UTC day; the dashboard sends its own
 * `bookingDate`. `from`/`to` bound the booking date, both days included.
 */
function bookingFilter(scope: ShopScope, query: BookingFilters, now: Date): SQL | undefined {
  const days = [query.bookingDate, query.isToday === 'true' ? utcDay(now) : undefined, query.isTomorrow === 'true' ? utcDay(now, 1) : undefined];
  return scope.where(
    bookings,
    query.status ? inArray(bookings.status, query.status) : undefined,
    ...days.map((day) => (day ? eq(bookings.bookingDate, day) : undefined)),
    query.from ? gte(bookings.bookingDate, query.from) : undefined,
    query.to ? lte(bookings.bookingDate, query.to) : undefined,
    bookingSearch(query.q),
  );
}

/**
 * By date, then check-in time, then creation; bookings without a date or time come after those with one; the id
 * last makes the order total, so a page boundary never moves between two requests of the same rows. All of it is
 * the one column list_key, indexed with the shop (issue 23 item 20): the database reads the list in order instead
 * of sorting every booking, and a cursor is the last row's key.
 */
const LIST_ORDER = asc(bookings.listKey);

/** The key a page continues after: the list's cursor for the row. */
export const listKeyOf = (booking: Booking): string => booking.listKey ?? '';

/**
 * One page of the shop's bookings that match, in list order: by `page` (with how many match on all pages), or
 * after `after` (a row's list key, from a cursor; not counted). `more`: whether rows follow this page.
 */
export async function listBookings(
  db: Db,
  scope: ShopScope,
  query: BookingQuery,
  now: Date,
  after?: string,
): Promise<{ rows: Booking[]; total: number | null; more: boolean }> {
  const where = bookingFilter(scope, query, now);
  const page = db
    .select()
    .from(bookings)
    .where(and(where, after === undefined ? undefined : gt(bookings.listKey, after)))
    .orderBy(LIST_ORDER)
    .limit(query.pageSize + 1);
  const rows = await (after === undefined ? page.offset(pageOffset(query)) : page);
  const more = rows.length > query.pageSize;
  if (more) rows.pop();
  if (after !== undefined) return { rows, total: null, more };
  return { rows, total: (await firstRow(db.select({ n: count() }).from(bookings).where(where)))?.n ?? 0, more };
}

/** The CSV export's slices (issue 23 item 20): up to `limit` bookings the list finds, in its order, after `after`. */
export async function bookingsAfter(db: Db, scope: ShopScope, filters: BookingFilters, now: Date, after: string | undefined, limit: number): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(and(bookingFilter(scope, filters, now), after === undefined ? undefined : gt(bookings.listKey, after)))
    .orderBy(LIST_ORDER)
    .limit(limit);
}

export interface BookingDay {
  date: string;
  count: number;
}

/** How many of the shop's bookings (of these statuses) fall on each day of the range; days without any are left out. */
export async function bookingDays(db: Db, scope: ShopScope, query: BookingDaysQuery): Promise<BookingDay[]> {
  const rows = await db
    .select({ date: bookings.bookingDate, count: count() })
    .from(bookings)
    .where(
      scope.where(
        bookings,
        gte(bookings.bookingDate, query.from),
        lte(bookings.bookingDate, query.to),
        query.status ? inArray(bookings.status, query.status) : undefined,
      ),
    )
    .groupBy(bookings.bookingDate)
    .orderBy(asc(bookings.bookingDate));
  return rows.flatMap((row) => (row.date === null ? [] : [{ date: row.date, count: row.count }]));
}

export async function findBooking(db: DbOrTx, scope: ShopScope, id: string): Promise<Booking | undefined> {
  return firstRow(db.select().from(bookings).where(scope.where(bookings, eq(bookings.id, id))));
}

async function getBooking(db: DbOrTx, scope: ShopScope, id: string): Promise<Booking> {
  const booking = await findBooking(db, scope, id);
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  return booking;
}

/** The work order's Save: writes the fields sent and keeps the status. */
export async function updateBooking(db: Db, scope: ShopScope, id: string, fields: BookingFields, now: Date): Promise<Booking> {
  return transaction(db, async (tx) => {
    const before = await getBooking(tx, scope, id);
    const columns = columnsOf(fields);
    checkDates(columns, now, before);
    const instant = columns.bookingDate !== undefined || columns.checkInTime !== undefined ? instantColumns(columns, before, await shopZone(tx, before.shopId)) : {};
    const updated = await firstRow(tx
      .update(bookings)
      .set({ ...columns, ...instant, updatedAt: now })
      .where(scope.where(bookings, eq(bookings.id, id)))
      .returning());
    if (updated) await emitBookingUpdated(tx, updated, now);
    // A booked day moved: the new day's reminder (the old one is skipped when it comes due).
    if (updated && updated.bookingDate !== before.bookingDate && (updated.status === 'pending' || updated.status === 'accepted')) {
      await scheduleReminder(tx, updated.shopId, updated.id, now);
    }
    return updated ?? before;
  });
}

/**
 * A work order action (Book IN, Vehicle Completed, Cancel Appointment, re-open), allowed only along
 * BOOKING_TRANSITIONS. Read and write share one transaction, and SQLite lets one writer at a time commit, so two
 * clicks racing cannot both move the booking from the status they read.
 */
export async function setBookingStatus(db: Db, scope: ShopScope, id: string, to: BookingStatus, now: Date): Promise<Booking> {
  return transaction(db, async (tx) => {
    const before = await getBooking(tx, scope, id);
    if (!canMoveBooking(before.status, to)) throw conflict(BOOKING_MESSAGES.cannotMove(before.status, to));
    // Back to Booked is a booking again, and a booking has a day (as Book Now asks).
    if (to === 'pending' && !before.bookingDate) throw badRequest(BOOKING_MESSAGES.dateNeeded);
    const moved = await firstRow(tx
      .update(bookings)
      // The car-ready marker (issue 26 item 3) belongs to the time in progress: any other move clears it.
      .set({ status: to, updatedAt: now, ...(to === 'completed' ? { completedAt: now } : { readyAt: null }) })
      .where(scope.where(bookings, eq(bookings.id, id)))
      .returning());
    if (moved) {
      await emitBookingUpdated(tx, moved, now);
      // The customer hears of it (issue 26 item 2): booked in (an accepted quote given its day), or done.
      if (to === 'pending') {
        await emitCustomerEvent(tx, { shopId: moved.shopId, bookingId: moved.id, event: 'booking_confirmed', at: now });
        await scheduleReminder(tx, moved.shopId, moved.id, now);
      }
      if (to === 'completed') await emitCustomerEvent(tx, { shopId: moved.shopId, bookingId: moved.id, event: 'completed', at: now });
    }
    return moved ?? before;
  });
}

/** A booking row as the demo seed and tests need it, in any status; no checks, no email. */
export async function insertBooking(db: DbOrTx, scope: ShopScope, row: Omit<NewBookingRow, 'id' | 'shopId' | 'createdAt' | 'updatedAt'>, now: Date): Promise<Booking> {
  const checkInTime = padTime(row.checkInTime ?? '');
  const instant = row.bookingDate ? instantColumns({ bookingDate: row.bookingDate, checkInTime }, undefined, await shopZone(db, scope.shopId)) : {};
  const values = { ...row, checkInTime, ...instant, id: newId(), createdAt: now, updatedAt: now };
  return onlyRow(db.insert(bookings).values(scope.values(values)).returning());
}

