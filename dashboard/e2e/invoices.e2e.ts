// Invoices in real Chromium (issue 25 item 5): from a booking's work order, make the invoice, issue it, record a
// partial then the remaining payment, see it paid, download its PDF; the pages fit a 375 px phone. And the
// pay-the-balance link: staff copy it, the customer opens it on a phone and pays the balance on the offline test
// page (no Stripe keys), and the staff see the invoice paid.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, openPage, screenshot } from '@wrapsmith/e2e-kit';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');

const product = useProduct();

describe('invoices in Chromium (issue 25 item 5)', () => {
  it('makes an invoice from a booking, issues it, takes a partial then the rest, is paid, and downloads the PDF', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    const res = await page.request.post('/api/v1/user/booking', {
      data: { firstName: 'Ivy', lastName: 'Invoice', email: 'ivy.invoice@example.com', bookingDate: await localDay(page, 1), make: 'Tesla', model: 'Model 3', price: 1000, ppfCost: 250.5 },
      headers: { origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(201);
    const bookingId = ((await res.json()) as { data: { _id: string } }).data._id;

    await page.goto(`/work-order?id=${bookingId}`);
    await page.getByRole('link', { name: 'Invoice this job' }).click();
    await page.getByRole('heading', { level: 1, name: 'Draft invoice' }).waitFor();
    expect(await page.getByRole('table', { name: 'Lines' }).innerText()).toContain('Paint protection film (PPF)');
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^INV-\d{4}$/ });
    await heading.waitFor();
    const number = await heading.innerText();
    const status = (label: string) => page.locator('.wsa-status', { hasText: new RegExp(`^${label}$`) });
    await status('Sent').waitFor();

    const form = page.getByRole('form', { name: 'Record a payment' });
    await form.getByLabel('Amount (USD)').fill('500');
    await form.getByRole('button', { name: 'Record payment' }).click();
    await status('Partly paid').waitFor();
    expect(await page.getByLabel('Totals').innerText()).toContain('$750.50');

    await form.getByLabel('Method').selectOption('bank_transfer');
    await form.getByLabel('Amount (USD)').fill('750.50');
    await form.getByLabel('Reference').fill('TRF-77');
    await form.getByRole('button', { name: 'Record payment' }).click();
    await status('Paid').waitFor();
    await screenshot(page, SCREENS, 'invoice-paid-1280', { fullPage: true });
    await form.waitFor({ state: 'detached' });
    const payments = await page.getByRole('table', { name: 'Payments' }).innerText();
    expect(payments).toContain('Bank transfer');
    expect(payments).toContain('TRF-77');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);

    // The list shows it paid, filtered by status.
    await page.goto('/invoices?status=paid');
    await page.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: new RegExp(number) }).waitFor();

    // The customer's link shows the invoice paid, with its PDF.
    const paidList = (await (await page.request.get('/api/v1/user/invoices?status=paid')).json()) as { data: { _id: string }[] };
    const paidId = paidList.data[0]?._id ?? '';
    const payLink = ((await (await page.request.get(`/api/v1/user/invoices/${paidId}`)).json()) as { data: { payLink: string } }).data.payLink;
    await page.goto(new URL(payLink).pathname + new URL(payLink).search);
    await page.getByRole('heading', { level: 1, name: new RegExp(`: invoice ${number}$`) }).waitFor();
    await page.getByText('Paid in full. Thank you!').waitFor();

    // A phone: the list, the invoice and the customer's page fit the screen.
    await page.setViewportSize(VIEWPORTS.mobile);
    for (const route of ['/invoices', `/invoices/new?booking=${bookingId}`, new URL(payLink).pathname + new URL(payLink).search]) {
      await page.goto(route);
      await page.getByRole('table').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    }
    expect(errors).toEqual([]);
  });

  it('issue 25 item 5: staff copy the pay-the-balance link; the customer pays the balance on a phone (offline test page); the invoice shows paid', async () => {
    const { server, browser } = product;
    const staff = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    const { page } = staff;
    // The test before this one closed the owner's first-login welcome.
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password);
    // The shop's payment account: the offline test account (Settings → Payments does the same).
    expect((await page.request.post('/api/v1/user/payments/connect', { headers: { origin: server.url } })).status()).toBe(200);
    const res = await page.request.post('/api/v1/user/booking', {
      data: { firstName: 'Pia', lastName: 'Paylink', email: 'pia.paylink@example.com', bookingDate: await localDay(page, 2), make: 'Ford', model: 'Bronco', price: 800 },
      headers: { origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(201);
    const bookingId = ((await res.json()) as { data: { _id: string } }).data._id;

    await page.goto(`/work-order?id=${bookingId}`);
    await page.getByRole('link', { name: 'Invoice this job' }).click();
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^INV-\d{4}$/ });
    await heading.waitFor();
    const number = await heading.innerText();
    await staff.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByRole('button', { name: 'Copy pay-the-balance link' }).click();
    await page.getByText(/Pay link copied/).first().waitFor();
    const payLink = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(payLink.pathname).toBe('/pay-invoice');

    // The customer, on a phone: the invoice and "Pay $800.00", then the offline test page.
    const customer = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await customer.page.goto(payLink.pathname + payLink.search);
    await customer.page.getByRole('heading', { level: 1, name: new RegExp(`: invoice ${number}$`) }).waitFor();
    const payButton = customer.page.getByRole('button', { name: 'Pay $800.00' });
    await payButton.waitFor();
    await screenshot(customer.page, SCREENS, 'pay-invoice-375', { fullPage: true });
    expect(await customer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await payButton.click();
    await customer.page.waitForURL((u) => u.pathname === '/invoice/pay');
    await customer.page.getByText('Test payment — no card is charged').waitFor();
    const summary = customer.page.getByRole('region', { name: 'Pay your invoice' });
    await summary.getByText('$800.00', { exact: true }).waitFor();
    expect(await summary.innerText()).toContain(`Invoice ${number} — Northside Wraps`);
    expect(await customer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await summary.getByRole('button', { name: 'Pay $800.00' }).click();
    await customer.page.waitForURL((u) => u.pathname === '/pay-invoice' && u.searchParams.get('payment') === 'return');
    await customer.page.getByText('Paid in full. Thank you!').waitFor();
    expect(await customer.page.getByLabel('Totals').innerText()).toContain('$800.00');
    expect(customer.errors).toEqual([]);

    // The staff see it paid, by card online, and were told.
    await page.reload();
    await page.locator('.wsa-status', { hasText: /^Paid$/ }).waitFor();
    expect(await page.getByRole('table', { name: 'Payments' }).innerText()).toContain('Card online');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
    await page.getByText(new RegExp(`Invoice ${number} paid online: Pia Paylink`)).first().waitFor();
    expect(staff.errors).toEqual([]);
  });
});
