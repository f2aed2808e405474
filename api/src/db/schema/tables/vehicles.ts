import { BODY_STYLES } from '@wrapsmith/catalog';
import { type RowOf, defineTable } from '../kit.ts';

/** One selectable vehicle: a model year of a nameplate in one body style. Shared by every shop. */
export const vehicles = defineTable((k) =>
  k.table(
    'vehicles',
    {
      id: k.autoIncrementId('id'),
      year: k.integer('year').notNull(),
      make: k.text('make').notNull(),
      /** Slug of the make ("mercedes-benz"): the make id the pickers send back. */
      makeId: k.text('make_id').notNull(),
      model: k.text('model').notNull(),
      bodyStyle: k.text('body_style', { enum: BODY_STYLES }).notNull(),
      trim: k.text('trim'),
    },
    (t) => [
      k.uniqueIndex('vehicles_identity_uq').on(t.year, t.make, t.model, t.bodyStyle),
      // Makes of a year and models of a year + make are both answered from this index alone.
      k.index('vehicles_year_make_model_idx').on(t.year, t.makeId, t.model, t.make, t.bodyStyle),
      k.index('vehicles_make_idx').on(t.makeId),
    ],
  ),
);

export type Vehicle = RowOf<typeof vehicles>;
