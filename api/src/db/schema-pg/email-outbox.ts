// PostgreSQL twin of ../schema-sqlite/email-outbox.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { timestampMs } from './columns.ts';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    tag: text('tag').notNull(),
    provider: text('provider', { enum: ['outbox', 'postmark'] }).notNull(),
    status: text('status', { enum: ['stored', 'sending', 'sent', 'failed'] }).notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt), index('email_outbox_shop_idx').on(t.shopId)],
);
