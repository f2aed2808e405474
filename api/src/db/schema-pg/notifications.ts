// PostgreSQL twin of ../schema-sqlite/notifications.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { timestampMs } from './columns.ts';

export const notifications = pgTable(
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
    areas: text('areas'),
    /**
     * The one read flag of before decision 073, no longer read or written (read state is per user: notification_reads).
     * Kept so an instance of the previous version still works during a rolling deploy (decision 071); dropped later.
     */
    readAt: timestampMs('read_at'),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [index('notifications_shop_idx').on(t.shopId, t.createdAt)],
);

export type Notification = typeof notifications.$inferSelect;

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestampMs('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
