// The limits a widget render must pass before it may spend the shop's credit: per visitor per day (the shop's
// setting, counted by visitor id and, more loosely, by address), per key per hour, and shop-wide: the shop's public
// windows (burst and hourly) and its daily spending cap for public renders (decision 067). Counts are the stored
// renders plus the renders still in flight (their pending rows carry the key, visitor and address), read inside the
// transaction that writes the new render's pending row, with the key's and the shop's rows locked on PostgreSQL:
// concurrent requests on any number of instances cannot both slip under a limit (docs/decisions/041). Only admitted
// renders have rows, so a refused request counts nowhere: a flood that its own limits refuse cannot fill the shop's.
// A visitor's photo recolour refused after its work (no paint found: no credit spent) is kept as a `recolour-refused`
// photo job and counts against the visitor's and the address's daily limits too, so noise photos are not free
// server time (issue 23 item 1).
import { RENDER_COST } from '@wrapsmith/core';
import { and, count, eq, gt, isNotNull, isNull, min, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pendingRenders, photoJobs, renders, shops, widgetKeys } from '../../db/schema/index.ts';
import { firstRow, lockRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';
import { newId } from '../../lib/crypto.ts';
import { DEFAULT_RENDER_LIMITS, type WindowLimit } from '../render/render-limiter.ts';
import { rendersFromAddress } from './challenge.ts';
import type { PublicRender } from '../render/pipeline.ts';

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
  /** The most credits the shop's public renders may spend in 24 hours (its setting, or its plan's default). */
  dailyCredits: number;
  /**
   * Set when the request carries no accepted proof of work: the render is refused ('challenge') once this many
   * public renders came from the address for the shop in 24 hours (decision 067). Counted here, in the admitting
   * transaction under the key's and shop's locks, so two concurrent requests cannot both pass below the threshold.
   */
  proofNeededAfter?: number | undefined;
}

/** Which limit refused: the visitor's (or their address's), the key's, the shop's public windows, its daily cap. */
export type LimitKind = 'visitor' | 'key' | 'shop' | 'daily';

export type Admission = { ok: true } | { ok: false; which: LimitKind; retryAfterSeconds: number } | { ok: false; which: 'challenge' };

/** The spending cap's window: a rolling day. */
export const PUBLIC_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

type Counted = typeof renders | typeof pendingRenders;

interface Check {
  which: LimitKind;
  where: (table: Counted) => SQL;
  windowMs: number;
  max: number;
  /** The refused recolours this check counts too (none for the key's). */
  refused?: SQL;
}

const refusedSince = (shopId: string, since: Date, ...conditions: SQL[]) =>
  forShop(shopId).where(photoJobs, eq(photoJobs.kind, 'recolour-refused'), gt(photoJobs.createdAt, since), ...conditions) as SQL;

function checksFor(actor: WidgetActor, now: Date, shopWindows: readonly WindowLimit[]): Check[] {
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
  // Shop-wide, after the visitor's own: every public render of the shop, whichever key, visitor or address.
  const publicOfShop = (windowMs: number) => (t: Counted) => forShop(actor.shopId).where(t, isNotNull(t.widgetKeyId), gt(t.createdAt, since(windowMs))) as SQL;
  for (const window of shopWindows) checks.push({ which: 'shop', where: publicOfShop(window.windowMs), windowMs: window.windowMs, max: window.max });
  checks.push({ which: 'daily', where: publicOfShop(PUBLIC_CAP_WINDOW_MS), windowMs: PUBLIC_CAP_WINDOW_MS, max: Math.floor(actor.dailyCredits / RENDER_COST) });
  return checks;
}

/**
 * Whether one more visitor render fits every limit. Call it inside the transaction that then writes the render's
 * pending row with the same key, visitor and IP (services/render/pipeline.ts): that row holds the place.
 */
export async function admitVisitorRender(
  tx: DbOrTx,
  actor: WidgetActor,
  now: Date,
  shopWindows: readonly WindowLimit[] = DEFAULT_RENDER_LIMITS.perShopPublic ?? DEFAULT_RENDER_LIMITS.perShop,
): Promise<Admission> {
  // The key, then the shop (debit and refund lock the shop's row too, always after): per-key and shop-wide counts.
  await lockRow(tx, widgetKeys, actor.keyId);
  await lockRow(tx, shops, actor.shopId);
  for (const check of checksFor(actor, now, shopWindows)) {
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
  // The proof of work last, counted under the locks (decision 067 update): a request these limits refuse is told to
  // wait (429), since solving a challenge would not let it through; one they admit may still owe a proof (428).
  if (actor.proofNeededAfter !== undefined) {
    const fromAddress = await rendersFromAddress(tx, { shopId: actor.shopId, ipHash: actor.ipHash }, now);
    if (fromAddress >= actor.proofNeededAfter) return { ok: false, which: 'challenge' };
  }
  return { ok: true };
}

/**
 * A visitor's render as the render pipeline takes it (issue 24 item 5): the key, visitor and address its rows carry,
 * and these limits as its admission hook, refusing with VisitorLimited. `shopWindows`: the shop's public windows, the
 * render limiter's own (`deps.render.limiter.limits.perShopPublic`).
 */
export function visitorAdmission(actor: WidgetActor, shopWindows?: readonly WindowLimit[]): PublicRender {
  return {
    keyId: actor.keyId,
    visitorId: actor.visitorId,
    ipHash: actor.ipHash,
    async admit(tx, now) {
      const admission = await admitVisitorRender(tx, actor, now, shopWindows);
      if (!admission.ok) throw admission.which === 'challenge' ? new ProofNeeded() : new VisitorLimited(admission.which, admission.retryAfterSeconds);
    },
  };
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

/**
 * A visitor render refused by admitVisitorRender() because the address reached the proof-of-work threshold while
 * the request carried no accepted proof (a concurrent request took the last free place): the widget answers 428
 * with a fresh challenge.
 */
export class ProofNeeded extends Error {
  constructor() {
    super('Visitor render needs a proof of work');
  }
}

/** A visitor render refused by admitVisitorRender(): the widget answers 429 with the shop's wording. */
export class VisitorLimited extends Error {
  constructor(readonly which: LimitKind, readonly retryAfterSeconds: number) {
    super(`Visitor render refused by the ${which} limit`);
  }
}
