// Issue 23 item 21: JSON answers of 1 KB or more go compressed when the client accepts it; small ones, streamed CSV
// exports and clients that accept nothing stay as they were.
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { widgetApp } from '../test/widget.ts';

const raw = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('JSON compression (issue 23 item 21)', () => {
  it("gzips or brotli-compresses the widget's films list when accepted, and leaves it plain when not", async () => {
    const t = await widgetApp({ credits: 5 });
    const plain = await t.call('films?brand=3m', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBytes = await raw(plain);
    expect(plainBytes.length).toBeGreaterThan(1024);
    const parsed = JSON.parse(plainBytes.toString('utf8')) as unknown;

    const gz = await t.call('films?brand=3m', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/Accept-Encoding/i);
    // Added to the CORS answer's Vary: Origin, not in its place (a cache must not serve one site's answer to another).
    expect(gz.headers.get('vary')).toMatch(/Origin/);
    expect(gz.headers.get('content-type')).toMatch(/^application\/json/);
    // The CORS headers of the widget's routes survive.
    expect(gz.headers.get('access-control-allow-origin')).toBe(plain.headers.get('access-control-allow-origin'));
    const gzBytes = await raw(gz);
    expect(Number(gz.headers.get('content-length'))).toBe(gzBytes.length);
    expect(gzBytes.length).toBeLessThan(plainBytes.length / 2);
    expect(JSON.parse(gunzipSync(gzBytes).toString('utf8'))).toEqual(parsed);

    const br = await t.call('films?brand=3m', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await raw(br)).toString('utf8'))).toEqual(parsed);
  });

  it('sends small answers plain, and keeps the status and error shape of large ones', async () => {
    const t = await widgetApp({ credits: 5 });
    const small = await t.app.request('/api/v1/health', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ data: { ok: true } });
    const refused = await t.call('films?brand=acme', { headers: { 'accept-encoding': 'gzip' } });
    expect(refused.status).toBe(400);
  });

  it('never compresses the streamed CSV export', async () => {
    const t = await widgetApp({ credits: 5, planKey: 'basic' });
    const res = await t.app.request('/api/v1/user/leads/export.csv', { headers: { ...t.auth, 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
