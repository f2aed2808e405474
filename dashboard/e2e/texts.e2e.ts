// Text messages in real Chromium (issue 26 item 1): the product runs with the real Twilio SDK pointed at a local
// fake; the owner replies from a customer's thread, Twilio's signed status callback marks it delivered, the
// customer's reply lands on the thread, and their STOP shows as opted out with no reply box. At 1280 and 375 px,
// with axe-core's audit of the thread and Settings → Texts.
import { VIEWPORTS, auditA11y, launchBrowser, openPage, startServer, type RunningServer } from '@wrapsmith/e2e-kit';
import { TWILIO_POOL, TWILIO_SID, TWILIO_TOKEN, signedTwilioForm, startFakeTwilio, type FakeTwilio } from '@wrapsmith/api/src/test/fake-twilio.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard } from './support.ts';

const DANA = '+14155552671';
let fake: FakeTwilio;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeTwilio();
  [server, browser] = await Promise.all([
    startServer({ env: { TWILIO_ACCOUNT_SID: TWILIO_SID, TWILIO_AUTH_TOKEN: TWILIO_TOKEN, TWILIO_MESSAGING_SERVICE_SID: TWILIO_POOL, TWILIO_API_BASE: fake.url } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** A Twilio webhook to the product, signed over its PUBLIC_URL as Twilio signs it. */
async function twilioPost(pathAndQuery: string, params: Record<string, string>) {
  const res = await fetch(`${server.url}${pathAndQuery}`, signedTwilioForm(`${server.url}${pathAndQuery}`, params));
  expect(res.status, await res.clone().text()).toBe(200);
}

const fromDana = (body: string, n: number) => ({ MessageSid: `SMe2e${n}`, From: DANA, To: '+14155550142', MessagingServiceSid: TWILIO_POOL, Body: body });

describe('text messages in Chromium', () => {
  it('replies from a customer’s thread, shows Twilio’s delivery status, the customer’s answer and their STOP', async () => {
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    const booked = await page.request.post('/api/v1/user/booking', {
      data: { firstName: 'Dana', lastName: 'Texter', email: 'dana.texter@example.com', phone: '(415) 555-2671', bookingDate: await localDay(page, 2), make: 'Toyota', model: 'Supra' },
      headers: { origin: server.url },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const bookingId = ((await booked.json()) as { data: { _id: string } }).data._id;

    await page.goto(`/customers/${bookingId}`);
    const thread = page.getByRole('region', { name: 'Text messages' });
    await thread.getByText('No texts with this customer yet.').waitFor();
    expect(await auditA11y(page)).toEqual([]);
    await thread.getByRole('textbox', { name: `Text to ${DANA}` }).fill('Your Supra is ready for pick-up.');
    await thread.getByRole('button', { name: 'Send text' }).click();
    const sent = thread.getByTestId('text-message').filter({ hasText: 'Your Supra is ready for pick-up.' });
    await sent.getByText('Queued').waitFor();

    // Twilio got it through the SDK, and reports it delivered to the callback URL it was given.
    const request = fake.requests.find((r) => r.params.Body === 'Your Supra is ready for pick-up.');
    expect(request?.params).toMatchObject({ To: DANA, MessagingServiceSid: TWILIO_POOL });
    const callback = new URL(request!.params.StatusCallback!);
    expect(callback.origin).toBe(server.url);
    await twilioPost(`${callback.pathname}${callback.search}`, { MessageSid: request!.sid!, MessageStatus: 'delivered', To: DANA });
    await twilioPost('/api/v1/texts/twilio/inbound', fromDana('Great, see you at 5', 1));
    await page.reload();
    await sent.getByText('Delivered').waitFor();
    await thread.getByTestId('text-message').filter({ hasText: 'Great, see you at 5' }).waitFor();

    await twilioPost('/api/v1/texts/twilio/inbound', fromDana('STOP', 2));
    await page.reload();
    await thread.getByTestId('text-opted-out').waitFor();
    await thread.getByText('This customer replied STOP').waitFor();
    expect(await thread.getByRole('button', { name: 'Send text' }).count()).toBe(0);
    expect(await auditA11y(page)).toEqual([]);

    // Settings → Texts lists them, newest first.
    await page.goto('/settings/texts');
    await page.getByTestId('text-log-row').first().waitFor();
    expect(await page.getByTestId('text-log-row').first().innerText()).toContain('STOP');

    await page.setViewportSize(VIEWPORTS.mobile);
    for (const route of [`/customers/${bookingId}`, '/settings/texts']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(/Opted out|Texts \(/).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      expect(await auditA11y(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
