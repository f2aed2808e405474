// Issue 26 items 3 and 4 in real Chromium on the offline defaults: a quote from a widget lead (with its render) goes
// to a customer, whose email links the job's tracking page and carries the booking day as an .ics. The customer
// accepts, then opens the tracking page on a phone: Booked, the picture, the shop's contact and no email or phone of
// theirs. The shop books the car in, copies the tracking link from the work order and marks the car ready: the
// car-ready text message links the page, and from it
// customer's page says Ready. The owner makes the private calendar feed under Settings → Calendar and it serves the
// booking. Screens at 375 go to docs/screens/.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, auditA11y, linkFrom, openPage, screenshot, waitForEmail } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();
const CUSTOMER = { firstName: 'Riley', lastName: 'Quinlan', email: 'riley.quinlan@example.com', phone: '(415) 555-0142' };

describe('issue 26 items 3 and 4: the tracking page and calendars in Chromium', () => {
  it('the customer follows the job on a phone from the emailed link; Car ready changes the page; the feed serves the booking', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });

    // A quote made from a widget lead with its render, as the shop's session sends it.
    const bookingDate = await localDay(page, 7);
    const created = await page.evaluate(
      async ({ customer, bookingDate }) => {
        const leads = (await (await fetch('/api/v1/user/leads?pageSize=50')).json()) as { data: { _id: string; render: unknown }[] };
        const lead = leads.data.find((l) => l.render);
        const res = await fetch('/api/v1/user/booking', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...customer, bookingDate, checkInTime: '9:30', year: 2024, make: 'Tesla', model: 'Model 3', price: 2400, isQuoted: true, leadId: lead?._id }),
        });
        return { status: res.status, body: (await res.json()) as { data: { _id: string } } };
      },
      { customer: CUSTOMER, bookingDate },
    );
    expect(created.status).toBe(201);
    const bookingId = created.body.data._id;

    // The email links the tracking page and attaches the booking day as an .ics.
    const mail = await waitForEmail(server.url, CUSTOMER.email, /Your quote from Northside Wraps/);
    expect(mail.text).toContain('The booking day is attached as a calendar file (booking.ics).');
    const trackingUrl = linkFrom(mail, '/track');
    const customer = await openPage(browser, { viewport: VIEWPORTS.mobile });
    await customer.page.goto(linkFrom(mail, '/confirm-booking'));
    await customer.page.getByRole('textbox', { name: 'Type your full name to accept' }).fill('Riley Quinlan');
    await customer.page.getByRole('button', { name: /^Accept/ }).click();
    await customer.page.getByRole('heading', { name: /Thank you, Riley!/ }).waitFor();

    // The tracking page at 375 px: Booked, the picture, the shop's contact, and nothing of the customer but the name.
    await customer.page.goto(trackingUrl);
    const status = customer.page.getByTestId('tracking-status');
    await status.waitFor();
    expect(await status.innerText()).toBe('Your appointment is booked.');
    expect(await customer.page.locator('[aria-current="step"]').innerText()).toContain('Booked');
    const picture = customer.page.getByRole('img', { name: /^Your 2024 Tesla Model 3/ });
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await customer.page.getByTestId('shop-contact').innerText()).toMatch(/Contact the shop/);
    expect(await customer.page.getByText('Northside Wraps').first().isVisible()).toBe(true);
    const text = await customer.page.locator('body').innerText();
    expect(text).toContain('Hi Riley');
    for (const secret of [CUSTOMER.email, CUSTOMER.phone, CUSTOMER.lastName]) expect(text).not.toContain(secret);
    expect(await customer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(await auditA11y(customer.page)).toEqual([]);
    await screenshot(customer.page, SCREENS, 'tracking-booked-375', { fullPage: true });

    // The shop books the car in, copies the tracking link and marks the car ready.
    await page.goto(`/work-order?id=${bookingId}`);
    await page.getByRole('button', { name: 'Book IN' }).click();
    await page.getByText('The booking is now in progress.').waitFor();
    const panel = page.getByRole('region', { name: 'Customer’s tracking page' });
    await panel.getByRole('button', { name: 'Copy tracking link' }).click();
    await expect.poll(() => panel.getByLabel('Tracking link').inputValue()).toBe(trackingUrl);
    await panel.getByRole('button', { name: 'Car ready' }).click();
    await panel.getByTestId('car-ready').waitFor();
    expect(await auditA11y(page)).toEqual([]);

    // The car-ready text message (issue 26 item 2, sent by the server's own worker through the offline outbox) links
    // the same page: the customer opens it from the text on the phone.
    const textedLink = async (): Promise<string | null> => {
      const res = await page.request.get('/api/v1/user/texts');
      const body = await res.text();
      const text = body.match(/ready to pick up[^"]*?(https?:[^" ]*\/track\?token=[0-9a-f]+)/);
      return text?.[1] ?? null;
    };
    await expect.poll(textedLink, { timeout: 30_000 }).toBe(trackingUrl);
    await customer.page.goto((await textedLink()) as string);
    await customer.page.getByText('Your vehicle is ready for collection.').waitFor();
    expect(await customer.page.locator('[aria-current="step"]').innerText()).toContain('Ready');
    await screenshot(customer.page, SCREENS, 'tracking-ready-375', { fullPage: true });
    expect(customer.errors).toEqual([]);

    // Settings → Calendar: the owner makes the private feed; it serves the booking at its local time.
    await page.goto('/settings/calendar');
    await page.getByRole('button', { name: 'Make a calendar link' }).click();
    const feedUrl = await page.getByLabel('Private calendar address').inputValue();
    const feed = await page.evaluate(async (url) => {
      const res = await fetch(new URL(url).pathname);
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    }, feedUrl);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    expect(feed.text).toContain(`DTSTART;TZID=America/New_York:${bookingDate.replaceAll('-', '')}T093000`);
    expect(feed.text).not.toContain('Riley');
    expect(errors).toEqual([]);
  });
});
