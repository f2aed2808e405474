import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileInside, IMMUTABLE, negotiateEncoding, staticAssets } from './static-assets.ts';

function build() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-static-'));
  const file = path.join(dir, 'main-ABC123.js');
  const text = `export const words = ${JSON.stringify('wrap the car in gloss black '.repeat(200))};`;
  fs.writeFileSync(file, text);
  return { dir, file, text };
}

const get = (headers: Record<string, string> = {}, method = 'GET') => new Request('http://localhost/assets/main-ABC123.js', { method, headers });

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding(null)).toBeUndefined();
  });
});

describe('fileInside', () => {
  it('keeps paths inside the folder', () => {
    expect(fileInside('/srv/dist', '/assets/main.js')).toBe(path.resolve('/srv/dist/assets/main.js'));
    expect(fileInside('/srv/dist', '/assets/%2e%2e/%2e%2e/etc/passwd')).toBe(path.resolve('/srv/dist/etc/passwd'));
    expect(fileInside('/srv/dist', '/assets/..%5csecret')).toBeUndefined();
    expect(fileInside('/srv/dist', '/%00')).toBeUndefined();
    expect(fileInside('/srv/dist', '/%E0%A4%A')).toBeUndefined();
    expect(fileInside('/srv/dist', '/')).toBeUndefined();
  });
});

describe('staticAssets', () => {
  it('sends brotli when accepted, else gzip, else the file as it is, always with Vary', async () => {
    const { file, text } = build();
    const files = staticAssets();
    const br = await files.send(get({ 'accept-encoding': 'gzip, deflate, br' }), file, { cacheControl: IMMUTABLE });
    expect(br?.status).toBe(200);
    expect(br?.headers.get('content-encoding')).toBe('br');
    expect(br?.headers.get('vary')).toBe('Accept-Encoding');
    expect(br?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBytes = Buffer.from(await br!.arrayBuffer());
    expect(Number(br?.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(text.length / 10);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await files.send(get({ 'accept-encoding': 'gzip' }), file, { cacheControl: IMMUTABLE });
    expect(gz?.headers.get('content-encoding')).toBe('gzip');
    expect(gz?.headers.get('vary')).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(Buffer.from(await gz!.arrayBuffer())).toString()).toBe(text);

    const plain = await files.send(get(), file, { cacheControl: IMMUTABLE });
    expect(plain?.headers.get('content-encoding')).toBeNull();
    expect(plain?.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain?.text()).toBe(text);
  });

  it('compresses a file once, and again only when it changes on disk', async () => {
    const { file } = build();
    const files = staticAssets();
    const first = await files.send(get({ 'accept-encoding': 'br' }), file, { cacheControl: 'no-cache' });
    const second = await files.send(get({ 'accept-encoding': 'br' }), file, { cacheControl: 'no-cache' });
    expect(second?.headers.get('etag')).toBe(first?.headers.get('etag'));
    const changed = `export const other = ${JSON.stringify('satin blue '.repeat(300))};`;
    fs.writeFileSync(file, changed);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const third = await files.send(get({ 'accept-encoding': 'br' }), file, { cacheControl: 'no-cache' });
    expect(third?.headers.get('etag')).not.toBe(first?.headers.get('etag'));
    expect(zlib.brotliDecompressSync(Buffer.from(await third!.arrayBuffer())).toString()).toBe(changed);
  });

  it('answers 304 to an If-None-Match naming any encoding of the current file', async () => {
    const { file } = build();
    const files = staticAssets();
    const br = await files.send(get({ 'accept-encoding': 'br' }), file, { cacheControl: 'no-cache' });
    const etag = br?.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await files.send(get({ 'accept-encoding': 'br', 'if-none-match': etag }), file, { cacheControl: 'no-cache' });
    expect(again?.status).toBe(304);
    expect(again?.headers.get('etag')).toBe(etag);
    expect(again?.headers.get('cache-control')).toBe('no-cache');
    expect(await again?.text()).toBe('');
    const plain = await files.send(get({ 'if-none-match': `W/${etag}` }), file, { cacheControl: 'no-cache' });
    expect(plain?.status).toBe(304);
    const stale = await files.send(get({ 'if-none-match': '"something-else"' }), file, { cacheControl: 'no-cache' });
    expect(stale?.status).toBe(200);
  });

  it('leaves small files and images uncompressed, and has no answer for a missing file or a folder', async () => {
    const { dir } = build();
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'window.a = 1;');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    const files = staticAssets();
    const tiny = await files.send(get({ 'accept-encoding': 'br' }), path.join(dir, 'tiny.js'), { cacheControl: 'no-cache' });
    expect(tiny?.headers.get('content-encoding')).toBeNull();
    expect(await tiny?.text()).toBe('window.a = 1;');
    const png = await files.send(get({ 'accept-encoding': 'br' }), path.join(dir, 'logo.png'), { cacheControl: IMMUTABLE });
    expect(png?.headers.get('content-encoding')).toBeNull();
    expect(png?.headers.get('vary')).toBeNull();
    expect(png?.headers.get('content-type')).toBe('image/png');
    expect(await files.send(get(), path.join(dir, 'nope.js'), { cacheControl: IMMUTABLE })).toBeUndefined();
    expect(await files.send(get(), dir, { cacheControl: IMMUTABLE })).toBeUndefined();
  });

  it('answers HEAD with the headers and no body', async () => {
    const { file } = build();
    const res = await staticAssets().send(get({ 'accept-encoding': 'gzip' }, 'HEAD'), file, { cacheControl: IMMUTABLE });
    expect(res?.status).toBe(200);
    expect(res?.headers.get('content-encoding')).toBe('gzip');
    expect(await res?.text()).toBe('');
  });
});
