// Render rate limits: per user (or visitor) and per shop, each with a short burst window and an hourly window.
// A refused request does not count, so waiting always helps. Counted by lib/fixed-window.ts (shared on PostgreSQL).
// The shop's windows here are its Studio's own: public renders (widget and share link) have shop windows of their
// own, `perShopPublic`, counted over the admitted public renders themselves (services/widget/widget-limits.ts), so
// a flood of public requests, admitted or refused, never makes the owner's Studio wait (decision 067).
import type { DbOrTx } from '../../db/client.ts';
import { fixedWindows, type WindowVerdict } from '../../lib/fixed-window.ts';

export interface WindowLimit {
  windowMs: number;
  max: number;
}

export interface RenderLimits {
  perActor: readonly WindowLimit[];
  /** The shop's Studio (and AI tool) renders, whoever of its team makes them. */
  perShop: readonly WindowLimit[];
  /** The shop's public renders, widget and share link together, counted only once admitted; omitted: as perShop. */
  perShopPublic?: readonly WindowLimit[];
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  perActor: [
    { windowMs: 10_000, max: 6 },
    { windowMs: 60 * 60_000, max: 100 },
  ],
  perShop: [
    { windowMs: 10_000, max: 30 },
    { windowMs: 60 * 60_000, max: 1000 },
  ],
  perShopPublic: [
    { windowMs: 10_000, max: 30 },
    { windowMs: 60 * 60_000, max: 1000 },
  ],
};

/** Whose render: the shop's own team (Studio), or a visitor of its widget or share link. */
export type RenderLane = 'studio' | 'public';

export interface RenderLimiter {
  readonly limits: Required<RenderLimits>;
  /**
   * Counts one render for the actor and, for the Studio, the shop; returns seconds to wait when a limit is reached.
   * A public render counts only in its actor's own windows here: the shop's public windows are checked at admission.
   */
  take(db: DbOrTx, shopId: string, actorKey: string, now: number, lane?: RenderLane): Promise<WindowVerdict>;
  /** Whether take() would refuse now, counting nothing: asked before a photo is decoded (issue 23 item 1). */
  peek(db: DbOrTx, shopId: string, actorKey: string, now: number, lane?: RenderLane): Promise<WindowVerdict>;
}

export function renderLimiter(limits: RenderLimits = DEFAULT_RENDER_LIMITS): RenderLimiter {
  const windows = fixedWindows();
  const checksFor = (shopId: string, actorKey: string, lane: RenderLane) => [
    ...limits.perActor.map((limit) => ({ key: `render:actor:${shopId}:${actorKey}:${limit.windowMs}`, windowMs: limit.windowMs, max: limit.max })),
    ...(lane === 'studio' ? limits.perShop.map((limit) => ({ key: `render:shop:${shopId}:${limit.windowMs}`, windowMs: limit.windowMs, max: limit.max })) : []),
  ];
  return {
    limits: { ...limits, perShopPublic: limits.perShopPublic ?? limits.perShop },
    take(db, shopId, actorKey, now, lane = 'studio') {
      return windows.hit(db, checksFor(shopId, actorKey, lane), now, { refusedCounts: false });
    },
    peek(db, shopId, actorKey, now, lane = 'studio') {
      return windows.peekVerdict(db, checksFor(shopId, actorKey, lane), now);
    },
  };
}
