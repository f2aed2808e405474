// Issue 21 on a phone, on the sample shop's site against the real product: a visitor at 375 px picks a photograph
// of their car in the widget, taps its paint three times and sees the selection over the photo (free), corrects it
// with the brush by finger, recolours it (the shop's one credit) and sends it as a lead; the shop's lead carries
// the visitor's own picture. Screens go to embed-demo/test-results/screens (outside git).
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, launchBrowser, openPage, screenshot } from '@wrapsmith/e2e-kit';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, sendQuote, startWrapsmith, type Wrapsmith } from './wrapsmith.ts';

// A real photograph with its paint taps and the hand-drawn truth of where its paint is.
const PHOTOS = path.join(REPO_ROOT, 'api/src/services/photo-recolour/real-photos');
const PHOTO = path.join(PHOTOS, 'hatchback-red-front.jpg');
const TRUTH = `data:image/png;base64,${fs.readFileSync(path.join(PHOTOS, 'hatchback-red-front.mask.png')).toString('base64')}`;
const TAPS = (JSON.parse(fs.readFileSync(path.join(PHOTOS, 'hatchback-red-front.json'), 'utf8')) as { taps: { x: number; y: number }[] }).taps;
const SCREENS = path.join(REPO_ROOT, 'embed-demo/test-results/screens');

let wrapsmith: Wrapsmith;
let browser: Browser;

beforeAll(async () => {
  wrapsmith = await startWrapsmith();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await wrapsmith?.stop();
});

interface Point {
  x: number;
  y: number;
}

/** Where a fraction of the photo is on screen, with the photo in the middle of the screen (the launcher sits at a corner). */
async function onScreen(photo: Locator, at: Point): Promise<Point> {
  await photo.evaluate((img) => img.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await photo.boundingBox();
  if (!box) throw new Error('the photo is not shown');
  return { x: box.x + box.width * at.x, y: box.y + box.height * at.y };
}

/** A stroke by finger: touch events through the DevTools protocol (playwright's touchscreen only taps). */
async function fingerDrag(page: Page, from: Point, to: Point) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 12; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 12, y: from.y + ((to.y - from.y) * i) / 12 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * How much truly-painted photo (by its hand-drawn truth) the shown selection leaves clear, per cell of a 32 × 32 grid
 * over the photo, row by row.
 */
const CELLS = 32;
async function missedPaint(overlay: Locator): Promise<number[]> {
  return overlay.evaluate(
    async (canvas: HTMLCanvasElement, { truthUrl, cells }) => {
      const truth = new Image();
      truth.src = truthUrl;
      await truth.decode();
      const { width, height } = canvas;
      const scratch = document.createElement('canvas');
      scratch.width = width;
      scratch.height = height;
      const scratchContext = scratch.getContext('2d');
      const context = canvas.getContext('2d');
      if (!scratchContext || !context) throw new Error('no 2d context');
      scratchContext.drawImage(truth, 0, 0, width, height);
      const paint = scratchContext.getImageData(0, 0, width, height).data;
      const shown = context.getImageData(0, 0, width, height).data;
      const counts = new Array<number>(cells * cells).fill(0);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const i = (y * width + x) * 4;
          if ((paint[i] ?? 0) < 128 || (shown[i + 3] ?? 0) > 0) continue;
          const cell = Math.floor((y / height) * cells) * cells + Math.floor((x / width) * cells);
          counts[cell] = (counts[cell] ?? 0) + 1;
        }
      }
      return counts;
    },
    { truthUrl: TRUTH, cells: CELLS },
  );
}

async function overlayAlpha(overlay: Locator, at: Point): Promise<number> {
  return overlay.evaluate((canvas: HTMLCanvasElement, p) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return 0;
    return context.getImageData(Math.round(p.x * (canvas.width - 1)), Math.round(p.y * (canvas.height - 1)), 1, 1).data[3] ?? 0;
  }, at);
}

