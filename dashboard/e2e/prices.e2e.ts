// Issue 25 item 1 in real Chromium: the owner opens Settings → Prices (starting points until saved), changes a
// labour price and the tax, saves, reloads and sees both kept and the example priced from them; the page fits 375 px.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, screenshot } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, trackPages, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();
const { newPage, expectNoPageErrors } = trackPages(product);

describe('Settings → Prices in Chromium (issue 25 item 1)', () => {
  it('changes a labour price and the tax, saves, and sees them after a reload', async () => {
    const page = await newPage();
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.goto('/settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Prices' }).click();
    await page.waitForURL('**/settings/prices');
    await page.getByText('These are starting points in US-typical figures').waitFor();

    const fullWrapMid = page.getByLabel('Full wrap, Mid-size car (USD)');
    expect(await fullWrapMid.inputValue()).toBe('2200.00');
    const example = page.getByTestId('price-example');
    // $2,200 labour + 183 sq ft of film and 15 % waste at $4.50 a square foot.
    expect(await example.textContent()).toContain('$3,146.96');

    await fullWrapMid.fill('2,500');
    await page.getByLabel('Tax rate 1 name').fill('NY sales tax');
    await page.getByLabel('Tax rate 1 (%)').fill('8.875');
    // The example follows the form as it is typed: $3,446.96 plus 8.875 % tax is $3,752.88.
    await page.waitForFunction(() => document.querySelector('[data-testid="price-example"]')?.textContent?.includes('$3,752.88'));
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByText('Prices saved').first().waitFor();

    await page.reload();
    await page.getByLabel('Full wrap, Mid-size car (USD)').waitFor();
    expect(await page.getByLabel('Full wrap, Mid-size car (USD)').inputValue()).toBe('2500.00');
    expect(await page.getByLabel('Tax rate 1 name').inputValue()).toBe('NY sales tax');
    expect(await page.getByLabel('Tax rate 1 (%)').inputValue()).toBe('8.875');
    expect(await page.getByText('These are starting points in US-typical figures').count()).toBe(0);
    expect(await page.getByTestId('price-example').textContent()).toContain('$3,752.88');

    // A mistyped amount is marked and nothing is sent.
    await page.getByLabel('Roof, Small car (USD)').fill('12.345');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByText('Some amounts do not read as amounts').waitFor();
    expect(await page.getByLabel('Roof, Small car (USD)').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, SCREENS, 'settings-prices-1280');

    // At 375 px nothing sticks out sideways.
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.reload();
    await page.getByLabel('Full wrap, Mid-size car (USD)').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, SCREENS, 'settings-prices-375');
    expectNoPageErrors();
  });
});
