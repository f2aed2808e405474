// Film rolls in real Chromium (issue 27 item 1): receive a roll on the Film rolls page, book a job that reserves
// from it (the work order says which roll and batch), print the roll's label and read its QR code, open the page it
// points to on a 375 px phone, use the roll on the job (deducted from the roll), see the work order name the roll
// and batch used, complete the job and download its warranty certificate, which names that batch (issue 27's walk).
import { readFile } from 'node:fs/promises';
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { pdfText } from '@wrapsmith/api/src/test/pdf-text.ts';
import { qrCodesInPdf } from '@wrapsmith/api/src/test/qr-in-pdf.ts';
import type { RollListDto } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

describe('film rolls in Chromium (issue 27 item 1)', () => {
  it('receives a roll, reserves it for a booked job, opens it from its QR code at 375 px and uses it on the job', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });

    // Receive a roll: 3M Gloss Black, 75 ft on a 60″ roll.
    await page.goto('/rolls');
    const form = page.getByRole('form', { name: 'Receive a roll' });
    await form.getByLabel('Brand').selectOption({ label: '3M' });
    const film = form.getByLabel('Film', { exact: true });
    await film.locator('option', { hasText: 'Gloss Black (G12)' }).first().waitFor({ state: 'attached' });
    await film.selectOption({ label: 'Gloss Black (G12)' });
    await form.getByLabel('Batch or lot number').fill('E2E-LOT-7');
    await form.getByLabel('Unit').selectOption('ft');
    await form.getByLabel('Length (ft)').fill('75');
    await form.getByLabel(/^Cost/).fill('899.00');
    await form.getByLabel('Supplier').fill('Fellers');
    await form.getByRole('button', { name: 'Receive roll' }).click();
    const rows = page.getByRole('table', { name: 'Rolls in stock' });
    await rows.getByText('E2E-LOT-7').waitFor();
    const list = (await (await page.request.get('/api/v1/user/rolls')).json()) as { data: RollListDto };
    const roll = list.data.rolls.find((r) => r.batch === 'E2E-LOT-7');
    expect(roll).toMatchObject({ filmId: '3m-g12', lengthMm: 22_860, costMinor: 89_900 });
    const rollId = roll?.id ?? '';

    // Book a job in that film: it reserves its estimate on the roll, and the work order says so.
    const res = await page.request.post('/api/v1/user/booking', {
      data: { firstName: 'Rory', lastName: 'Roll', email: 'rory.roll@example.com', bookingDate: await localDay(page, 2), year: 2024, make: 'Toyota', model: 'Camry', brand: '3M', wrapColor: 'Gloss Black (G12)' },
      headers: { origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(201);
    const bookingId = ((await res.json()) as { data: { _id: string } }).data._id;
    await page.goto(`/work-order?id=${bookingId}`);
    const panel = page.getByRole('region', { name: 'Film roll' });
    await panel.getByText(/Reserved .* of Gloss Black \(G12\) on/).waitFor();
    expect(await panel.innerText()).toContain('batch E2E-LOT-7');

    // The label: its text names the roll, and its QR code is the roll's page.
    const label = await page.request.get(`/api/v1/user/rolls/${rollId}/label.pdf`);
    expect(label.status()).toBe(200);
    const bytes = new Uint8Array(await label.body());
    expect(await pdfText(bytes.slice())).toContain('Batch E2E-LOT-7');
    const [scanned] = await qrCodesInPdf(bytes);
    expect(scanned).toBe(`${server.url}/rolls/${rollId}`);

    // A phone opens what the QR code says and uses the roll on the job, at the reserved length.
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(scanned ?? '');
    await page.getByRole('heading', { level: 1, name: 'Gloss Black (G12)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    const use = page.getByRole('form', { name: 'Use on a job' });
    expect(await use.getByLabel('Job').inputValue()).toBe(bookingId);
    await use.getByRole('button', { name: /^Use on job: 2024 Toyota Camry · Rory R\.$/ }).click();
    const usedOn = page.getByRole('region', { name: 'Used on' });
    await usedOn.getByRole('link', { name: '2024 Toyota Camry · Rory R.' }).waitFor();
    const after = (await (await page.request.get(`/api/v1/user/rolls/${rollId}`)).json()) as { data: { roll: { usedMm: number; reservedMm: number; onHandMm: number } } };
    expect(after.data.roll.reservedMm).toBe(0);
    expect(after.data.roll.usedMm).toBeGreaterThan(15_000);
    expect(after.data.roll.onHandMm).toBe(22_860 - after.data.roll.usedMm);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);

    // The work order names the roll and batch used.
    await page.goto(`/work-order?id=${bookingId}`);
    await panel.getByText(/Used .*Gloss Black \(G12\), batch E2E-LOT-7/).waitFor();

    // Completed, its warranty (issue 27 item 2) takes the batch of the roll used, and the certificate names it.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('button', { name: 'Book IN' }).click();
    await page.getByRole('button', { name: 'Vehicle Completed' }).click();
    const warranty = page.getByTestId('warranty-panel');
    await warranty.getByRole('button', { name: 'Issue warranty' }).click();
    const issue = warranty.getByRole('form', { name: 'Issue warranty' });
    expect(await issue.getByLabel('Batch / lot number').inputValue()).toBe('E2E-LOT-7');
    await issue.getByRole('button', { name: 'Issue warranty' }).click();
    const card = warranty.getByTestId('warranty');
    await card.getByText('E2E-LOT-7').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download certificate' }).click()]);
    const certificate = await pdfText(new Uint8Array(await readFile(await download.path())));
    for (const words of ['Warranty certificate', 'E2E-LOT-7', '2024 Toyota Camry', 'Gloss Black (G12)']) expect(certificate).toContain(words);
    expect(errors).toEqual([]);
  });
});
