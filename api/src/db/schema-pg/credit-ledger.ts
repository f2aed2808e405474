// PostgreSQL twin of ../schema-sqlite/credit-ledger.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { timestampMs } from './columns.ts';
import { CREDIT_ALERT_KINDS, CREDIT_ENTRY_KINDS } from '../schema-sqlite/credit-ledger.ts';

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
    reference: text('reference'),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [index('credit_ledger_shop_idx').on(t.shopId, t.createdAt), index('credit_ledger_reference_idx').on(t.reference)],
);

export const creditAlerts = pgTable(
  'credit_alerts',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CREDIT_ALERT_KINDS }).notNull(),
    sentAt: timestampMs('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.kind] })],
);

export { CREDIT_ALERT_KINDS, CREDIT_ENTRY_KINDS } from '../schema-sqlite/credit-ledger.ts';
export type { CreditAlertKind, CreditEntryKind } from '../schema-sqlite/credit-ledger.ts';
