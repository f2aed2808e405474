// Route-level code splitting in real Chromium (decision 046): the landing page loads its own chunk and not the
// Studio's, a signed-in page loads its chunk on navigation, chunks arrive compressed and cached for good, and a
// chunk that cannot be fetched shows a reload instead of a blank page.
import { openPage, type TrackedPage } from '@wrapsmith/e2e-kit';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

async function open(): Promise<TrackedPage> {
  return openPage(product.browser, { baseURL: product.server.url, ignore: [/status of 401/] });
}

/** The JavaScript files the page fetched, by file name. */
function scriptsOf(tracked: TrackedPage): Map<string, Response> {
  const scripts = new Map<string, Response>();
  tracked.page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.set(url.pathname.slice('/assets/'.length), res);
  });
  return scripts;
}

describe('route-level code splitting in Chromium', () => {
  it("the landing page loads its own chunk, compressed and immutable, and none of the Studio's", async () => {
    const tracked = await open();
    const scripts = scriptsOf(tracked);
    await tracked.page.goto('/');
    await tracked.page.getByRole('heading', { level: 1 }).first().waitFor();
    await tracked.page.waitForLoadState('networkidle');
    const names = [...scripts.keys()];
    expect(names.some((n) => n.startsWith('main-'))).toBe(true);
    expect(names.some((n) => n.startsWith('landing-page-'))).toBe(true);
    expect(names.filter((n) => /^(app-layout|dashboard-page|login-page|widget-settings-page)-/.test(n))).toEqual([]);
    for (const [name, res] of scripts) {
      expect(res.status(), name).toBe(200);
      expect(res.headers()['cache-control'], name).toBe('public, max-age=31536000, immutable');
    }
    // Chromium asks for brotli; files under 1 KB are sent as they are.
    for (const name of names.filter((n) => /^(main|landing-page)-/.test(n))) {
      expect(scripts.get(name)?.headers()['content-encoding'], name).toBe('br');
      expect(scripts.get(name)?.headers()['vary'], name).toBe('Accept-Encoding');
    }
    const html = await tracked.page.request.get('/', { headers: { 'accept-encoding': 'br' } });
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['etag']).toBeTruthy();
    expect(tracked.errors).toEqual([]);
    await tracked.context.close();
  });

  it("signing in loads the Studio's layout and the dashboard's chunk on the way", async () => {
    const tracked = await open();
    const scripts = scriptsOf(tracked);
    await logInToDashboard(tracked.page, DEMO_OWNER.email, DEMO_OWNER.password);
    await tracked.page.getByRole('navigation').first().waitFor();
    // The layout shows its navigation before the dashboard's own chunk has arrived (a busy machine): wait for each.
    for (const chunk of ['login-page-', 'app-layout-', 'dashboard-page-']) {
      await expect.poll(() => [...scripts.keys()].some((n) => n.startsWith(chunk)), { message: chunk }).toBe(true);
    }
    expect(tracked.errors).toEqual([]);
    await tracked.context.close();
  });

  it('a page whose code cannot be fetched shows what happened and a reload that works once it can', async () => {
    const tracked = await open();
    const { page } = tracked;
    let failing = true;
    await page.route(/\/assets\/login-page-[^/]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'This page could not load' }).waitFor();
    expect(await page.getByText('Check your internet connection, then reload the page.').isVisible()).toBe(true);
    failing = false;
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByLabel('Email').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // Chromium reports the aborted fetch and the failed import as errors; nothing else may appear.
    expect(tracked.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|dynamically imported module|PageLoadError|A page failed to load/.test(e))).toEqual([]);
    await tracked.context.close();
  });
});
