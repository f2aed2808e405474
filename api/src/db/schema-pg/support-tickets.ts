// PostgreSQL twin of ../schema-sqlite/support-tickets.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { timestampMs } from './columns.ts';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [index('support_tickets_shop_idx').on(t.shopId)],
);
