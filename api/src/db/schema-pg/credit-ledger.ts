// PostgreSQL twin of ../schema-sqlite/credit-ledger.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { timestampMs } from './columns.ts';
import { CREDIT_ENTRY_KINDS } from '../schema-sqlite/credit-ledger.ts';

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

export { CREDIT_ENTRY_KINDS } from '../schema-sqlite/credit-ledger.ts';
export type { CreditEntryKind } from '../schema-sqlite/credit-ledger.ts';
