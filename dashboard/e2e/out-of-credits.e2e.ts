// Issue 22, item 2, in real Chromium: a trial shop's share link after its free previews. The visitor is told there
// is no picture for now and can still leave their details for the wrap they picked; the shop gets that lead, marked
// "No picture", and hears that it ran out of credits.
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { TRIAL_CREDITS } from '@wrapsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpShop, trackPages, useProduct } from './support.ts';

const product = useProduct();
const { newPage, expectNoPageErrors } = trackPages(product);

const owner = { first: 'Tam', last: 'Tank', email: `tam-${Date.now()}@example.com`, password: 'empty-tank-2026' };
const SHOP = 'Empty Tank Wraps';

/** The share page's widget with a car chosen. */
async function openWidget(page: Page) {
  await page.goto('/v/empty-tank-wraps');
  const widget = page.locator('wrapsmith-visualizer');
  await widget.getByRole('heading', { name: `Design your wrap with ${SHOP}` }).waitFor();
  await widget.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await widget.getByRole('combobox', { name: 'Make' }).selectOption('Tesla');
  await widget.getByRole('combobox', { name: 'Model' }).selectOption('Model 3');
  return widget;
}

describe('a shop out of credits in Chromium', () => {
  it('keeps the visitor’s request as a lead without a picture, and tells the shop it ran out', async () => {
    const shop = await newPage();
    await signUpShop(shop, owner, SHOP, product.server.url);

    // A visitor spends the trial's previews, each a different colour (a repeat would be free).
    const first = await newPage(VIEWPORTS.mobile);
    const widget = await openWidget(first);
    const swatches = widget.locator('.wsv-swatch');
    for (let i = 0; i < TRIAL_CREDITS; i++) {
      // After a picture the colours fold to one line: unfold them to pick the next.
      if (i > 0) await widget.getByRole('button', { name: 'Change colour' }).click();
      const rendered = first.waitForResponse((res) => /\/widget\/[^/]+\/render$/.test(res.url()) && res.request().method() === 'POST', { timeout: 30_000 });
      await swatches.nth(i).click();
      expect((await rendered).status()).toBe(200);
    }

    // Another visitor, on a phone, after the last credit: told so, and asked for their details instead.
    // (Its refused render answers 402, which the browser logs: the one console line this page may have.)
    const { page: second, errors } = await openPage(product.browser, { viewport: VIEWPORTS.mobile, baseURL: product.server.url, ignore: [/status of 402/] });
    const other = await openWidget(second);
    await other.locator('.wsv-swatch').nth(TRIAL_CREDITS).click();
    await other.getByRole('alert').getByText(`${SHOP} can still give you a price for the wrap you picked.`, { exact: false }).waitFor({ timeout: 30_000 });
    await other.getByRole('button', { name: 'Leave your details' }).click();
    await other.getByRole('heading', { name: 'Get a quote for the wrap you picked' }).waitFor();
    await other.getByRole('textbox', { name: 'Name' }).fill('Noor Haddad');
    await other.getByRole('textbox', { name: 'Email' }).fill('noor@example.com');
    await other.getByRole('checkbox', { name: `I agree that ${SHOP} may contact me about this quote.` }).check();
    await other.getByRole('button', { name: 'Send my request' }).click();
    await other.getByText('Thank you!').waitFor();

    // The shop: the bell has the lead, marked as having no picture, and says the credits ran out. (The Leads page
    // comes with a plan, issue 23 item 17: a trial shop hears of its leads by the bell and by email.)
    await shop.reload();
    await shop.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
    await shop.getByText('New lead (no picture): Noor Haddad', { exact: false }).first().waitFor();
    await shop.getByText('You are out of credits').first().waitFor();
    expectNoPageErrors();
    expect(errors).toEqual([]);
  });
});
