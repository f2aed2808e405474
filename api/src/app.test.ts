import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publishBuildAssets } from './lib/build-assets.ts';
import { diskStorage } from './services/storage/index.ts';
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
    expect(script.headers.get('vary')).toBe('Accept-Encoding');
    const brotli = await app.request(`/widget/${bundle}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('access-control-allow-origin')).toBe('*');
    expect(brotli.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(zlib.brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toMatch(/^\/\* bundle \*\//);
    const identity = await app.request(`/widget/${bundle}`);
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toMatch(/^\/\* bundle \*\//);

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

  it("serves the chunks a widget manifest lists like its bundle, and nothing it does not list", async () => {
    const { dir, bundle, photo } = widgetBuild();
    const chunk = 'wrapsmith-zones.00aa11bb22cc.js';
    fs.writeFileSync(path.join(dir, chunk), '/* zones */ window.__wrapsmithZones = {};');
    fs.writeFileSync(path.join(dir, 'wrapsmith-other.00aa11bb22cc.js'), '/* not listed */');
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ loader: 'widget.js', bundle, photo, chunks: [chunk, '../secret.txt'] }));
    const { app } = await makeTestApp({}, {}, { widgetDir: dir });
    const res = await app.request(`/widget/${chunk}`, { headers: { origin: 'https://shop.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await res.text()).toBe('/* zones */ window.__wrapsmithZones = {};');
    expect((await app.request(`/widget/${photo}`)).status).toBe(200);
    for (const p of ['/widget/wrapsmith-other.00aa11bb22cc.js', '/widget/..%2Fsecret.txt', '/widget/secret.txt']) {
      expect((await app.request(p)).status, p).toBe(404);
    }
  });

  it('serves the dashboard: hashed assets compressed and cached for good, its page revalidated by ETag', async () => {
    const dir = tempDir('wrapsmith-dashboard-');
    fs.mkdirSync(path.join(dir, 'assets'));
    const html = `<!doctype html><html><head><script type="module" src="/assets/main-ABC.js"></script></head><body>${'<p>wrap</p>'.repeat(200)}</body></html>`;
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    const js = `export const films = ${JSON.stringify('gloss black satin blue '.repeat(300))};`;
    fs.writeFileSync(path.join(dir, 'assets', 'main-ABC.js'), js);
    const { app } = await makeTestApp({}, {}, { dashboardDir: dir });

    const chunk = await app.request('/assets/main-ABC.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(chunk.headers.get('vary')).toBe('Accept-Encoding');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(Buffer.from(await chunk.arrayBuffer())).toString()).toBe(js);
    const gzip = await app.request('/assets/main-ABC.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const identity = await app.request('/assets/main-ABC.js');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(js);
    // A chunk a newer deploy removed is a 404 (the page then offers a reload), not the SPA's page as JavaScript.
    expect((await app.request('/assets/main-OLD.js')).status).toBe(404);

    for (const route of ['/', '/dashboard', '/confirm-booking?token=x']) {
      const page = await app.request(route, { headers: { 'accept-encoding': 'br' } });
      expect(page.status, route).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('content-security-policy')).toBeTruthy();
      const etag = page.headers.get('etag') ?? '';
      expect(etag).toBeTruthy();
      const revalidated = await app.request(route, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(revalidated.status, route).toBe(304);
      expect(await revalidated.text()).toBe('');
    }
    expect(await (await app.request('/login')).text()).toBe(html);
  });
  it('serves another version\'s hashed chunks from the object store during a rolling deploy (issue 23 item 18)', async () => {
    // Version 1 and version 2 of the dashboard and the widget, built apart, sharing one image store.
    const storage = diskStorage(tempDir('wrapsmith-store-'));
    const v1 = tempDir('wrapsmith-dashboard-v1-');
    fs.mkdirSync(path.join(v1, 'assets'));
    fs.writeFileSync(path.join(v1, 'index.html'), '<!doctype html><script type="module" src="/assets/main-V1.js"></script>');
    const v1Chunk = `export const v = 1; ${'/* studio */'.repeat(200)}`;
    fs.writeFileSync(path.join(v1, 'assets', 'main-V1.js'), v1Chunk);
    const v1Widget = widgetBuild();
    const v2 = tempDir('wrapsmith-dashboard-v2-');
    fs.mkdirSync(path.join(v2, 'assets'));
    fs.writeFileSync(path.join(v2, 'index.html'), '<!doctype html><script type="module" src="/assets/main-V2.js"></script>');
    fs.writeFileSync(path.join(v2, 'assets', 'main-V2.js'), 'export const v = 2;');
    const v2Widget = tempDir('wrapsmith-widget-v2-');
    fs.writeFileSync(path.join(v2Widget, 'manifest.json'), JSON.stringify({ loader: 'widget.js', bundle: 'wrapsmith-widget.v2.js' }));
    fs.writeFileSync(path.join(v2Widget, 'widget.js'), 'window.v2 = true;');
    fs.writeFileSync(path.join(v2Widget, 'wrapsmith-widget.v2.js'), 'window.bundle2 = true;');

    // Each instance copies its own build's hashed files at start; the loader and other files stay behind.
    expect(await publishBuildAssets(storage, { dashboardDir: v1, widgetDir: v1Widget.dir })).toBe(3);
    expect(await publishBuildAssets(storage, { dashboardDir: v1, widgetDir: v1Widget.dir })).toBe(0);
    expect(await publishBuildAssets(storage, { dashboardDir: v2, widgetDir: v2Widget })).toBe(2);

    // A version-2 instance answers a version-1 page's chunks; before this change it answered 404.
    const { app } = await makeTestApp({ storage }, {}, { dashboardDir: v2, widgetDir: v2Widget });
    const chunk = await app.request('/assets/main-V1.js', { headers: { 'accept-encoding': 'br' } });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(Buffer.from(await chunk.arrayBuffer())).toString()).toBe(v1Chunk);
    expect(await (await app.request('/assets/main-V2.js')).text()).toBe('export const v = 2;');
    const bundle = await app.request(`/widget/${v1Widget.bundle}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('access-control-allow-origin')).toBe('*');
    expect(await bundle.text()).toContain('/* bundle */');
    expect((await app.request(`/widget/${v1Widget.photo}`)).status).toBe(200);
    // What no version built is still a 404, and nothing else of a folder or the store is reachable.
    for (const missing of ['/assets/main-NONE.js', '/assets/..%2Fmanifest.json', '/widget/widget.js.map', '/widget/secret.txt', '/widget/..%2Fbuild-assets']) {
      expect((await app.request(missing)).status, missing).toBe(404);
    }
    // The v2 loader is this instance's own.
    expect(await (await app.request('/widget.js')).text()).toBe('window.v2 = true;');
  });
});
