// One contract for every Storage adapter: the disk under DATA_DIR and S3 (against s3rver, a local S3-compatible
// server started here). Callers rely on exactly this, so both adapters must pass it unchanged.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startFailingServer, startLocalS3 } from '../../test/s3-server.ts';
import { tempDir } from '../../test/app.ts';
import { diskStorage, renderKey, S3StorageError, s3Storage, type Storage } from './index.ts';

interface Subject {
  storage: Storage;
  /** The keys of everything the adapter holds, wherever it keeps them. */
  stored(): string[];
}

async function localS3() {
  const s3 = await startLocalS3();
  onTestFinished(() => s3.close());
  return s3;
}

const adapters: Record<string, () => Promise<Subject>> = {
  disk: () => {
    const root = tempDir('ws-storage-');
    const stored = () => fs.readdirSync(root, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
    return Promise.resolve({ storage: diskStorage(root), stored });
  },
  s3: async () => {
    const s3 = await localS3();
    return { storage: s3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }), stored: s3.keys };
  },
};

/** Every byte value, then enough random bytes to need more than one network read. */
const binary = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), crypto.randomBytes(300_000)]);

describe.each(Object.keys(adapters))('the %s storage contract', (name) => {
  const subject = () => (adapters[name] as () => Promise<Subject>)();

  it('gives back exactly the bytes it was given', async () => {
    const { storage, stored } = await subject();
    const key = renderKey('shop-1', 'render-1');
    await storage.put(key, binary);
    expect((await storage.get(key))?.equals(binary)).toBe(true);
    await storage.put('bookings/shop-1/photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00]));
    expect(await storage.get('bookings/shop-1/photo.jpg')).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0x00]));
    expect(stored()).toEqual(['bookings/shop-1/photo.jpg', 'renders/shop-1/render-1.png']);
  });

  it('answers null for a key that holds nothing', async () => {
    const { storage } = await subject();
    expect(await storage.get(renderKey('shop-1', 'never-stored'))).toBeNull();
    expect(await storage.get('widget/logos/nobody/0123456789abcdef.png')).toBeNull();
  });

  it('replaces the bytes under a key on a second put', async () => {
    const { storage, stored } = await subject();
    const key = 'widget/logos/shop-1/logo.png';
    await storage.put(key, binary);
    await storage.put(key, Buffer.from([7, 7, 7]));
    expect(await storage.get(key)).toEqual(Buffer.from([7, 7, 7]));
    expect(stored()).toEqual([key]);
  });

  it('deletes, and deleting what is gone or never was is not an error', async () => {
    const { storage, stored } = await subject();
    const key = renderKey('shop-1', 'render-1');
    const kept = renderKey('shop-1', 'render-2');
    await storage.put(key, Buffer.from([1, 2, 3]));
    await storage.put(kept, Buffer.from([4]));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(renderKey('shop-9', 'never-stored'))).resolves.toBeUndefined();
    expect(stored()).toEqual([kept]);
  });

  it('refuses keys that could climb out or are not plain paths, and stores nothing for them', async () => {
    const { storage, stored } = await subject();
    for (const key of ['../x', 'a//b', '/etc/passwd', 'renders/../../x', 'renders/./x.png', 'a/', '', 'a b.png', 'a?b=1', 'a%2f..']) {
      await expect(storage.put(key, Buffer.from([1])), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
    expect(stored()).toEqual([]);
  });

  it('has no half-written objects to sweep after whole puts', async () => {
    const { storage } = await subject();
    await storage.put(renderKey('shop-1', 'render-1'), binary);
    expect(await storage.sweepPartials(new Date(Date.now() + 60_000))).toBe(0);
  });
});

describe('s3Storage when the store fails or refuses', () => {
  const key = renderKey('shop-1', 'render-1');

  it('throws on a 500, after its retries, for put, get and delete alike', async () => {
    const failing = await startFailingServer();
    onTestFinished(() => failing.close());
    const storage = s3Storage({ endpoint: failing.endpoint, bucket: 'b', accessKeyId: 'k', secretAccessKey: 's', retries: 1 });
    const put = storage.put(key, Buffer.from([1]));
    await expect(put).rejects.toBeInstanceOf(S3StorageError);
    await expect(put).rejects.toMatchObject({ status: 500, code: 'InternalError', message: `S3 PUT b/${key} failed: 500 InternalError` });
    expect(failing.requests()).toBe(2);
    await expect(storage.get(key)).rejects.toMatchObject({ status: 500 });
    await expect(storage.delete(key)).rejects.toMatchObject({ status: 500 });
  });

  it('throws when nothing answers at the endpoint', async () => {
    const failing = await startFailingServer();
    const { endpoint } = failing;
    await failing.close();
    const storage = s3Storage({ endpoint, bucket: 'b', accessKeyId: 'k', secretAccessKey: 's' });
    await expect(storage.put(key, Buffer.from([1]))).rejects.toThrow(`S3 PUT b/${key} did not answer`);
    await expect(storage.get(key)).rejects.toThrow(/did not answer/);
  });

  it('throws on wrong credentials, for a read too (a refusal is not a missing image), and stores nothing', async () => {
    const s3 = await localS3();
    const storage = s3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, accessKeyId: 'WRONG', secretAccessKey: 'wrong' });
    await expect(storage.put(key, Buffer.from([1]))).rejects.toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    await expect(storage.get(key)).rejects.toMatchObject({ status: 403 });
    await expect(storage.delete(key)).rejects.toMatchObject({ status: 403 });
    expect(s3.keys()).toEqual([]);
  });

  it('throws for a bucket that does not exist instead of answering that the image is missing', async () => {
    const s3 = await localS3();
    const storage = s3Storage({ endpoint: s3.endpoint, bucket: 'no-such-bucket', accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey });
    await expect(storage.get(key)).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
    await expect(storage.put(key, Buffer.from([1]))).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
  });
});

describe('s3Storage objects', () => {
  it('are stored with the content type of their key extension', async () => {
    const s3 = await localS3();
    const storage = s3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey });
    const client = new AwsClient({ ...s3, service: 's3', retries: 0 });
    const types = { 'a/1.png': 'image/png', 'a/2.jpg': 'image/jpeg', 'a/3.jpeg': 'image/jpeg', 'a/4.webp': 'image/webp', 'a/5.bin': 'application/octet-stream' };
    for (const [key, type] of Object.entries(types)) {
      await storage.put(key, Buffer.from([1]));
      const res = await client.fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
      expect([res.status, res.headers.get('content-type')], key).toEqual([200, type]);
    }
  });

  it('are addressed path-style by default and virtual-host style when path style is off', async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const options = { bucket: 'images', accessKeyId: 'k', secretAccessKey: 's' };
    await s3Storage({ ...options, endpoint: 'https://s3.eu-west-1.amazonaws.com' }).delete('renders/s/r.png');
    await s3Storage({ ...options, endpoint: 'https://s3.eu-west-1.amazonaws.com/', forcePathStyle: false }).delete('renders/s/r.png');
    await s3Storage({ ...options, endpoint: 'http://store.internal:9000/prefix/' }).delete('renders/s/r.png');
    expect(urls).toEqual([
      'https://s3.eu-west-1.amazonaws.com/images/renders/s/r.png',
      'https://images.s3.eu-west-1.amazonaws.com/renders/s/r.png',
      'http://store.internal:9000/prefix/images/renders/s/r.png',
    ]);
  });
});
