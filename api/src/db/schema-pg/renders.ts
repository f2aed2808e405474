// PostgreSQL twin of ../schema-sqlite/renders.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { widgetKeys } from './widget.ts';
import { jsonText, timestampMs } from './columns.ts';
import { RENDER_SOURCES, RENDER_STATUSES } from '../schema-sqlite/renders.ts';

export const renders = pgTable(
  'renders',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: RENDER_SOURCES }).notNull(),
    spec: jsonText('spec').notNull(),
    specHash: text('spec_hash').notNull(),
    engine: text('engine').notNull(),
    imageKey: text('image_key').notNull(),
    status: text('status', { enum: RENDER_STATUSES }).notNull().default('draft'),
    widgetKeyId: text('widget_key_id').references(() => widgetKeys.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    ipHash: text('ip_hash'),
    createdAt: timestampMs('created_at').notNull(),
    reusedFrom: text('reused_from'),
    chargedAt: timestampMs('charged_at'),
  },
  (t) => [
    index('renders_shop_status_idx').on(t.shopId, t.status, t.createdAt),
    index('renders_shop_hash_idx').on(t.shopId, t.specHash),
    index('renders_shop_visitor_idx').on(t.shopId, t.visitorId, t.createdAt),
    index('renders_shop_ip_idx').on(t.shopId, t.ipHash, t.createdAt),
    index('renders_widget_key_idx').on(t.widgetKeyId, t.createdAt),
    index('renders_shop_created_idx').on(t.shopId, t.createdAt),
  ],
);

export type Render = typeof renders.$inferSelect;

export const pendingRenders = pgTable(
  'pending_renders',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    createdAt: timestampMs('created_at').notNull(),
    widgetKeyId: text('widget_key_id'),
    visitorId: text('visitor_id'),
    ipHash: text('ip_hash'),
    reuseKey: text('reuse_key'),
    owner: text('owner'),
    leaseUntil: timestampMs('lease_until'),
  },
  (t) => [
    index('pending_renders_created_idx').on(t.createdAt),
    uniqueIndex('pending_renders_reuse_uq').on(t.shopId, t.reuseKey),
    index('pending_renders_lease_idx').on(t.leaseUntil),
  ],
);

export type PendingRender = typeof pendingRenders.$inferSelect;

export { RENDER_SOURCES, RENDER_STATUSES } from '../schema-sqlite/renders.ts';
export type { RenderSource, RenderStatus } from '../schema-sqlite/renders.ts';
