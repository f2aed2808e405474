import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const shops = sqliteTable('shops', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  accountType: text('account_type', { enum: ['free', 'paid', 'addon_access_paid'] }).notNull().default('free'),
  planKey: text('plan_key'),
  addonKey: text('addon_key'),
  addonActivatedAt: integer('addon_activated_at', { mode: 'timestamp_ms' }),
  /** Cached balance; the credit ledger is the truth and both change in one transaction. */
  creditBalance: integer('credit_balance').notNull().default(0),
  /** Warn the shop when its balance falls to this many credits; null: its plan's default (lowCreditThreshold in core). */
  lowCreditThreshold: integer('low_credit_threshold'),
  /**
   * What the Shop Manager and the Member may see and do per area (core's RoleMatrix as JSON; null: the defaults),
   * set by the owner in Settings → Team (decision 062). On the shop row so every instance's kept sessions see a
   * change at once (decision 053).
   */
  roleMatrix: text('role_matrix'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

export type Shop = typeof shops.$inferSelect;

/**
 * Slugs a shop had before it was renamed, so its old share links (`/v/<old-slug>`) still lead to it: one row per
 * retired slug. A slug here is taken, like a live one, until its shop takes it back by renaming again.
 */
export const shopSlugs = sqliteTable(
  'shop_slugs',
  {
    slug: text('slug').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    retiredAt: integer('retired_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('shop_slugs_shop_idx').on(t.shopId)],
);

export type ShopSlug = typeof shopSlugs.$inferSelect;
