// Customer notifications and shop alerts (issue 26 items 2 and 5, decision 090): each shop's settings, and the
// messages to send as jobs, each once across instances.
import { type RowOf, defineTable } from '../kit.ts';
import { shops } from './shops.ts';

/** A shop's Settings → Notifications, stored whole as JSON over core's defaults (withDefaults); no row: the defaults. */
export const notifySettings = defineTable((k) =>
  k.table('notify_settings', {
    shopId: k.text('shop_id')
      .primaryKey()
      .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
    settings: k.json('settings').$type<Record<string, unknown>>().notNull(),
    updatedAt: k.timestampMs('updated_at').notNull(),
  }),
);

export const NOTIFY_JOB_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotifyJobStatus = (typeof NOTIFY_JOB_STATUSES)[number];

/**
 * One message to send: a customer's (an event of a booking or a lead, by email or text) or the owner's (a shop alert
 * by email or text). Written by the event (in its transaction where it has one), claimed by one instance at a time
 * with a conditional update and a lease (decisions 070, 077), retried with back-off. `dedupeKey` is unique: one
 * message per booking, event and channel, however often the event is emitted.
 */
export const notifyJobs = defineTable((k) =>
  k.table(
    'notify_jobs',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      dedupeKey: k.text('dedupe_key').notNull().unique(),
      /** customer: a customer event; shop: an alert to the owner. */
      audience: k.text('audience', { enum: ['customer', 'shop'] }).notNull(),
      /** A customer event (core's CUSTOMER_EVENTS) or a shop alert (SHOP_ALERTS). */
      event: k.text('event').notNull(),
      channel: k.text('channel', { enum: ['email', 'text'] }).notNull(),
      bookingId: k.text('booking_id'),
      leadId: k.text('lead_id'),
      /** What the event knew that the rows do not keep (the quote link's token; an alert's words). */
      payload: k.json('payload').$type<Record<string, string | null>>().notNull(),
      status: k.text('status', { enum: NOTIFY_JOB_STATUSES }).notNull().default('pending'),
      attempts: k.integer('attempts').notNull().default(0),
      /** When it may be sent (now, or the reminder's time); the next attempt's after a failure. */
      dueAt: k.timestampMs('due_at').notNull(),
      /** Where it went (the address or number used), once sent. */
      sentTo: k.text('sent_to'),
      /** Why it was skipped or failed (switched off, no phone, opted out), or the last error. */
      detail: k.text('detail'),
      owner: k.text('owner'),
      leaseUntil: k.timestampMs('lease_until'),
      createdAt: k.timestampMs('created_at').notNull(),
      sentAt: k.timestampMs('sent_at'),
    },
    (t) => [k.index('notify_jobs_due_idx').on(t.status, t.dueAt), k.index('notify_jobs_booking_idx').on(t.bookingId)],
  ),
);

export type NotifyJob = RowOf<typeof notifyJobs>;
