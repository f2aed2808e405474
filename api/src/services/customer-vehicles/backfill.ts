// The backfill of decision 094: bookings made before customer vehicles existed (or by an instance of the previous
// version during a rolling deploy, or by the demo seed) get their customer's vehicle. Run at each start, under the
// seeding lock so instances starting together take turns; it only touches bookings with a make and model and no
// vehicle yet, so a second run finds nothing to do.
import type { Db } from '../../db/client.ts';
import { forShop } from '../../db/scope.ts';
import { linkUnlinkedBookings, shopsWithUnlinkedBookings } from './customer-vehicles.ts';

/** Links every waiting booking of every shop; answers how many were linked. */
export async function backfillCustomerVehicles(db: Db, now: Date): Promise<number> {
  let linked = 0;
  for (const shopId of await shopsWithUnlinkedBookings(db)) linked += await linkUnlinkedBookings(db, forShop(shopId), now);
  return linked;
}
