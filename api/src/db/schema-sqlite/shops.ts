import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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
  /**
   * What the Shop Manager and the Member may see and do per area (core's RoleMatrix as JSON; null: the defaults),
   * set by the owner in Settings → Team (decision 062). On the shop row so every instance's kept sessions see a
   * change at once (decision 053).
   */
  roleMatrix: text('role_matrix'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

export type Shop = typeof shops.$inferSelect;
