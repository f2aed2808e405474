import fs from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diskStorage, renderKey } from './index.ts';

// The real fs, with writeFile replaceable per test: a full disk is simulated by a write that stores part of
// the bytes and then fails with ENOSPC, as write(2) does when the disk fills.
const writes = vi.hoisted(() => ({ failNext: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const writeFile: typeof actual.writeFile = async (file, data, options) => {
    if (!writes.failNext) return actual.writeFile(file, data, options);
    writes.failNext = false;
    await actual.writeFile(file, (data as Uint8Array).subarray(0, 1), options);
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), { code: 'ENOSPC' });
  };
  return { ...actual, writeFile, default: { ...actual, writeFile } };
});

const roots: string[] = [];
afterEach(() => {
  writes.failNext = false;
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
function tempRoot() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ws-storage-'));
  roots.push(root);
  return root;
}
const filesUnder = (root: string) => fs.readdirSync(root, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();

// What every adapter must do is in contract.test.ts; these are the disk's own cases.
describe('diskStorage', () => {
  it('stores, reads and deletes bytes under the data directory', async () => {
    const root = tempRoot();
    const storage = diskStorage(root);
    const key = renderKey('shop-1', 'render-1');
    await storage.put(key, Buffer.from([1, 2, 3]));
    expect(fs.readFileSync(path.join(root, 'renders/shop-1/render-1.png'))).toEqual(Buffer.from([1, 2, 3]));
    expect(await storage.get(key)).toEqual(Buffer.from([1, 2, 3]));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('leaves no half-written file behind when the disk is full, and no object under the key', async () => {
    const root = tempRoot();
    const storage = diskStorage(root);
    const key = renderKey('shop-1', 'render-1');
    writes.failNext = true;
    await expect(storage.put(key, Buffer.from([1, 2, 3]))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(filesUnder(root)).toEqual([]);
    expect(await storage.get(key)).toBeNull();
    // The disk has room again: the next put of the same key works.
    await storage.put(key, Buffer.from([4, 5]));
    expect(filesUnder(root)).toEqual(['renders/shop-1/render-1.png']);
  });

  it('sweeps the temporary files a killed process left, older than the cut-off only', async () => {
    const root = tempRoot();
    const storage = diskStorage(root);
    await storage.put(renderKey('shop-1', 'kept'), Buffer.from([1]));
    const dir = path.join(root, 'renders/shop-1');
    const old = path.join(dir, 'dead.png.4242.1700000000000.part');
    const fresh = path.join(dir, 'live.png.4243.1700000000001.part');
    fs.writeFileSync(old, 'half');
    fs.writeFileSync(fresh, 'half');
    const cutOff = new Date('2026-06-01T12:00:00Z');
    fs.utimesSync(old, new Date(cutOff.getTime() - 60_000), new Date(cutOff.getTime() - 60_000));
    fs.utimesSync(fresh, new Date(cutOff.getTime() + 60_000), new Date(cutOff.getTime() + 60_000));
    expect(await storage.sweepPartials(cutOff)).toBe(1);
    expect(filesUnder(root)).toEqual(['renders/shop-1/kept.png', 'renders/shop-1/live.png.4243.1700000000001.part']);
    expect(await storage.sweepPartials(cutOff)).toBe(0);
    expect(await diskStorage(path.join(root, 'missing')).sweepPartials(cutOff)).toBe(0);
  });
});
