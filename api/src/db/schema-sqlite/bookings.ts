import { BOOKING_STATUSES } from '@wrapsmith/core';
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { leads } from './leads.ts';
import { renders } from './renders.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * A booking, quote or work order (spec §3 "Booking / appointment"). Texts the form leaves empty are stored as
 * '' and numbers and choices as null, so the row reads back exactly as the form sent it.
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    /** Made with Send Quote (true) or Book Now (false). */
    isQuoted: integer('is_quoted', { mode: 'boolean' }).notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Lowercased and trimmed (emailField); null when not given. */
    email: text('email'),
    phone: text('phone').notNull().default(''),
    /** YYYY-MM-DD, the shop's local day. */
    bookingDate: text('booking_date'),
    /** HH:MM (stored zero-padded so it sorts), or ''. */
    checkInTime: text('check_in_time').notNull().default(''),
    completionDate: text('completion_date'),
    year: integer('year'),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    brand: text('brand').notNull().default(''),
    wrapColor: text('wrap_color').notNull().default(''),
    price: real('price'),
    ppfCost: real('ppf_cost'),
    decalsCost: real('decals_cost'),
    windowTintingCost: real('window_tinting_cost'),
    frontPercentage: real('front_percentage'),
    rearPercentage: real('rear_percentage'),
    additionalTotal: real('additional_total'),
    customerTotal: real('customer_total'),
    notes: text('notes').notNull().default(''),
    vip: text('vip'),
    repeatCustomer: text('repeat_customer'),
    dealership: text('dealership'),
    estimatedSQ: real('estimated_sq'),
    estimatedRolls: real('estimated_rolls'),
    estimatedMaterialCost: real('estimated_material_cost'),
    netMaterialRevenue: real('net_material_revenue'),
    customerQuote: real('customer_quote'),
    /** The widget lead it was made from; kept (as null) if the lead goes. */
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** The lead's render, shown on the work order and in the quote; null once the render is deleted. */
    renderId: text('render_id').references(() => renders.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * sha256 of the token in the emailed /confirm-booking link (the token itself is never stored). One per
     * booking, and it keeps working after the answer so the page can say "Booking Already …".
     */
    quoteTokenHash: text('quote_token_hash'),
    /**
     * Until when the quote link can accept or reject (QUOTE_VALID_DAYS after Send Quote, renewed by each resend).
     * Null: a quote sent before quotes expired, which does not expire, or a booking that was never a quote.
     */
    quoteExpiresAt: integer('quote_expires_at', { mode: 'timestamp_ms' }),
    /** When the customer answered the quote link. */
    answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
    /**
     * When Vehicle Completed moved it to completed: the day Customers shows as Completed. completionDate is only the
     * planned day the shop typed on the work order.
     */
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * The list's order as one indexable text (issue 23 items 19 and 20, decision 072): booking date, check-in time
     * (each '~' when missing, so those come last), creation as 15 digits, id. Written by the database (VIRTUAL here,
     * STORED on PostgreSQL with the "C" collation); the list orders by it and its cursor is one of these.
     */
    listKey: text('list_key').generatedAlwaysAs(
      sql`coalesce(booking_date, '~') || ' ' || (case when check_in_time = '' then '~' else check_in_time end) || ' ' || substr('000000000000000' || created_at, -15) || ' ' || id`,
      { mode: 'virtual' },
    ),
  },
  (t) => [
    index('bookings_shop_date_idx').on(t.shopId, t.bookingDate, t.checkInTime),
    index('bookings_shop_status_idx').on(t.shopId, t.status, t.bookingDate),
    // The list in its order, a page after a cursor without sorting or skipping rows (issue 23 items 19 and 20).
    index('bookings_shop_list_idx').on(t.shopId, t.listKey),
    // Deleting a lead or render sets these to null: the indexes keep that from scanning every booking.
    index('bookings_lead_idx').on(t.leadId),
    index('bookings_render_idx').on(t.renderId),
    uniqueIndex('bookings_quote_token_uq').on(t.quoteTokenHash),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
