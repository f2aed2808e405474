// The public API for Pro shops (issue 24 item 4, decision 077): API keys, webhook endpoints and their deliveries.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * A shop's API keys. The secret (`ws_live_…`, 32 random bytes) is shown once when made; only its SHA-256 is kept,
 * with its first characters (`prefix`) so the owner can tell keys apart. A key acts as the shop with its scopes
 * only (core's API_SCOPES); revoked keys stay listed, refused.
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The secret's first characters, `ws_live_` and four more: shown in lists, never enough to use. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole secret. */
    secretHash: text('secret_hash').notNull().unique(),
    scopes: text('scopes', { mode: 'json' }).$type<string[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** Written at most once a minute (as a widget key's), so reads stay free of writes (decision 052). */
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('api_keys_shop_idx').on(t.shopId, t.createdAt)],
);

export type ApiKey = typeof apiKeys.$inferSelect;

/**
 * URLs a shop's events are sent to, signed the Standard Webhooks way with the endpoint's own secret (`whsec_…`,
 * kept as is: signing needs it, and the owner may reveal it).
 */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Event types subscribed to (core's WEBHOOK_EVENTS). */
    events: text('events', { mode: 'json' }).$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    /** False: no new deliveries are made for it (those waiting still go). */
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('webhook_endpoints_shop_idx').on(t.shopId, t.createdAt)],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * One event for one endpoint: written in the transaction that made the event, then sent by whichever instance
 * claims it (a lease, as pending renders have, decision 070) and retried with back-off until delivered or out of
 * attempts. `messageId` is the `webhook-id` header: the same on every attempt and on a manual redelivery, so the
 * receiver can tell a repeat.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body sent (and signed). */
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; null once delivered or failed for good. */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
    lastAttemptAt: integer('last_attempt_at', { mode: 'timestamp_ms' }),
    /** The receiver's HTTP status of the last attempt; null when it did not answer. */
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    /** The instance sending it right now, and until when that claim holds. */
    owner: text('owner'),
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
