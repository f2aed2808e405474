// Render rate limits: per user (or visitor) and per shop, each with a short burst window and an hourly window.
// A refused request does not count, so waiting always helps. Counted by lib/fixed-window.ts (shared on PostgreSQL).
import type { DbOrTx } from '../../db/client.ts';
import { fixedWindows, type WindowVerdict } from '../../lib/fixed-window.ts';

export interface WindowLimit {
  windowMs: number;
  max: number;
}

export interface RenderLimits {
  perActor: readonly WindowLimit[];
  perShop: readonly WindowLimit[];
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
};

export interface RenderLimiter {
  /** Counts one render for the actor and the shop; returns seconds to wait when a limit is reached. */
  take(db: DbOrTx, shopId: string, actorKey: string, now: number): Promise<WindowVerdict>;
  /** Whether take() would refuse now, counting nothing: asked before a photo is decoded (issue 23 item 1). */
  peek(db: DbOrTx, shopId: string, actorKey: string, now: number): Promise<WindowVerdict>;
}

export function renderLimiter(limits: RenderLimits = DEFAULT_RENDER_LIMITS): RenderLimiter {
  const windows = fixedWindows();
  const checksFor = (shopId: string, actorKey: string) => [
    ...limits.perActor.map((limit) => ({ key: `render:actor:${shopId}:${actorKey}:${limit.windowMs}`, windowMs: limit.windowMs, max: limit.max })),
    ...limits.perShop.map((limit) => ({ key: `render:shop:${shopId}:${limit.windowMs}`, windowMs: limit.windowMs, max: limit.max })),
  ];
  return {
    take(db, shopId, actorKey, now) {
      return windows.hit(db, checksFor(shopId, actorKey), now, { refusedCounts: false });
    },
    peek(db, shopId, actorKey, now) {
      return windows.peekVerdict(db, checksFor(shopId, actorKey), now);
    },
  };
}
