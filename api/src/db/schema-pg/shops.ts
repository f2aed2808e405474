// PostgreSQL twin of ../schema-sqlite/shops.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from './columns.ts';

export const shops = pgTable('shops', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  accountType: text('account_type', { enum: ['free', 'paid', 'addon_access_paid'] }).notNull().default('free'),
  planKey: text('plan_key'),
  addonKey: text('addon_key'),
  addonActivatedAt: timestampMs('addon_activated_at'),
  creditBalance: integer('credit_balance').notNull().default(0),
  lowCreditThreshold: integer('low_credit_threshold'),
  roleMatrix: text('role_matrix'),
  createdAt: timestampMs('created_at').notNull(),
});

export type Shop = typeof shops.$inferSelect;

export const shopSlugs = pgTable(
  'shop_slugs',
  {
    slug: text('slug').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    retiredAt: timestampMs('retired_at').notNull(),
  },
  (t) => [index('shop_slugs_shop_idx').on(t.shopId)],
);

export type ShopSlug = typeof shopSlugs.$inferSelect;
