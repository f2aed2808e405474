// Issue 21 item 5 in real Chromium: the vehicle library. The demo owner adds a real photograph of a Toyota Corolla
// (api/src/services/photo-recolour/real-photos) to the shop's library — upload, the paint tapped where its JSON says,
// the free selection shown, the vehicle and side tagged, saved — then picks that car in the Studio: the picture is the
// photo in the chosen film, one credit, captioned as a real photo from the shop's work. At 375 px the page fits.
import fs from 'node:fs';
import path from 'node:path';
import { VIEWPORTS, auditA11y, openPage, screenshot } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

const PHOTOS = path.resolve(import.meta.dirname, '../../api/src/services/photo-recolour/real-photos');
const PHOTO = path.join(PHOTOS, 'saloon-silver-front.jpg');
const TAPS = (JSON.parse(fs.readFileSync(path.join(PHOTOS, 'saloon-silver-front.json'), 'utf8')) as { taps: { x: number; y: number }[] }).taps;
// Screens of this run, for people to look at: outside git (test-results/ is ignored).
const SCREENS = path.resolve(import.meta.dirname, '../test-results/screens');
/** The server reads a photo once (its embedding, a few seconds; longer on a busy machine). */
const READ_TIMEOUT = 150_000;
const CAPTION = 'A real photo from Northside Wraps’ work';

/** The shop's balance, as the API tells the signed-in page. */
async function credits(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/auth/user-info');
  return ((await res.json()) as { data: { user: { credits: number } } }).data.user.credits;
}

/**
 * Waits for the editor's outcome: `success` shown, or a refusal (an alert) — which fails at once with its words and
 * the server's last lines, rather than after the whole wait.
 */
async function saved(page: Page, success: string, serverOutput: () => string) {
  const ok = page.getByText(success).first();
  const refused = page.getByRole('region', { name: /^(Add a vehicle|Edit )/ }).getByRole('alert').first();
  await ok.or(refused).waitFor({ timeout: 240_000 }).catch((error: unknown) => {
    throw new Error(`No outcome of the save. Server:\n${serverOutput().slice(-4000)}`, { cause: error });
  });
  if (!(await ok.isVisible())) throw new Error(`The save was refused: ${await refused.textContent()}\nServer:\n${serverOutput().slice(-4000)}`);
}

async function tapPhoto(page: Page, x: number, y: number) {
  const box = await page.locator('.wsv-photo__image').boundingBox();
  if (!box) throw new Error('the photo is not shown');
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

describe('the vehicle library in Chromium', () => {
  it('adds a photographed car with its paint marked, then renders that car in the Studio from the photo for one credit', { timeout: 600_000 }, async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vehicle library' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vehicle library' }).waitFor();
    // The demo shop's own library is there from the start.
    const cards = page.getByRole('list', { name: 'Library vehicles' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(4);
    await screenshot(page, SCREENS, 'library-1280');

    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    await page.getByRole('heading', { level: 2, name: 'Add a vehicle' }).waitFor();
    await page.getByLabel('Photo of the car', { exact: true }).setInputFiles(PHOTO);
    await page.getByRole('button', { name: /^Your photo\./ }).and(page.locator(':enabled')).waitFor({ timeout: READ_TIMEOUT });
    await page.locator('.wsv-photo__image').evaluate((img) => img.scrollIntoView({ block: 'center', behavior: 'instant' }));
    for (const tap of TAPS) await tapPhoto(page, tap.x, tap.y);
    await page.getByText(/^Selected paint: \d+ % of the photo$/).waitFor({ timeout: 120_000 });

    const editor = page.getByRole('region', { name: 'Add a vehicle' });
    await editor.getByRole('combobox', { name: 'Year' }).selectOption('2022');
    await editor.getByRole('combobox', { name: 'Make' }).selectOption({ label: 'Toyota' });
    await editor.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Corolla' });
    await editor.getByRole('combobox', { name: 'Side shown' }).selectOption({ label: 'Front three-quarter' });
    await screenshot(page, SCREENS, 'library-add-1280');
    const before = await credits(page);
    await editor.getByRole('button', { name: 'Save to library' }).click();
    await saved(page, 'Saved to the library.', server.output);
    await expect.poll(() => cards.count()).toBe(5);
    const corolla = cards.filter({ hasText: '2022 Toyota Corolla' });
    await corolla.getByText('Sedan · Front three-quarter').waitFor();
    // Keeping a photo in the library costs nothing.
    expect(await credits(page)).toBe(before);

    // Marked again: the kept photo opens in the photo tool with its taps, its selection previewed by the library.
    await corolla.getByRole('button', { name: 'Edit 2022 Toyota Corolla' }).click();
    const edit = page.getByRole('region', { name: 'Edit 2022 Toyota Corolla' });
    const selections = page.waitForResponse((res) => /\/api\/v1\/user\/library\/[^/]+\/selection$/.test(res.url()) && res.status() === 200, { timeout: READ_TIMEOUT });
    await edit.getByRole('button', { name: 'Mark the paint again' }).click();
    await page.getByRole('button', { name: /^Your photo\./ }).and(page.locator(':enabled')).waitFor({ timeout: READ_TIMEOUT });
    await expect.poll(() => page.locator('.wsv-photo__tap--add').count()).toBe(TAPS.length);
    await page.getByText(/^Selected paint: \d+ % of the photo$/).waitFor({ timeout: READ_TIMEOUT });
    await selections;
    await edit.getByRole('button', { name: 'Save to library' }).click();
    await saved(page, 'Library vehicle updated.', server.output);
    await expect.poll(() => cards.count()).toBe(5);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click();
    await page.getByRole('combobox', { name: 'Year' }).waitFor();
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2023');
    await page.getByRole('combobox', { name: 'Make' }).selectOption({ label: 'Toyota' });
    await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Corolla' });
    await page.getByRole('combobox', { name: 'Wrap brand' }).selectOption({ index: 1 });
    await page.getByRole('tablist', { name: 'Finishes' }).getByRole('tab', { name: 'Gloss' }).click();
    await page.getByRole('tabpanel').getByRole('button').first().click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText(CAPTION).waitFor({ timeout: 120_000 });
    const image = preview.getByRole('img').first();
    expect(await image.getAttribute('alt')).toMatch(/^2023 Toyota Corolla wrapped in /);
    // The photo's own size (1024 × 556), not the drawing's 1024 × 640.
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1024, 556]);
    await expect.poll(() => credits(page)).toBe(before - 1);
    await screenshot(page, SCREENS, 'library-studio-1280');

    // A car the library has not is still drawn, and says nothing of a photo.
    await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Camry' });
    await page.getByRole('tabpanel').getByRole('button').first().click();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalHeight), { timeout: 120_000 }).toBe(640);
    expect(await preview.getByText(CAPTION).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('fits a phone: the list and the editor at 375 px, no sideways scrolling, a clean a11y audit', { timeout: 400_000 }, async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await page.goto('/library');
    await expect.poll(() => page.getByRole('list', { name: 'Library vehicles' }).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(await auditA11y(page)).toEqual([]);
    await screenshot(page, SCREENS, 'library-375');

    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    await page.getByRole('heading', { level: 2, name: 'Add a vehicle' }).waitFor();
    await page.getByRole('combobox', { name: 'Year' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(await auditA11y(page)).toEqual([]);
    await screenshot(page, SCREENS, 'library-add-375');
    expect(errors).toEqual([]);
  });
});
