// PostgreSQL twin of ../schema-sqlite/library-vehicles.ts (docs/decisions/037): the meaning of each column is documented there.
import { BODY_STYLES } from '@wrapsmith/catalog';
import { LIBRARY_SIDES, type PhotoStroke, type PhotoTap } from '@wrapsmith/core';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { jsonText, timestampMs } from './columns.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

export const libraryVehicles = pgTable(
  'library_vehicles',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    bodyStyle: text('body_style', { enum: BODY_STYLES }).notNull(),
    side: text('side', { enum: LIBRARY_SIDES }).notNull(),
    photoKey: text('photo_key').notNull(),
    maskKey: text('mask_key').notNull(),
    photoSha256: text('photo_sha256').notNull(),
    maskSha256: text('mask_sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    taps: jsonText('taps').$type<PhotoTap[]>().notNull(),
    strokes: jsonText('strokes').$type<PhotoStroke[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampMs('created_at').notNull(),
    updatedAt: timestampMs('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('library_vehicles_shop_id_uq').on(t.shopId, t.id),
    index('library_vehicles_vehicle_idx').on(t.shopId, t.make, t.model, t.year),
    index('library_vehicles_shop_created_idx').on(t.shopId, t.createdAt),
  ],
);

export type LibraryVehicle = typeof libraryVehicles.$inferSelect;
