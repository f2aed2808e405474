// PostgreSQL twin of ../schema-sqlite/films.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { FINISHES } from '@wrapsmith/catalog';
import { shops } from './shops.ts';
import { timestampMs } from './columns.ts';

export const films = pgTable(
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
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [index('films_brand_idx').on(t.brandId, t.shopId), index('films_shop_idx').on(t.shopId)],
);

export const catalogExclusions = pgTable(
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
