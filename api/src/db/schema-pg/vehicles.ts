// PostgreSQL twin of ../schema-sqlite/vehicles.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { BODY_STYLES } from '@wrapsmith/catalog';

export const vehicles = pgTable(
  'vehicles',
  {
    // SQLite's `integer primary key autoincrement`: numbered by the database unless given.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    makeId: text('make_id').notNull(),
    model: text('model').notNull(),
    bodyStyle: text('body_style', { enum: BODY_STYLES }).notNull(),
    trim: text('trim'),
  },
  (t) => [
    uniqueIndex('vehicles_identity_uq').on(t.year, t.make, t.model, t.bodyStyle),
    // Makes of a year and models of a year + make are both answered from this index alone.
    index('vehicles_year_make_model_idx').on(t.year, t.makeId, t.model, t.make, t.bodyStyle),
    index('vehicles_make_idx').on(t.makeId),
  ],
);

export type Vehicle = typeof vehicles.$inferSelect;
