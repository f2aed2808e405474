import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BODY_STYLES } from '@wrapsmith/catalog';

/** One selectable vehicle: a model year of a nameplate in one body style. Shared by every shop. */
export const vehicles = sqliteTable(
  'vehicles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    /** Slug of the make ("mercedes-benz"): the make id the pickers send back. */
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
