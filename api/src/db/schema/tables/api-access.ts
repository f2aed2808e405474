// The public API for Pro shops (issue 24 item 4, decision 077): API keys, webhook endpoints and their deliveries.
import { type RowOf, defineTable } from '../kit.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * A shop's API keys. The secret (`ws_live_…`, 32 random bytes) is shown once when made; only its SHA-256 is kept,
 * with its first characters (`prefix`) so the owner can tell keys apart. A key acts as the shop with its scopes
 * only (core's API_SCOPES); revoked keys stay listed, refused.
 */
export const apiKeys = defineTable((k) =>
  k.table(
    'api_keys',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      name: k.text('name').notNull(),
      /** The secret's first characters, `ws_live_` and four more: shown in lists, never enough to use. */
      prefix: k.text('prefix').notNull(),
      /** SHA-256 (hex) of the whole secret. */
      secretHash: k.text('secret_hash').notNull().unique(),
      scopes: k.json('scopes').$type<string[]>().notNull(),
      createdBy: k.text('created_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
      /** Written at most once a minute (as a widget key's), so reads stay free of writes (decision 052). */
      lastUsedAt: k.timestampMs('last_used_at'),
      revokedAt: k.timestampMs('revoked_at'),
    },
    (t) => [k.index('api_keys_shop_idx').on(t.shopId, t.createdAt)],
  ),
);

export type ApiKey = RowOf<typeof apiKeys>;

/**
 * URLs a shop's events are sent to, signed the Standard Webhooks way with the endpoint's own secret (`whsec_…`,
 * kept as is: signing needs it, and the owner may reveal it).
 */
export const webhookEndpoints = defineTable((k) =>
  k.table(
    'webhook_endpoints',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      url: k.text('url').notNull(),
      /** Event types subscribed to (core's WEBHOOK_EVENTS). */
      events: k.json('events').$type<string[]>().notNull(),
      secret: k.text('secret').notNull(),
      /** False: no new deliveries are made for it (those waiting still go). */
      enabled: k.boolean('enabled').notNull().default(true),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [k.index('webhook_endpoints_shop_idx').on(t.shopId, t.createdAt)],
  ),
);

export type WebhookEndpoint = RowOf<typeof webhookEndpoints>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * One event for one endpoint: written in the transaction that made the event, then sent by whichever instance
 * claims it (a lease, as pending renders have, decision 070) and retried with back-off until delivered or out of
 * attempts. `messageId` is the `webhook-id` header: the same on every attempt and on a manual redelivery, so the
 * receiver can tell a repeat.
 */
export const webhookDeliveries = defineTable((k) =>
  k.table(
    'webhook_deliveries',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      endpointId: k.text('endpoint_id')
        .notNull()
        .references(() => webhookEndpoints[k.engine].id, { onDelete: 'cascade' }),
      messageId: k.text('message_id').notNull(),
      eventType: k.text('event_type').notNull(),
      /** The exact JSON body sent (and signed). */
      payload: k.text('payload').notNull(),
      status: k.text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
      attempts: k.integer('attempts').notNull().default(0),
      /** When the next attempt is due; null once delivered or failed for good. */
      nextAttemptAt: k.timestampMs('next_attempt_at'),
      lastAttemptAt: k.timestampMs('last_attempt_at'),
      /** The receiver's HTTP status of the last attempt; null when it did not answer. */
      responseStatus: k.integer('response_status'),
      lastError: k.text('last_error'),
      /** The instance sending it right now, and until when that claim holds. */
      owner: k.text('owner'),
      leaseUntil: k.timestampMs('lease_until'),
      createdAt: k.timestampMs('created_at').notNull(),
      deliveredAt: k.timestampMs('delivered_at'),
    },
    (t) => [
      k.index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
      k.index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    ],
  ),
);

export type WebhookDelivery = RowOf<typeof webhookDeliveries>;
