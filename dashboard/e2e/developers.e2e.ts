// Issue 24 item 4 in real Chromium: the demo shop's owner (Pro) makes an API key in Settings → Developers, sees its
// secret once, uses it with fetch (no cookie) to list the shop's leads and to book, receives the signed
// booking.created webhook on a receiver of its own and sees it delivered in the log, then revokes the key, which
// is refused at once. The page fits a 375 px phone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

/** A webhook receiver on this machine (the product runs outside production, where such URLs are allowed). */
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    res.writeHead(204).end();
  });
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe('Settings → Developers in Chromium (issue 24 item 4)', () => {
  it('makes an API key shown once, uses it with fetch, gets the signed webhook, and revokes the key', async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/wrapsmith`;
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });

    await page.goto('/settings/developers');
    await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
    const keys = page.getByRole('region', { name: 'API keys' });
    await keys.getByText('No API keys yet').waitFor();

    // A webhook endpoint for new bookings, on our receiver; its signing secret is shown.
    const hooks = page.getByRole('region', { name: 'Webhooks' });
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await add.getByLabel('URL').fill(hookUrl);
    for (const event of ['lead.created', 'booking.updated', 'quote.accepted', 'render.created']) await add.getByRole('checkbox', { name: new RegExp(`^${event.replace('.', '\\.')}`) }).uncheck();
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    await add.waitFor({ state: 'detached' });
    expect(await hooks.getByLabel('Signing secret').inputValue()).toMatch(/^whsec_/);

    // The key: a name and two scopes; the secret shows once, with Copy.
    await keys.getByRole('button', { name: 'Create key' }).click();
    const create = page.getByRole('dialog', { name: 'Create an API key' });
    await create.getByLabel('Name').fill('Zapier');
    await create.getByRole('checkbox', { name: /Create and update bookings/ }).check();
    await create.getByRole('button', { name: 'Create key' }).click();
    const secretField = keys.getByLabel('Your new API key');
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^ws_live_[A-Za-z0-9_-]{43}$/);
    await keys.getByRole('button', { name: 'Copy' }).click();
    await keys.getByText(/Copied to the clipboard|Selected: press/).waitFor();
    await keys.getByRole('cell', { name: /^Zapier ws_live_/ }).waitFor();

    // With the key alone (no cookie): the shop's leads, and a booking.
    const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
      page.evaluate(
        async ({ path, secret, init }) => {
          const res = await fetch(path, {
            method: init.method ?? 'GET',
            credentials: 'omit',
            headers: { authorization: `Bearer ${secret}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
            body: init.body ? JSON.stringify(init.body) : undefined,
          });
          return { status: res.status, body: (await res.json()) as { data?: unknown; total?: number; error?: { message: string } } };
        },
        { path, secret, init },
      );
    const leads = await call('/api/v1/user/leads');
    expect(leads.status).toBe(200);
    expect(leads.body.total).toBeGreaterThan(0);
    expect((await call('/api/v1/user/customers')).status).toBe(403);
    const booked = await call('/api/v1/user/booking', { method: 'POST', body: { isQuoted: false, firstName: 'Api', lastName: 'Caller', bookingDate: inTwoDays(), make: 'Tesla', model: 'Model 3', year: 2024 } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    // The webhook arrives signed, and the delivery log says Delivered.
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const [hook] = received;
    expect(hook?.headers['webhook-id']).toMatch(/^msg_/);
    expect(hook?.headers['webhook-signature']).toMatch(/^v1,/);
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({ type: 'booking.created', data: { firstName: 'Api', lastName: 'Caller' } });
    await hooks.getByRole('button', { name: 'Deliveries' }).click();
    const log = hooks.getByRole('table', { name: /Deliveries to/ });
    await log.getByText('Delivered').waitFor();

    // Shown once: after a reload the secret is nowhere on the page.
    await page.reload();
    await keys.getByRole('cell', { name: /^Zapier ws_live_/ }).waitFor();
    expect(await page.content()).not.toContain(secret);

    // Revoked: refused at once.
    await keys.getByRole('button', { name: 'Revoke Zapier' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this key?' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await keys.getByText(/^Revoked /).waitFor();
    const after = await call('/api/v1/user/leads');
    expect(after.status).toBe(401);
    expect(errors).toEqual([]);

    // At 375 px the page fits without sideways scrolling.
    const mobile = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(mobile.page, DEMO_OWNER.email, DEMO_OWNER.password);
    await mobile.page.goto('/settings/developers');
    await mobile.page.getByRole('region', { name: 'API keys' }).getByText('Zapier', { exact: true }).waitFor();
    await mobile.page.getByRole('region', { name: 'Webhooks' }).getByRole('button', { name: 'Deliveries' }).click();
    await mobile.page.getByText('Delivered').waitFor();
    expect(await mobile.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(mobile.errors).toEqual([]);
  });
});
