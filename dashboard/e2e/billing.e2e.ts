// Billing in real Chromium on the offline default (no Stripe key): the owner buys a credit pack, pays on the
// test checkout page, lands on /sucessfullUrl, is welcomed on the Dashboard and has 100 more credits; paying
// the same checkout again changes nothing. Screens at 1280 and 375 go to docs/screens/.
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

describe('billing in Chromium', () => {
  it('buys 100 credits through the offline checkout, exactly once', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    // The plan card names the plan the demo shop is on, not only that a subscription is active.
    const planCard = page.getByRole('region', { name: 'Active plan' });
    await planCard.getByText('Pro plan', { exact: true }).waitFor();
    expect(await planCard.getByText('Subscription active').count()).toBe(0);
    await page.goto('/tool');
    await expect.poll(() => credits(page)).toBeGreaterThan(0);
    const before = await credits(page);

    await page.goto('/subscription');
    const pack = page.getByRole('article', { name: '100 credits' });
    await pack.waitFor();
    // Plans and the shop's subscription load side by side: wait for the badge rather than read at once.
    await page.getByRole('article', { name: 'Pro' }).getByText('Current plan').waitFor();
    await screenshot(page, SCREENS, 'subscription-1280');
    await pack.getByRole('button', { name: 'Buy credits' }).click();

    await page.waitForURL((u) => u.pathname.startsWith('/billing/checkout/'));
    const checkout = page.url();
    await page.getByText('Test checkout — no card is charged').waitFor();
    // The heading shows while the checkout's details still load ("Loading checkout…"): wait for the price itself.
    const summary = page.getByRole('region', { name: 'Checkout' });
    await summary.getByText('29.00 USD', { exact: true }).waitFor();
    expect(await summary.innerText()).toContain('29.00 USD');
    await screenshot(page, SCREENS, 'billing-checkout-1280');
    await page.getByRole('button', { name: 'Pay' }).click();

    const welcome = page.getByRole('dialog', { name: 'Payment received' });
    await welcome.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await welcome.innerText()).toContain('100 credits');
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await page.goto('/tool');
    await expect.poll(() => credits(page)).toBe(before + 100);

    // The same checkout cannot be paid twice.
    await page.goto(checkout);
    await page.getByText('This checkout has already been paid.').waitFor();
    await page.goto('/tool');
    await expect.poll(() => credits(page)).toBe(before + 100);

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/subscription');
    await page.getByRole('article', { name: '100 credits' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, SCREENS, 'subscription-375');
    expect(errors).toEqual([]);
  });
});
