// First content in Chromium: the widget on a page beside the floor element (floor-element.jsx) on the same page,
// both loaded the way a shop loads the widget (the copy-paste tag → widget.js → the entry module), served brotli by one
// local HTTP server under the same emulated network, each page in a fresh context (cold cache). The widget's config
// and lists come from that server (a fixed demo shop, the public API's shapes), not from the real API: what is
// measured is the widget's own delivery, not the API's speed.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { buildLoader, onPreact, r2wcReact } from '../build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** "Fast 3G"-like, so bytes and round trips both count: 150 ms added per request, 1.6 Mbit/s down, 750 kbit/s up. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const SHOP_KEY = 'pk_bench_00000000000000000000';

/** The floor element, built with the widget's esbuild settings, and a loader for it built from the widget's. */
export async function buildFloor(outdir) {
  const built = await esbuild.build({
    ...onPreact,
    entryPoints: { 'floor-element': path.join(here, 'floor-element.jsx') },
    outdir,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [r2wcReact],
  });
  const entry = built.outputFiles.find((file) => file.path.endsWith('floor-element.js'));
  if (!entry || built.outputFiles.length !== 1) throw new Error('the floor element should build to one file');
  const loader = await buildLoader({ bundle: 'floor-element.js', preload: [], outfile: path.join(outdir, 'widget.js') });
  for (const file of [entry, loader]) {
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    fs.writeFileSync(file.path, file.contents);
  }
  return { outdir, entry: 'floor-element.js' };
}

const CONFIG = {
  data: {
    shop: { name: 'Northside Wraps', slug: 'northside-wraps', phone: '(555) 010-2000', email: 'hello@northside.example', website: 'https://northside.example' },
    branding: { displayName: 'Northside Wraps', logoUrl: null, primary: '#16181d', accent: '#ffd400', corner: 'rounded', theme: 'light', poweredBy: true },
    zones: ['roof', 'mirrors'],
  },
};
const LISTS = {
  'get-years': { data: { years: [2024, 2023, 2022] } },
  'get-makes': { data: { makes: [{ id: 'tesla', name: 'Tesla' }] } },
  brands: { data: [{ id: '3m', name: '3M', filmCount: 1 }] },
  films: { data: { groups: [{ finish: 'gloss', label: 'Gloss', films: [{ id: '3m-g12', name: 'Gloss Black', code: 'G12', colorCode: '#0b0b0b', finish: 'gloss', secondaryHex: null }] }] } },
};

