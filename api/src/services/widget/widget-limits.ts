// The limits a widget render must pass before it may spend the shop's credit: per visitor per day (the shop's
// setting, counted by visitor id and, more loosely, by IP) and per key per hour. Counts are the stored renders plus
// the renders still in flight (their pending rows carry the key, visitor and IP), read inside the transaction that
// writes the new render's pending row, with the key's row locked on PostgreSQL: concurrent requests on any number
// of instances cannot both slip under a limit (docs/decisions/041). A visitor's photo recolour refused after its
// work (no paint found: no credit spent) is kept as a `recolour-refused` photo job and counts against the visitor's
// and the address's daily limits too, so noise photos are not free server time (issue 23 item 1).
import { and, count, eq, gt, isNull, min, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pendingRenders, photoJobs, renders, widgetKeys } from '../../db/schema/index.ts';
import { firstRow, lockRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';
import { newId } from '../../lib/crypto.ts';

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

export type Admission = { ok: true } | { ok: false; which: 'visitor' | 'key'; retryAfterSeconds: number };

type Counted = typeof renders | typeof pendingRenders;

interface Check {
  which: 'visitor' | 'key';
  where: (table: Counted) => SQL;
  windowMs: number;
  max: number;
  /** The refused recolours this check counts too (none for the key's). */
  refused?: SQL;
}

const refusedSince = (shopId: string, since: Date, ...conditions: SQL[]) =>
  forShop(shopId).where(photoJobs, eq(photoJobs.kind, 'recolour-refused'), gt(photoJobs.createdAt, since), ...conditions) as SQL;

function checksFor(actor: WidgetActor, now: Date): Check[] {
  const since = (windowMs: number) => new Date(now.getTime() - windowMs);
  const checks: Check[] = [
    {
      which: 'key',
      where: (t) => and(eq(t.widgetKeyId, actor.keyId), gt(t.createdAt, since(KEY_WINDOW_MS))) as SQL,
      windowMs: KEY_WINDOW_MS,
      max: KEY_HOURLY_LIMIT,
    },
    {
      which: 'visitor',
      where: (t) => forShop(actor.shopId).where(t, eq(t.ipHash, actor.ipHash), gt(t.createdAt, since(VISITOR_WINDOW_MS))) as SQL,
      windowMs: VISITOR_WINDOW_MS,
      max: actor.visitorId ? actor.dailyLimit * IP_ALLOWANCE_FACTOR : actor.dailyLimit,
      refused: refusedSince(actor.shopId, since(VISITOR_WINDOW_MS), eq(photoJobs.ipHash, actor.ipHash)),
    },
  ];
  const { visitorId } = actor;
  if (visitorId) {
    checks.push({
      which: 'visitor',
      where: (t) => forShop(actor.shopId).where(t, eq(t.visitorId, visitorId), gt(t.createdAt, since(VISITOR_WINDOW_MS))) as SQL,
      windowMs: VISITOR_WINDOW_MS,
      max: actor.dailyLimit,
      refused: refusedSince(actor.shopId, since(VISITOR_WINDOW_MS), eq(photoJobs.visitorId, visitorId)),
    });
  }
  return checks;
}

/**
 * Whether one more visitor render fits every limit. Call it inside the transaction that then writes the render's
 * pending row with the same key, visitor and IP (services/render/pipeline.ts): that row holds the place.
 */
export async function admitVisitorRender(tx: DbOrTx, actor: WidgetActor, now: Date): Promise<Admission> {
  await lockRow(tx, widgetKeys, actor.keyId);
  for (const check of checksFor(actor, now)) {
    let used = 0;
    let oldest: number | undefined;
    for (const table of [renders, pendingRenders] as const) {
      // A picture served again for free (reused_from set, decision 060) spent no credit, so it counts against no limit.
      const where = table === renders ? and(check.where(table), isNull(renders.reusedFrom)) : check.where(table);
      const row = await firstRow(tx.select({ n: count(), oldest: min(table.createdAt) }).from(table).where(where));
      used += row?.n ?? 0;
      const first = row?.oldest?.getTime();
      if (first !== undefined && (oldest === undefined || first < oldest)) oldest = first;
    }
    if (check.refused) {
      const row = await firstRow(tx.select({ n: count(), oldest: min(photoJobs.createdAt) }).from(photoJobs).where(check.refused));
      used += row?.n ?? 0;
      const first = row?.oldest?.getTime();
      if (first !== undefined && (oldest === undefined || first < oldest)) oldest = first;
    }
    if (used >= check.max) {
      const freesAt = oldest !== undefined ? oldest + check.windowMs : now.getTime() + 60_000;
      return { ok: false, which: check.which, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
    }
  }
  return { ok: true };
}

/**
 * Keeps a visitor's photo recolour that was refused after its work (no paint found) as a finished `recolour-refused`
 * photo job: it spent no credit but counts against the visitor's and the address's daily limits from now on.
 */
export async function countRefusedRecolour(db: DbOrTx, actor: WidgetActor, source: 'widget' | 'share', now: Date): Promise<void> {
  await db.insert(photoJobs).values({
    id: newId(),
    shopId: actor.shopId,
    kind: 'recolour-refused',
    source,
    userId: null,
    visitorId: actor.visitorId,
    ipHash: actor.ipHash,
    createdAt: now,
    finishedAt: now,
  });
}

/** A visitor render refused by admitVisitorRender(): the widget answers 429 with the shop's wording. */
export class VisitorLimited extends Error {
  constructor(readonly which: 'visitor' | 'key', readonly retryAfterSeconds: number) {
    super(`Visitor render refused by the ${which} limit`);
  }
}
