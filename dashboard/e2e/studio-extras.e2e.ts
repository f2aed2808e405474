// Issue 22 items 3 and 4 in real Chromium: the same picture again costs no credit; changing an extra marks the picture
// out of date and offers to draw it with its cost; the roof comes from a brand's film; caption and file name list the
// extras.
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

async function credits(page: Page): Promise<number> {
  const text = await page.getByRole('status', { name: 'Available Credits' }).innerText();
  return Number(text.replace(/\D/g, ''));
}

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const imageSrc = async (page: Page) => {
  const image = preview(page).getByRole('img').first();
  return (await image.count()) ? await image.getAttribute('src') : null;
};

describe('Studio extras and repeats in Chromium', () => {
  it('charges a picture once, marks it out of date when an extra changes, and draws the extras named', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.goto('/tool');
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2022');
    await page.getByRole('combobox', { name: 'Make' }).selectOption({ label: 'Honda' });
    await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Civic' });
    await page.getByRole('combobox', { name: 'Wrap brand' }).selectOption('3m');
    await page.getByRole('tablist', { name: 'Finishes' }).getByRole('tab', { name: 'Satin' }).click();
    const swatch = page.getByRole('tabpanel').getByRole('button').nth(2);
    await expect.poll(() => credits(page)).toBeGreaterThan(3);
    const before = await credits(page);

    await swatch.click();
    await expect.poll(() => imageSrc(page), { timeout: 20_000 }).not.toBeNull();
    const first = await imageSrc(page);
    await expect.poll(() => credits(page)).toBe(before - 1);

    // The same colour again: the stored picture, no credit.
    await swatch.click();
    await preview(page).getByText('You made this picture before, so no credit was used.').waitFor();
    expect(await imageSrc(page)).toBe(first);
    expect(await credits(page)).toBe(before - 1);

    // An extra changes nothing on screen but says the picture is out of date, and what drawing it costs.
    await page.getByText('Extras', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Roof colour' }).check();
    await page.getByText('The picture does not show the extras you changed yet.').waitFor();
    await page.getByRole('combobox', { name: 'Roof colour: brand' }).selectOption({ label: 'Avery Dennison' });
    const roofFilm = page.getByRole('combobox', { name: 'Roof colour: film' });
    await expect.poll(async () => roofFilm.locator('option').count()).toBeGreaterThan(2);
    await roofFilm.selectOption({ index: 1 });
    const roofName = (await roofFilm.locator('option:checked').innerText()).trim();
    await page.getByRole('checkbox', { name: 'Chrome delete' }).check();
    expect(await credits(page)).toBe(before - 1);
    await page.getByRole('button', { name: 'Update the picture — 1 credit' }).click();
    await expect.poll(() => imageSrc(page), { timeout: 20_000 }).not.toBe(first);
    await expect.poll(() => credits(page)).toBe(before - 2);
    expect(await page.getByText('The picture does not show the extras you changed yet.').count()).toBe(0);

    const caption = await preview(page).locator('.wsv-render__caption').innerText();
    expect(caption).toContain(`Roof: Avery Dennison ${roofName}`);
    expect(caption).toContain('Chrome delete');
    const fileName = await preview(page).getByRole('link', { name: 'Download PNG' }).getAttribute('download');
    expect(fileName).toMatch(/^2022-honda-civic-3m-.*-roof-avery-dennison-.*-chrome-delete\.png$/);
    expect(errors).toEqual([]);
  });
});
