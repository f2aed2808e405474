import { BODY_STYLES } from '@wrapsmith/catalog';
import { LIBRARY_SIDES, type PhotoStroke, type PhotoTap } from '@wrapsmith/core';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * A photo of a car the shop has worked on, with its paint marked once (decision 056): a render of the same year, make
 * and model recolours this photo instead of drawing the car. Tagged with a catalogue vehicle (the names the Studio's
 * pickers resolve to). The prepared JPEG lives in storage under photo_key, the selection (0–255 per pixel at the
 * photo's size, greyscale PNG) under mask_key; both go when the row is deleted.
 */
export const libraryVehicles = sqliteTable(
  'library_vehicles',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** The catalogue's spelling ("Mercedes-Benz", "F-150"), as resolveVehicle answers it. */
    make: text('make').notNull(),
    model: text('model').notNull(),
    bodyStyle: text('body_style', { enum: BODY_STYLES }).notNull(),
    side: text('side', { enum: LIBRARY_SIDES }).notNull(),
    photoKey: text('photo_key').notNull(),
    /** A new key each time the paint is marked again, so a render never reads half of an old and a new mask. */
    maskKey: text('mask_key').notNull(),
    /** Of the stored JPEG and mask PNG: the render spec carries both, so a re-marked photo is a new render. */
    photoSha256: text('photo_sha256').notNull(),
    maskSha256: text('mask_sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The marks the selection was made from, to open the marking again. */
    taps: text('taps', { mode: 'json' }).$type<PhotoTap[]>().notNull(),
    strokes: text('strokes', { mode: 'json' }).$type<PhotoStroke[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('library_vehicles_shop_id_uq').on(t.shopId, t.id),
    // A render looks up make and model, then the nearest year; the list pages by creation.
    index('library_vehicles_vehicle_idx').on(t.shopId, t.make, t.model, t.year),
    index('library_vehicles_shop_created_idx').on(t.shopId, t.createdAt),
  ],
);

export type LibraryVehicle = typeof libraryVehicles.$inferSelect;
