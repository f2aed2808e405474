// Film-roll inventory (issue 27 item 1, decision 092): rolls as received, the length a booked job holds on one roll,
// the length a job used of a roll (deducted once: one row per job and roll), staff counts, and a low-stock threshold
// per film. Every length is whole millimetres. A roll's free length is length − used − lost − reserved, and every
// change of used or reserved is one conditional UPDATE on the roll's row, so two jobs cannot take the same film.
import { bookings } from './bookings.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

export const filmRolls = defineTable((k) =>
  k.table(
    'film_rolls',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** A catalogue film's id or a shop's custom colour's; null for a film named on the roll only. */
      filmId: k.text('film_id'),
      /** What rolls of one film share, for stock and alerts: filmId, or `custom:<lower-case name>`. */
      filmKey: k.text('film_key').notNull(),
      filmName: k.text('film_name').notNull(),
      filmCode: k.text('film_code'),
      brand: k.text('brand').notNull().default(''),
      batch: k.text('batch').notNull(),
      widthMm: k.integer('width_mm').notNull(),
      lengthMm: k.integer('length_mm').notNull(),
      usedMm: k.integer('used_mm').notNull().default(0),
      reservedMm: k.integer('reserved_mm').notNull().default(0),
      /** Received − used − measured at the last count (negative: more film than recorded). */
      lostMm: k.integer('lost_mm').notNull().default(0),
      /** Integer minor units of `currency` (the shop's, decision 082); null: not recorded. */
      costMinor: k.minorAmount('cost_minor'),
      currency: k.text('currency').notNull(),
      supplier: k.text('supplier').notNull().default(''),
      /** YYYY-MM-DD. */
      receivedOn: k.text('received_on').notNull(),
      countedMm: k.integer('counted_mm'),
      countedAt: k.timestampMs('counted_at'),
      createdBy: k.text('created_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [k.index('film_rolls_shop_film_idx').on(t.shopId, t.filmKey, t.receivedOn)],
  ),
);
export type FilmRoll = RowOf<typeof filmRolls>;

/** The length a booked job holds on one roll (one batch); one per job. Deleted when it is used or the job is cancelled. */
export const rollReservations = defineTable((k) =>
  k.table(
    'roll_reservations',
    {
      bookingId: k.text('booking_id')
        .primaryKey()
        .references(() => bookings[k.engine].id, { onDelete: 'cascade' }),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      rollId: k.text('roll_id')
        .notNull()
        .references(() => filmRolls[k.engine].id, { onDelete: 'cascade' }),
      lengthMm: k.integer('length_mm').notNull(),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('roll_reservations_roll_idx').on(t.rollId)],
  ),
);
export type RollReservation = RowOf<typeof rollReservations>;

/** Film of a roll used on a job, as staff confirmed it; the unique key makes the deduction happen once. */
export const rollUses = defineTable((k) =>
  k.table(
    'roll_uses',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      rollId: k.text('roll_id')
        .notNull()
        .references(() => filmRolls[k.engine].id, { onDelete: 'cascade' }),
      bookingId: k.text('booking_id')
        .notNull()
        .references(() => bookings[k.engine].id, { onDelete: 'cascade' }),
      usedMm: k.integer('used_mm').notNull(),
      userId: k.text('user_id').references(() => users[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.uniqueIndex('roll_uses_roll_booking_uq').on(t.rollId, t.bookingId), k.index('roll_uses_booking_idx').on(t.bookingId)],
  ),
);
export type RollUse = RowOf<typeof rollUses>;

/** A film's low-stock threshold; `alerted`: notified since free length last fell below it (one alert per crossing). */
export const filmStockAlerts = defineTable((k) =>
  k.table(
    'film_stock_alerts',
    {
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      filmKey: k.text('film_key').notNull(),
      thresholdMm: k.integer('threshold_mm').notNull(),
      alerted: k.boolean('alerted').notNull().default(false),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [k.primaryKey({ columns: [t.shopId, t.filmKey] })],
  ),
);
export type FilmStockAlert = RowOf<typeof filmStockAlerts>;
