import { BOOKING_STATUSES } from '@wrapsmith/core';
import { sql } from 'drizzle-orm';
import { leads } from './leads.ts';
import { renders } from './renders.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { type NewRowOf, type RowOf, defineTable } from '../kit.ts';

/**
 * A booking, quote or work order (spec §3 "Booking / appointment"). Texts the form leaves empty are stored as
 * '' and numbers and choices as null, so the row reads back exactly as the form sent it.
 */
export const bookings = defineTable((k) =>
  k.table(
    'bookings',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      status: k.text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
      /** Made with Send Quote (true) or Book Now (false). */
      isQuoted: k.boolean('is_quoted').notNull().default(false),
      firstName: k.text('first_name').notNull().default(''),
      lastName: k.text('last_name').notNull().default(''),
      /** Lowercased and trimmed (emailField); null when not given. */
      email: k.text('email'),
      phone: k.text('phone').notNull().default(''),
      /** YYYY-MM-DD, the shop's local day. */
      bookingDate: k.text('booking_date'),
      /** HH:MM (stored zero-padded so it sorts), or ''. */
      checkInTime: k.text('check_in_time').notNull().default(''),
      completionDate: k.text('completion_date'),
      /**
       * The instant the booking starts (issue 28 item 2, decision 098): bookingDate at checkInTime (00:00 without a
       * time) in the shop's time zone, written with them in the same statement whenever either is set, and again for
       * every booking of the shop when it changes its zone (the wall clock is kept). Reminders and calendars read
       * it. Null without a day, and on rows an older version wrote (filled at start-up; readers fall back to the
       * wall clock). completionDate is a day without a time, so it stays a day.
       */
      startsAt: k.timestampMs('starts_at'),
      year: k.integer('year'),
      make: k.text('make').notNull().default(''),
      model: k.text('model').notNull().default(''),
      brand: k.text('brand').notNull().default(''),
      wrapColor: k.text('wrap_color').notNull().default(''),
      price: k.real('price'),
      ppfCost: k.real('ppf_cost'),
      decalsCost: k.real('decals_cost'),
      windowTintingCost: k.real('window_tinting_cost'),
      frontPercentage: k.real('front_percentage'),
      rearPercentage: k.real('rear_percentage'),
      additionalTotal: k.real('additional_total'),
      customerTotal: k.real('customer_total'),
      notes: k.text('notes').notNull().default(''),
      vip: k.text('vip'),
      repeatCustomer: k.text('repeat_customer'),
      dealership: k.text('dealership'),
      estimatedSQ: k.real('estimated_sq'),
      estimatedRolls: k.real('estimated_rolls'),
      estimatedMaterialCost: k.real('estimated_material_cost'),
      netMaterialRevenue: k.real('net_material_revenue'),
      customerQuote: k.real('customer_quote'),
      /** The widget lead it was made from; kept (as null) if the lead goes. */
      leadId: k.text('lead_id').references(() => leads[k.engine].id, { onDelete: 'set null' }),
      /** The lead's render, shown on the work order and in the quote; null once the render is deleted. */
      renderId: k.text('render_id').references(() => renders[k.engine].id, { onDelete: 'set null' }),
      createdBy: k.text('created_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      /**
       * The customer's vehicle it is for (issue 27 item 3, decision 094): set when the booking is made, matching the
       * customer's vehicle of the same year, make and model or adding one; null without a vehicle. No foreign key, so
       * this column is only added (bookings are not rebuilt on SQLite); the vehicle rows are never deleted.
       */
      customerVehicleId: k.text('customer_vehicle_id'),
      /**
       * sha256 of the token in the emailed /confirm-booking link (the token itself is never stored). One per
       * booking, and it keeps working after the answer so the page can say "Booking Already …".
       */
      quoteTokenHash: k.text('quote_token_hash'),
      /**
       * Until when the quote link can accept or reject (QUOTE_VALID_DAYS after Send Quote, renewed by each resend).
       * Null: a quote sent before quotes expired, which does not expire, or a booking that was never a quote.
       */
      quoteExpiresAt: k.timestampMs('quote_expires_at'),
      /** When the customer answered the quote link. */
      answeredAt: k.timestampMs('answered_at'),
      /**
       * When Vehicle Completed moved it to completed: the day Customers shows as Completed. completionDate is only the
       * planned day the shop typed on the work order.
       */
      completedAt: k.timestampMs('completed_at'),
      /**
       * When staff marked the car ready for collection (issue 26 item 3, decision 091): the tracking page's "Ready"
       * between in progress and completed. A marker, not a status, so every list, filter and role check by status
       * stays as it was; cleared when the booking leaves in progress.
       */
      readyAt: k.timestampMs('ready_at'),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
      /**
       * The list's order as one indexable text (issue 23 items 19 and 20, decision 072): booking date, check-in time
       * (each '~' when missing, so those come last), creation as 15 digits, id. Written by the database: VIRTUAL on
       * SQLite; STORED on PostgreSQL (pg-core makes every generated column stored and ignores the mode), with the "C"
       * collation added in its migration so it sorts by bytes as on SQLite whatever the database's locale. The list
       * orders by it and its cursor is one of these.
       */
      listKey: k.text('list_key').generatedAlwaysAs(
        k.pick({
          sqlite: sql`coalesce(booking_date, '~') || ' ' || (case when check_in_time = '' then '~' else check_in_time end) || ' ' || substr('000000000000000' || created_at, -15) || ' ' || id`,
          postgres: sql`coalesce(booking_date, '~') || ' ' || (case when check_in_time = '' then '~' else check_in_time end) || ' ' || lpad(created_at::text, 15, '0') || ' ' || id`,
        }),
        { mode: 'virtual' },
      ),
    },
    (t) => [
      k.index('bookings_shop_date_idx').on(t.shopId, t.bookingDate, t.checkInTime),
      k.index('bookings_shop_status_idx').on(t.shopId, t.status, t.bookingDate),
      // The list in its order, a page after a cursor without sorting or skipping rows (issue 23 items 19 and 20).
      k.index('bookings_shop_list_idx').on(t.shopId, t.listKey),
      // Deleting a lead or render sets these to null: the indexes keep that from scanning every booking.
      k.index('bookings_lead_idx').on(t.leadId),
      k.index('bookings_render_idx').on(t.renderId),
      k.uniqueIndex('bookings_quote_token_uq').on(t.quoteTokenHash),
      k.index('bookings_customer_vehicle_idx').on(t.shopId, t.customerVehicleId),
    ],
  ),
);

export type Booking = RowOf<typeof bookings>;
export type NewBookingRow = NewRowOf<typeof bookings>;
