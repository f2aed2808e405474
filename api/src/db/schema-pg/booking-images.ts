// PostgreSQL twin of ../schema-sqlite/booking-images.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { timestampMs } from './columns.ts';

export const bookingImages = pgTable(
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
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [index('booking_images_booking_idx').on(t.bookingId, t.createdAt), index('booking_images_shop_idx').on(t.shopId)],
);

export type BookingImage = typeof bookingImages.$inferSelect;
