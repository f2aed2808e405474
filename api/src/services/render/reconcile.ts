// Reconciliation: the credit of every render that took it and never finished comes back, exactly once. A render
// in flight has a pending row (pipeline.ts) with an owner (the instance rendering it) and a lease the owner renews
// while the render runs (decision 070). A process killed mid-render (kill -9, a crash, a restart) stops renewing;
// once its lease has run out any instance's pass refunds it. A render another instance is still working on is
// never touched, so starting or restarting an instance fails nothing in flight elsewhere.
import { hostname } from 'node:os';
import { and, asc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import { pendingRenders } from '../../db/schema/index.ts';
import { newId } from '../../lib/crypto.ts';
import type { Logger } from '../../lib/logger.ts';
import { balance, refund } from '../credits/index.ts';
import type { Storage } from '../storage/index.ts';

/**
 * How long a render from before leases (no lease on its row: a previous version's) may run before it is taken for
 * abandoned: far past Replicate's longest timeout (REPLICATE_TIMEOUT_SECONDS is at most 600) and a full local queue.
 */
export const RENDER_DEADLINE_MS = 15 * 60 * 1000;

/** A pending render's lease: reconciliation takes a render whose owner has not renewed it for this long. */
export const RENDER_LEASE_MS = 60_000;
/** How often the owner renews the lease of each render it is running: four renewals may fail before it runs out. */
export const LEASE_RENEW_MS = 15_000;
/** How often every instance looks for expired leases: an abandoned render's credit is back within about 90 s. */
export const RECONCILE_EVERY_MS = 30_000;

/** This process: the owner written on the pending rows it creates (host, pid and a random part). */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;

export const leaseFrom = (now: Date) => new Date(now.getTime() + RENDER_LEASE_MS);

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

/** Pending renders nobody is working on at `at`: an expired lease, or no lease and past the old deadline. */
function abandoned(at: Date): SQL {
  return or(
    lt(pendingRenders.leaseUntil, at),
    and(isNull(pendingRenders.leaseUntil), lt(pendingRenders.createdAt, new Date(at.getTime() - RENDER_DEADLINE_MS))),
  ) as SQL;
}

/**
 * Renews, every LEASE_RENEW_MS until stopped, the lease of a render this process runs. A renewal the database
 * refuses (it is down) is only logged: the next one may get through, and if none does before the lease runs out,
 * reconciliation refunds the render and its finish fails instead of delivering it free.
 */
export function holdLease(deps: Pick<ReconcileDeps, 'db' | 'log' | 'now'>, renderId: string): () => void {
  const timer = setInterval(() => {
    deps.db
      .update(pendingRenders)
      .set({ leaseUntil: leaseFrom(deps.now()) })
      .where(and(eq(pendingRenders.id, renderId), eq(pendingRenders.owner, INSTANCE_ID)))
      .then(
        () => undefined,
        (error: unknown) => deps.log.warn(`Could not renew the lease of render ${renderId}: ${(error as Error).message}`),
      );
  }, LEASE_RENEW_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Refunds every pending render abandoned at `at` (its lease expired; decision 070) and removes temporary files
 * older than a lease. Each render is claimed by deleting its pending row, on the same condition, in the same
 * transaction as its refund, so two processes reconciling at once, a render finishing at that moment, or its owner
 * renewing the lease just in time can never lead to a double refund or to both a delivery and a refund.
 *
 * Its stored image, if the render got that far, is left in storage: the database this pass reads may not be the
 * only one pointing at the bucket (a backup restored beside the live one), and an image no row points at is never
 * served (decision 070).
 */
export async function reconcileRenders(deps: ReconcileDeps, at: Date): Promise<ReconcileResult> {
  const { db, storage } = deps;
  const result: ReconcileResult = { renders: 0, credits: 0, partials: 0 };
  const stale = await db.select().from(pendingRenders).where(abandoned(at)).orderBy(asc(pendingRenders.createdAt));
  for (const pending of stale) {
    const given = await transaction(db, async (tx) => {
      const claimed = await firstRow(tx.delete(pendingRenders).where(and(eq(pendingRenders.id, pending.id), abandoned(at))).returning({ id: pendingRenders.id }));
      if (!claimed) return null;
      const before = await balance(tx, pending.shopId);
      const after = await refund(tx, { shopId: pending.shopId, reference: pending.id, at: deps.now() });
      return after === null ? 0 : after - before;
    });
    if (given === null) continue;
    result.renders += 1;
    result.credits += given;
    deps.log.info(`Refunded render ${pending.id} of shop ${pending.shopId}: its lease (owner ${pending.owner ?? 'a previous version'}) ran out`);
  }
  result.partials = await storage.sweepPartials(new Date(at.getTime() - RENDER_LEASE_MS));
  return result;
}
