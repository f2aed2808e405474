import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { widgetKeys } from './widget.ts';

export const RENDER_SOURCES = ['studio', 'widget', 'share', 'aitool'] as const;
export type RenderSource = (typeof RENDER_SOURCES)[number];
export const RENDER_STATUSES = ['draft', 'saved', 'lead_sent'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/** A generated preview (My Wraps). Every render starts as a draft; its PNG lives in storage under image_key. */
export const renders = sqliteTable(
  'renders',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Null for widget and share-link visitors. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: RENDER_SOURCES }).notNull(),
    /** What was drawn: vehicle, film and zones as JSON (services/render RenderSpec). */
    spec: text('spec', { mode: 'json' }).notNull(),
    specHash: text('spec_hash').notNull(),
    engine: text('engine').notNull(),
    imageKey: text('image_key').notNull(),
    status: text('status', { enum: RENDER_STATUSES }).notNull().default('draft'),
    /** Widget and share-link renders: the key they came through, and who asked (for the per-visitor daily limit). */
    widgetKeyId: text('widget_key_id').references(() => widgetKeys.id, { onDelete: 'set null' }),
    /** The visitor id the widget keeps in localStorage (X-Wrapsmith-Visitor). */
    visitorId: text('visitor_id'),
    /** sha256 of the visitor's IP: enough to count renders per address without keeping the address. */
    ipHash: text('ip_hash'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('renders_shop_status_idx').on(t.shopId, t.status, t.createdAt),
    index('renders_shop_hash_idx').on(t.shopId, t.specHash),
    index('renders_shop_visitor_idx').on(t.shopId, t.visitorId, t.createdAt),
    index('renders_shop_ip_idx').on(t.shopId, t.ipHash, t.createdAt),
    index('renders_widget_key_idx').on(t.widgetKeyId, t.createdAt),
  ],
);

export type Render = typeof renders.$inferSelect;

/**
 * A render that has taken its credit and not finished: written in the debit's transaction, deleted in the
 * transaction that inserts its renders row or refunds the credit. A row whose process died (kill -9, a crash)
 * is refunded by reconciliation (services/render/reconcile.ts). Kept out of `renders`, so no list, count,
 * limit or usage view of renders can ever see an unfinished one.
 */
export const pendingRenders = sqliteTable(
  'pending_renders',
  {
    /** The render's id: its renders row's id once it finishes, and the credit ledger reference of its debit. */
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Where its PNG goes, so reconciliation can remove one stored before the process died. */
    imageKey: text('image_key').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** A visitor's render (widget or share link): counted with the stored renders against the visitor's and the key's
     * limits while it is in flight, on every instance (services/widget/widget-limits.ts). */
    widgetKeyId: text('widget_key_id'),
    visitorId: text('visitor_id'),
    ipHash: text('ip_hash'),
  },
  (t) => [index('pending_renders_created_idx').on(t.createdAt)],
);

export type PendingRender = typeof pendingRenders.$inferSelect;
