// issue 25 item 2 in real Chromium, on a phone: a booking for a 2023 Toyota Camry shows its material estimate on the
// work order (zones, film length of the chosen roll width plus waste), the same figure as the API's, and a
// narrower roll asks for more film; "Use this estimate" fills the booking's square feet. Issue 28 item 2: the demo
// shop (US) reads feet; switched to metric under Settings → Shop, the same work order reads metres and m² and the
// estimated area is typed in m².
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

describe('material estimate in Chromium', () => {
  it('issue 25 item 2 and issue 28 item 2: the work order shows the film a booking’s vehicle needs in the shop’s units, at 375 px', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await page.goto('/bookingAppointment');
    const form = page.getByRole('form');
    await form.getByLabel('First name').fill('Morgan');
    await form.getByLabel('Year').selectOption('2023');
    await form.getByLabel('Make').selectOption({ label: 'Toyota' });
    await form.getByLabel('Model').selectOption({ label: 'Camry' });
    const day = await localDay(page, 3);
    await form.getByLabel('Booking date').fill(day);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((u) => u.pathname === '/appointment');

    await page.goto(`/appointment?date=${day}`);
    await page.getByRole('region', { name: 'Booked' }).getByRole('link', { name: /Morgan/ }).click();
    await page.waitForURL((u) => u.pathname === '/work-order');

    const total = page.getByLabel('Total to have');
    await total.waitFor();
    const api = await page.request.get('/api/v1/user/tool/material-estimate?year=2023&make=Toyota&model=Camry');
    const { data } = (await api.json()) as { data: { totalMm: number; basis: string; generation: string } };
    expect([data.basis, data.generation]).toEqual(['generation', 'XV70']);
    expect(await total.textContent()).toBe(`${(data.totalMm / 304.8).toFixed(1)} ft of 60″ (1,524 mm)`);
    await page.getByRole('table', { name: 'Material estimate' }).getByRole('rowheader', { name: 'Full wrap' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);

    const before = await total.textContent();
    await page.getByLabel('Roll width').selectOption('1372');
    await expect.poll(async () => (await total.textContent())?.endsWith('of 54″ (1,372 mm)')).toBe(true);
    const feet = (text: string | null) => Number(text?.split(' ft')[0]);
    expect(feet(await total.textContent())).toBeGreaterThan(feet(before));

    await page.getByRole('button', { name: 'Use this estimate' }).click();
    const squareFeet = Number(await page.getByLabel('Estimated square feet').inputValue());
    expect(squareFeet).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => ((await (await page.request.get(`/api/v1/user/booking/${new URL(page.url()).searchParams.get('id')}`)).json()) as { data: { estimatedSQ: number } }).data.estimatedSQ).toBe(squareFeet);
    const workOrder = page.url();

    // Settings → Shop: metric.
    await page.goto('/settings/shop');
    await page.getByLabel('Units', { exact: true }).selectOption('metric');
    await page.getByTestId('units-sample').getByText(/23\.2 m², 22\.86 m/).waitFor();
    await page.getByRole('button', { name: 'Save units' }).click();
    await page.getByText(/Units saved: metric/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);

    await page.goto(workOrder);
    await expect.poll(async () => page.getByLabel('Total to have').textContent()).toBe(`${(data.totalMm / 1000).toFixed(2)} m of 1,524 mm (60″)`);
    expect(await page.getByRole('table', { name: 'Material estimate' }).innerText()).toContain('m²');
    // The stored square feet, shown in m² (to the hundredth).
    expect(Number(await page.getByLabel('Estimated area (m²)').inputValue())).toBeCloseTo(squareFeet / 10.7639, 1);
    // Back to the country's units for the other files on this server.
    await page.goto('/settings/shop');
    await page.getByLabel('Units', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Save units' }).click();
    await page.getByText(/Units saved: imperial/).waitFor();
    expect(errors).toEqual([]);
  });
});
