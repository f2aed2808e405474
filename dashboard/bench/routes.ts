// JavaScript each dashboard route loads in Chromium at first visit (decision 046), beside the single bundle every
// route loaded before: the built API serves the built dashboard (brotli, as to any browser), each route opens in a
// fresh browser context (empty cache), signed in through the API where the route needs it, and every JavaScript
// response is summed as transferred (encoded) and as decoded bytes, and as gzip -9 of the decoded bytes (the
// unit of the budgets). One run, one table. Run with `pnpm run bench` after a build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { REPO_ROOT, launchBrowser, startServer } from '@wrapsmith/e2e-kit';
import type { Browser, BrowserContext } from 'playwright-core';
// @ts-expect-error build.mjs is plain JavaScript without declarations
import { ROUTES, buildOptions, gzipSize, kb } from '../build.mjs';

const DEMO_OWNER = { email: 'demo@wrapsmith.local', password: 'wrapsmith-demo' };
/** Pages that send a signed-in visitor elsewhere (RequireAnonymous), and pages anyone may open. */
const ANONYMOUS = new Set(['/', '/login', '/signUp', '/confirm-booking', '/contact', '/visualizer', '/sucessfullUrl', '/reset-password', '/verify-otp']);
/** A value for each path parameter; the code a route loads does not depend on it. */
const EXAMPLE_PATH: Record<string, string> = { '/billing/checkout/:id': '/billing/checkout/1', '/confirm-booking': '/confirm-booking?token=bench' };

interface Route {
  path: string;
  budget: number;
  target: number;
}

interface Loaded {
  files: number;
  encoded: number;
  decoded: number;
  gzip: number;
  /** Scripts of the route's own document that are not the dashboard's files. */
  otherGzip: number;
  /** Scripts of pages shown inside the route in iframes (gzip): another document's, not counted in the route's total. */
  inFrames: number;
  landedOn: string;
}

/** The single bundle on React of before decisions 046 and 051, built now from the same sources into a temporary folder. */
async function oneBundle() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-one-bundle-'));
  try {
    const result = await esbuild.build(buildOptions({ dist, splitting: false, preact: false }));
    const [file] = Object.keys(result.metafile?.outputs ?? {}).filter((f) => f.endsWith('.js'));
    if (!file) throw new Error('the one-bundle build produced no JavaScript');
    const bytes = fs.readFileSync(path.resolve(import.meta.dirname, '..', file));
    return {
      raw: bytes.length,
      gzip: gzipSize(bytes),
      brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs the demo owner in once, through the login page (logins are rate limited); each signed-in route's context
 * starts with its session: the cookie and the stored user the dashboard reads before it routes.
 */
async function signIn(browser: Browser, baseURL: string): Promise<Session> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Enter Studio' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function load(browser: Browser, baseURL: string, route: Route, session: Session): Promise<Loaded> {
  // A new context has an empty cache: every route is measured as a first visit.
  const context = await browser.newContext({ baseURL, storageState: ANONYMOUS.has(route.path) ? undefined : session });
  try {
    const page = await context.newPage();
    const scripts: Promise<{ encoded: number; decoded: number; gzip: number; dashboard: boolean }>[] = [];
    const framed: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // A page shown inside the route (Widget settings previews the shop's share page in an iframe) is another
      // document with its own scripts: reported beside the route, not counted as the route's JavaScript.
      if (response.frame() !== page.mainFrame()) {
        const size = response.body().then(gzipSize);
        size.catch(() => undefined);
        framed.push(size);
        return;
      }
      const measured = (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const dashboard = new URL(response.url()).pathname.startsWith('/assets/');
        return { encoded: sizes.responseBodySize, decoded: body.length, gzip: gzipSize(body), dashboard };
      })();
      measured.catch(() => undefined);
      scripts.push(measured);
    });
    await page.goto(EXAMPLE_PATH[route.path] ?? route.path);
    // Drawn: the root has content and no route is still loading its code; then whatever the page fetches settles.
    await page.waitForFunction(() => Boolean(document.getElementById('root')?.childElementCount) && !document.querySelector('.route-loading'));
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(scripts);
    const inFrames = (await Promise.allSettled(framed)).reduce((t, r) => t + (r.status === 'fulfilled' ? r.value : 0), 0);
    return {
      inFrames,
      files: all.length,
      encoded: all.reduce((t, s) => t + s.encoded, 0),
      decoded: all.reduce((t, s) => t + s.decoded, 0),
      gzip: all.reduce((t, s) => t + s.gzip, 0),
      otherGzip: all.filter((s) => !s.dashboard).reduce((t, s) => t + s.gzip, 0),
      landedOn: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
}

// The API serves the widget too and will not start without its build; turbo builds the dashboard's dependencies
// before this bench, and the widget is not one of them.
if (!fs.existsSync(path.join(REPO_ROOT, 'widget/dist/manifest.json'))) {
  const built = spawnSync('pnpm', ['--filter', '@wrapsmith/widget', 'run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('could not build the widget, which the API serves');
}

const before = await oneBundle();
const server = await startServer();
const browser = await launchBrowser();
try {
  const rows = [['route', 'files', 'transferred', 'decoded', 'gzip -9', 'budget', 'target', 'vs target', 'vs one bundle (gzip)']];
  rows.push(['one bundle, every route (before 046)', '1', kb(before.brotli), kb(before.raw), kb(before.gzip), '', '', '', '1.00×']);
  const notes: string[] = [];
  const session = await signIn(browser, server.url);
  for (const route of ROUTES as Route[]) {
    const loaded = await load(browser, server.url, route, session);
    const expected = (EXAMPLE_PATH[route.path] ?? route.path).split('?')[0];
    if (loaded.landedOn.toLowerCase() !== expected?.toLowerCase()) notes.push(`${route.path} ended on ${loaded.landedOn}`);
    if (loaded.otherGzip) notes.push(`${route.path} includes ${kb(loaded.otherGzip)} gzip of scripts that are not the dashboard's`);
    if (loaded.inFrames) notes.push(`${route.path} shows another page in an iframe (the shop's share page with its widget, as a live preview): its ${kb(loaded.inFrames)} gzip of scripts are that page's, not counted above`);
    rows.push([
      route.path,
      String(loaded.files),
      kb(loaded.encoded),
      kb(loaded.decoded),
      kb(loaded.gzip),
      kb(route.budget),
      kb(route.target),
      `${(loaded.gzip / route.target).toFixed(2)}×`,
      `${(loaded.gzip / before.gzip).toFixed(2)}×`,
    ]);
  }
  console.log('Dashboard JavaScript loaded per route in Chromium, first visit (transferred = brotli as served):');
  table(rows);
  for (const note of notes) console.log(`note: ${note}`);
} finally {
  await browser.close();
  await server.stop();
}
