import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bookings } from './bookings.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * A photo of the customer's car on a booking (spec §3 "Uploaded images carry bookingId"). The file lives in
 * storage under storage_key, re-encoded without metadata; the row goes with its booking.
 */
export const bookingImages = sqliteTable(
  'booking_images',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Of the stored file, not of the upload. */
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('booking_images_booking_idx').on(t.bookingId, t.createdAt), index('booking_images_shop_idx').on(t.shopId)],
);

export type BookingImage = typeof bookingImages.$inferSelect;
