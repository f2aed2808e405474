import { bookings } from './bookings.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/**
 * A photo of the customer's car on a booking (spec §3 "Uploaded images carry bookingId"). The file lives in
 * storage under storage_key, re-encoded without metadata; the row goes with its booking.
 */
export const bookingImages = defineTable((k) =>
  k.table(
    'booking_images',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      bookingId: k.text('booking_id')
        .notNull()
        .references(() => bookings[k.engine].id, { onDelete: 'cascade' }),
      storageKey: k.text('storage_key').notNull(),
      /** Of the stored file, not of the upload. */
      mime: k.text('mime').notNull(),
      width: k.integer('width').notNull(),
      height: k.integer('height').notNull(),
      bytes: k.integer('bytes').notNull(),
      createdBy: k.text('created_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('booking_images_booking_idx').on(t.bookingId, t.createdAt), k.index('booking_images_shop_idx').on(t.shopId)],
  ),
);

export type BookingImage = RowOf<typeof bookingImages>;
