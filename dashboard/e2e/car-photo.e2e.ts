// Issues 10 and 21 in real Chromium: "Your car's photo" on the built-in engine. A real photograph of a red
// hatchback (api/src/services/photo-recolour/real-photos) is uploaded once, its paint tapped where its JSON says;
// the free selection shows over the photo as a tint (and costs nothing), a brush stroke corrects it, and only
// Recolour spends a credit: the picture that comes back has the film's colour where the paint was and the photo's
// own colour elsewhere. Also walked at 375 px: nothing scrolls sideways, targets are 44 px, the a11y audit is clean.
import fs from 'node:fs';
import path from 'node:path';
import { VIEWPORTS, auditA11y, openPage, screenshot } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

const PHOTOS = path.resolve(import.meta.dirname, '../../api/src/services/photo-recolour/real-photos');
const PHOTO = path.join(PHOTOS, 'hatchback-red-front.jpg');
const TAPS = (JSON.parse(fs.readFileSync(path.join(PHOTOS, 'hatchback-red-front.json'), 'utf8')) as { taps: { x: number; y: number }[] }).taps;
// Screens of this run, for people to look at: outside git (test-results/ is ignored).
const SCREENS = path.resolve(import.meta.dirname, '../test-results/screens');
/** The server reads a photo once (its embedding, a few seconds; longer on a busy machine). */
const READ_TIMEOUT = 150_000;

