// issue 25 item 4 in real Chromium on the offline default (no Stripe key): the owner connects the shop's test
// deposit account under Settings → Payments and asks a 20 % deposit; a quote goes to a customer, who accepts it
// from the emailed link, is sent straight to the offline deposit page, pays, and lands back on the quote page with
// the booking confirmed; the shop's work order shows the deposit paid. Screens at 1280 and 375 go to docs/screens/.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, linkFrom, openPage, screenshot, waitForEmail } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();
const CUSTOMER = { firstName: 'Jordan', lastName: 'Vale', email: 'jordan.vale@example.com' };

describe('issue 25 item 4: deposits in Chromium', () => {
  it('the owner connects (offline), the customer accepts and pays the deposit, the shop sees the booking confirmed', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });

    // Settings → Payments: connect the test deposit account, then ask 20 % on acceptance.
    await page.goto('/settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Payments' }).click();
    await page.waitForURL((u) => u.pathname === '/settings/payments');
    await page.getByText(/Test mode: no Stripe keys are set/).waitFor();
    await page.getByRole('button', { name: 'Connect a test deposit account' }).click();
    await page.getByTestId('payments-connected').waitFor();
    const form = page.getByRole('form', { name: 'Deposit on acceptance' });
    await form.getByRole('checkbox', { name: 'Ask for a deposit when a quote is accepted' }).check();
    await form.getByLabel('Percentage (%)').fill('20');
    await form.getByLabel('Days before the booking').fill('2');
    await screenshot(page, SCREENS, 'settings-payments-1280');
    await form.getByRole('button', { name: 'Save payment settings' }).click();
    await page.getByText('Payment settings saved').first().waitFor();

    // A quote of $2,450 to the customer (sent by the shop's own session, as the quote form does).
    const bookingDate = await localDay(page, 10);
    const created = await page.evaluate(
      async ({ customer, bookingDate }) => {
        const res = await fetch('/api/v1/user/booking', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...customer, bookingDate, checkInTime: '9:30', year: 2024, make: 'Tesla', model: 'Model 3', price: 2400, customerQuote: 2450, isQuoted: true }),
        });
        return { status: res.status, body: (await res.json()) as { data: { _id: string } } };
      },
      { customer: CUSTOMER, bookingDate },
    );
    expect(created.status).toBe(201);
    const bookingId = created.body.data._id;

    // The customer opens the emailed link on a phone: the page says what accepting asks, accepts, and is sent on.
    const mail = await waitForEmail(server.url, CUSTOMER.email, /Your quote from Northside Wraps/);
    const customer = await openPage(browser, { viewport: VIEWPORTS.mobile });
    await customer.page.goto(linkFrom(mail, '/confirm-booking'));
    await customer.page.getByText('Accepting this quote asks for a deposit of $490.00, paid by card right after.', { exact: false }).waitFor();
    // Accepting is signed with a typed name (issue 25 item 3).
    await customer.page.getByRole('textbox', { name: 'Type your full name to accept' }).fill('Jordan Vale');
    await customer.page.getByRole('button', { name: /^Accept/ }).click();
    await customer.page.waitForURL((u) => u.pathname === '/deposit/pay');
    await customer.page.getByText('Test payment — no card is charged').waitFor();
    const summary = customer.page.getByRole('region', { name: 'Pay your deposit' });
    await summary.getByText('$490.00', { exact: true }).waitFor();
    expect(await summary.innerText()).toContain('Deposit — Northside Wraps');
    expect(await customer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(customer.page, SCREENS, 'deposit-pay-375');
    await customer.page.getByRole('button', { name: 'Pay $490.00' }).click();

    // Back on the quote page: the deposit is paid and the booking confirmed.
    await customer.page.waitForURL((u) => u.pathname === '/confirm-booking' && u.searchParams.get('deposit') === 'return');
    await customer.page.getByTestId('deposit-paid').waitFor();
    expect(await customer.page.getByTestId('deposit-paid').innerText()).toBe('Deposit of $490.00 paid. Your booking is confirmed.');
    expect(await customer.page.getByRole('table', { name: 'Booking details' }).innerText()).toContain('Deposit paid');
    await screenshot(customer.page, SCREENS, 'confirm-booking-deposit-paid-375');
    expect(customer.errors).toEqual([]);

    // The shop is told, and the work order shows the deposit paid and the booking confirmed.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
    await page.getByText(/Deposit paid: Jordan Vale — booking confirmed/).first().waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`/work-order?id=${bookingId}`);
    const panel = page.getByTestId('deposit-panel');
    await panel.getByText(/^Deposit of \$490\.00 paid on .+: the booking is confirmed\.$/).waitFor();
    await screenshot(page, SCREENS, 'work-order-deposit-1280');
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/settings/payments');
    await page.getByTestId('payments-connected').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(errors).toEqual([]);
  });
});
