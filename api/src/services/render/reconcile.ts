// Reconciliation: the credit of every render that took it and never finished comes back, exactly once. A render
// in flight has a pending row (pipeline.ts); a process killed mid-render (kill -9, a crash, a restart) leaves
// it behind, with perhaps a stored PNG and a half-written temporary file.
import { asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import { pendingRenders } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { balance, refund } from '../credits/index.ts';
import { renderMaskKey, renderOriginalKey, type Storage } from '../storage/index.ts';

/**
 * How long a render may run before a render still pending is taken for abandoned: far past Replicate's longest
 * timeout (REPLICATE_TIMEOUT_SECONDS is at most 600) and a full local render queue.
 */
export const RENDER_DEADLINE_MS = 15 * 60 * 1000;

export interface ReconcileResult {
  /** Pending renders settled by this pass. */
  renders: number;
  /** Credits given back (a render's debit that was already refunded gives nothing). */
  credits: number;
  /** Temporary files of unfinished writes removed. */
  partials: number;
}

export interface ReconcileDeps {
  db: Db;
  storage: Storage;
  log: Logger;
  now: () => Date;
}

/**
 * Refunds every render pending since before `pendingBefore` and removes its stored PNG and older temporary
 * files. Each render is claimed by deleting its pending row in the same transaction as its refund, so two
 * processes reconciling at once, or a render finishing at that moment, can never refund it twice or both
 * deliver and refund it.
 */
export async function reconcileRenders(deps: ReconcileDeps, pendingBefore: Date): Promise<ReconcileResult> {
  const { db, storage } = deps;
  const result: ReconcileResult = { renders: 0, credits: 0, partials: 0 };
  const stale = await db.select().from(pendingRenders).where(lt(pendingRenders.createdAt, pendingBefore)).orderBy(asc(pendingRenders.createdAt));
  for (const pending of stale) {
    const given = await transaction(db, async (tx) => {
      const claimed = await firstRow(tx.delete(pendingRenders).where(eq(pendingRenders.id, pending.id)).returning({ id: pendingRenders.id }));
      if (!claimed) return null;
      const before = await balance(tx, pending.shopId);
      const after = await refund(tx, { shopId: pending.shopId, reference: pending.id, at: deps.now() });
      return after === null ? 0 : after - before;
    });
    if (given === null) continue;
    result.renders += 1;
    result.credits += given;
    // The picture, and the original and selection a photo recolour keeps beside it (decision 074), when written.
    for (const key of [pending.imageKey, renderOriginalKey(pending.imageKey), renderMaskKey(pending.imageKey)]) {
      await storage.delete(key).catch((error: unknown) => deps.log.error(`Could not remove ${key} of abandoned render ${pending.id}`, error));
    }
  }
  result.partials = await storage.sweepPartials(pendingBefore);
  return result;
}
