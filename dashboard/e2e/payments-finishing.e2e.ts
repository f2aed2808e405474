// Issue 25 finishing items 4 and 5 (decision 088) in real Chromium, on the offline default: the owner edits
// Settings → Invoices at 375 px (a bad prefix is refused with the reason, then saved: the next number follows the new
// prefix), and disconnects the shop's deposit account under Settings → Payments after confirming (deposits off, the
// connect button back). No screenshots: nothing tracked is written.
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

describe('issue 25 finishing items 4 and 5 in Chromium', () => {
  it('the owner sets the invoice prefix, terms and footer at 375 px, and disconnects the deposit account after confirming', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });

    // ── item 5: Settings → Invoices ──
    await page.goto('/settings/invoices');
    const form = page.getByRole('form', { name: 'Invoices' });
    await form.getByLabel('Number prefix').waitFor();
    await form.getByLabel('Number prefix').fill('NW 2026');
    await form.getByRole('button', { name: 'Save invoice settings' }).click();
    await page.getByText(/The number prefix is up to 12 letters, digits/).first().waitFor();
    await form.getByLabel('Number prefix').fill('NW-');
    await form.getByLabel('Payment terms (days)').fill('30');
    await form.getByLabel('Footer').fill('Bank transfer: Northside Wraps, IBAN GB00 0000 0000 0000');
    await form.getByRole('button', { name: 'Save invoice settings' }).click();
    await page.getByText('Invoice settings saved').first().waitFor();
    expect(await page.getByTestId('next-invoice-number').innerText()).toMatch(/^The next invoice you issue will be NW-\d{4}\.$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await page.reload();
    expect(await page.getByLabel('Payment terms (days)').inputValue()).toBe('30');

    // ── item 4: connect the test deposit account, then disconnect it after confirming ──
    await page.goto('/settings/payments');
    await page.getByRole('button', { name: 'Connect a test deposit account' }).click();
    await page.getByTestId('payments-connected').waitFor();
    await page.getByRole('button', { name: 'Disconnect this account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect the Stripe account?' });
    await dialog.getByText(/Deposits and payments already paid stay recorded/).waitFor();
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('payments-connected').waitFor();
    await page.getByRole('button', { name: 'Disconnect this account' }).click();
    await page.getByRole('dialog', { name: 'Disconnect the Stripe account?' }).getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText(/Stripe account disconnected/).first().waitFor();
    await page.getByRole('button', { name: 'Connect a test deposit account' }).waitFor();
    expect(await page.getByTestId('payments-connected').count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Ask for a deposit when a quote is accepted' }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
  }, 180_000);
});
