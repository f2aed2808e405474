import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { json, makeTestApp, tempDir } from './test/app.ts';

/** A widget build as widget/build.mjs lays it out. */
function widgetBuild() {
  const dir = tempDir('wrapsmith-widget-');
  const bundle = 'wrapsmith-widget.0123456789ab.js';
  const photo = 'wrapsmith-photo.ba9876543210.js';
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ loader: 'widget.js', bundle, photo }));
  fs.writeFileSync(path.join(dir, 'widget.js'), 'window.loaderRan = true;');
  fs.writeFileSync(path.join(dir, bundle), `/* bundle */ ${'customElements;'.repeat(400)}`);
  fs.writeFileSync(path.join(dir, photo), '/* photo */ window.__wrapsmithPhoto = {};');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'not for the web');
  return { dir, bundle, photo };
}

describe('app', () => {
  it('answers health', async () => {
    const { app } = await makeTestApp();
    const res = await app.request('/api/v1/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ok: true } });
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const { app } = await makeTestApp();
    for (const p of ['/api/v1/nope', '/api/v2/x', '/api/other']) {
      const res = await app.request(p);
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: { message: string; code: string } };
      expect(body.error.code).toBe('NOT_FOUND');
      expect(body.error.message).toMatch(/No route/);
    }
  });

  it('rejects oversized bodies with 413', async () => {
    const { app } = await makeTestApp();
    const res = await app.request('/api/v1/health', json('POST', { big: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves the widget loader for 5 minutes and its hashed bundle and photo chunk for good, to any site', async () => {
    const { dir, bundle, photo } = widgetBuild();
    const { app } = await makeTestApp({}, {}, { widgetDir: dir });
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

    const chunk = await app.request(`/widget/${photo}`, { headers: { origin: 'https://shop.example' } });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await chunk.text()).toBe('/* photo */ window.__wrapsmithPhoto = {};');
    for (const p of [
      '/widget/secret.txt',
      '/widget/manifest.json',
      '/widget/widget.js',
      '/widget/wrapsmith-widget.ffffffffffff.js',
      '/widget/wrapsmith-photo.ffffffffffff.js',
      '/widget/..%2Fsecret.txt',
    ]) {
      expect((await app.request(p)).status, p).toBe(404);
    }
  });

  it('still serves a build whose manifest names no photo chunk, and no photo file then', async () => {
    const { dir, bundle, photo } = widgetBuild();
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ loader: 'widget.js', bundle }));
    const { app } = await makeTestApp({}, {}, { widgetDir: dir });
    expect((await app.request(`/widget/${bundle}`)).status).toBe(200);
    expect((await app.request(`/widget/${photo}`)).status).toBe(404);
  });
});
