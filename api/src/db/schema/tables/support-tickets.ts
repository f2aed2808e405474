import { shops } from './shops.ts';
import { users } from './users.ts';
import { defineTable } from '../kit.ts';

export const supportTickets = defineTable((k) =>
  k.table(
    'support_tickets',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      userId: k.text('user_id').references(() => users[k.engine].id, { onDelete: 'set null' }),
      subject: k.text('subject').notNull(),
      message: k.text('message').notNull(),
      status: k.text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('support_tickets_shop_idx').on(t.shopId)],
  ),
);
