// PostgreSQL twin of ../schema-sqlite/bookings.ts (docs/decisions/037): the meaning of each column is documented there.
import { BOOKING_STATUSES } from '@wrapsmith/core';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { leads } from './leads.ts';
import { renders } from './renders.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { timestampMs } from './columns.ts';

export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    isQuoted: boolean('is_quoted').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone').notNull().default(''),
    bookingDate: text('booking_date'),
    checkInTime: text('check_in_time').notNull().default(''),
    completionDate: text('completion_date'),
    year: integer('year'),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    brand: text('brand').notNull().default(''),
    wrapColor: text('wrap_color').notNull().default(''),
    price: doublePrecision('price'),
    ppfCost: doublePrecision('ppf_cost'),
    decalsCost: doublePrecision('decals_cost'),
    windowTintingCost: doublePrecision('window_tinting_cost'),
    frontPercentage: doublePrecision('front_percentage'),
    rearPercentage: doublePrecision('rear_percentage'),
    additionalTotal: doublePrecision('additional_total'),
    customerTotal: doublePrecision('customer_total'),
    notes: text('notes').notNull().default(''),
    vip: text('vip'),
    repeatCustomer: text('repeat_customer'),
    dealership: text('dealership'),
    estimatedSQ: doublePrecision('estimated_sq'),
    estimatedRolls: doublePrecision('estimated_rolls'),
    estimatedMaterialCost: doublePrecision('estimated_material_cost'),
    netMaterialRevenue: doublePrecision('net_material_revenue'),
    customerQuote: doublePrecision('customer_quote'),
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    renderId: text('render_id').references(() => renders.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    quoteTokenHash: text('quote_token_hash'),
    quoteExpiresAt: timestampMs('quote_expires_at'),
    answeredAt: timestampMs('answered_at'),
    completedAt: timestampMs('completed_at'),
    createdAt: timestampMs('created_at').notNull(),
    updatedAt: timestampMs('updated_at').notNull(),
    // STORED, and COLLATE "C" in the migration so it sorts by bytes as on SQLite whatever the database's locale.
    listKey: text('list_key').generatedAlwaysAs(
      sql`coalesce(booking_date, '~') || ' ' || (case when check_in_time = '' then '~' else check_in_time end) || ' ' || lpad(created_at::text, 15, '0') || ' ' || id`,
    ),
  },
  (t) => [
    index('bookings_shop_date_idx').on(t.shopId, t.bookingDate, t.checkInTime),
    index('bookings_shop_status_idx').on(t.shopId, t.status, t.bookingDate),
    index('bookings_shop_list_idx').on(t.shopId, t.listKey),
    // Deleting a lead or render sets these to null: the indexes keep that from scanning every booking.
    index('bookings_lead_idx').on(t.leadId),
    index('bookings_render_idx').on(t.renderId),
    uniqueIndex('bookings_quote_token_uq').on(t.quoteTokenHash),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
