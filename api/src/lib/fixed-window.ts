// Fixed-window counting, the one mechanism behind every rate limit (sign-in, sign-up, contact form, renders).
// On SQLite the API is one process and the counters live in its memory, as they always have. On PostgreSQL every
// instance counts in the `rate_limits` table, one upsert per key (docs/decisions/041), so a limit holds however
// the requests are spread over instances.
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { DIALECT, rateLimits } from '../db/schema/index.ts';
import { onlyRow, transaction } from '../db/tx.ts';

export interface WindowCheck {
  /** Unique across the app: the limit's name and what it counts (`login:ip:1.2.3.4`). */
  key: string;
  windowMs: number;
  max: number;
}

export type WindowVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface FixedWindows {
  /**
   * Counts one hit on every check's key and refuses when any key is past its max. With `refusedCounts: false` a
   * refused hit counts nowhere (waiting always helps); with true it counts like any other (a guesser who keeps
   * trying keeps the window full).
   */
  hit(db: DbOrTx, checks: readonly WindowCheck[], now: number, options: { refusedCounts: boolean }): Promise<WindowVerdict>;
  /** What hit() would answer, counting nothing: for a check before costly work that hit() then counts. */
  peek(db: DbOrTx, checks: readonly WindowCheck[], now: number): Promise<WindowVerdict>;
}

const SWEEP_AT = 10_000;

/** Counters for one limiter: in this process on SQLite, in the shared table on PostgreSQL. */
export function fixedWindows(): FixedWindows {
  return DIALECT === 'postgres' ? tableWindows : memoryWindows();
}

function verdict(over: { resetAt: number }[], now: number): WindowVerdict {
  if (over.length === 0) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, ...over.map((w) => Math.ceil((w.resetAt - now) / 1000))) };
}

function memoryWindows(): FixedWindows {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  return {
    hit(_db, checks, now, { refusedCounts }) {
      if (windows.size >= SWEEP_AT) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      const current = checks.map((check) => {
        const w = windows.get(check.key);
        return { check, w: w && w.resetAt > now ? w : { hits: 0, resetAt: now + check.windowMs } };
      });
      const full = current.filter(({ check, w }) => w.hits >= check.max).map(({ w }) => w);
      if (full.length === 0 || refusedCounts) {
        for (const { check, w } of current) windows.set(check.key, { hits: w.hits + 1, resetAt: w.resetAt });
      }
      return Promise.resolve(verdict(full, now));
    },
    peek(_db, checks, now) {
      const full = checks.flatMap((check) => {
        const w = windows.get(check.key);
        return w && w.resetAt > now && w.hits >= check.max ? [w] : [];
      });
      return Promise.resolve(verdict(full, now));
    },
  };
}

/** Thrown inside the transaction to take back the hits of a refused request. */
class Refused {
  constructor(readonly verdict: WindowVerdict) {}
}

const tableWindows: FixedWindows = {
  async hit(db, checks, now, { refusedCounts }) {
    const count = async (tx: DbOrTx) => {
      const full: { resetAt: number }[] = [];
      for (const check of checks) {
        const row = await upsertHit(tx, check, now);
        if (row.hits > check.max) full.push({ resetAt: row.resetAt.getTime() });
      }
      return verdict(full, now);
    };
    if (refusedCounts) return count(db);
    try {
      return await transaction(db, async (tx) => {
        const result = await count(tx);
        if (!result.ok) throw new Refused(result);
        return result;
      });
    } catch (error) {
      if (error instanceof Refused) return error.verdict;
      throw error;
    }
  },
  async peek(db, checks, now) {
    if (checks.length === 0) return { ok: true };
    const rows = await db
      .select({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(inArray(rateLimits.key, checks.map((check) => check.key)));
    const full = rows.filter((row) => {
      const check = checks.find((c) => c.key === row.key);
      return check && row.resetAt.getTime() > now && row.hits >= check.max;
    });
    return verdict(full.map((row) => ({ resetAt: row.resetAt.getTime() })), now);
  },
};

/** One statement: a hit in the key's current window, or the first of a new one; the window as it now stands. */
function upsertHit(db: DbOrTx, check: WindowCheck, now: number) {
  const nextReset = now + check.windowMs;
  return onlyRow(
    db
      .insert(rateLimits)
      .values({ key: check.key, hits: 1, resetAt: new Date(nextReset) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${nextReset} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt }),
  );
}
