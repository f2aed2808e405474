import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskStorage, renderKey } from './index.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
function tempRoot() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ws-storage-'));
  roots.push(root);
  return root;
}

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

  it('refuses keys that climb out of the root', async () => {
    const storage = diskStorage(tempRoot());
    await expect(storage.put('../escape.png', Buffer.from([1]))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('renders/../../x')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});
