// The intended journey against the real product: the built API serves the widget and the public widget API,
// the sample shop site embeds it from another origin (e2e/wrapsmith.ts: free ports, the seed's demo key
// pk_demo_northside_0000000000000000 allowing the site through the shop's own API), and the shop sees the lead in
// its dashboard. The visitor's own photo has its journey in car-photo.e2e.ts.
import path from 'node:path';
import { VIEWPORTS, launchBrowser, openPage, screenshot } from '@wrapsmith/e2e-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, sendQuote, startWrapsmith, type Wrapsmith } from './wrapsmith.ts';

describe('the widget against the real API', () => {
  let wrapsmith: Wrapsmith;
  let server: Wrapsmith['server'];
  let site: Wrapsmith['site'];
  let browser: Browser;
  const credits = () => wrapsmith.credits();

  beforeAll(async () => {
    wrapsmith = await startWrapsmith();
    ({ server, site } = wrapsmith);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await wrapsmith?.stop();
  });

  /** The demo owner signed in to the dashboard, on its leads page (no welcome popup: credits() signed in before). */
  async function shopLeads(): Promise<{ page: Page; errors: string[] }> {
    const shop = await openPage(browser, { baseURL: server.url });
    await shop.page.goto('/login');
    await shop.page.getByLabel('Email').fill(DEMO_OWNER.email);
    await shop.page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
    await shop.page.getByRole('button', { name: 'Enter Studio' }).click();
    await shop.page.waitForURL((u) => u.pathname === '/dashboard');
    await shop.page.goto('/leads');
    return shop;
  }

  it('a visitor renders and sends a lead; the shop sees it with its image and a notification; one credit is spent', async () => {
    const before = await credits();
    const { page, errors } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${site.url}/`);
    const widget = page.locator('[data-wrapsmith-inline] wrapsmith-visualizer');
    await widget.getByRole('combobox', { name: 'Year' }).selectOption({ index: 1 });
    await widget.getByRole('combobox', { name: 'Make' }).selectOption({ index: 1 });
    await widget.getByRole('combobox', { name: 'Model' }).selectOption({ index: 1 });
    await widget.locator('.wsv-swatch').first().click();
    await widget.locator('.wsv-render__image').waitFor();
    await screenshot(page, path.resolve(import.meta.dirname, '../screens'), 'home-real-render-1280');
    await sendQuote(widget, { name: 'Dana Reyes', email: 'dana.reyes@example.com' });
    expect(errors).toEqual([]);
    expect(await credits()).toBe(before - 1);

    const shop = await shopLeads();
    const row = shop.page.getByRole('table', { name: 'Leads' }).getByRole('row', { name: /Dana Reyes/ });
    await row.waitFor();
    expect(await row.getByRole('img').count()).toBeGreaterThan(0);
    await shop.page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
    await shop.page.getByRole('link', { name: /New lead: Dana Reyes/ }).or(shop.page.getByText(/New lead: Dana Reyes/)).first().waitFor();
    expect(shop.errors).toEqual([]);
  });

  it('on an origin that is not allowed, shows the friendly error and spends nothing', async () => {
    const before = await credits();
    const { page } = await openPage(browser, { ignore: [/403/, /CORS/] });
    await page.goto(`${wrapsmith.elsewhere.url}/`);
    await page.locator('[data-wrapsmith-inline] wrapsmith-visualizer').getByText("The wrap visualizer isn't enabled for this website yet.").waitFor();
    expect(await credits()).toBe(before);
  });

  it('serves the loader with a short cache and the hashed first control and bundle as immutable', async () => {
    const loader = await fetch(`${server.url}/widget.js`);
    expect(loader.headers.get('cache-control')).toContain('max-age=300');
    // The loader names the first control's module (issue 23 item 23), which names the entry.
    const first = /wrapsmith-first\.[0-9a-f]{12}\.js/.exec(await loader.text())?.[0];
    const firstModule = await fetch(`${server.url}/widget/${first}`);
    expect(firstModule.status).toBe(200);
    expect(firstModule.headers.get('cache-control')).toContain('immutable');
    const name = /wrapsmith-widget\.[0-9a-f]{12}\.js/.exec(await firstModule.text())?.[0];
    const bundle = await fetch(`${server.url}/widget/${name}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toContain('immutable');
  });
});
