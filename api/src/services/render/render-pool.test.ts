import { threadId } from 'node:worker_threads';
import type { RenderScene } from '@wrapsmith/render';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPool, type RenderPool } from './render-pool.ts';
import { sceneOf } from './scene.ts';
import { isPng, RenderEngineError } from './types.ts';

const STAND_IN = new URL('./render-worker.test-support.mjs', import.meta.url);

const scene = (name = 'Gloss Red'): RenderScene =>
  sceneOf({
    vehicle: { year: 2022, make: 'Ford', model: 'Mustang', bodyStyle: 'coupe' },
    film: { id: null, brandId: null, brand: 'Custom', code: '', name, hex: '#b3121f', finish: 'gloss' },
    zones: {},
  });

const pools: RenderPool[] = [];
const open = (options: Parameters<typeof renderPool>[0]) => {
  const pool = renderPool(options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('renderPool', () => {
  it('draws the PNG in a worker thread, not on the thread that asked', async () => {
    const pool = open({ size: 1 });
    const [a, b] = await Promise.all([pool.draw(scene()), pool.draw(scene('Gloss Blue'))]);
    for (const result of [a, b]) {
      expect(isPng(result?.png ?? Buffer.alloc(0))).toBe(true);
      expect(result?.png.readUInt32BE(16)).toBe(1024);
      expect(result?.threadId).not.toBe(threadId);
    }
    // One worker drew both, one after the other.
    expect(a?.threadId).toBe(b?.threadId);
  });

  it('is sized to the cores but one, never below one worker, with a queue per worker', () => {
    const pool = open({ entry: STAND_IN });
    expect(pool.size).toBeGreaterThanOrEqual(1);
    expect(pool.maxQueue).toBe(pool.size * 128);
    expect(() => renderPool({ size: 0 })).toThrow(/at least one worker/);
  });

  it('refuses a render at once when the queue is full, and takes more once it drains', async () => {
    const pool = open({ size: 1, maxQueue: 2, entry: STAND_IN });
    const running = pool.draw(scene());
    const waiting = [pool.draw(scene()), pool.draw(scene())];
    await expect(pool.draw(scene())).rejects.toThrow(/busy: 2 renders are waiting/);
    await Promise.all([running, ...waiting]);
    await expect(pool.draw(scene())).resolves.toMatchObject({ png: expect.any(Buffer) });
  });

  it('fails only the render whose worker died or failed, and goes on with a new worker', async () => {
    const pool = open({ size: 1, entry: STAND_IN });
    const first = await pool.draw(scene());
    const crashed = pool.draw(scene('crash'));
    const queued = pool.draw(scene());
    await expect(crashed).rejects.toThrow(RenderEngineError);
    const after = await queued;
    expect(after.threadId).not.toBe(first.threadId);
    await expect(pool.draw(scene('fail'))).rejects.toThrow(/could not draw the scene: no such template/);
    expect((await pool.draw(scene())).threadId).toBe(after.threadId);
  });

  it('close fails running and waiting renders and refuses new ones', async () => {
    const pool = open({ size: 1, entry: STAND_IN });
    const running = expect(pool.draw(scene('hang'))).rejects.toThrow(/closed/);
    const waiting = expect(pool.draw(scene())).rejects.toThrow(/closed/);
    await pool.close();
    await Promise.all([running, waiting]);
    await expect(pool.draw(scene())).rejects.toThrow(/closed/);
  });
});
