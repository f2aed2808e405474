// issue 26 items 2 and 5 in real Chromium at 375 px: the owner opens Settings → Notifications, edits the "Car ready"
// text message and watches the live preview follow (an unknown placeholder is named), switches the reminder's email
// off, saves, and finds it all kept after a reload; then books a customer in and the booking-confirmed email arrives,
// sent by the server's notification worker. A screen at 375 goes to docs/screens/.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, openPage, screenshot, waitForEmail } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();

describe('issue 26 items 2 and 5: Settings → Notifications in Chromium', () => {
  it('edits a template with a live preview, switches a message off, saves at 375 px; a booking’s email is then sent', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.goto('/settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL((u) => u.pathname === '/settings/notifications');

    // Car ready: edit the text message; the preview fills the placeholders as the message will.
    const carReady = page.getByTestId('notify-car_ready');
    await carReady.getByText('Edit messages').click();
    const text = carReady.getByLabel('Car ready: Text message');
    await text.fill('{shopName}: {customerName}, your {vehicle} is ready! {custmerName}');
    await carReady.getByText('Unknown placeholder {custmerName}').waitFor();
    await text.fill('{shopName}: {customerName}, your {vehicle} is ready! Details: {trackingUrl}');
    expect(await carReady.getByTestId('notify-car_ready-preview-text').innerText()).toBe('Northside Wraps: Jordan, your 2024 Toyota Camry is ready! Details: https://example.com/track/…');
    expect(await carReady.getByText('Unknown placeholder').count()).toBe(0);

    // The reminder by email: switched off, and its preview says so.
    const reminder = page.getByTestId('notify-reminder');
    await reminder.getByRole('checkbox', { name: 'Email' }).uncheck();
    await reminder.getByText('Edit messages').click();
    await reminder.getByText('Switched off: this message is not sent.').first().waitFor();
    // A shop alert switched on by text.
    await page.getByRole('checkbox', { name: 'A new lead: Text message' }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, SCREENS, 'settings-notifications-375');
    await page.getByRole('button', { name: 'Save notification settings' }).click();
    await page.getByText('Notification settings saved').first().waitFor();

    // Kept: after a reload the page shows what was saved.
    await page.reload();
    await page.getByTestId('notify-reminder').waitFor();
    expect(await page.getByTestId('notify-reminder').getByRole('checkbox', { name: 'Email' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'A new lead: Text message' }).isChecked()).toBe(true);
    await page.getByTestId('notify-car_ready').getByText('Edit messages').click();
    expect(await page.getByTestId('notify-car_ready').getByLabel('Car ready: Text message').inputValue()).toBe('{shopName}: {customerName}, your {vehicle} is ready! Details: {trackingUrl}');

    // Book Now for a customer: the server's worker sends the booking-confirmed email at once.
    const bookingDate = await localDay(page, 5);
    const created = await page.evaluate(async (bookingDate) => {
      const res = await fetch('/api/v1/user/booking', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Riley', lastName: 'Stone', email: 'riley.stone@example.com', bookingDate, checkInTime: '8:30', year: 2023, make: 'Ford', model: 'Mustang', isQuoted: false }),
      });
      return res.status;
    }, bookingDate);
    expect(created).toBe(201);
    const mail = await waitForEmail(server.url, 'riley.stone@example.com', /Your booking with Northside Wraps/);
    expect(mail.text).toContain('Your 2023 Ford Mustang is booked in with Northside Wraps');
    expect(errors).toEqual([]);
  });
});
