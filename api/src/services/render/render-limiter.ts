// Render rate limits in memory: per user (or visitor) and per shop, each with a short burst window and an
// hourly window. A refused request does not count, so waiting always helps.
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
  take(shopId: string, actorKey: string, now: number): { ok: true } | { ok: false; retryAfterSeconds: number };
}

const SWEEP_AT = 10_000;

export function renderLimiter(limits: RenderLimits = DEFAULT_RENDER_LIMITS): RenderLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    take(shopId, actorKey, now) {
      if (windows.size >= SWEEP_AT) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      const checks = [
        ...limits.perActor.map((limit) => ({ key: `actor:${shopId}:${actorKey}:${limit.windowMs}`, limit })),
        ...limits.perShop.map((limit) => ({ key: `shop:${shopId}:${limit.windowMs}`, limit })),
      ];
      const current = checks.map(({ key, limit }) => {
        const w = windows.get(key);
        return w && w.resetAt > now ? { key, limit, w } : { key, limit, w: { count: 0, resetAt: now + limit.windowMs } };
      });
      const full = current.filter(({ limit, w }) => w.count >= limit.max);
      if (full.length > 0) {
        return { ok: false, retryAfterSeconds: Math.max(...full.map(({ w }) => Math.ceil((w.resetAt - now) / 1000))) };
      }
      for (const { key, w } of current) windows.set(key, { count: w.count + 1, resetAt: w.resetAt });
      return { ok: true };
    },
  };
}
