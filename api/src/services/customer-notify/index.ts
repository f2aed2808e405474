// A stub of the customer notifications seam (issue 26 item 2, built by the notifications engineer): the work order's
// Car ready calls emitCustomerEvent; until the real engine is merged it sends nothing.
import type { DbOrTx } from '../../db/client.ts';

export type CustomerEvent = 'car_ready';

export async function emitCustomerEvent(_db: DbOrTx, _event: { shopId: string; bookingId: string; event: CustomerEvent }): Promise<void> {}
