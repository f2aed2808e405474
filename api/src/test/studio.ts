// Test set-up for the Studio: an app with the built-in catalogue seeded and a signed-in shop owner.
import type { PlanKey } from '@wrapsmith/core';
import { pendingRenders } from '../db/schema/index.ts';
import { seedCatalog } from '../seed/seed.ts';
import type { AppDeps } from '../lib/context.ts';
import { balance, debit, grant } from '../services/credits/index.ts';
import { DEFAULT_RENDER_LIMITS, localEngine, pngCache, renderLimiter, type RenderEngine, type RenderLimits } from '../services/render/index.ts';
import { bearer, createOwner, logIn, makeTestApp } from './app.ts';

export interface StudioOptions {
  credits?: number;
  engine?: RenderEngine;
  limits?: RenderLimits;
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
  /** The owner's shop starts on this plan. */
  planKey?: PlanKey;
  /**
   * A free (trial) account: no plan and no add-on, so no leads, bookings or customers (decision 073). By default a
   * shop without a plan has the Shop Management Tool add-on, so those routes answer.
   */
  trial?: boolean;
}

/** Sets a shop's balance through the ledger (so the ledger still sums to it). */
export async function setCredits(deps: AppDeps, shopId: string, credits: number) {
  const at = deps.now();
  const current = await balance(deps.db, shopId);
  if (credits > current) (await grant(deps.db, { shopId, kind: 'adjustment', amount: credits - current, reference: 'test', at }));
  if (credits < current) (await debit(deps.db, { shopId, amount: current - credits, reference: 'test', at }));
}

export async function studioApp(options: StudioOptions = {}) {
  const render =
    options.engine || options.limits
      ? { engine: options.engine ?? localEngine(), cache: pngCache(), limiter: renderLimiter(options.limits ?? DEFAULT_RENDER_LIMITS) }
      : undefined;
  const t = await makeTestApp({ ...options.deps, ...(render ? { render } : {}) }, options.env ?? {});
  await seedCatalog(t.deps.db, t.deps.now());
  const owner = await createOwner(t.deps.db, { businessName: 'Wrap Lab', ...(options.planKey ? { planKey: options.planKey } : options.trial ? {} : { addon: true }) });
  if (options.credits !== undefined) await setCredits(t.deps, owner.shop.id, options.credits);
  const { token } = await logIn(t.app, owner.user.email, owner.password);
  return { ...t, owner, auth: bearer(token) };
}

/** A second shop in the same app, signed in. */
export async function otherShop(t: Awaited<ReturnType<typeof studioApp>>) {
  const other = await createOwner(t.deps.db, { businessName: 'Other Wraps', addon: true });
  const { token } = await logIn(t.app, other.user.email, other.password);
  return { ...other, auth: bearer(token) };
}

/** Waits until the renders started so far (fire and forget) have taken their credit and written their pending row. */
export async function untilPending(db: AppDeps['db'], count: number) {
  for (let i = 0; i < 1000 && (await db.select().from(pendingRenders)).length < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
