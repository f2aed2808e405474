// Customers in real Chromium (issue 22 item 11): a customer who was only quoted is on the Customers list of people,
// opens to their quote, and a completed job is under Completed jobs on the day it was completed. At 1280 and 375 px.
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();
const QUOTED = { firstName: 'Quinn', lastName: 'Quoteonly', email: 'quinn.quoteonly@example.com' };
const DONE = { firstName: 'Jules', lastName: 'Finished', email: 'jules.finished@example.com' };

/** Sends a quote, and books then completes a job, through the API with the page's session. */
async function seed(page: Page, origin: string, day: string, planned: string) {
  const headers = { origin };
  const book = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/v1/user/booking', { data, headers });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { _id: string } }).data._id;
  };
  await book({ ...QUOTED, isQuoted: true, bookingDate: day, make: 'Ford', model: 'Bronco', customerQuote: 3200 });
  const job = await book({ ...DONE, bookingDate: day, make: 'Mazda', model: 'MX-5', completionDate: planned });
  for (const status of ['inprogress', 'completed']) {
    expect((await page.request.patch(`/api/v1/user/booking/${job}`, { data: { status }, headers })).status()).toBe(200);
  }
}

describe('customers in Chromium', () => {
  it('lists a quoted-only customer among the people, opens them, and shows a completed job under Completed jobs', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    // Planned for next week, completed today: Completed jobs shows today.
    await seed(page, server.url, await localDay(page, 1), await localDay(page, 7));

    await page.goto('/customers');
    const people = page.getByRole('table', { name: 'Customers' });
    const quinn = people.getByRole('row', { name: /Quinn Quoteonly/ });
    await quinn.waitFor();
    const cells = await quinn.getByRole('cell').allInnerTexts();
    expect(cells).toEqual(['Quinn Quoteonly', QUOTED.email, '—', 'Ford Bronco', '1', '0', '0']);

    await quinn.getByRole('link', { name: 'Quinn Quoteonly' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quinn Quoteonly' }).waitFor();
    await page.getByText('Quotes: 1 · Bookings: 0 · Completed jobs: 0').waitFor();
    const history = page.getByRole('table', { name: 'Quinn Quoteonly: quotes, bookings and jobs' });
    expect(await history.getByRole('row').nth(1).innerText()).toContain('Quote sent');

    await page.getByRole('link', { name: 'All customers' }).click();
    await page.getByRole('navigation', { name: 'Customer views' }).getByRole('link', { name: 'Completed jobs' }).click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'jobs');
    const job = page.getByRole('table', { name: 'Completed jobs' }).getByRole('row', { name: /Jules Finished/ });
    await job.waitFor();
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
    expect(await job.innerText()).toContain(today);
    // Quoted only: no completed job for Quinn.
    expect(await page.getByRole('table', { name: 'Completed jobs' }).getByRole('row', { name: /Quinn Quoteonly/ }).count()).toBe(0);

    // A phone: the list, a person and the jobs fit the screen.
    await page.setViewportSize(VIEWPORTS.mobile);
    for (const route of ['/customers', '/customers?view=jobs']) {
      await page.goto(route);
      await page.getByRole('table').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    }
    expect(errors).toEqual([]);
  });
});
