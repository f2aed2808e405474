// The customer's tracking page and the shop's calendar feed (issue 26 items 3 and 4, decision 091).
import { bookings } from './bookings.ts';
import { shops } from './shops.ts';
import { type RowOf, defineTable } from '../kit.ts';

/**
 * The unguessable link of a booking's tracking page: one per booking, made the first time a message needs it. The
 * token is 32 random bytes as hex (256 bits) stored as it is: every message about the job carries the
 * same link, so it must be readable again, and it only shows what the page shows (decision 091).
 */
export const trackingLinks = defineTable((k) =>
  k.table(
    'tracking_links',
    {
      bookingId: k.text('booking_id')
        .primaryKey()
        .references(() => bookings[k.engine].id, { onDelete: 'cascade' }),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      token: k.text('token').notNull(),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.uniqueIndex('tracking_links_token_uq').on(t.token), k.index('tracking_links_shop_idx').on(t.shopId)],
  ),
);

export type TrackingLink = RowOf<typeof trackingLinks>;

/**
 * The shop's private iCal feed: one row per shop, made when the owner first opens Settings → Calendar. Revoking
 * writes a new token (the old URL answers 404). `showNames`: the feed names the customer (first and last name)
 * only when the owner allows it.
 */
export const calendarFeeds = defineTable((k) =>
  k.table(
    'calendar_feeds',
    {
      shopId: k.text('shop_id')
        .primaryKey()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      token: k.text('token').notNull(),
      showNames: k.boolean('show_names').notNull().default(false),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [k.uniqueIndex('calendar_feeds_token_uq').on(t.token)],
  ),
);

export type CalendarFeed = RowOf<typeof calendarFeeds>;
