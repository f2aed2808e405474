import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.ts';
import { users } from './users.ts';

/** In-app notifications; a null user_id means every user of the shop sees it. */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /**
     * The role-matrix areas a reader's role needs at view to see it, comma-separated (a lead's: "leads"; an answered
     * quote with its total: "quotes,prices"); null: anyone it is addressed to (decision 062).
     */
    areas: text('areas'),
    /**
     * The one read flag of before decision 073, no longer read or written (read state is per user: notification_reads).
     * Kept so an instance of the previous version still works during a rolling deploy (decision 071); dropped later.
     */
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('notifications_shop_idx').on(t.shopId, t.createdAt)],
);

export type Notification = typeof notifications.$inferSelect;

/**
 * Who has read which notification, and when (issue 23 item 17): a shop-wide notification is read by each of the
 * shop's users on their own, so one member's "read all" leaves everyone else's unread. No row: unread.
 */
export const notificationReads = sqliteTable(
  'notification_reads',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: integer('read_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
