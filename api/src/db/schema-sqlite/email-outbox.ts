import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.ts';

/** Every email the product sends, whatever the adapter: the offline outbox or Postmark with its delivery status. */
export const emailOutbox = sqliteTable(
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
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt), index('email_outbox_shop_idx').on(t.shopId)],
);
