// Bookings in real Chromium, from a lead to a paid-up customer: a visitor designs a wrap on the shop's share
// link and asks for a quote; the shop turns the lead into a quote; the customer accepts it from the emailed
// link; the shop finds it on the calendar, books the car in, completes it, and sees the customer under
// Customers. On a phone, a booking takes a photo of the car, which the work order shows, opens and deletes.
// Screens of each page at 1280 and 375 go to docs/screens/.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, linkFrom, openPage, screenshot, waitForEmail } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();
const CUSTOMER = { name: 'Riley Quinn', email: 'riley.quinn@example.com' };

/** A small JPEG (4×3 px, plain red) as the browser's own canvas encodes it. */
async function carPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 4;
    canvas.height = 3;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#c0392b';
      context.fillRect(0, 0, 4, 3);
    }
    return canvas.toDataURL('image/jpeg');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function sendLeadFromShareLink(page: Page) {
  await page.goto('/v/northside-wraps');
  const widget = page.locator('wrapsmith-visualizer');
  await widget.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await widget.getByRole('combobox', { name: 'Make' }).selectOption({ label: 'Tesla' });
  await widget.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Model 3' });
  await widget.locator('.wsv-swatch').first().click();
  await widget.locator('.wsv-render__image').waitFor();
  await widget.getByRole('button', { name: 'Get a quote' }).click();
  await widget.getByRole('textbox', { name: 'Name' }).fill(CUSTOMER.name);
  await widget.getByRole('textbox', { name: 'Email' }).fill(CUSTOMER.email);
  await widget.getByRole('checkbox', { name: /may contact me/ }).check();
  // The server refuses forms sent within 3 s of opening (bots); a person takes longer than a script.
  await page.waitForTimeout(3_200);
  await widget.getByRole('button', { name: 'Send my request' }).click();
  await widget.getByRole('heading', { name: 'Thank you!' }).waitFor();
}

