import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { FINISHES } from '@wrapsmith/catalog';
import { shops } from './shops.ts';

/**
 * Vinyl films. shop_id null: the global catalogue (built-in and imported, id = brand + code like `3m-g12`).
 * shop_id set: one shop's custom colours (brand_id `custom`), seen by no other shop.
 */
export const films = sqliteTable(
  'films',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    hex: text('hex').notNull(),
    finish: text('finish', { enum: FINISHES }).notNull(),
    secondaryHex: text('secondary_hex'),
    description: text('description'),
    source: text('source', { enum: ['builtin', 'import', 'custom'] }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('films_brand_idx').on(t.brandId, t.shopId), index('films_shop_idx').on(t.shopId)],
);

/** What a shop does not offer: a whole brand (kind `brand`) or one film (kind `film`). No rows: everything. */
export const catalogExclusions = sqliteTable(
  'catalog_exclusions',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['brand', 'film'] }).notNull(),
    refId: text('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.kind, t.refId] })],
);

export type FilmRow = typeof films.$inferSelect;
