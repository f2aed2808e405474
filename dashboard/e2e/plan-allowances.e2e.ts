// What the plans promise, in real Chromium (issue 22, decision 064): the plan cards say in a shop's words what each
// plan's numbers are, the welcome popup promises only what exists, and the demo Pro shop downloads a design from My
// Wraps at 4096 px: a file 4096 × 2560 pixels, drawn again at that size.
import fs from 'node:fs';
import { VIEWPORTS } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logIn, trackPages, useProduct } from './support.ts';

const product = useProduct();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('plan allowances in Chromium', () => {
  it('shows each plan’s allowances on its card and downloads a Pro design at 4096 px', async () => {
    const pages = trackPages(product);
    const page = await pages.newPage(VIEWPORTS.desktop);
    await logIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Wrapsmith!' });
    await welcome.waitFor();
    // What it promises exists: notifications (issue 26), vehicle history and warranties (issue 27).
    expect(await welcome.innerText()).toMatch(/Customer notifications by email and text message[\s\S]*Vehicle history and warranty certificates/);
    await welcome.getByRole('button', { name: 'Close' }).first().click();
    await welcome.waitFor({ state: 'detached' });

    await page.goto('/subscription');
    const basic = page.getByRole('article', { name: 'Basic' });
    await basic.getByText('Extra images: keep up to 250 photos of your jobs and cars (work-order photos and vehicle library)').waitFor();
    await basic.getByText('Customer design previews: each visitor to your website or share link can try up to 2 designs a day').waitFor();
    await page.getByRole('article', { name: 'Pro' }).getByText('Download your designs at up to 4096 px (4K) wide; photos up to their own size, never enlarged').waitFor();
    expect(await page.getByRole('region', { name: 'Wrap Shop Workflow' }).innerText()).toMatch(/Customer notifications by email and text message[\s\S]*warranty certificates/);

    await page.goto('/dashboard');
    await page.getByRole('tablist', { name: 'My Wraps' }).getByRole('tab', { name: 'Saved' }).click();
    const card = page.getByRole('article', { name: '2025 Tesla Model 3' }).first();
    const size = card.getByRole('combobox', { name: 'Download size' });
    // Pro: every size may be picked, and the biggest is chosen to start with.
    expect(await size.inputValue()).toBe('4096');
    expect(await size.locator('option:disabled').count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^2025-tesla-model-3-.*-4096px\.png$/);
    const file = await download.path();
    expect(pngSize(fs.readFileSync(file))).toEqual([4096, 2560]);

    // 2K as well, from the same card.
    await size.selectOption('2048');
    const [smaller] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download' }).click()]);
    expect(pngSize(fs.readFileSync(await smaller.path()))).toEqual([2048, 1280]);
    pages.expectNoPageErrors();
  });
});
