import fs from 'node:fs';
import path from 'node:path';
import { expandVehicles } from '@wrapsmith/catalog';
import { RENDER_MESSAGES } from '@wrapsmith/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { creditLedger, pendingRenders, renders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/context.ts';
import { tempDir, twoConnections } from '../../test/app.ts';
import { setCredits, studioApp, untilPending } from '../../test/studio.ts';
import { balance, ledgerTotal } from '../credits/index.ts';
import { diskStorage, type Storage } from '../storage/index.ts';
import { generateRender, INSTANCE_ID, LEASE_RENEW_MS, reconcileRenders, RENDER_DEADLINE_MS, RENDER_LEASE_MS, type RenderEngine, type RenderRequest } from './index.ts';

const vehicle = [...expandVehicles()].find((v) => v.year === 2024 && v.bodyStyle === 'sedan');
if (!vehicle) throw new Error('No 2024 sedan in the vehicle list');
const request = (color: string): RenderRequest => ({ vehicle, film: { finish: 'gloss', color } });

/** An engine that never answers: the process running it is about to be killed. */
const stuck: RenderEngine = { name: 'stuck', deterministic: false, supportsPhotos: false, render: () => new Promise(() => undefined) };

/** An engine whose one render finishes when the test says so. */
function heldEngine() {
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const engine: RenderEngine = {
    name: 'held',
    deterministic: false,
    supportsPhotos: false,
    render: async () => {
      await finished;
      return { png: Buffer.from('png') };
    },
  };
  return { engine, finish: () => finish() };
}

const filesUnder = (root: string) =>
  fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(root, f)).isFile()) : [];

const refundsOf = async (deps: AppDeps, reference: string) =>
  (deps.db.select().from(creditLedger).where(and(eq(creditLedger.reference, reference), eq(creditLedger.kind, 'refund'))));

async function killedMidRender(credits = 5) {
  const dataDir = tempDir();
  const disk = diskStorage(dataDir);
  let stored: () => void = () => undefined;
  const written = new Promise<void>((resolve) => (stored = resolve));
  // One render dies in the engine; the other after its PNG reached the disk and before its row was written.
  const storage: Storage = { ...disk, put: async (key, bytes) => (await disk.put(key, bytes), stored(), new Promise(() => undefined)) };
  const t = await studioApp({ credits, engine: stuck, deps: { storage } });
  const input = { shop: t.owner.shop, user: t.owner.user, source: 'studio' as const };
  void generateRender(t.deps, { ...input, request: request('#101010') });
  const afterPut = heldEngine();
  void generateRender({ ...t.deps, render: { ...t.deps.render, engine: afterPut.engine } }, { ...input, request: request('#303030') });
  afterPut.finish();
  await written;
  await untilPending(t.deps.db, 2);
  // And a write the kill cut short.
  const partial = path.join(dataDir, 'renders', t.owner.shop.id, 'cut.png.999.1.part');
  fs.writeFileSync(partial, 'half a png');
  const before = new Date(t.clock.now().getTime() - 1000);
  fs.utimesSync(partial, before, before);
  return { ...t, dataDir };
}

