import { BODY_STYLES } from '@wrapsmith/catalog';
import { LIBRARY_SIDES, type PhotoStroke, type PhotoTap } from '@wrapsmith/core';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/**
 * A photo of a car the shop has worked on, with its paint marked once (decision 056): a render of the same year, make
 * and model recolours this photo instead of drawing the car. Tagged with a catalogue vehicle (the names the Studio's
 * pickers resolve to). The prepared JPEG lives in storage under photo_key, the selection (0–255 per pixel at the
 * photo's size, greyscale PNG) under mask_key; both go when the row is deleted.
 */
export const libraryVehicles = defineTable((k) =>
  k.table(
    'library_vehicles',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      year: k.integer('year').notNull(),
      /** The catalogue's spelling ("Mercedes-Benz", "F-150"), as resolveVehicle answers it. */
      make: k.text('make').notNull(),
      model: k.text('model').notNull(),
      bodyStyle: k.text('body_style', { enum: BODY_STYLES }).notNull(),
      side: k.text('side', { enum: LIBRARY_SIDES }).notNull(),
      photoKey: k.text('photo_key').notNull(),
      /** A new key each time the paint is marked again, so a render never reads half of an old and a new mask. */
      maskKey: k.text('mask_key').notNull(),
      /** Of the stored JPEG and mask PNG: the render spec carries both, so a re-marked photo is a new render. */
      photoSha256: k.text('photo_sha256').notNull(),
      maskSha256: k.text('mask_sha256').notNull(),
      width: k.integer('width').notNull(),
      height: k.integer('height').notNull(),
      /** The marks the selection was made from, to open the marking again. */
      taps: k.json('taps').$type<PhotoTap[]>().notNull(),
      strokes: k.json('strokes').$type<PhotoStroke[]>().notNull(),
      createdBy: k.text('created_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [
      k.uniqueIndex('library_vehicles_shop_id_uq').on(t.shopId, t.id),
      // A render looks up make and model, then the nearest year; the list pages by creation.
      k.index('library_vehicles_vehicle_idx').on(t.shopId, t.make, t.model, t.year),
      k.index('library_vehicles_shop_created_idx').on(t.shopId, t.createdAt),
    ],
  ),
);

export type LibraryVehicle = RowOf<typeof libraryVehicles>;
