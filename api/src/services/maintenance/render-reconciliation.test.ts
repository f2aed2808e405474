import { expandVehicles } from '@wrapsmith/catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRenders } from '../../db/schema/index.ts';
import { studioApp, untilPending } from '../../test/studio.ts';
import { balance } from '../credits/index.ts';
import { generateRender, RENDER_DEADLINE_MS, type ReconcileResult, type RenderEngine } from '../render/index.ts';
import { scheduleRenderReconciliation } from './render-reconciliation.ts';

const HOUR = 60 * 60 * 1000;
const vehicle = [...expandVehicles()].find((v) => v.year === 2024 && v.bodyStyle === 'sedan');
if (!vehicle) throw new Error('No 2024 sedan in the vehicle list');
const stuck: RenderEngine = { name: 'stuck', deterministic: false, supportsPhotos: false, render: () => new Promise(() => undefined) };

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleRenderReconciliation', () => {
  it('refunds every render left pending at start, then hourly only those past the render deadline', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const t = await studioApp({ credits: 5, engine: stuck });
    const start = (color: string) =>
      void generateRender(t.deps, { shop: t.owner.shop, user: t.owner.user, source: 'studio', request: { vehicle, film: { finish: 'gloss', color } } });
    start('#111111');
    await untilPending(t.deps.db, 1);
    t.clock.advance(1);
    const results: ReconcileResult[] = [];
    const stop = await scheduleRenderReconciliation(t.deps, (r) => results.push(r), HOUR);
    // The process before this one died: its render comes back at start, however young.
    expect(results).toEqual([{ renders: 1, credits: 1, partials: 0 }]);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(5);

    start('#222222');
    await untilPending(t.deps.db, 2);
    t.clock.advance(RENDER_DEADLINE_MS - 1);
    await vi.advanceTimersByTimeAsync(HOUR);
    // A pass touches the disk, which fake timers do not wait for.
    await vi.waitFor(() => expect(results).toHaveLength(2));
    // Still within its deadline: this process may yet finish it.
    expect(results.at(-1)).toEqual({ renders: 0, credits: 0, partials: 0 });
    expect(await t.deps.db.select().from(pendingRenders)).toHaveLength(1);

    t.clock.advance(2);
    await vi.advanceTimersByTimeAsync(HOUR);
    await vi.waitFor(() => expect(results).toHaveLength(3));
    expect(results.at(-1)).toEqual({ renders: 1, credits: 1, partials: 0 });
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(5);

    stop();
    start('#333333');
    // Until it has taken its credit (then it waits on the stuck engine and needs the database no more).
    await untilPending(t.deps.db, 2);
    t.clock.advance(2 * RENDER_DEADLINE_MS);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(results).toHaveLength(3);
  });
});