/** Waits until the photo is read and laid out at its final size, then scrolls it to the middle of the screen. */
async function photoReady(page: Page) {
  const image = page.locator('.wsv-photo__image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  await page.getByRole('button', { name: /^Your photo\./ }).and(page.locator(':enabled')).waitFor({ timeout: READ_TIMEOUT });
  await image.evaluate((img) => img.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/** Where a fraction of the photo is on screen. */
async function at(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await page.locator('.wsv-photo__image').boundingBox();
  if (!box) throw new Error('the photo is not shown');
  return { x: box.x + box.width * x, y: box.y + box.height * y };
}

/** A brush stroke with the mouse between two fractions of the photo. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const start = await at(page, from.x, from.y);
  const end = await at(page, to.x, to.y);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) await page.mouse.move(start.x + ((end.x - start.x) * i) / 12, start.y + ((end.y - start.y) * i) / 12);
  await page.mouse.up();
}

/**
 * The same stroke by finger: touch events through the DevTools protocol (playwright's touchscreen only taps). With
 * the photo's `touch-action: none` they draw; without it Chromium would scroll the page instead.
 */
async function fingerDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const start = await at(page, from.x, from.y);
  const end = await at(page, to.x, to.y);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let i = 1; i <= 12; i += 1) {
    const point = { x: start.x + ((end.x - start.x) * i) / 12, y: start.y + ((end.y - start.y) * i) / 12 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The overlay's alpha (0–255) at fractions of the photo, read off its canvas. */
async function overlayAlpha(page: Page, points: { x: number; y: number }[]): Promise<number[]> {
  return page.locator('.wsv-photo__overlay').evaluate(
    (canvas: HTMLCanvasElement, list) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return list.map(() => 0);
      return list.map((p) => context.getImageData(Math.round(p.x * (canvas.width - 1)), Math.round(p.y * (canvas.height - 1)), 1, 1).data[3] ?? 0);
    },
    points,
  );
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
const coverage = (page: Page) => page.getByText(/^Selected paint: (\d+|less than 1) % of the photo$/);

describe("Your car's photo, in Chromium", () => {
  it('shows the tapped paint as a free overlay, then recolours it to the picked film for one credit, keeping the rest of the photo', { timeout: 400_000 }, async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your car’s photo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your car’s photo' }).waitFor();
    const credits = page.getByRole('status', { name: 'Available Credits' });
    const before = Number(await credits.textContent());

    await page.getByLabel('Photo of the car', { exact: true }).setInputFiles(PHOTO);
    await page.getByText('Reading your photo…').first().waitFor();
    await photoReady(page);
    expect(await page.getByText('Tap the paint of your car', { exact: false }).count()).toBeGreaterThan(0);
    for (const tap of TAPS) {
      const point = await at(page, tap.x, tap.y);
      await page.mouse.click(point.x, point.y);
    }
    await expect.poll(() => page.locator('.wsv-photo__tap--add').count()).toBe(TAPS.length);
    await coverage(page).waitFor({ timeout: 120_000 });
    await expect.poll(() => page.locator('.wsv-photo__status').textContent(), { timeout: 120_000 }).not.toContain('Updating');
    const [first] = TAPS;
    if (!first) throw new Error('no taps');
    // The paint under a tap is tinted; the top left corner (the hedge) is not.
    await expect.poll(async () => (await overlayAlpha(page, [first]))[0], { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await overlayAlpha(page, [{ x: 0.02, y: 0.03 }]))[0]).toBe(0);
    await screenshot(page, SCREENS, 'car-photo-selected-1280');
    // Selections are free.
    expect(Number(await credits.textContent())).toBe(before);

    // The brush adds what the taps did not find (here a strip of the hedge, to see it plainly); Undo takes it back.
    const hedge = { x: 0.12, y: 0.08 };
    await page.getByRole('radio', { name: 'Brush' }).check();
    await drag(page, { x: 0.05, y: 0.08 }, { x: 0.2, y: 0.08 });
    await expect.poll(async () => (await overlayAlpha(page, [hedge]))[0], { timeout: 120_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await overlayAlpha(page, [hedge]))[0], { timeout: 120_000 }).toBe(0);
    expect(Number(await credits.textContent())).toBe(before);

    // A bright blue gloss: far from the red paint.
    const builtIn = page.locator('.wsv').first();
    await builtIn.getByRole('combobox', { name: 'Wrap brand' }).selectOption('3m');
    await builtIn.getByRole('tablist', { name: 'Finishes' }).getByRole('tab', { name: 'Gloss' }).click();
    const swatch = builtIn.getByRole('tabpanel').getByRole('button', { name: /Blue/ }).first();
    const film = rgbOf(await swatch.locator('.wsv-swatch__chip').evaluate((chip) => getComputedStyle(chip).backgroundColor));
    await swatch.click();
    expect(Number(await credits.textContent())).toBe(before);
    await builtIn.getByRole('button', { name: 'Recolour — 1 credit' }).click();

    const result = page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: /^Your car wrapped in 3M / });
    await result.first().waitFor({ timeout: 120_000 });
    const src = await result.first().getAttribute('src');
    if (!src) throw new Error('no picture');
    const original = `data:image/jpeg;base64,${fs.readFileSync(PHOTO).toString('base64')}`;
    const beforePaint = await patch(page, original, first.x, first.y);
    const afterPaint = await patch(page, src, first.x, first.y);
    console.info(`paint at the tap: photo ${beforePaint.map(Math.round)} → ${afterPaint.map(Math.round)}, film ${film}`);
    expect(distance(afterPaint, film)).toBeLessThan(distance(beforePaint, film));
    const hedgeBefore = await patch(page, original, 0.03, 0.05);
    const hedgeAfter = await patch(page, src, 0.03, 0.05);
    expect(distance(hedgeBefore, hedgeAfter)).toBeLessThan(6);
    await expect.poll(() => credits.textContent()).toBe(String(before - 1));
    await expect.poll(() => page.getByRole('button', { name: /Save/ }).count()).toBeGreaterThan(0);
    await screenshot(page, SCREENS, 'car-photo-1280');
    expect(errors).toEqual([]);
  });

  it('fits a phone: the photo, its tools and overlay at 375 px, a brush stroke by finger, no sideways scrolling, 44 px targets, a clean a11y audit', { timeout: 400_000 }, async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await page.goto('/tool');
    await page.getByRole('group', { name: 'Show the wrap on' }).getByRole('radio', { name: 'Your car’s photo' }).check();
    await page.getByLabel('Photo of the car', { exact: true }).setInputFiles(PHOTO);
    await photoReady(page);
    const [first] = TAPS;
    if (!first) throw new Error('no taps');
    const point = await at(page, first.x, first.y);
    await page.mouse.click(point.x, point.y);
    await coverage(page).waitFor({ timeout: 120_000 });

    // The brush: the picture stops scrolling the page under a finger only while a brush is in hand.
    const stage = page.getByRole('button', { name: /^Your photo\./ });
    expect(await stage.evaluate((el) => getComputedStyle(el).touchAction)).toBe('manipulation');
    await page.getByRole('radio', { name: 'Brush' }).check();
    expect(await stage.evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
    const scrolled = await page.evaluate(() => window.scrollY);
    await fingerDrag(page, { x: 0.05, y: 0.08 }, { x: 0.2, y: 0.08 });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect.poll(async () => (await overlayAlpha(page, [{ x: 0.12, y: 0.08 }]))[0], { timeout: 120_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.wsv-photo__status').textContent(), { timeout: 120_000 }).toMatch(/^Selected paint: \d+ % of the photo$/);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    const small = await page
      .locator('.wsv-photo .wsv-views__option, .wsv-photo .ws-btn, .wsv-recolour .ws-btn, .wsv-photo input[type=range]')
      .evaluateAll((elements) =>
        elements.map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0 && (r.height < 44 || r.width < 44)).map((r) => `${r.width}×${r.height}`),
      );
    expect(small).toEqual([]);
    expect(await auditA11y(page)).toEqual([]);
    await screenshot(page, SCREENS, 'car-photo-375');
    expect(errors).toEqual([]);
  });
});
