// The limits a widget render must pass before it may spend the shop's credit: per visitor per day (the shop's
// setting, counted by visitor id and, more loosely, by IP) and per key per hour. Counts come from the renders
// table, so they hold across restarts and processes; renders still in flight in this process are added, so a
// burst of parallel requests cannot slip past a count that has not seen their rows yet.
import { and, count, eq, gt, min, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { renders } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';

const HOUR = 60 * 60 * 1000;
export const VISITOR_WINDOW_MS = 24 * HOUR;
/** Several people can share one address (an office, a phone network), so an IP gets this many visitors' worth. */
export const IP_ALLOWANCE_FACTOR = 3;
export const KEY_WINDOW_MS = HOUR;
/** Per key per hour: far above a busy shop's real traffic, far below what a leaked key could burn. */
export const KEY_HOURLY_LIMIT = 300;

export interface WidgetActor {
  shopId: string;
  keyId: string;
  /** Null when the widget sent no usable X-Wrapsmith-Visitor; the IP then stands for the visitor. */
  visitorId: string | null;
  ipHash: string;
  /** The shop's per-visitor daily limit. */
  dailyLimit: number;
}

export type LimitResult = { ok: true; release: () => void } | { ok: false; which: 'visitor' | 'key'; retryAfterSeconds: number };

interface Check {
  id: string;
  which: 'visitor' | 'key';
  where: SQL;
  windowMs: number;
  max: number;
}

export function widgetLimits() {
  const inFlight = new Map<string, number>();

  function checksFor(actor: WidgetActor, since: (windowMs: number) => Date): Check[] {
    const daySince = since(VISITOR_WINDOW_MS);
    const checks: Check[] = [
      {
        id: `key:${actor.keyId}`,
        which: 'key',
        where: and(eq(renders.widgetKeyId, actor.keyId), gt(renders.createdAt, since(KEY_WINDOW_MS))) as SQL,
        windowMs: KEY_WINDOW_MS,
        max: KEY_HOURLY_LIMIT,
      },
      {
        id: `ip:${actor.shopId}:${actor.ipHash}`,
        which: 'visitor',
        where: forShop(actor.shopId).where(renders, eq(renders.ipHash, actor.ipHash), gt(renders.createdAt, daySince)) as SQL,
        windowMs: VISITOR_WINDOW_MS,
        max: actor.visitorId ? actor.dailyLimit * IP_ALLOWANCE_FACTOR : actor.dailyLimit,
      },
    ];
    if (actor.visitorId) {
      checks.push({
        id: `visitor:${actor.shopId}:${actor.visitorId}`,
        which: 'visitor',
        where: forShop(actor.shopId).where(renders, eq(renders.visitorId, actor.visitorId), gt(renders.createdAt, daySince)) as SQL,
        windowMs: VISITOR_WINDOW_MS,
        max: actor.dailyLimit,
      });
    }
    return checks;
  }

  return {
    /**
     * Checks every limit and, when all pass, holds a place in each until release() (call it once the render is
     * stored or has failed). Each count is awaited, but the in-flight places are read after it and the
     * reservation follows the last check without another await, so concurrent takes cannot both slip under a
     * limit (widget-limits.test.ts overlaps them on a slow database).
     */
    async take(db: Db, actor: WidgetActor, now: Date): Promise<LimitResult> {
      const since = (windowMs: number) => new Date(now.getTime() - windowMs);
      const checks = checksFor(actor, since);
      for (const check of checks) {
        const row = await firstRow(db.select({ n: count(), oldest: min(renders.createdAt) }).from(renders).where(check.where));
        const used = (row?.n ?? 0) + (inFlight.get(check.id) ?? 0);
        if (used >= check.max) {
          const freesAt = row?.oldest ? row.oldest.getTime() + check.windowMs : now.getTime() + 60_000;
          return { ok: false, which: check.which, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
        }
      }
      for (const check of checks) inFlight.set(check.id, (inFlight.get(check.id) ?? 0) + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          for (const check of checks) {
            const left = (inFlight.get(check.id) ?? 1) - 1;
            if (left > 0) inFlight.set(check.id, left);
            else inFlight.delete(check.id);
          }
        },
      };
    },
  };
}

export type WidgetLimits = ReturnType<typeof widgetLimits>;
