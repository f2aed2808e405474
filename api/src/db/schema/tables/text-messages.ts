import { shops } from './shops.ts';
import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/**
 * Every text message to or from a shop's customers (issue 26 item 1, decision 089), whatever the adapter: the offline
 * outbox or Twilio with its delivery status. A thread is the shop's messages with one phone number (`phone`).
 */
export const textMessages = defineTable((k) =>
  k.table(
    'text_messages',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      direction: k.text('direction', { enum: ['outbound', 'inbound'] }).notNull(),
      /** The customer's number in E.164 (the recipient of an outbound text, the sender of an inbound one): the thread. */
      phone: k.text('phone').notNull(),
      /** The shop's side: its own number (E.164), Twilio's messaging service SID (a shared pool), or null offline. */
      sender: k.text('sender'),
      body: k.text('body').notNull(),
      /** What kind of text this is (a notification's event, `thread` for a reply typed by staff, `help`, `inbound`). */
      tag: k.text('tag').notNull(),
      /** The person (decision 065: the id of one of their bookings) the text was for or matched, when known. */
      customerId: k.text('customer_id'),
      bookingId: k.text('booking_id'),
      /** Who typed it in the dashboard; null for the product's own texts and for inbound ones. */
      sentByUserId: k.text('sent_by_user_id').references(() => users[k.engine].id, { onDelete: 'set null' }),
      provider: k.text('provider', { enum: ['outbox', 'twilio'] }).notNull(),
      /** Outbound: stored (offline), queued, sending, sent, delivered, undelivered, failed; inbound: received. */
      status: k.text('status', { enum: ['stored', 'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'received'] }).notNull(),
      /** Twilio's message SID (SM…/MM…): how a status callback finds its row. */
      providerMessageId: k.text('provider_message_id'),
      error: k.text('error'),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [
      k.index('text_messages_thread_idx').on(t.shopId, t.phone, t.createdAt),
      k.index('text_messages_shop_idx').on(t.shopId, t.createdAt),
      k.uniqueIndex('text_messages_provider_id_idx').on(t.providerMessageId),
    ],
  ),
);

export type TextMessageRow = RowOf<typeof textMessages>;

/** Numbers that texted STOP (or another opt-out keyword) to a shop: nothing more is sent to them by that shop until START. */
export const textOptOuts = defineTable((k) =>
  k.table(
    'text_opt_outs',
    {
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** E.164. */
      phone: k.text('phone').notNull(),
      /** The keyword as the customer typed it (STOP, UNSUBSCRIBE …). */
      keyword: k.text('keyword').notNull(),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.primaryKey({ columns: [t.shopId, t.phone] })],
  ),
);

/**
 * A shop's own sending number on the platform's Twilio account (decision 089), assigned by the operator
 * (`pnpm wrapsmith texts-number`). Inbound texts to it belong to the shop; without one the shop sends through
 * TWILIO_MESSAGING_SERVICE_SID's shared pool.
 */
export const shopTextNumbers = defineTable((k) =>
  k.table('shop_text_numbers', {
    shopId: k.text('shop_id')
      .primaryKey()
      .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
    /** E.164, one shop per number. */
    phoneNumber: k.text('phone_number').notNull().unique(),
    createdAt: k.timestampMs('created_at').notNull(),
  }),
);
