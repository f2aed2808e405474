import { shops } from './shops.ts';
import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/** In-app notifications; a null user_id means every user of the shop sees it. */
export const notifications = defineTable((k) =>
  k.table(
    'notifications',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      userId: k.text('user_id').references(() => users[k.engine].id, { onDelete: 'cascade' }),
      title: k.text('title').notNull(),
      body: k.text('body').notNull(),
      link: k.text('link'),
      /**
       * The role-matrix areas a reader's role needs at view to see it, comma-separated (a lead's: "leads"; an answered
       * quote with its total: "quotes,prices"); null: anyone it is addressed to (decision 062).
       */
      areas: k.text('areas'),
      /**
       * The one read flag of before decision 073, no longer read or written (read state is per user: notification_reads).
       * Kept so an instance of the previous version still works during a rolling deploy (decision 071); dropped later.
       */
      readAt: k.timestampMs('read_at'),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('notifications_shop_idx').on(t.shopId, t.createdAt)],
  ),
);

export type Notification = RowOf<typeof notifications>;

/**
 * Who has read which notification, and when (issue 23 item 17): a shop-wide notification is read by each of the
 * shop's users on their own, so one member's "read all" leaves everyone else's unread. No row: unread.
 */
export const notificationReads = defineTable((k) =>
  k.table(
    'notification_reads',
    {
      notificationId: k.text('notification_id')
        .notNull()
        .references(() => notifications[k.engine].id, { onDelete: 'cascade' }),
      userId: k.text('user_id')
        .notNull()
        .references(() => users[k.engine].id, { onDelete: 'cascade' }),
      readAt: k.timestampMs('read_at').notNull(),
    },
    (t) => [k.primaryKey({ columns: [t.userId, t.notificationId] })],
  ),
);
