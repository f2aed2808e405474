import type { PriceBook } from '@wrapsmith/core/prices';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/**
 * A shop's price book (issue 25 item 1, decision 085): one row per shop once it saves one; a shop without a row
 * quotes from core's defaultPriceBook() in its currency. The book is one JSON document, validated whole by the
 * contract (priceBookInput) on every write and read through completePriceBook(); its amounts are integer minor units
 * of the shop's currency (shops.currency, written in the same transaction), its rates thousandths of a percent.
 */
export const priceBooks = defineTable((k) =>
  k.table('price_books', {
    shopId: k.text('shop_id')
      .primaryKey()
      .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
    book: k.json('book').$type<PriceBook>().notNull(),
    /** Who saved it last; null once they leave the team. */
    updatedBy: k.text('updated_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
    updatedAt: k.timestampMs('updated_at').notNull(),
  }),
);

export type PriceBookRow = RowOf<typeof priceBooks>;
