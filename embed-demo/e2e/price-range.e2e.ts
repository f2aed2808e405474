// Issue 25 item 6 in real Chromium on the sample shop's site: no price range while the shop has not saved a price
// book; once it has, a render shows "From … to …" from that book, the same range the widget API answers; switched
// off in the price book, the widget shows none and the API answers none.
import { VIEWPORTS, launchBrowser, openPage, type TrackedPage } from '@wrapsmith/e2e-kit';
import type { PriceBookDto } from '@wrapsmith/core/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_KEY } from '../server.mjs';
import { startWrapsmith, type Wrapsmith } from './wrapsmith.ts';

let browser: Browser;
let wrapsmith: Wrapsmith;
const pages: TrackedPage[] = [];

beforeAll(async () => {
  wrapsmith = await startWrapsmith();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await wrapsmith?.stop();
});

const widgetOf = (page: Page) => page.locator('[data-wrapsmith-inline] wrapsmith-visualizer');

async function renderOn(colour: RegExp, name: RegExp): Promise<Page> {
  const tracked = await openPage(browser, { viewport: VIEWPORTS.desktop });
  pages.push(tracked);
  const { page } = tracked;
  await page.goto(`${wrapsmith.site.url}/`);
  const widget = widgetOf(page);
  await widget.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await widget.getByRole('combobox', { name: 'Make' }).selectOption('Tesla');
  await widget.getByRole('combobox', { name: 'Model' }).selectOption('Model 3');
  await widget.getByRole('button', { name: colour }).click();
  await widget.getByRole('img', { name }).waitFor();
  await widget.getByRole('button', { name: 'Get a quote' }).waitFor();
  return page;
}

/** The price book as the owner reads it, saved back with `change` applied. */
async function saveBook(change: (book: PriceBookDto['book']) => void): Promise<void> {
  const { data } = (await (await wrapsmith.owner('/api/v1/user/price-book')).json()) as { data: PriceBookDto };
  change(data.book);
  const res = await wrapsmith.owner('/api/v1/user/price-book', { method: 'PUT', body: JSON.stringify(data.book) });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** What the widget API answers for the 2024 Tesla Model 3 in 3M Gloss Hotrod Red, asked from the shop's site. */
async function apiRange(): Promise<{ low: number; high: number } | null> {
  const query = new URLSearchParams({ year: '2024', make: 'Tesla', model: 'Model 3', filmId: '3m-g13' });
  const res = await fetch(`${wrapsmith.server.url}/api/v1/widget/${DEMO_SHOP_KEY}/price-range?${query.toString()}`, { headers: { origin: wrapsmith.site.url } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { low: number; high: number } | null }).data;
}

const dollars = (minor: number) => `$${(minor / 100).toLocaleString('en-US')}`;

describe('the widget’s instant price range (issue 25 item 6)', () => {
  it('shows none before the shop saves its prices, then the range from its price book after a render', async () => {
    expect(await apiRange()).toBeNull();
    const before = await renderOn(/Gloss Hotrod Red/, /^2024 Tesla Model 3 wrapped in 3M Gloss Hotrod Red/);
    await before.waitForTimeout(500);
    expect(await widgetOf(before).getByTestId('price-range').count()).toBe(0);

    await saveBook((book) => {
      book.labour.fullWrap.mid = 260_000;
    });
    const range = await apiRange();
    expect(range).not.toBeNull();
    const page = await renderOn(/Gloss Hotrod Red/, /^2024 Tesla Model 3 wrapped in 3M Gloss Hotrod Red/);
    const shown = widgetOf(page).getByTestId('price-range');
    await shown.waitFor();
    expect(await shown.textContent()).toContain(`From ${dollars(range?.low ?? 0)} to ${dollars(range?.high ?? 0)}`);
    expect(await shown.textContent()).toContain('confirms your price');
  });

  it('shows none, and the API answers none, once the shop switches it off', async () => {
    await saveBook((book) => {
      book.widgetRange.enabled = false;
    });
    expect(await apiRange()).toBeNull();
    const page = await renderOn(/Gloss Hotrod Red/, /^2024 Tesla Model 3 wrapped in 3M Gloss Hotrod Red/);
    await page.waitForTimeout(500);
    expect(await widgetOf(page).getByTestId('price-range').count()).toBe(0);
    const errors = pages.flatMap((p) => p.errors);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
