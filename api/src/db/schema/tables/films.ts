import { FINISHES } from '@wrapsmith/catalog';
import { shops } from './shops.ts';
import { type RowOf, defineTable } from '../kit.ts';

/**
 * Vinyl films. shop_id null: the global catalogue (built-in and imported, id = brand + code like `3m-g12`).
 * shop_id set: one shop's custom colours (brand_id `custom`), seen by no other shop.
 */
export const films = defineTable((k) =>
  k.table(
    'films',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id').references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      brandId: k.text('brand_id').notNull(),
      code: k.text('code').notNull(),
      name: k.text('name').notNull(),
      hex: k.text('hex').notNull(),
      finish: k.text('finish', { enum: FINISHES }).notNull(),
      secondaryHex: k.text('secondary_hex'),
      description: k.text('description'),
      source: k.text('source', { enum: ['builtin', 'import', 'custom'] }).notNull(),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('films_brand_idx').on(t.brandId, t.shopId), k.index('films_shop_idx').on(t.shopId)],
  ),
);

/** What a shop does not offer: a whole brand (kind `brand`) or one film (kind `film`). No rows: everything. */
export const catalogExclusions = defineTable((k) =>
  k.table(
    'catalog_exclusions',
    {
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      kind: k.text('kind', { enum: ['brand', 'film'] }).notNull(),
      refId: k.text('ref_id').notNull(),
    },
    (t) => [k.primaryKey({ columns: [t.shopId, t.kind, t.refId] })],
  ),
);

export type FilmRow = RowOf<typeof films>;
