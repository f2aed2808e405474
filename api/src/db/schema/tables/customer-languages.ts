// The language a shop's customer reads (issue 28 item 1, decision 100).
import { shops } from './shops.ts';
import { type RowOf, defineTable } from '../kit.ts';

/**
 * One customer's language. Customers are people computed from the bookings (decision 065), so the language belongs
 * to a person through `customer_key`, as their vehicles do (decision 094): `e:<email>`, `p:<phone digits>` or
 * `b:<booking id>`. `source`: 'visitor' when the widget negotiated it with the visitor's browser (their lead or
 * booking request), 'staff' when the shop set it on the customer's page; a visitor's later request never overrides
 * the shop's choice.
 */
export const customerLanguages = defineTable((k) =>
  k.table(
    'customer_languages',
    {
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      customerKey: k.text('customer_key').notNull(),
      /** One of SUPPORTED_LOCALES. */
      locale: k.text('locale').notNull(),
      source: k.text('source', { enum: ['visitor', 'staff'] }).notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [k.uniqueIndex('customer_languages_key_uq').on(t.shopId, t.customerKey)],
  ),
);

export type CustomerLanguage = RowOf<typeof customerLanguages>;
