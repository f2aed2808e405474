// Issue 9 in real Chromium: the Studio draws a Tesla Model 3 and a Honda Civic, an F-150 and a Tacoma, in one
// film, and the pictures differ in the car's outline, not only in the caption; the View switch redraws the
// shown car from the front three-quarter.
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

/** Rows of the 1024×640 picture above the studio's floor spot: the backdrop there changes only from row to row. */
const ABOVE_FLOOR = 410;
/** One car's outline laid over the other's: at least this share of the car pixels belongs to only one of them. */
const MIN_DIFFERENCE = 0.04;

async function pickVehicle(page: Page, year: string, make: string, model: string) {
  await page.getByRole('combobox', { name: 'Year' }).selectOption(year);
  await page.getByRole('combobox', { name: 'Make' }).selectOption({ label: make });
  await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: model });
}

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' }).getByRole('img').first();

async function nextImage(page: Page, previousSrc: string | null): Promise<string> {
  const image = preview(page);
  await expect.poll(async () => ((await image.count()) ? await image.getAttribute('src') : null), { timeout: 30_000 }).not.toBe(previousSrc);
  const src = await image.getAttribute('src');
  if (!src) throw new Error('The rendered image has no src');
  return src;
}

/** Draws the vehicle in the first gloss colour and returns the picture's data URL once it has changed. */
async function render(page: Page, vehicle: [string, string, string], previousSrc: string | null): Promise<string> {
  await pickVehicle(page, ...vehicle);
  await page.getByRole('tablist', { name: 'Finishes' }).getByRole('tab', { name: 'Gloss' }).click();
  await page.getByRole('tabpanel').getByRole('button').first().click();
  return nextImage(page, previousSrc);
}

/**
 * 1 − intersection ÷ union of the two cars' masks, computed in the page: a pixel is car where it differs from
 * the backdrop at the left edge of its row (the car never reaches the edges), above the floor's spotlight.
 */
async function silhouetteDifference(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    async ({ a, b, rows }) => {
      const mask = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0);
        const { data, width } = context.getImageData(0, 0, canvas.width, rows);
        const out = new Uint8Array(width * rows);
        for (let y = 0; y < rows; y += 1) {
          const ref = y * width * 4 + 8;
          for (let x = 0; x < width; x += 1) {
            const i = (y * width + x) * 4;
            const d =
              Math.abs((data[i] ?? 0) - (data[ref] ?? 0)) +
              Math.abs((data[i + 1] ?? 0) - (data[ref + 1] ?? 0)) +
              Math.abs((data[i + 2] ?? 0) - (data[ref + 2] ?? 0));
            if (d > 36) out[y * width + x] = 1;
          }
        }
        return out;
      };
      const [ma, mb] = await Promise.all([mask(a), mask(b)]);
      let both = 0;
      let either = 0;
      for (let i = 0; i < ma.length; i += 1) {
        if (ma[i] && mb[i]) both += 1;
        if (ma[i] || mb[i]) either += 1;
      }
      return 1 - both / either;
    },
    { a, b, rows: ABOVE_FLOOR },
  );
}

describe('vehicles customers recognise, in Chromium', () => {
  it('draws a Model 3 and a Civic, an F-150 and a Tacoma with different outlines, and a three-quarter view on request', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.goto('/tool');
    await page.getByRole('combobox', { name: 'Year' }).waitFor();
    await page.getByRole('combobox', { name: 'Wrap brand' }).selectOption({ index: 1 });

    const tesla = await render(page, ['2024', 'Tesla', 'Model 3'], null);
    const civic = await render(page, ['2024', 'Honda', 'Civic'], tesla);
    const f150 = await render(page, ['2024', 'Ford', 'F-150'], civic);
    const tacoma = await render(page, ['2024', 'Toyota', 'Tacoma'], f150);
    expect(await preview(page).getAttribute('alt')).toMatch(/2024 Toyota Tacoma/);

    const sedans = await silhouetteDifference(page, tesla, civic);
    const pickups = await silhouetteDifference(page, f150, tacoma);
    console.info(`silhouette difference: Model 3 vs Civic ${sedans.toFixed(3)}, F-150 vs Tacoma ${pickups.toFixed(3)}`);
    expect(sedans).toBeGreaterThan(MIN_DIFFERENCE);
    expect(pickups).toBeGreaterThan(MIN_DIFFERENCE);

    // The View switch: the Tacoma again, from the front left corner.
    const views = page.getByRole('group', { name: 'View' });
    await views.getByRole('radio', { name: 'Three-quarter' }).check();
    const angled = await nextImage(page, tacoma);
    expect(await silhouetteDifference(page, tacoma, angled)).toBeGreaterThan(0.2);
    expect(await views.getByRole('radio', { name: 'Three-quarter' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });
});
