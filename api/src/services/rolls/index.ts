// STUB (issue 27 item 3's seam, decision 094): the film-roll engineer (issue 27 item 1) writes the real service
// here; the vehicle history calls `rollsUsedFor` exactly as declared. Replace this file on merge.
import type { DbOrTx } from '../../db/client.ts';

export interface RollUsed {
  rollId: string;
  filmId: string | null;
  filmName: string;
  filmCode: string | null;
  batch: string;
  usedMm: number;
}

/** The rolls actually used on a job, after completion. Stub: none. */
export async function rollsUsedFor(_db: DbOrTx, _shopId: string, _bookingId: string): Promise<RollUsed[]> {
  return [];
}
