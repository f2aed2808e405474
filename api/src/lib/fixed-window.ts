// Fixed-window counting, the one mechanism behind every rate limit (sign-in, sign-up, contact form, renders).
// On SQLite the API is one process and the counters live in its memory, as they always have. On PostgreSQL every
// instance counts in the `rate_limits` table, one upsert per key (docs/decisions/041), so a limit holds however
// the requests are spread over instances.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { DIALECT, rateLimits } from '../db/schema/index.ts';
import { firstRow, onlyRow, transaction } from '../db/tx.ts';

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
   * refused hit counts nowhere (waiting always helps); with true it counts on the keys that already have a live
   * window (a guesser who keeps trying keeps the window full), and never starts a window: refused requests add no
   * key, so a flood of them (40,000 emails from one address) takes no memory and no rows (issue 23 item 16).
   */
  hit(db: DbOrTx, checks: readonly WindowCheck[], now: number, options: { refusedCounts: boolean }): Promise<WindowVerdict>;
  /** The hits in the key's live window (0 when none). */
  peek(db: DbOrTx, check: Omit<WindowCheck, 'max'>, now: number): Promise<number>;
  /**
   * A turn for `key`: taken when none was taken in the last `spacingMs`, else refused with the wait. Spaces attempts
   * across every address and instance without a window that can fill up (the login throttle, decision 069).
   */
  takeTurn(db: DbOrTx, key: string, spacingMs: number, now: number): Promise<WindowVerdict>;
  /** What hit() would answer, counting nothing: for a check before costly work that hit() then counts. */
  peekVerdict(db: DbOrTx, checks: readonly WindowCheck[], now: number): Promise<WindowVerdict>;
}

/**
 * The most keys one limiter keeps in memory. Windows end and are dropped as they do, so this is reached only by more
 * distinct admitted keys than that within one window; the oldest window then goes first.
 */
export const MAX_MEMORY_KEYS = 50_000;

/** Counters for one limiter: in this process on SQLite, in the shared table on PostgreSQL. */
export function fixedWindows(): FixedWindows {
  return DIALECT === 'postgres' ? tableWindows : memoryWindows();
}

function verdict(over: { resetAt: number }[], now: number): WindowVerdict {
  if (over.length === 0) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, ...over.map((w) => Math.ceil((w.resetAt - now) / 1000))) };
}

type Window = { hits: number; resetAt: number };

/**
 * In-memory windows, one map per window length. A key is (re)inserted when its window starts, so each map is in the
 * order its windows end: ended windows are dropped from the front at every hit, in time proportional to what is
 * dropped (no scan of the live ones), and the count never passes MAX_MEMORY_KEYS.
 */
export function memoryWindows(maxKeys = MAX_MEMORY_KEYS) {
  const byLength = new Map<number, Map<string, Window>>();
  let size = 0;
  const mapFor = (windowMs: number) => {
    let map = byLength.get(windowMs);
    if (!map) byLength.set(windowMs, (map = new Map()));
    return map;
  };
  const expire = (now: number) => {
    for (const map of byLength.values()) {
      for (const [key, w] of map) {
        if (w.resetAt > now) break;
        map.delete(key);
        size -= 1;
      }
    }
  };
  const evictOldest = () => {
    let oldest: [Map<string, Window>, string, number] | undefined;
    for (const map of byLength.values()) {
      const first = map.entries().next();
      if (!first.done && (!oldest || first.value[1].resetAt < oldest[2])) oldest = [map, first.value[0], first.value[1].resetAt];
    }
    if (oldest) {
      oldest[0].delete(oldest[1]);
      size -= 1;
    }
  };
  const live = (check: { key: string; windowMs: number }, now: number) => {
    const w = byLength.get(check.windowMs)?.get(check.key);
    return w && w.resetAt > now ? w : undefined;
  };
  const start = (key: string, windowMs: number, w: Window) => {
    const map = mapFor(windowMs);
    if (map.delete(key)) size -= 1;
    while (size >= maxKeys) evictOldest();
    map.set(key, w);
    size += 1;
  };
  const windows: FixedWindows & { readonly size: number } = {
    get size() {
      return size;
    },
    hit(_db, checks, now, { refusedCounts }) {
      expire(now);
      const current = checks.map((check) => ({ check, w: live(check, now) }));
      const full = current.filter(({ check, w }) => w && w.hits >= check.max).map(({ w }) => w as Window);
      if (full.length > 0) {
        if (refusedCounts) for (const { w } of current) if (w) w.hits += 1;
      } else {
        for (const { check, w } of current) {
          if (w) w.hits += 1;
          else start(check.key, check.windowMs, { hits: 1, resetAt: now + check.windowMs });
        }
      }
      return Promise.resolve(verdict(full, now));
    },
    peek(_db, check, now) {
      return Promise.resolve(live(check, now)?.hits ?? 0);
    },
    takeTurn(_db, key, spacingMs, now) {
      expire(now);
      for (const map of byLength.values()) {
        const w = map.get(key);
        if (w && w.resetAt > now) return Promise.resolve(verdict([w], now));
      }
      start(key, spacingMs, { hits: 1, resetAt: now + spacingMs });
      return Promise.resolve({ ok: true });
    },
    peekVerdict(_db, checks, now) {
      const full = checks.flatMap((check) => {
        const w = live(check, now);
        return w && w.hits >= check.max ? [w] : [];
      });
      return Promise.resolve(verdict(full, now));
    },
  };
  return windows;
}

/** Thrown inside the transaction to take back the hits of a refused request. */
class Refused {
  constructor(readonly verdict: WindowVerdict) {}
}

const tableWindows: FixedWindows = {
  async hit(db, checks, now, { refusedCounts }) {
    let result: WindowVerdict;
    try {
      result = await transaction(db, async (tx) => {
        const full: { resetAt: number }[] = [];
        for (const check of checks) {
          const row = await upsertHit(tx, check, now);
          if (row.hits > check.max) full.push({ resetAt: row.resetAt.getTime() });
        }
        const counted = verdict(full, now);
        if (!counted.ok) throw new Refused(counted);
        return counted;
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      result = error.verdict;
      // Counted again on the windows that were already open only: a refused request starts no row.
      if (refusedCounts) {
        await db
          .update(rateLimits)
          .set({ hits: sql`${rateLimits.hits} + 1` })
          .where(and(inArray(rateLimits.key, checks.map((c) => c.key)), gt(rateLimits.resetAt, new Date(now))));
      }
    }
    return result;
  },
  async peek(db, check, now) {
    const row = await firstRow(db.select({ hits: rateLimits.hits }).from(rateLimits).where(and(eq(rateLimits.key, check.key), gt(rateLimits.resetAt, new Date(now)))));
    return row?.hits ?? 0;
  },
  async takeTurn(db, key, spacingMs, now) {
    const next = now + spacingMs;
    // One statement: the turn is taken (hits 1) when the key's last turn has ended, else it stays (hits 0).
    const row = await onlyRow(
      db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt: new Date(next) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else 0 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${next} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt }),
    );
    return row.hits === 1 ? { ok: true } : verdict([{ resetAt: row.resetAt.getTime() }], now);
  },
  async peekVerdict(db, checks, now) {
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
