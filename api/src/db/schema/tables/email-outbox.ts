import { shops } from './shops.ts';
import { defineTable } from '../kit.ts';

/** Every email the product sends, whatever the adapter: the offline outbox or Postmark with its delivery status. */
export const emailOutbox = defineTable((k) =>
  k.table(
    'email_outbox',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id').references(() => shops[k.engine].id, { onDelete: 'set null' }),
      to: k.text('to').notNull(),
      subject: k.text('subject').notNull(),
      text: k.text('text').notNull(),
      html: k.text('html').notNull(),
      tag: k.text('tag').notNull(),
      provider: k.text('provider', { enum: ['outbox', 'postmark'] }).notNull(),
      status: k.text('status', { enum: ['stored', 'sending', 'sent', 'failed'] }).notNull(),
      providerMessageId: k.text('provider_message_id'),
      error: k.text('error'),
      /** Its attachments (issue 26 item 4: a booking's .ics) as JSON [{ filename, contentType, content }]; null: none. */
      attachments: k.text('attachments'),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('email_outbox_to_idx').on(t.to, t.createdAt), k.index('email_outbox_shop_idx').on(t.shopId)],
  ),
);
