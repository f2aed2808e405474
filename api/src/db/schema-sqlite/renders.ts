import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
    /**
     * The render whose stored picture this one shows without taking a credit (decision 060: the same picture is not
     * charged twice within 30 days); null for a render that took its credit. Not a foreign key: that render may be
     * deleted from My Wraps while this one keeps the picture.
     */
    reusedFrom: text('reused_from'),
    /** When the credit for this picture was taken: created_at of a charged render, the charged one's for a reused one. */
    chargedAt: integer('charged_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('renders_shop_status_idx').on(t.shopId, t.status, t.createdAt),
    index('renders_shop_hash_idx').on(t.shopId, t.specHash),
    index('renders_shop_visitor_idx').on(t.shopId, t.visitorId, t.createdAt),
    index('renders_shop_ip_idx').on(t.shopId, t.ipHash, t.createdAt),
    index('renders_widget_key_idx').on(t.widgetKeyId, t.createdAt),
    // The shop's public renders of the last hour or day (decision 067): the shop-wide public windows and spending cap.
    index('renders_shop_created_idx').on(t.shopId, t.createdAt),
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
    /**
     * `engine:specHash` of the picture being made: one shop makes one picture once at a time, so an identical request
     * meanwhile waits for it and gets it free instead of paying for it twice (decision 060). Null for rows from before.
     */
    reuseKey: text('reuse_key'),
    /** The instance rendering it (decision 070); null for rows from before leases. */
    owner: text('owner'),
    /**
     * Its lease: the owner renews it while the render runs, and reconciliation takes only a render whose lease has
     * run out (its instance is gone or stuck), never one another instance is still working on. Null for rows from
     * before leases, which are taken once RENDER_DEADLINE_MS has passed since createdAt.
     */
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('pending_renders_created_idx').on(t.createdAt),
    uniqueIndex('pending_renders_reuse_uq').on(t.shopId, t.reuseKey),
    index('pending_renders_lease_idx').on(t.leaseUntil),
  ],
);

export type PendingRender = typeof pendingRenders.$inferSelect;