describe('reconcileRenders', () => {
  it('refunds the renders a killed process left pending once their lease runs out, exactly once, and removes half-written files', async () => {
    const t = await killedMidRender(5);
    const pending = await t.deps.db.select().from(pendingRenders);
    expect(pending).toHaveLength(2);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(3);
    expect(await t.deps.db.select().from(renders)).toEqual([]);
    expect(filesUnder(t.dataDir)).toHaveLength(2);

    // Within the lease the owner may still be alive: nothing is taken.
    expect(await reconcileRenders(t.deps, t.clock.now())).toEqual({ renders: 0, credits: 0, partials: 0 });
    t.clock.advance(RENDER_LEASE_MS + 1);
    expect(await reconcileRenders(t.deps, t.clock.now())).toEqual({ renders: 2, credits: 2, partials: 1 });
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(5);
    expect(await ledgerTotal(t.deps.db, t.owner.shop.id)).toBe(5);
    for (const p of pending) expect((await refundsOf(t.deps, p.id)).map((e) => e.delta)).toEqual([1]);
    expect(await t.deps.db.select().from(pendingRenders)).toEqual([]);
    // The image stored before the kill stays: a pass never deletes objects (another database may point at them).
    expect(filesUnder(t.dataDir)).toEqual([path.join('renders', t.owner.shop.id, `${pending.find((p) => filesUnder(t.dataDir).some((f) => f.includes(p.id)))?.id ?? 'none'}.png`)]);

    expect(await reconcileRenders(t.deps, t.clock.now())).toEqual({ renders: 0, credits: 0, partials: 0 });
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(5);
  });

  it('leaves renders whose lease has not run out alone, and takes rows from before leases only past the old deadline', async () => {
    const t = await killedMidRender(5);
    const pending = await t.deps.db.select().from(pendingRenders);
    expect(pending.every((p) => p.owner === INSTANCE_ID && p.leaseUntil?.getTime() === p.createdAt.getTime() + RENDER_LEASE_MS)).toBe(true);
    t.clock.advance(RENDER_LEASE_MS - 1);
    expect(await reconcileRenders(t.deps, t.clock.now())).toMatchObject({ renders: 0, credits: 0 });
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(3);
    // A row a previous version wrote (no owner, no lease): its render may run up to RENDER_DEADLINE_MS.
    await t.deps.db.update(pendingRenders).set({ owner: null, leaseUntil: null });
    t.clock.advance(RENDER_DEADLINE_MS - RENDER_LEASE_MS);
    expect(await reconcileRenders(t.deps, t.clock.now())).toMatchObject({ renders: 0, credits: 0 });
    t.clock.advance(2);
    expect(await reconcileRenders(t.deps, t.clock.now())).toMatchObject({ renders: 2, credits: 2 });
  });

  it('refunds each render once when two processes reconcile at the same time', async () => {
    const [one, other] = await twoConnections();
    const first = await studioApp({ credits: 5, engine: stuck, deps: { db: one } });
    const input = { shop: first.owner.shop, user: first.owner.user, source: 'studio' as const };
    for (const color of ['#111111', '#222222', '#333333']) void generateRender(first.deps, { ...input, request: request(color) });
    await untilPending(first.deps.db, 3);
    const second = { ...first.deps, db: other };
    first.clock.advance(RENDER_LEASE_MS + 1);
    // Both passes list the same three renders before either claims one; each claim waits for the other
    // connection's write lock, so who claims which is up to timing, but never both the same one.
    const results = await Promise.all([reconcileRenders(first.deps, first.clock.now()), reconcileRenders(second, first.clock.now())]);
    expect(results.map((r) => r.renders).reduce((a, b) => a + b)).toBe(3);
    expect(results.map((r) => r.credits).reduce((a, b) => a + b)).toBe(3);
    expect(await balance(second.db, first.owner.shop.id)).toBe(5);
    expect(await ledgerTotal(second.db, first.owner.shop.id)).toBe(5);
    expect(await second.db.select().from(creditLedger).where(eq(creditLedger.kind, 'refund'))).toHaveLength(3);
  });

  it('delivers a render that finishes after reconciliation refunded it by taking its credit again, never free (decision 070, update)', async () => {
    const held = heldEngine();
    const t = await studioApp({ credits: 3, engine: held.engine });
    const rendering = generateRender(t.deps, { shop: t.owner.shop, user: t.owner.user, source: 'studio', request: request('#404040') });
    await untilPending(t.deps.db, 1);
    // Its instance could not renew the lease (the database was unreachable) until it ran out.
    t.clock.advance(RENDER_LEASE_MS + 1);
    expect(await reconcileRenders(t.deps, t.clock.now())).toMatchObject({ renders: 1, credits: 1 });
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(3);
    held.finish();
    const done = await rendering;
    expect(done.charged).toBe(true);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(2);
    expect(await ledgerTotal(t.deps.db, t.owner.shop.id)).toBe(2);
    expect((await t.deps.storage.get(done.render.imageKey))?.toString()).toBe('png');
  });

  it('fails a render that finishes after reconciliation refunded it when the credit has been spent meanwhile, instead of delivering it free', async () => {
    const held = heldEngine();
    const t = await studioApp({ credits: 1, engine: held.engine });
    const rendering = generateRender(t.deps, { shop: t.owner.shop, user: t.owner.user, source: 'studio', request: request('#404040') });
    await untilPending(t.deps.db, 1);
    t.clock.advance(RENDER_LEASE_MS + 1);
    expect(await reconcileRenders(t.deps, t.clock.now())).toMatchObject({ renders: 1, credits: 1 });
    // The credit it got back is spent before it finishes.
    await setCredits(t.deps, t.owner.shop.id, 0);
    held.finish();
    await expect(rendering).rejects.toMatchObject({ status: 502, code: 'RENDER_FAILED', message: RENDER_MESSAGES.renderFailed });
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(0);
    expect(await ledgerTotal(t.deps.db, t.owner.shop.id)).toBe(0);
    expect(await t.deps.db.select().from(renders)).toEqual([]);
    expect(filesUnder(path.join(t.deps.env.DATA_DIR, 'renders'))).toEqual([]);
  });

  it('never takes a render whose instance keeps renewing its lease, however long it runs, nor one another instance started (issue 23 item 9)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const [one, other] = await twoConnections();
    const held = heldEngine();
    const t = await studioApp({ credits: 3, engine: held.engine, deps: { db: one } });
    const rendering = generateRender(t.deps, { shop: t.owner.shop, user: t.owner.user, source: 'studio', request: request('#505050') });
    await untilPending(t.deps.db, 1);
    // A long AI render: four minutes, the lease renewed every LEASE_RENEW_MS while it runs.
    for (let elapsed = 0; elapsed < 4 * 60_000; elapsed += LEASE_RENEW_MS) {
      t.clock.advance(LEASE_RENEW_MS);
      await vi.advanceTimersByTimeAsync(LEASE_RENEW_MS);
      await vi.waitFor(async () => expect((await t.deps.db.select().from(pendingRenders))[0]?.leaseUntil?.getTime()).toBe(t.clock.now().getTime() + RENDER_LEASE_MS), { timeout: 15_000 });
      // Another instance starts (or runs its pass) meanwhile: it leaves the render alone.
      expect(await reconcileRenders({ ...t.deps, db: other }, t.clock.now())).toMatchObject({ renders: 0, credits: 0 });
    }
    held.finish();
    const done = await rendering;
    expect(done.charged).toBe(true);
    expect(await balance(other, t.owner.shop.id)).toBe(2);
    expect(await t.deps.db.select().from(pendingRenders)).toEqual([]);
  });
});
