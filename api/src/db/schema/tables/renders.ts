import { shops } from './shops.ts';
import { users } from './users.ts';
import { widgetKeys } from './widget.ts';
import { type RowOf, defineTable } from '../kit.ts';

export const RENDER_SOURCES = ['studio', 'widget', 'share', 'aitool'] as const;
export type RenderSource = (typeof RENDER_SOURCES)[number];
export const RENDER_STATUSES = ['draft', 'saved', 'lead_sent'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/** A generated preview (My Wraps). Every render starts as a draft; its PNG lives in storage under image_key. */
export const renders = defineTable((k) =>
  k.table(
    'renders',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** Null for widget and share-link visitors. */
      userId: k.text('user_id').references(() => users[k.engine].id, { onDelete: 'set null' }),
      source: k.text('source', { enum: RENDER_SOURCES }).notNull(),
      /** What was drawn: vehicle, film and zones as JSON (services/render RenderSpec). */
      spec: k.json('spec').notNull(),
      specHash: k.text('spec_hash').notNull(),
      engine: k.text('engine').notNull(),
      imageKey: k.text('image_key').notNull(),
      status: k.text('status', { enum: RENDER_STATUSES }).notNull().default('draft'),
      /** Widget and share-link renders: the key they came through, and who asked (for the per-visitor daily limit). */
      widgetKeyId: k.text('widget_key_id').references(() => widgetKeys[k.engine].id, { onDelete: 'set null' }),
      /** The visitor id the widget keeps in localStorage (X-Wrapsmith-Visitor). */
      visitorId: k.text('visitor_id'),
      /** sha256 of the visitor's IP: enough to count renders per address without keeping the address. */
      ipHash: k.text('ip_hash'),
      createdAt: k.timestampMs('created_at').notNull(),
      /**
       * The render whose stored picture this one shows without taking a credit (decision 060: the same picture is not
       * charged twice within 30 days); null for a render that took its credit. Not a foreign key: that render may be
       * deleted from My Wraps while this one keeps the picture.
       */
      reusedFrom: k.text('reused_from'),
      /** When the credit for this picture was taken: created_at of a charged render, the charged one's for a reused one. */
      chargedAt: k.timestampMs('charged_at'),
    },
    (t) => [
      k.index('renders_shop_status_idx').on(t.shopId, t.status, t.createdAt),
      k.index('renders_shop_hash_idx').on(t.shopId, t.specHash),
      k.index('renders_shop_visitor_idx').on(t.shopId, t.visitorId, t.createdAt),
      k.index('renders_shop_ip_idx').on(t.shopId, t.ipHash, t.createdAt),
      k.index('renders_widget_key_idx').on(t.widgetKeyId, t.createdAt),
      // The shop's public renders of the last hour or day (decision 067): the shop-wide public windows and spending cap.
      k.index('renders_shop_created_idx').on(t.shopId, t.createdAt),
    ],
  ),
);

export type Render = RowOf<typeof renders>;

/**
 * A render that has taken its credit and not finished: written in the debit's transaction, deleted in the
 * transaction that inserts its renders row or refunds the credit. A row whose process died (kill -9, a crash)
 * is refunded by reconciliation (services/render/reconcile.ts). Kept out of `renders`, so no list, count,
 * limit or usage view of renders can ever see an unfinished one.
 */
export const pendingRenders = defineTable((k) =>
  k.table(
    'pending_renders',
    {
      /** The render's id: its renders row's id once it finishes, and the credit ledger reference of its debit. */
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** Where its PNG goes, so reconciliation can remove one stored before the process died. */
      imageKey: k.text('image_key').notNull(),
      createdAt: k.timestampMs('created_at').notNull(),
      /** A visitor's render (widget or share link): counted with the stored renders against the visitor's and the key's
       * limits while it is in flight, on every instance (services/widget/widget-limits.ts). */
      widgetKeyId: k.text('widget_key_id'),
      visitorId: k.text('visitor_id'),
      ipHash: k.text('ip_hash'),
      /**
       * `engine:specHash` of the picture being made: one shop makes one picture once at a time, so an identical request
       * meanwhile waits for it and gets it free instead of paying for it twice (decision 060). Null for rows from before.
       */
      reuseKey: k.text('reuse_key'),
      /** The instance rendering it (decision 070); null for rows from before leases. */
      owner: k.text('owner'),
      /**
       * Its lease: the owner renews it while the render runs, and reconciliation takes only a render whose lease has
       * run out (its instance is gone or stuck), never one another instance is still working on. Null for rows from
       * before leases, which are taken once RENDER_DEADLINE_MS has passed since createdAt.
       */
      leaseUntil: k.timestampMs('lease_until'),
    },
    (t) => [
      k.index('pending_renders_created_idx').on(t.createdAt),
      k.uniqueIndex('pending_renders_reuse_uq').on(t.shopId, t.reuseKey),
      k.index('pending_renders_lease_idx').on(t.leaseUntil),
    ],
  ),
);

export type PendingRender = RowOf<typeof pendingRenders>;
