// Invoices in real Chromium (issue 25 item 5): from a booking's work order, make the invoice, issue it, record a
// partial then the remaining payment, see it paid, download its PDF; the pages fit a 375 px phone.
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

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
});
