import { shops } from './shops.ts';
import { defineTable } from '../kit.ts';

export const CREDIT_ENTRY_KINDS = ['trial_grant', 'purchase', 'plan_grant', 'render', 'refund', 'adjustment'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** Append-only: rows are never updated or deleted. shops.credit_balance caches the sum. */
export const creditLedger = defineTable((k) =>
  k.table(
    'credit_ledger',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      delta: k.integer('delta').notNull(),
      kind: k.text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
      /** What caused the entry: a render id, a payment id, "sign-up" … */
      reference: k.text('reference'),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('credit_ledger_shop_idx').on(t.shopId, t.createdAt), k.index('credit_ledger_reference_idx').on(t.reference)],
  ),
);

export const CREDIT_ALERT_KINDS = ['low', 'out'] as const;
export type CreditAlertKind = (typeof CREDIT_ALERT_KINDS)[number];

/**
 * When the shop was last told its credits ran low or out (decision 061): one row per shop and kind, claimed by a
 * conditional upsert so that, whatever the number of instances and concurrent renders, one alert of each kind goes
 * out per day.
 */
export const creditAlerts = defineTable((k) =>
  k.table(
    'credit_alerts',
    {
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      kind: k.text('kind', { enum: CREDIT_ALERT_KINDS }).notNull(),
      sentAt: k.timestampMs('sent_at').notNull(),
    },
    (t) => [k.primaryKey({ columns: [t.shopId, t.kind] })],
  ),
);
