// Bounded lists in real Chromium (issue #8, decision 030): a shop with more bookings than a page pages through a
// busy day's Booked panel by keyboard and through Customers by mouse (the page in the address, Back included);
// the calendar asks only for the six weeks it shows and marks the busy day; no list answer holds more than a
// page. Screens of each paged list at 1280 and 375 go to test-results/paging/.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, openPage, screenshot } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';
import { DAY } from '@wrapsmith/core';

const SCREENS = path.join(REPO_ROOT, 'test-results/paging');
const product = useProduct();

/** Bookings on the busy day: three pages of the Booked panel's ten cards. */
const BUSY_DAY_BOOKINGS = 23;
/** Customers added to the demo's two: more than the Customers table's page of 25. */
const NEW_CUSTOMERS = 24;
/** Quotes sent (each one also an email in the log): more than a page of Quotes sent and of Settings → Emails. */
const NEW_QUOTES = 26;
/** Widget keys made and revoked, so the keys table has a second page. */
const REVOKED_KEYS = 25;

type Paged = { data: unknown[]; page: number; pageSize: number; total: number };

/** The first and last day of the six weeks a month calendar shows for `day`'s month (Sunday first). */
async function gridRange(page: Page, day: string, monthsLater = 0): Promise<{ from: string; to: string }> {
  return page.evaluate(
    ([d, later]) => {
      const [y, m] = d.split('-').map(Number) as [number, number];
      const first = new Date(y, m - 1 + later, 1);
      const start = new Date(first);
      start.setDate(1 - first.getDay());
      const end = new Date(start);
      end.setDate(start.getDate() + 41);
      const ymd = (t: Date) => `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
      return { from: ymd(start), to: ymd(end) };
    },
    [day, monthsLater] as const,
  );
}

/** Books and, for customers, works bookings through to completed, through the API with the page's session. */
async function seedLists(page: Page, origin: string, busyDay: string, customerDay: string) {
  const headers = { origin };
  const book = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/v1/user/booking', { data, headers });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { _id: string } }).data._id;
  };
  for (let i = 0; i < BUSY_DAY_BOOKINGS; i += 1) {
    const time = `${8 + Math.floor(i / 4)}:${String((i % 4) * 15).padStart(2, '0')}`;
    await book({ firstName: `Busy${String(i + 1).padStart(2, '0')}`, lastName: 'Driver', bookingDate: busyDay, checkInTime: time, make: 'Ford', model: 'Transit' });
  }
  for (let i = 0; i < NEW_CUSTOMERS; i += 1) {
    const id = await book({ firstName: `Client${String(i + 1).padStart(2, '0')}`, lastName: 'Paging', email: `client${i + 1}@example.com`, bookingDate: customerDay });
    for (const status of ['inprogress', 'completed']) {
      const res = await page.request.patch(`/api/v1/user/booking/${id}`, { data: { status }, headers });
      expect(res.status()).toBe(200);
    }
  }
  for (let i = 0; i < NEW_QUOTES; i += 1) {
    await book({ firstName: `Quote${String(i + 1).padStart(2, '0')}`, lastName: 'Paging', email: `quote${i + 1}@example.com`, isQuoted: true, customerQuote: 1000 + i });
  }
  for (let i = 0; i < REVOKED_KEYS; i += 1) {
    const res = await page.request.post('/api/v1/user/widget/keys', { data: { label: `Old site ${i + 1}`, origins: [`https://old${i + 1}.example`] }, headers });
    expect(res.status()).toBe(201);
    const { data } = (await res.json()) as { data: { _id: string } };
    expect((await page.request.post(`/api/v1/user/widget/keys/${data._id}/revoke`, { data: {}, headers })).status()).toBe(200);
  }
}

describe('bounded lists in Chromium', () => {
  it('pages a busy day by keyboard and Customers by address, and the calendar asks for its range only', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    // Every list answer the dashboard gets is one page: never more rows than the page size it names.
    const listAnswers: { url: string; rows: number; pageSize: number }[] = [];
    const dayRanges: URLSearchParams[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/v1/user/booking/days') dayRanges.push(url.searchParams);
    });
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (!/\/api\/v1\/(user\/booking\/all|user\/leads|user\/notifications|user\/emails|auth\/users-list|user\/widget\/keys)$/.test(url.pathname) || !res.ok()) return;
      const body = (await res.json()) as Paged;
      listAnswers.push({ url: url.pathname + url.search, rows: body.data.length, pageSize: body.pageSize });
    });

    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    const busyDay = await localDay(page, 4);
    await seedLists(page, server.url, busyDay, await localDay(page, 1));

    // The API bounds every list, and says so for a page size past the limit.
    const tooBig = await page.request.get('/api/v1/user/booking/all?pageSize=1000');
    expect(tooBig.status()).toBe(400);
    expect(((await tooBig.json()) as { error: { message: string } }).error.message).toBe('pageSize must be a whole number from 1 to 100');
    const everything = (await (await page.request.get('/api/v1/user/booking/all')).json()) as Paged;
    expect(everything.data).toHaveLength(25);
    expect(everything.total).toBeGreaterThan(BUSY_DAY_BOOKINGS + NEW_CUSTOMERS + NEW_QUOTES);

    // Appointments on the busy day: the calendar asks for its six weeks, marks the day, and Booked pages by ten.
    await page.goto(`/appointment?date=${busyDay}`);
    const calendar = page.getByRole('group', { name: 'Booking date' });
    await calendar.getByRole('button', { name: new RegExp(`, ${BUSY_DAY_BOOKINGS} bookings$`) }).waitFor();
    const shown = await gridRange(page, busyDay);
    expect(dayRanges.map((r) => [r.get('from'), r.get('to')])).toContainEqual([shown.from, shown.to]);

    const booked = page.getByRole('region', { name: 'Booked' });
    const cards = booked.getByRole('list', { name: 'Booked' }).getByRole('link');
    await expect.poll(() => cards.count()).toBe(10);
    const pager = booked.getByRole('navigation', { name: 'Booked pages' });
    await pager.getByText(`Page 1 of 3 · ${BUSY_DAY_BOOKINGS} bookings`).waitFor();
    await screenshot(page, SCREENS, 'appointments-paged-1280');

    // By keyboard: Enter on Next twice; the focus stays on Next, which ends aria-disabled on the last page.
    const next = pager.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await pager.getByText(`Page 2 of 3 · ${BUSY_DAY_BOOKINGS} bookings`).waitFor();
    await expect.poll(() => cards.first().innerText()).toContain('Busy11');
    await page.keyboard.press('Enter');
    await pager.getByText(`Page 3 of 3 · ${BUSY_DAY_BOOKINGS} bookings`).waitFor();
    await expect.poll(() => cards.count()).toBe(BUSY_DAY_BOOKINGS - 20);
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await pager.getByText(`Page 2 of 3 · ${BUSY_DAY_BOOKINGS} bookings`).waitFor();

    // The next month is another range, asked for when it is shown.
    await calendar.getByRole('button', { name: 'Next month' }).click();
    const following = await gridRange(page, busyDay, 1);
    await expect.poll(() => dayRanges.map((r) => `${r.get('from')}..${r.get('to')}`)).toContain(`${following.from}..${following.to}`);
    for (const range of dayRanges) {
      const days = (Date.parse(range.get('to') ?? '') - Date.parse(range.get('from') ?? '')) / DAY + 1;
      expect(days).toBe(42);
    }

    // Completed jobs: 25 a page, the page in the address, so Back returns to it.
    await page.goto('/customers?view=jobs');
    const table = page.getByRole('table', { name: 'Completed jobs' });
    await expect.poll(() => table.getByRole('row').count()).toBe(26);
    const customersPager = page.getByRole('navigation', { name: 'Completed jobs pages' });
    const totalCustomers = NEW_CUSTOMERS + 2;
    await customersPager.getByText(`Page 1 of 2 · ${totalCustomers} completed jobs`).waitFor();
    await customersPager.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await customersPager.getByText(`Page 2 of 2 · ${totalCustomers} completed jobs`).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(totalCustomers - 25 + 1);
    await screenshot(page, SCREENS, 'customers-paged-1280');
    await page.goBack();
    await customersPager.getByText(`Page 1 of 2 · ${totalCustomers} completed jobs`).waitFor();
    await page.goForward();
    await customersPager.getByText(`Page 2 of 2 · ${totalCustomers} completed jobs`).waitFor();

    // Quotes sent pages under the leads, its page beside the leads' own in the address.
    await page.goto('/leads');
    const quotesPager = page.getByRole('navigation', { name: 'Quotes sent pages' });
    await quotesPager.getByText(/^Page 1 of 2 · \d+ quotes$/).waitFor();
    await quotesPager.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((u) => u.searchParams.get('quotesPage') === '2');
    await quotesPager.getByText(/^Page 2 of 2 · \d+ quotes$/).waitFor();

    // The other paged screens, for the record (the demo's leads and notifications fit on one page: no pager).
    const otherLists = [
      ['/leads?quotesPage=2', 'leads', page.getByRole('navigation', { name: 'Quotes sent pages' })],
      ['/notifications', 'notifications', page.getByRole('list', { name: 'All notifications' })],
      ['/settings/emails', 'emails', page.getByRole('navigation', { name: 'Sent emails pages' })],
      ['/settings/widget', 'widget-keys', page.getByRole('navigation', { name: 'Widget keys pages' })],
    ] as const;
    for (const [route, name, list] of otherLists) {
      await page.goto(route);
      await list.waitFor();
      await screenshot(page, SCREENS, `${name}-1280`);
    }

    // On a phone the pagers fit and stay usable: the count above, the two buttons at either edge.
    await page.setViewportSize(VIEWPORTS.mobile);
    for (const [route, name, navName] of [
      [`/appointment?date=${busyDay}`, 'appointments-paged-375', 'Booked pages'],
      ['/customers?page=2', 'customers-paged-375', 'Customers pages'],
    ] as const) {
      await page.goto(route);
      const nav = page.getByRole('navigation', { name: navName });
      await nav.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      const [previousBox, nextBox] = await Promise.all([nav.getByRole('button', { name: 'Previous page' }).boundingBox(), nav.getByRole('button', { name: 'Next page' }).boundingBox()]);
      expect(previousBox && nextBox && previousBox.y === nextBox.y && previousBox.x < nextBox.x).toBe(true);
      await screenshot(page, SCREENS, name);
    }
    for (const [route, name, list] of otherLists) {
      await page.goto(route);
      await list.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await screenshot(page, SCREENS, `${name}-375`);
    }

    expect(listAnswers.length).toBeGreaterThan(5);
    for (const answer of listAnswers) {
      expect(answer.pageSize, answer.url).toBeLessThanOrEqual(100);
      expect(answer.rows, answer.url).toBeLessThanOrEqual(answer.pageSize);
    }
    expect(errors).toEqual([]);
  });
});
