// Warranties in real Chromium (issue 27 item 2): complete a job on its work order, issue its warranty from the
// prefilled form (typing the batch), download the certificate (its text names the film, batch and zones), and open
// the verification page its QR code points at on a 375 px phone: the vehicle, film and dates, no customer.
import { readFile } from 'node:fs/promises';
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '@wrapsmith/api/src/test/pdf-text.ts';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

describe('warranties in Chromium (issue 27 item 2)', () => {
  it('completes a job, issues its warranty, downloads the certificate and opens the verification page at 375 px', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    const customer = { firstName: 'Wanda', lastName: 'Whitfield', email: 'wanda.whitfield@example.com', phone: '5550104477' };
    const res = await page.request.post('/api/v1/user/booking', {
      data: { ...customer, bookingDate: await localDay(page, 0), year: 2023, make: 'Honda', model: 'Civic', brand: '3M', wrapColor: 'Gloss Black' },
      headers: { origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(201);
    const bookingId = ((await res.json()) as { data: { _id: string } }).data._id;

    await page.goto(`/work-order?id=${bookingId}`);
    const panel = page.getByTestId('warranty-panel');
    await panel.getByText('A warranty is issued once the job is completed.').waitFor();
    await page.getByRole('button', { name: 'Book IN' }).click();
    await page.getByRole('button', { name: 'Vehicle Completed' }).click();
    // The shop's workmanship term, set where it is used; the form then offers it.
    const setting = panel.getByRole('form', { name: 'Your shop’s workmanship term (years)' });
    await setting.getByLabel('Your shop’s workmanship term (years)').fill('2');
    await setting.getByRole('button', { name: 'Save term' }).click();
    await page.getByText('Warranty settings saved').first().waitFor();
    await panel.getByRole('button', { name: 'Issue warranty' }).click();
    const form = panel.getByRole('form', { name: 'Issue warranty' });
    expect(await form.innerText()).toContain('Manufacturer (years): 5 vertical, 3 horizontal');
    expect(await form.innerText()).toContain('Workmanship (this shop, years): 2');
    await form.getByLabel('Batch / lot number').fill('LOT-E2E-42');
    await form.getByLabel('Roof').check();
    await form.getByRole('button', { name: 'Issue warranty' }).click();
    const card = panel.getByTestId('warranty');
    await card.getByText('LOT-E2E-42').waitFor();
    expect(await card.innerText()).toContain('Active');

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download certificate' }).click()]);
    const text = await pdfText(new Uint8Array(await readFile(await download.path())));
    for (const words of ['Warranty certificate', 'LOT-E2E-42', '2023 Honda Civic', 'Body (full wrap)', 'Roof', 'Workmanship warranty', '2 years', 'Gloss Black (G12)']) expect(text).toContain(words);

    const verify = new URL((await card.getByRole('link', { name: 'Verification page' }).getAttribute('href')) ?? '');
    expect(verify.pathname).toBe('/verify-warranty');
    const phone = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await phone.page.goto(verify.pathname + verify.search);
    const shown = phone.page.getByTestId('verify-warranty');
    await shown.getByText('LOT-E2E-42').waitFor();
    const body = await phone.page.locator('body').innerText();
    expect(body).toContain('2023 Honda Civic');
    for (const secret of [customer.firstName, customer.lastName, customer.email, customer.phone]) expect(body).not.toContain(secret);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
