// Film-roll inventory (issue 27 item 1, decision 092). `rollsUsedFor` is the interface the warranty certificate
// (item 2) and the vehicle history (item 3) read: the rolls actually used on a job, after completion.
import type { DbOrTx } from '../../db/client.ts';
import { usedRollsOf } from './rolls.ts';

export * from './rolls.ts';

/** A roll used on a job, as the warranty certificate and the vehicle history show it. */
export interface RollUsed {
  rollId: string;
  filmId: string | null;
  filmName: string;
  filmCode: string | null;
  batch: string;
  usedMm: number;
}

export function rollsUsedFor(db: DbOrTx, shopId: string, bookingId: string): Promise<RollUsed[]> {
  return usedRollsOf(db, shopId, bookingId);
}