describe('bookings in Chromium', () => {
  it('turns a lead into a quote the customer accepts, books it in, completes it and lists the customer', async () => {
    const { server, browser } = product;

    const visitor = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await sendLeadFromShareLink(visitor.page);
    expect(visitor.errors).toEqual([]);

    // The shop opens the lead and sends a quote from it: the form comes filled in from the lead.
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.goto('/leads');
    await page.getByRole('button', { name: `View lead from ${CUSTOMER.name}` }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Send quote' }).click();
    await page.waitForURL((u) => u.pathname === '/bookingAppointment');
    const form = page.getByRole('form');
    await expect.poll(() => form.getByLabel('First name').inputValue()).toBe('Riley');
    expect(await form.getByLabel('Last name').inputValue()).toBe('Quinn');
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(CUSTOMER.email);
    expect(await form.getByRole('combobox', { name: 'Make' }).inputValue()).not.toBe('');
    const tomorrow = await localDay(page, 1);
    await form.getByLabel('Booking date').fill(tomorrow);
    await form.getByLabel('Check-in time').fill('9:30');
    await form.getByLabel('Price', { exact: true }).fill('2400');
    await form.getByLabel('Customer quote').fill('2450');
    await screenshot(page, SCREENS, 'booking-form-1280');
    await page.getByRole('button', { name: 'Send Quote' }).click();
    const sent = page.getByRole('dialog', { name: 'Quote Sent' });
    await sent.waitFor();
    expect(await sent.innerText()).toContain('viewable under Leads');

    // The quote waits under Leads; resending it straight away is refused, so a double click never spams the
    // customer, and the link already sent keeps working.
    await page.goto('/leads');
    await page.getByRole('region', { name: 'Quotes sent' }).getByRole('button', { name: 'Resend quote to Riley Quinn' }).click();
    await page.getByText('The quote was sent less than a minute ago. Wait a moment before sending it again.').waitFor();

    // The customer opens the emailed link (no session) and accepts.
    const mail = await waitForEmail(server.url, CUSTOMER.email, /Your quote from Northside Wraps/);
    const link = linkFrom(mail, '/confirm-booking');
    const customer = await openPage(browser, { viewport: VIEWPORTS.mobile });
    await customer.page.goto(link);
    await customer.page.getByRole('heading', { name: 'Your booking' }).waitFor();
    const details = await customer.page.getByRole('table', { name: 'Booking details' }).innerText();
    expect(details).toContain('Tesla Model 3');
    expect(details).toMatch(/2,450/);
    // Quotes are priced on today's film and calendar: the page says how long this one holds.
    await customer.page.getByText(/^Valid until [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
    // The page is the shop's, as its widget branding has it: its name on its colour, its contact details, and no
    // Wrapsmith log-in or sign-up to wander off to.
    const banner = customer.page.getByRole('banner');
    expect(await banner.innerText()).toContain('Northside Wraps');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(20, 33, 61)');
    expect(await customer.page.getByRole('link', { name: /^(Log In|Sign Up)$/i }).count()).toBe(0);
    await customer.page.getByRole('contentinfo').getByRole('link', { name: 'hello@northside.example' }).waitFor();
    expect(await customer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(customer.page, SCREENS, 'confirm-booking-375');
    // Accepting takes a typed name as a signature (issue 25 item 3).
    await customer.page.getByRole('textbox', { name: 'Type your full name to accept' }).fill(CUSTOMER.name);
    await customer.page.getByRole('button', { name: 'Accept' }).click();
    // The answer just given is thanked, with what happens next; 'Booking Already Accepted' is for a later visit.
    await customer.page.getByRole('heading', { name: 'Thank you, Riley! Your booking is accepted.' }).waitFor();
    await customer.page.getByText(/Northside Wraps has been told and will contact you to confirm your appointment on/).waitFor();
    expect(await customer.page.getByText('Booking Already Accepted').count()).toBe(0);
    expect(await customer.page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await screenshot(customer.page, SCREENS, 'confirm-booking-thanks-375');
    await customer.page.reload();
    await customer.page.getByText('Booking Already Accepted').waitFor();
    expect(await customer.page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(customer.errors).toEqual([]);

    // The shop is told, finds it on tomorrow's calendar day (keyboard), and works the order through.
    await page.goto('/appointment');
    await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
    await page.getByText(/Quote accepted: Riley Quinn/).first().waitFor();
    await page.keyboard.press('Escape');
    const calendar = page.getByRole('group', { name: 'Booking date' });
    await calendar.getByRole('button', { name: /, today$/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('date') === tomorrow);
    await screenshot(page, SCREENS, 'appointments-1280');
    // A day with bookings carries their count; the week view lists the picked day's week, day by day.
    expect(Number(await calendar.locator(`button[data-day="${tomorrow}"]`).getAttribute('data-count'))).toBeGreaterThan(0);
    const views = page.getByRole('group', { name: 'Calendar view' });
    await views.getByRole('button', { name: 'Week' }).click();
    await page.getByRole('list', { name: /^Bookings on / }).filter({ hasText: 'Riley Quinn' }).waitFor();
    await screenshot(page, SCREENS, 'appointments-week-1280');
    await views.getByRole('button', { name: 'Month' }).click();
    await page.getByRole('region', { name: 'Booked' }).getByRole('link', { name: /Riley Quinn/ }).click();
    await page.waitForURL((u) => u.pathname === '/work-order');
    await page.getByRole('button', { name: 'Book IN' }).click();
    await page.getByText('The booking is now in progress.').waitFor();
    await page.getByRole('button', { name: 'Vehicle Completed' }).click();
    await page.getByText('The booking is now completed.').waitFor();
    expect(await page.getByRole('button', { name: 'Book IN' }).isDisabled()).toBe(true);
    await screenshot(page, SCREENS, 'work-order-1280');

    // Customers lists Riley as a person; Completed jobs lists the job.
    await page.goto('/customers');
    await page.getByRole('table', { name: 'Customers' }).getByRole('row', { name: /Riley Quinn/ }).waitFor();
    await page.getByRole('navigation', { name: 'Customer views' }).getByRole('link', { name: 'Completed jobs' }).click();
    const row = page.getByRole('table', { name: 'Completed jobs' }).getByRole('row', { name: /Riley Quinn/ });
    await row.waitFor();
    expect(await row.innerText()).toContain(CUSTOMER.email);
    // Completed is the day Vehicle Completed was pressed (today), not a planned completion date.
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
    expect(await row.innerText()).toContain(today);
    await screenshot(page, SCREENS, 'customers-1280');

    // The shop takes its customers to a spreadsheet: the download is the completed bookings as CSV.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^wrapsmith-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Invoice');
    expect(csv).toContain(CUSTOMER.email);

    // The same pages hold together on a phone.
    await page.setViewportSize(VIEWPORTS.mobile);
    for (const [route, name] of [
      [`/appointment?date=${tomorrow}`, 'appointments-375'],
      [`/appointment?view=week&date=${tomorrow}`, 'appointments-week-375'],
      [`/appointment?view=day&date=${tomorrow}`, 'appointments-day-375'],
      ['/bookingAppointment', 'booking-form-375'],
    ] as const) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await screenshot(page, SCREENS, name);
    }
    expect(errors).toEqual([]);
  });

  it('books a car with a photo on a phone; the work order shows it, opens it and deletes it', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await page.goto('/bookingAppointment');
    const form = page.getByRole('form');
    await form.getByLabel('First name').fill('Casey');
    const day = await localDay(page, 2);
    await form.getByLabel('Booking date').fill(day);
    const photo = form.getByLabel('Car photo');
    // Files or camera: no capture attribute, so a phone offers both.
    expect([await photo.getAttribute('accept'), await photo.getAttribute('capture')]).toEqual(['image/*', null]);
    await photo.setInputFiles({ name: 'car.jpg', mimeType: 'image/jpeg', buffer: await carPhoto(page) });
    await form.getByRole('img', { name: 'The chosen car photo' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((u) => u.pathname === '/appointment');

    await page.goto(`/appointment?date=${day}`);
    await page.getByRole('region', { name: 'Booked' }).getByRole('link', { name: /Casey/ }).click();
    await page.waitForURL((u) => u.pathname === '/work-order');
    const photos = page.getByRole('region', { name: 'Photos' });
    const thumbnail = photos.getByRole('img', { name: 'Car photo 1' });
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
    const full = await page.request.get(await photos.getByRole('link').first().getAttribute('href') ?? '');
    expect([full.status(), full.headers()['content-type']]).toEqual([200, 'image/jpeg']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, SCREENS, 'work-order-photos-375');

    await photos.getByRole('button', { name: 'Delete car photo 1' }).click();
    await page.getByRole('dialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Delete photo' }).click();
    await photos.getByText('No photos yet.').waitFor();
    expect(await photos.getByRole('img').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
