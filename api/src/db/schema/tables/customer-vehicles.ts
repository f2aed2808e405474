import { shops } from './shops.ts';
import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/**
 * A customer's vehicle (issue 27 item 3, decision 094). Customers are people computed from the bookings (decision
 * 065), so a vehicle belongs to a person through `customer_key`: the person's key when it was added, `e:<email>`,
 * `p:<phone digits>` or `b:<booking id>` (a person with neither); and through the bookings linked to it
 * (`bookings.customer_vehicle_id`). Year, make and model are the catalogue's spelling when it knows the vehicle.
 */
export const customerVehicles = defineTable((k) =>
  k.table(
    'customer_vehicles',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      customerKey: k.text('customer_key').notNull(),
      year: k.integer('year'),
      make: k.text('make').notNull().default(''),
      model: k.text('model').notNull().default(''),
      /** Whether year, make and model resolved to the catalogue's vehicle. */
      fromCatalogue: k.boolean('from_catalogue').notNull().default(false),
      colour: k.text('colour').notNull().default(''),
      /** Upper case, no spaces or dashes; '' for none. */
      vin: k.text('vin').notNull().default(''),
      /** As typed (trimmed). */
      plate: k.text('plate').notNull().default(''),
      /** The plate upper case with only its letters and digits: what search matches. */
      plateKey: k.text('plate_key').notNull().default(''),
      notes: k.text('notes').notNull().default(''),
      createdBy: k.text('created_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [
      k.index('customer_vehicles_customer_idx').on(t.shopId, t.customerKey),
      k.index('customer_vehicles_plate_idx').on(t.shopId, t.plateKey),
      k.index('customer_vehicles_vin_idx').on(t.shopId, t.vin),
    ],
  ),
);

export type CustomerVehicle = RowOf<typeof customerVehicles>;
