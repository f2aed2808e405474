// Issue 25 item 6, second half (decision 088), in real Chromium on the sample shop's site with the offline deposit
// page (no Stripe keys). Quote first (the default): a visitor renders, presses "Book this wrap" and sends their
// details; the shop opens the lead in the dashboard, sees the quote drafted from its price book and sends it; the
// visitor is emailed the quote link. Deposit now (the owner allows it once deposits are on): a visitor renders, presses
// "Book with a deposit", picks a day and is taken to the deposit's payment page; paid, the booking is confirmed.
import { VIEWPORTS, launchBrowser, linkFrom, openPage, waitForEmail, type TrackedPage } from '@wrapsmith/e2e-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, startWrapsmith, type Wrapsmith } from './wrapsmith.ts';

let browser: Browser;
let wrapsmith: Wrapsmith;
const pages: TrackedPage[] = [];

beforeAll(async () => {
  wrapsmith = await startWrapsmith();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await wrapsmith?.stop();
});

const widgetOf = (page: Page) => page.locator('[data-wrapsmith-inline] wrapsmith-visualizer');

async function rendered(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const tracked = await openPage(browser, { viewport });
  pages.push(tracked);
  const { page } = tracked;
  await page.goto(`${wrapsmith.site.url}/`);
  const widget = widgetOf(page);
  await widget.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await widget.getByRole('combobox', { name: 'Make' }).selectOption('Tesla');
  await widget.getByRole('combobox', { name: 'Model' }).selectOption('Model 3');
  await widget.getByRole('button', { name: /Gloss Hotrod Red/ }).click();
  await widget.getByRole('img', { name: /^2024 Tesla Model 3 wrapped in 3M Gloss Hotrod Red/ }).waitFor();
  return page;
}

describe('issue 25 item 6: Book with a deposit from the widget', () => {
  it('quote first: the request becomes a drafted quote the shop sends from the lead; deposit now: a day and the deposit, paid, confirm the booking', async () => {
    // ── quote first ──
    const visitor = await rendered();
    const widget = widgetOf(visitor);
    await widget.getByRole('button', { name: 'Book this wrap' }).click();
    const form = widget.getByRole('form', { name: 'Book this wrap' });
    await form.getByRole('button', { name: 'Send my request' }).click();
    await form.getByText('Enter your name.').waitFor();
    await form.getByRole('textbox', { name: /^Name/ }).fill('Riley Hart');
    await form.getByRole('textbox', { name: /^Email/ }).fill('riley.hart@example.com');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send my request' }).click();
    const thanks = widget.getByTestId('booking-thanks');
    await thanks.waitFor();
    expect(await thanks.innerText()).toContain('will review your quote and email it to you shortly');

    // The shop: the lead's drafted quote, sent from the dashboard.
    const shop = await openPage(browser, { viewport: VIEWPORTS.mobile, baseURL: wrapsmith.server.url });
    pages.push(shop);
    const { page } = shop;
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Enter Studio' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/leads');
    await page.getByRole('button', { name: 'View lead from Riley Hart' }).click();
    const drafted = page.getByRole('region', { name: 'Quote drafted from your price book' });
    await drafted.getByText('Waiting for you: review it and send it to the customer.').waitFor();
    expect(await drafted.innerText()).toMatch(/\$[\d,]+\.\d{2}/);
    await drafted.getByRole('button', { name: 'Send this quote' }).click();
    await drafted.getByText('Sent to the customer as a quote.').waitFor();
    const mail = await waitForEmail(wrapsmith.server.url, 'riley.hart@example.com', /Your quote from Northside Wraps/);
    expect(linkFrom(mail, '/confirm-booking')).toMatch(/token=[0-9a-f]{64}/);
    await page.keyboard.press('Escape');

    // ── deposit now: the owner connects the test deposit account, asks 20 %, and lets visitors pay from the widget ──
    expect((await wrapsmith.owner('/api/v1/user/payments/connect', { method: 'POST' })).status).toBe(200);
    const settings = { depositsEnabled: true, depositKind: 'percent', depositPercent: 20, depositAmountMinor: null, refundPolicy: 'full_until', refundDays: 7 };
    expect((await wrapsmith.owner('/api/v1/user/payments/settings', { method: 'PUT', body: JSON.stringify(settings) })).status).toBe(200);
    await page.goto('/settings/widget');
    const mode = page.getByRole('combobox', { name: 'When a visitor books' });
    await mode.selectOption('deposit_now');
    await page.getByText('Booking settings saved').first().waitFor();

    const second = await rendered(VIEWPORTS.mobile);
    const w2 = widgetOf(second);
    await w2.getByRole('button', { name: 'Book with a deposit' }).click();
    const f2 = w2.getByRole('form', { name: 'Book with a deposit' });
    await f2.getByRole('textbox', { name: /^Name/ }).fill('Jordan Vale');
    await f2.getByRole('textbox', { name: /^Email/ }).fill('jordan.vale@example.com');
    const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    await f2.getByLabel('Day to bring the car in').fill(day);
    await f2.getByRole('checkbox').check();
    await f2.getByRole('button', { name: 'Continue to the deposit' }).click();
    await second.waitForURL((u) => u.pathname === '/deposit/pay');
    await second.getByText('Test payment — no card is charged').waitFor();
    await second.getByRole('button', { name: /^Pay \$/ }).click();
    await second.waitForURL((u) => u.pathname === '/confirm-booking' && u.searchParams.get('deposit') === 'return');
    await second.getByTestId('deposit-paid').waitFor();
    expect(await second.getByTestId('deposit-paid').innerText()).toMatch(/^Deposit of \$[\d,]+\.\d{2} paid\. Your booking is confirmed\.$/);

    const errors = pages.flatMap((p) => p.errors);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 300_000);
});
