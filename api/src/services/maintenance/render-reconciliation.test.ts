import { expandVehicles } from '@wrapsmith/catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRenders } from '../../db/schema/index.ts';
import { studioApp, untilPending } from '../../test/studio.ts';
import { balance } from '../credits/index.ts';
import { generateRender, RECONCILE_EVERY_MS, RENDER_LEASE_MS, type ReconcileResult, type RenderEngine } from '../render/index.ts';
import { scheduleRenderReconciliation } from './render-reconciliation.ts';

const vehicle = [...expandVehicles()].find((v) => v.year === 2024 && v.bodyStyle === 'sedan');
if (!vehicle) throw new Error('No 2024 sedan in the vehicle list');
const stuck: RenderEngine = { name: 'stuck', deterministic: false, supportsPhotos: false, render: () => new Promise(() => undefined) };

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleRenderReconciliation', () => {
  it('refunds at start and on every pass only the renders whose lease ran out, never one still renewed (issue 23 item 9)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const t = await studioApp({ credits: 5, engine: stuck });
    const start = (color: string) =>
      void generateRender(t.deps, { shop: t.owner.shop, user: t.owner.user, source: 'studio', request: { vehicle, film: { finish: 'gloss', color } } });
    start('#111111');
    await untilPending(t.deps.db, 1);
    t.clock.advance(1);
    const results: ReconcileResult[] = [];
    const stop = await scheduleRenderReconciliation(t.deps, (r) => results.push(r), RECONCILE_EVERY_MS);
    // An instance starting finds a render whose lease is live: it is someone's, and stays.
    expect(results).toEqual([{ renders: 0, credits: 0, partials: 0 }]);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(4);

    // Say it was another instance's, which died: nobody renews it, and its lease runs out.
    await t.deps.db.update(pendingRenders).set({ owner: 'a-dead-instance', leaseUntil: new Date(t.clock.now().getTime() - 1) });
    await vi.advanceTimersByTimeAsync(RECONCILE_EVERY_MS);
    // A pass touches the disk, which fake timers do not wait for.
    await vi.waitFor(() => expect(results).toHaveLength(2), { timeout: 15_000 });
    expect(results.at(-1)).toEqual({ renders: 1, credits: 1, partials: 0 });
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(5);

    stop();
    start('#333333');
    await untilPending(t.deps.db, 1);
    t.clock.advance(2 * RENDER_LEASE_MS);
    await vi.advanceTimersByTimeAsync(RECONCILE_EVERY_MS);
    expect(results).toHaveLength(2);
  });
});
