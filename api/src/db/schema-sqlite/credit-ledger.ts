import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.ts';

export const CREDIT_ENTRY_KINDS = ['trial_grant', 'purchase', 'plan_grant', 'render', 'refund', 'adjustment'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** Append-only: rows are never updated or deleted. shops.credit_balance caches the sum. */
export const creditLedger = sqliteTable(
  'credit_ledger',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
    /** What caused the entry: a render id, a payment id, "sign-up" … */
    reference: text('reference'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('credit_ledger_shop_idx').on(t.shopId, t.createdAt), index('credit_ledger_reference_idx').on(t.reference)],
);

export const CREDIT_ALERT_KINDS = ['low', 'out'] as const;
export type CreditAlertKind = (typeof CREDIT_ALERT_KINDS)[number];

/**
 * When the shop was last told its credits ran low or out (decision 061): one row per shop and kind, claimed by a
 * conditional upsert so that, whatever the number of instances and concurrent renders, one alert of each kind goes
 * out per day.
 */
export const creditAlerts = sqliteTable(
  'credit_alerts',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CREDIT_ALERT_KINDS }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.kind] })],
);
