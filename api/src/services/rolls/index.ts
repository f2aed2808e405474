// STUB (issue 27 item 1 builds film rolls): the seam the warranties code against. The rolls engineer replaces this
// file; until then no roll is known for any job, and staff type the batch when issuing a warranty.
import type { DbOrTx } from '../../db/client.ts';

export interface RollUsed {
  rollId: string;
  filmId: string | null;
  filmName: string;
  filmCode: string | null;
  batch: string;
  usedMm: number;
}

/** The rolls a booking's job used, with what was used of each. */
export async function rollsUsedFor(_db: DbOrTx, _shopId: string, _bookingId: string): Promise<RollUsed[]> {
  return [];
}
