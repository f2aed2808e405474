// Issue 28 item 2 in real Chromium, on a phone (decision 098): the demo shop (US) reads a booking as "Nov 30, 2026 · 9:30 AM";
// its owner sets the shop's country to the United Kingdom under Settings → Texts and, without reloading, the
// Appointments page writes the same booking as "30 Nov 2026 · 09:30" and today the UK way, and fits 375 px (the days are relative).
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

const dayIn = (locale: string, day: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe('the shop’s date conventions in Chromium', () => {
  it('issue 28 item 2: a shop switched to the UK reads its bookings and days the UK way, at 375 px', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password);
    const day = await localDay(page, 2);
    const created = await page.evaluate(async (bookingDate) => {
      const res = await fetch('/api/v1/user/booking', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Imogen', lastName: 'Hale', email: 'imogen.hale@example.com', bookingDate, checkInTime: '9:30', year: 2024, make: 'Mini', model: 'Cooper', isQuoted: false }),
      });
      return res.status;
    }, day);
    expect(created).toBe(201);

    const card = () => page.getByRole('region', { name: 'Booked' }).getByRole('link', { name: /Imogen Hale/ });
    await page.goto(`/appointment?date=${day}`);
    await card().getByText(`${dayIn('en-US', day, { dateStyle: 'medium' })} · 9:30 AM`).waitFor();

    await page.goto('/settings/texts');
    const form = page.getByRole('form', { name: 'Country for phone numbers' });
    await form.getByLabel('Country for phone numbers').selectOption('GB');
    await form.getByRole('button', { name: 'Save country' }).click();
    await page.getByText('Country saved').first().waitFor();

    // No reload (a reload reads the user again anyway): the router moves in the page, and the session's shop has
    // followed the saved country.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/appointment?date=${day}`);
    await card().getByText(`${dayIn('en-GB', day, { dateStyle: 'medium' })} · 09:30`).waitFor();
    const today = await localDay(page, 0);
    await page.getByText(`Today: ${dayIn('en-GB', today, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })}`).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(errors).toEqual([]);
  });
});
