// Issue 10 in real Chromium: "Your car's photo" (/aitool) on the built-in engine. A photo of a dark blue sedan
// (rendered by us, api/src/services/photo-recolour/test-photos) is uploaded, its paint tapped where its JSON
// says, a colour clicked; the picture that comes back has the film's colour where the paint was and the
// photo's own colour elsewhere. Also walked at 375 px: nothing scrolls sideways, and the a11y audit is clean.
import fs from 'node:fs';
import path from 'node:path';
import { VIEWPORTS, auditA11y, openPage, screenshot } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

const PHOTOS = path.resolve(import.meta.dirname, '../../api/src/services/photo-recolour/test-photos');
const PHOTO = path.join(PHOTOS, 'sedan-dark-blue.jpg');
const TAPS = (JSON.parse(fs.readFileSync(path.join(PHOTOS, 'sedan-dark-blue.json'), 'utf8')) as { taps: { x: number; y: number }[] }).taps;
const SCREENS = path.resolve(import.meta.dirname, '../../docs/screens');

/** Clicks the photo at fractions of its shown size, as a visitor's finger would. */
async function tap(page: Page, x: number, y: number) {
  const image = page.locator('.wsv-photo__image');
  // Only once the photo is decoded and laid out at its final size.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  await image.evaluate((img) => img.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await image.boundingBox();
  if (!box) throw new Error('the photo is not shown');
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

/** Mean RGB of a 9×9 patch at a fraction of an image, read in the page. */
async function patch(page: Page, src: string, x: number, y: number): Promise<[number, number, number]> {
  return page.evaluate(
    async ({ src, x, y }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(Math.round(x * canvas.width) - 4, Math.round(y * canvas.height) - 4, 9, 9);
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (data[i + c] ?? 0);
      return sum.map((v) => v / 81) as [number, number, number];
    },
    { src, x, y },
  );
}

const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - (b[i] ?? 0)));
const rgbOf = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);

describe("Your car's photo, in Chromium", () => {
  it('recolours the tapped paint of an uploaded photo to the clicked film, and keeps the rest of the photo', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your car’s photo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your car’s photo' }).waitFor();

    await page.getByLabel('Photo of the car', { exact: true }).setInputFiles(PHOTO);
    await page.locator('.wsv-photo__image').waitFor();
    for (const [index, point] of TAPS.entries()) {
      await tap(page, point.x, point.y);
      await expect.poll(() => page.locator('.wsv-photo__tap--add').count()).toBe(index + 1);
    }

    // A bright red gloss: as far from the dark blue paint as a film gets.
    const builtIn = page.locator('.wsv').first();
    await builtIn.getByRole('combobox', { name: 'Wrap brand' }).selectOption('3m');
    await builtIn.getByRole('tablist', { name: 'Finishes' }).getByRole('tab', { name: 'Gloss' }).click();
    const swatch = builtIn.getByRole('tabpanel').getByRole('button', { name: /Red/ }).first();
    const film = rgbOf(await swatch.locator('.wsv-swatch__chip').evaluate((chip) => getComputedStyle(chip).backgroundColor));
    await swatch.click();

    const result = page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: /^Your car wrapped in 3M / });
    await result.waitFor({ timeout: 30_000 });
    const src = await result.getAttribute('src');
    if (!src) throw new Error('no picture');
    const original = `data:image/jpeg;base64,${fs.readFileSync(PHOTO).toString('base64')}`;
    const [first] = TAPS;
    if (!first) throw new Error('no taps');
    const before = await patch(page, original, first.x, first.y);
    const after = await patch(page, src, first.x, first.y);
    console.info(`paint at the tap: photo ${before.map(Math.round)} → ${after.map(Math.round)}, film ${film}`);
    expect(distance(after, film)).toBeLessThan(distance(before, film) / 2);
    // The top left corner is the studio wall, not paint: unchanged.
    const wallBefore = await patch(page, original, 0.03, 0.05);
    const wallAfter = await patch(page, src, 0.03, 0.05);
    expect(distance(wallBefore, wallAfter)).toBeLessThan(6);
    await expect.poll(() => page.getByRole('button', { name: /Save/ }).count()).toBeGreaterThan(0);
    await screenshot(page, SCREENS, 'car-photo-1280');
    expect(errors).toEqual([]);
  });

  it('fits a phone: the photo, its taps and the colours at 375 px without sideways scrolling, and passes the a11y audit', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await page.goto('/tool');
    await page.getByRole('group', { name: 'Show the wrap on' }).getByRole('radio', { name: 'Your car’s photo' }).check();
    await page.getByLabel('Photo of the car', { exact: true }).setInputFiles(PHOTO);
    await page.locator('.wsv-photo__image').waitFor();
    const [first] = TAPS;
    if (first) await tap(page, first.x, first.y);
    await expect.poll(() => page.locator('.wsv-photo__tap--add').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(await auditA11y(page)).toEqual([]);
    await screenshot(page, SCREENS, 'car-photo-375');
    expect(errors).toEqual([]);
  });
});
