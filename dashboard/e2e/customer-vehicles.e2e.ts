// Issue 27 item 3 in real Chromium (decision 094): open a customer, add a vehicle (VIN and plate), book them again on
// that car and see the job in the vehicle's history at 375 px, then find the vehicle by its plate typed another way.
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();
const VERA = { firstName: 'Vera', lastName: 'Vehicle', email: 'vera.vehicle@example.com', phone: '(555) 404-1234' };

describe('customer vehicles in Chromium', () => {
  it('issue 27 item 3: adds a vehicle to a customer, shows its history on a phone and finds it by plate', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    const headers = { origin: server.url };
    const day = await localDay(page, 1);
    const book = async (data: Record<string, unknown>) => {
      const res = await page.request.post('/api/v1/user/booking', { data: { ...VERA, bookingDate: day, ...data }, headers });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { data: { _id: string } }).data._id;
    };
    // Vera first came in for tint, with no car on the booking.
    const first = await book({ notes: 'Tint only' });

    await page.goto(`/customers?q=${encodeURIComponent('Vera Vehicle')}`);
    await page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Vera Vehicle' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vera Vehicle' }).waitFor();
    await page.getByText('No vehicles yet').waitFor();

    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
    await dialog.getByLabel('Year').fill('2021');
    await dialog.getByLabel('Make').fill('toyota');
    await dialog.getByLabel('Model').fill('rav4');
    await dialog.getByLabel('Colour').fill('Lunar Rock');
    await dialog.getByLabel('VIN').fill('1M8GDM9AXKP042788');
    await dialog.getByLabel('Plate').fill('VV 4021');
    await dialog.getByRole('button', { name: 'Add vehicle' }).click();
    await dialog.waitFor({ state: 'detached' });
    const vehicles = page.getByRole('list', { name: 'Vera Vehicle: vehicles' });
    // The catalogue's spelling.
    const link = vehicles.getByRole('link', { name: '2021 Toyota RAV4' });
    await link.waitFor();
    expect(await vehicles.innerText()).toContain('Lunar Rock · Plate VV 4021 · VIN 1M8GDM9AXKP042788');

    // Booked again on that car: the booking joins the vehicle she has.
    await book({ year: 2021, make: 'Toyota', model: 'RAV4', brand: '3M', wrapColor: 'Satin Black' });
    expect(first).toBeTruthy();

    await page.setViewportSize(VIEWPORTS.mobile);
    await link.click();
    await page.getByRole('heading', { level: 1, name: '2021 Toyota RAV4' }).waitFor();
    const history = page.getByRole('list', { name: '2021 Toyota RAV4: quotes and jobs, newest first' });
    await history.waitFor();
    const entry = await history.getByRole('listitem').first().innerText();
    expect(entry).toContain('Job');
    expect(entry).toContain('Booked');
    expect(entry).toContain('3M Satin Black');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);

    // Found by its plate, typed without the space and in lower case.
    await page.goto('/customers');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('vv4021');
    await page.getByRole('button', { name: 'Search' }).click();
    const hits = page.getByRole('region', { name: 'Vehicles' });
    await hits.getByText('Vera Vehicle · found by plate').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await hits.getByRole('link', { name: '2021 Toyota RAV4' }).click();
    await page.getByRole('heading', { level: 1, name: '2021 Toyota RAV4' }).waitFor();
    expect(errors).toEqual([]);
  });
});