describe('a visitor wraps a photo of their own car on the shop site, on a phone', () => {
  it('uploads, taps three times, sees the selection, corrects it by finger, recolours it and sends it as a lead with the picture', { timeout: 400_000 }, async () => {
    const before = await wrapsmith.credits();
    const { page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
    await page.goto(`${wrapsmith.site.url}/`);
    const widget = page.locator('[data-wrapsmith-inline] wrapsmith-visualizer');
    await widget.getByRole('group', { name: 'Show the wrap on' }).getByRole('radio', { name: 'Your car’s photo' }).check();
    // The photo tool is its own script, fetched only now.
    await widget.getByLabel('Photo of the car', { exact: true }).setInputFiles(PHOTO);
    await widget.getByText('Reading your photo…').first().waitFor();
    const photo = widget.locator('.wsv-photo__image');
    await widget.getByRole('button', { name: /^Your photo\./ }).and(page.locator(':enabled')).waitFor({ timeout: 150_000 });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    for (const tap of TAPS) {
      const point = await onScreen(photo, tap);
      await page.mouse.click(point.x, point.y);
    }
    await expect.poll(() => widget.locator('.wsv-photo__tap--add').count()).toBe(TAPS.length);
    const status = widget.locator('.wsv-photo__status');
    await expect.poll(() => status.textContent(), { timeout: 120_000 }).toMatch(/^Selected paint: \d+ % of the photo$/);
    const overlay = widget.locator('.wsv-photo__overlay');
    const [first] = TAPS;
    if (!first) throw new Error('no taps');
    await expect.poll(() => overlayAlpha(overlay, first), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, SCREENS, 'widget-car-photo-selected-375');
    // Seeing the selection is free.
    expect(await wrapsmith.credits()).toBe(before);

    // The brush, by finger, across the paint the selection missed most (by the photo's hand-drawn truth).
    const missed = await missedPaint(overlay);
    const worst = missed.indexOf(Math.max(...missed));
    const centre = { x: ((worst % CELLS) + 0.5) / CELLS, y: (Math.floor(worst / CELLS) + 0.5) / CELLS };
    console.info(`most paint missed: ${missed[worst]} pixels around ${centre.x.toFixed(3)}, ${centre.y.toFixed(3)}`);
    await widget.getByRole('radio', { name: 'Brush' }).check();
    // One size smaller than the default, by keyboard.
    await widget.getByRole('slider', { name: 'Brush size' }).press('ArrowLeft');
    const from = await onScreen(photo, { x: Math.max(0, centre.x - 0.02), y: centre.y });
    const to = await onScreen(photo, { x: Math.min(1, centre.x + 0.02), y: centre.y });
    await fingerDrag(page, from, to);
    await expect.poll(async () => (await missedPaint(overlay))[worst], { timeout: 120_000 }).toBeLessThan(missed[worst] ?? 0);
    await expect.poll(() => status.textContent(), { timeout: 120_000 }).toMatch(/^Selected paint: \d+ % of the photo$/);
    await screenshot(page, SCREENS, 'widget-car-photo-brushed-375');

    await widget.locator('.wsv-swatch').first().click();
    expect(await wrapsmith.credits()).toBe(before);
    // The widget says nothing about credits: they are the shop's.
    await widget.getByRole('button', { name: 'Recolour', exact: true }).click();
    const picture = widget.getByRole('img', { name: /^Your car wrapped in / });
    await picture.waitFor({ timeout: 150_000 });
    await screenshot(page, SCREENS, 'widget-car-photo-375');
    await sendQuote(widget, { name: 'Sam Okafor', email: 'sam.okafor@example.com' });
    expect(errors).toEqual([]);
    expect(await wrapsmith.credits()).toBe(before - 1);

    const shop = await openPage(browser, { baseURL: wrapsmith.server.url });
    await shop.page.goto('/login');
    await shop.page.getByLabel('Email').fill(DEMO_OWNER.email);
    await shop.page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
    await shop.page.getByRole('button', { name: 'Enter Studio' }).click();
    await shop.page.waitForURL((u) => u.pathname === '/dashboard');
    await shop.page.goto('/leads');
    const row = shop.page.getByRole('table', { name: 'Leads' }).getByRole('row', { name: /Sam Okafor/ });
    await row.waitFor();
    const thumbnail = row.getByRole('img').first();
    // The lead's picture is the visitor's own photograph, recoloured: its 1024 × 614, not a 1024 × 640 drawing.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1024);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(614);
    expect(shop.errors).toEqual([]);
  });
});
