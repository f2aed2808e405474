import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { json, makeTestApp, tempDir } from './test/app.ts';

/** A widget build as widget/build.mjs lays it out. */
function widgetBuild() {
  const dir = tempDir('wrapsmith-widget-');
  const bundle = 'wrapsmith-widget.0123456789ab.js';
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ loader: 'widget.js', bundle }));
  fs.writeFileSync(path.join(dir, 'widget.js'), 'window.loaderRan = true;');
  fs.writeFileSync(path.join(dir, bundle), `/* bundle */ ${'customElements;'.repeat(400)}`);
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'not for the web');
  return { dir, bundle };
}

describe('app', () => {
  it('answers health', async () => {
    const { app } = makeTestApp();
    const res = await app.request('/api/v1/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ok: true } });
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const { app } = makeTestApp();
    for (const p of ['/api/v1/nope', '/api/v2/x', '/api/other']) {
      const res = await app.request(p);
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: { message: string; code: string } };
      expect(body.error.code).toBe('NOT_FOUND');
      expect(body.error.message).toMatch(/No route/);
    }
  });

  it('rejects oversized bodies with 413', async () => {
    const { app } = makeTestApp();
    const res = await app.request('/api/v1/health', json('POST', { big: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves the widget loader for 5 minutes and its hashed bundle for good, to any site', async () => {
    const { dir, bundle } = widgetBuild();
    const { app } = makeTestApp({}, {}, { widgetDir: dir });
    const loader = await app.request('/widget.js', { headers: { origin: 'https://shop.example' } });
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(await loader.text()).toBe('window.loaderRan = true;');
    const etag = loader.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await app.request('/widget.js', { headers: { 'if-none-match': etag ?? '' } })).status).toBe(304);

    const script = await app.request(`/widget/${bundle}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    for (const p of ['/widget/secret.txt', '/widget/manifest.json', '/widget/wrapsmith-widget.ffffffffffff.js', '/widget/..%2Fsecret.txt']) {
      expect((await app.request(p)).status, p).toBe(404);
    }
  });
});