/** Both pages hold nothing but the inline target and the shop's tag, so their first contentful paint is the element's. */
const page = (loader) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bench</title></head>
<body style="margin:0;font-family:sans-serif"><div data-wrapsmith-inline></div>
<script async src="${loader}" data-shop-key="${SHOP_KEY}" data-mode="inline"></script></body></html>`;

function startServer({ widgetDir, floorDir }) {
  // As the API sends its static files (api/src/lib/static-assets.ts): brotli when accepted, else gzip, above 1 KB.
  const compressed = new WeakMap();
  const send = (req, res, type, body) => {
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-store' };
    const accepts = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (encoding && body.length > 1024) {
      const done = compressed.get(body) ?? {};
      compressed.set(body, done);
      done[encoding] ??= encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 });
      body = done[encoding];
      headers['Content-Encoding'] = encoding;
    }
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(body);
  };
  const files = new Map();
  const file = (full) => {
    if (!files.has(full)) files.set(full, fs.existsSync(full) ? fs.readFileSync(full) : null);
    return files.get(full);
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench.invalid');
    if (url.pathname === '/widget.html') return send(req, res, 'text/html; charset=utf-8', Buffer.from(page('/widget.js')));
    if (url.pathname === '/floor.html') return send(req, res, 'text/html; charset=utf-8', Buffer.from(page('/floor/widget.js')));
    const api = /^\/api\/v1\/widget\/[^/]+\/([a-z-]+)$/.exec(url.pathname)?.[1];
    if (api) {
      const body = api === 'config' ? CONFIG : LISTS[api];
      if (body) return send(req, res, 'application/json', Buffer.from(JSON.stringify(body)));
    }
    const [dir, rest] = url.pathname.startsWith('/floor/') ? [floorDir, url.pathname.slice('/floor/'.length)] : [widgetDir, url.pathname.slice(1)];
    // As the API: /widget.js is the loader, /widget/<name> a file beside it in the build's folder.
    const name = rest === 'widget.js' ? rest : /^widget\/([\w.-]+\.js)$/.exec(rest)?.[1];
    const bytes = name ? file(path.join(dir, name)) : null;
    if (bytes) return send(req, res, 'text/javascript; charset=utf-8', bytes);
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * In the page: when the element's shadow root first holds a select a visitor can use (options in, enabled), and the
 * bytes on the wire (Resource Timing's transferSize: body as sent plus headers) of the page and of every response
 * complete by then: what a visitor downloaded before the first usable control.
 */
function watchFirstControl() {
  const tick = () => {
    const host = document.querySelector('[data-wrapsmith-inline] > *');
    const select = host?.shadowRoot?.querySelector('select');
    if (select && !select.disabled && select.options.length > 1 && select.getBoundingClientRect().width > 0) {
      const now = performance.now();
      window.__firstControl = now;
      const [navigation] = performance.getEntriesByType('navigation');
      const done = performance.getEntriesByType('resource').filter((entry) => entry.responseEnd <= now);
      window.__bytesBeforeControl = (navigation?.transferSize ?? 0) + done.reduce((sum, entry) => sum + entry.transferSize, 0);
      window.__requestsBeforeControl = done.map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd }));
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    let transferred = 0;
    cdp.on('Network.loadingFinished', (event) => (transferred += event.encodedDataLength));
    await tab.addInitScript(watchFirstControl);
    await tab.goto(url, { waitUntil: 'load' });
    await tab.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && typeof window.__firstControl === 'number', null, {
      timeout: 60_000,
    });
    const { fcp, control, beforeControl, requests } = await tab.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      control: window.__firstControl,
      beforeControl: window.__bytesBeforeControl,
      requests: window.__requestsBeforeControl,
    }));
    return { fcp, control, transferred, beforeControl, requests };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function measureFirstContent({ widget, floor, runs }) {
  const server = await startServer({ widgetDir: widget.outdir, floorDir: floor.outdir });
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const results = { widget: [], floor: [] };
  try {
    // One warm-up load each (Chromium's own start-up costs), then the pages alternate so drift hits both alike.
    await loadOnce(browser, `${base}/widget.html`);
    await loadOnce(browser, `${base}/floor.html`);
    for (let run = 0; run < runs; run += 1) {
      results.widget.push(await loadOnce(browser, `${base}/widget.html`));
      results.floor.push(await loadOnce(browser, `${base}/floor.html`));
    }
  } finally {
    await browser.close();
    server.close();
  }
  const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);
  const summary = (name) => ({
    fcp: median(results[name].map((r) => r.fcp)),
    control: median(results[name].map((r) => r.control)),
    transferred: median(results[name].map((r) => r.transferred)),
    beforeControl: median(results[name].map((r) => r.beforeControl)),
  });
  const w = summary('widget');
  const f = summary('floor');
  console.log(`First content in Chromium (${CHROMIUM}), median of ${runs} cold loads each, alternating; network emulated by CDP:`);
  console.log(`  ${NETWORK.latency} ms per request, ${((NETWORK.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down. Config and lists: fixed demo data from the bench's own server (not the real API).`);
  console.log(`  Both pages: the shop's tag → widget.js (loader) → a module, served brotli (as the API serves them) from 127.0.0.1: the floor's entry; the widget's`);
  console.log(`  first control (its Year select, no preact), which then asks for the entry and its chunks (+ modulepreloads) while the visitor picks.`);
  const size = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(14);
  console.log(`${''.padEnd(40)} ${'first content'.padStart(14)} ${'usable select'.padStart(14)} ${'bytes by then'.padStart(14)} ${'bytes on wire'.padStart(14)}`);
  console.log(`${'floor element (select + button)'.padEnd(40)} ${ms(f.fcp).padStart(14)} ${ms(f.control).padStart(14)} ${size(f.beforeControl)} ${size(f.transferred)}`);
  console.log(`${'Wrapsmith widget (inline)'.padEnd(40)} ${ms(w.fcp).padStart(14)} ${ms(w.control).padStart(14)} ${size(w.beforeControl)} ${size(w.transferred)}`);
  const ratio = w.fcp / f.fcp;
  console.log(`first content, widget ÷ floor: ${ratio.toFixed(2)}× (target ≤ 1.20×: ${ratio <= 1.2 ? 'met' : 'NOT met'})`);
  // Issue 23 item 23: the Year select, usable, in the same runs. The widget's needs its config, the wrap flow's chunks
  // (preloaded by widget.js beside the entry) and get-years (asked beside the config); the floor's select is static.
  const controlRatio = w.control / f.control;
  const bytesRatio = w.beforeControl / f.beforeControl;
  console.log(`usable Year select, widget ÷ floor: ${controlRatio.toFixed(2)}× in time (target ≤ 1.50×: ${controlRatio <= 1.5 ? 'met' : 'NOT met'}), ${bytesRatio.toFixed(2)}× in bytes by then`);
  const last = results.widget.at(-1);
  if (last?.requests) {
    const steps = last.requests.map((r) => `${r.name.replace(/^.*\//, '')} ${r.start.toFixed(0)}–${r.end.toFixed(0)}`);
    console.log(`  the widget's last load, responses complete before its usable select (start–end ms): ${steps.join(', ')}`);
  }
  return { widget: w, floor: f, ratio, controlRatio, bytesRatio };
}
