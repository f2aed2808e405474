// The Studio in real Chromium: three films of different finishes on two body styles give three different
// images, cost three credits, and a saved render is found under My Wraps → Saved.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, openPage, screenshot } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();

async function credits(page: Page): Promise<number> {
  const text = await page.getByRole('status', { name: 'Available Credits' }).innerText();
  return Number(text.replace(/\D/g, ''));
}

async function pickVehicle(page: Page, year: string, make: string, model: string) {
  await page.getByRole('combobox', { name: 'Year' }).selectOption(year);
  await page.getByRole('combobox', { name: 'Make' }).selectOption({ label: make });
  await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: model });
}

/** Clicks the first colour of a finish tab and returns the new image's src once it has changed. */
async function renderFirstColour(page: Page, finish: string, previousSrc: string | null): Promise<{ src: string; film: string }> {
  await page.getByRole('tablist', { name: 'Finishes' }).getByRole('tab', { name: finish }).click();
  const swatch = page.getByRole('tabpanel').getByRole('button').first();
  const film = (await swatch.getAttribute('aria-label')) ?? (await swatch.innerText());
  await swatch.click();
  const image = page.getByRole('region', { name: 'Preview' }).getByRole('img').first();
  await expect
    .poll(async () => ((await image.count()) ? await image.getAttribute('src') : null), { timeout: 20_000 })
    .not.toBe(previousSrc);
  const src = await image.getAttribute('src');
  if (!src) throw new Error('The rendered image has no src');
  return { src, film };
}

describe('the Studio in Chromium', () => {
  it('renders three finishes on two body styles, spends three credits, and saves one to My Wraps', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });

    await page.goto('/tool');
    await page.getByRole('combobox', { name: 'Year' }).waitFor();
    await expect.poll(() => credits(page)).toBeGreaterThan(3);
    const before = await credits(page);
    await screenshot(page, SCREENS, 'studio-1280');

    await pickVehicle(page, '2024', 'Tesla', 'Model 3');
    await page.getByRole('combobox', { name: 'Wrap brand' }).selectOption({ index: 1 });
    const gloss = await renderFirstColour(page, 'Gloss', null);
    const matte = await renderFirstColour(page, 'Matte', gloss.src);
    await pickVehicle(page, '2024', 'Ford', 'F-150');
    const chrome = await renderFirstColour(page, 'Chrome', matte.src);

    expect(new Set([gloss.src, matte.src, chrome.src]).size).toBe(3);
    const preview = page.getByRole('region', { name: 'Preview' }).getByRole('img').first();
    expect(await preview.getAttribute('alt')).toMatch(/2024 Ford F-150/);
    await expect.poll(() => credits(page)).toBe(before - 3);
    await screenshot(page, SCREENS, 'studio-rendered-1280');

    await page.goto('/dashboard');
    const tabs = page.getByRole('tablist', { name: 'My Wraps' });
    await tabs.getByRole('tab', { name: 'Drafts' }).click();
    const card = page.getByRole('article', { name: '2024 Ford F-150' }).first();
    await card.getByRole('button', { name: 'Save' }).click();
    await tabs.getByRole('tab', { name: 'Saved' }).click();
    await page.getByRole('article', { name: '2024 Ford F-150' }).first().waitFor();
    expect(await page.getByRole('article', { name: '2024 Tesla Model 3' }).count()).toBe(0);
    await screenshot(page, SCREENS, 'my-wraps-saved-1280');
    expect(errors).toEqual([]);

    const mobile = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(mobile.page, DEMO_OWNER.email, DEMO_OWNER.password);
    await mobile.page.goto('/tool');
    await mobile.page.getByRole('combobox', { name: 'Year' }).waitFor();
    await screenshot(mobile.page, SCREENS, 'studio-375');
  });
});

/** Waits until the page stops scrolling (the smooth scroll to the preview has ended). */
async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const settled = now === last;
        last = now;
        return settled;
      },
      { interval: 300, timeout: 10_000 },
    )
    .toBe(true);
}

describe('the Studio scrolls a new render into view below the sticky top bar', () => {
  for (const viewport of Object.values(VIEWPORTS)) {
    it(`at ${viewport.width} px the render's top is below the bar`, async () => {
      const { server, browser } = product;
      const { page, errors } = await openPage(browser, { baseURL: server.url, viewport });
      await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await page.goto('/tool');
      await page.getByRole('combobox', { name: 'Year' }).waitFor();
      await pickVehicle(page, '2024', 'Toyota', 'Camry');
      await page.getByRole('combobox', { name: 'Wrap brand' }).selectOption({ index: 1 });
      const swatches = page.getByRole('tabpanel').getByRole('button');
      const preview = page.getByRole('region', { name: 'Preview' });
      await swatches.first().click();
      await preview.getByRole('img').first().waitFor();
      await expect.poll(() => preview.getAttribute('aria-busy')).toBe('false');
      await scrollSettled(page);

      // The page is scrolled so the preview starts just under the bar, then the next colour is picked from the keyboard.
      await page.evaluate(() => {
        const top = document.querySelector('[aria-label="Preview"]')?.getBoundingClientRect().top ?? 0;
        window.scrollBy(0, top - 10);
      });
      await swatches.nth(1).evaluate((swatch: HTMLElement) => swatch.focus({ preventScroll: true }));
      await page.keyboard.press('Enter');
      await expect.poll(() => preview.getAttribute('aria-busy')).toBe('false');
      await scrollSettled(page);

      const bar = await page.locator('.app-topbar').boundingBox();
      const stage = await page.locator('.wsv-stage').boundingBox();
      const render = await preview.boundingBox();
      if (!bar || !stage || !render) throw new Error('No top bar, stage or preview');
      expect(stage.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(render.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(errors).toEqual([]);
    });
  }
});
