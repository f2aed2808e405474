// PostgreSQL twin of ../schema-sqlite/api-access.ts (docs/decisions/037): the meaning of each column is documented there.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { jsonText, timestampMs } from './columns.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { WEBHOOK_DELIVERY_STATUSES } from '../schema-sqlite/api-access.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: jsonText('scopes').$type<string[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampMs('created_at').notNull(),
    lastUsedAt: timestampMs('last_used_at'),
    revokedAt: timestampMs('revoked_at'),
  },
  (t) => [index('api_keys_shop_idx').on(t.shopId, t.createdAt)],
);

export type ApiKey = typeof apiKeys.$inferSelect;

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonText('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestampMs('created_at').notNull(),
    updatedAt: timestampMs('updated_at').notNull(),
  },
  (t) => [index('webhook_endpoints_shop_idx').on(t.shopId, t.createdAt)],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

export const webhookDeliveries = pgTable(
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
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampMs('next_attempt_at'),
    lastAttemptAt: timestampMs('last_attempt_at'),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    owner: text('owner'),
    leaseUntil: timestampMs('lease_until'),
    createdAt: timestampMs('created_at').notNull(),
    deliveredAt: timestampMs('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

export { WEBHOOK_DELIVERY_STATUSES } from '../schema-sqlite/api-access.ts';
export type { WebhookDeliveryStatus } from '../schema-sqlite/api-access.ts';
