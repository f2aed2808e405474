// Issue 24 item 4: webhooks — endpoints per shop, events written with what made them, signed the Standard Webhooks
// way, retried with back-off, sent once across instances, never to private addresses in production, redelivered
// on demand; both engines.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_EVENT_KEYS, type WebhookDeliveryDto, type WebhookEndpointDto } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createOwner } from '../../seed/factories.ts';
import { forShop } from '../../db/scope.ts';
import { shops, webhookDeliveries } from '../../db/schema/index.ts';
import { transaction } from '../../db/tx.ts';
import { createLogger } from '../../lib/logger.ts';
import { createEndpoint, deliverDueWebhooks, enqueueWebhookEvent, MAX_ATTEMPTS, postWebhook, RETRY_DELAYS_MS } from '../../services/api-access/index.ts';
import { checkResolvedHost } from '../../services/api-access/send.ts';
import { json, makeTestApp, testClock, twoConnections } from '../../test/app.ts';
import { body, renderBody, SHOP_ORIGIN, widgetApp } from '../../test/widget.ts';
import { FULL_FORM, quoteTokenSentTo } from '../bookings/booking-fixtures.ts';

interface Received {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A receiver on 127.0.0.1 answering each request with the next status of `statuses` (then 200). */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks` };
}
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A Pro shop on a clock that starts now (signatures carry the time, and receivers check it). */
async function proShop() {
  const clock = testClock(new Date());
  const t = await widgetApp({ credits: 20, planKey: 'pro', deps: { now: clock.now } });
  return { ...t, clock };
}
type Shop = Awaited<ReturnType<typeof proShop>>;

/** The booking form, booked for the days after the (real-time) test clock's today. */
const dayAfter = (t: Pick<Shop, 'deps'>, days: number) => new Date(t.deps.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const form = (t: Pick<Shop, 'deps'>, extra: Record<string, unknown> = {}) => ({ ...FULL_FORM, bookingDate: dayAfter(t, 2), completionDate: dayAfter(t, 4), isQuoted: false, ...extra });

async function addEndpoint(t: Pick<Shop, 'app' | 'auth'>, url: string, events: string[] = [...WEBHOOK_EVENT_KEYS]) {
  const res = await t.app.request('/api/v1/user/webhooks', json('POST', { url, events }, t.auth));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await body<{ data: { endpoint: WebhookEndpointDto; secret: string } }>(res)).data;
}

const deliveriesOf = async (t: Shop, endpointId: string) =>
  (await body<{ data: WebhookDeliveryDto[] }>(await t.app.request(`/api/v1/user/webhooks/${endpointId}/deliveries`, { headers: t.auth }))).data;

const pass = (t: Pick<Shop, 'deps'>, instance?: string) => deliverDueWebhooks(t.deps, instance ? { instance } : {});

describe('webhooks (issue 24 item 4)', () => {
  it('delivers an event to the endpoint with a valid Standard Webhooks signature', async () => {
    const t = await proShop();
    const hook = await receiver();
    const { endpoint, secret } = await addEndpoint(t, hook.url);
    expect(secret).toMatch(/^whsec_/);
    const booked = await t.app.request('/api/v1/user/booking', json('POST', form(t), t.auth));
    const bookingId = (await body<{ data: { _id: string } }>(booked)).data._id;

    expect(await pass(t)).toBe(1);
    expect(hook.received).toHaveLength(1);
    const [got] = hook.received as [Received];
    const verified = new Webhook(secret).verify(got.body, got.headers) as { type: string; data: { _id: string; firstName: string; price: number } };
    expect(verified).toMatchObject({ type: 'booking.created', data: { _id: bookingId, firstName: 'Dana' } });
    expect(got.headers['webhook-id']).toMatch(/^msg_/);
    // A forged body does not verify.
    expect(() => new Webhook(secret).verify(got.body.replace('Dana', 'Mallory'), got.headers)).toThrow();

    const [logged] = await deliveriesOf(t, endpoint._id);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, nextAttemptAt: null, eventType: 'booking.created', messageId: got.headers['webhook-id'] });
    expect(await pass(t)).toBe(0);
  });

  it('writes each event type where it happens, for subscribed endpoints of a Pro shop only', async () => {
    const t = await proShop();
    const hook = await receiver();
    const all = await addEndpoint(t, hook.url);
    const leadsOnly = await addEndpoint(t, `${hook.url}/leads`, ['lead.created']);
    // A render (Studio or widget), a lead, a booking changed, a quote sent and accepted.
    const render = await body<{ data: { renderId: string } }>(await t.call('render', { body: renderBody() }));
    t.clock.advance(11_000);
    await t.call('leads', {
      body: { renderId: render.data.renderId, name: 'Dana Reyes', email: 'dana@example.com', consent: true, pageUrl: `${SHOP_ORIGIN}/`, website: '', startedAt: t.deps.now().getTime() - 20_000 },
    });
    const quote = await body<{ data: { _id: string } }>(await t.app.request('/api/v1/user/booking', json('POST', form(t, { email: 'q@example.com', isQuoted: true }), t.auth)));
    const token = await quoteTokenSentTo(t.deps, 'q@example.com');
    expect((await t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted' }))).status).toBe(200);
    expect((await t.app.request(`/api/v1/user/booking/${quote.data._id}`, json('PUT', { notes: 'Changed' }, t.auth))).status).toBe(200);

    const types = async (id: string) => (await deliveriesOf(t, id)).map((d) => d.eventType).sort();
    expect(await types(all.endpoint._id)).toEqual(['booking.created', 'booking.updated', 'booking.updated', 'lead.created', 'quote.accepted', 'render.created'].sort());
    expect(await types(leadsOnly.endpoint._id)).toEqual(['lead.created']);
    const accepted = (await deliveriesOf(t, all.endpoint._id)).find((d) => d.eventType === 'quote.accepted');
    expect(accepted?.payload).toMatchObject({ type: 'quote.accepted', data: { _id: quote.data._id, status: 'accepted' } });

    // Off the Pro plan, nothing more is written (and the management routes say why).
    await t.deps.db.update(shops).set({ planKey: 'ultimate' }).where(eq(shops.id, t.owner.shop.id));
    await t.app.request(`/api/v1/user/booking/${quote.data._id}`, json('PUT', { notes: 'Again' }, t.auth));
    const rows = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, all.endpoint._id));
    expect(rows).toHaveLength(6);
    expect((await t.app.request('/api/v1/user/webhooks', { headers: t.auth })).status).toBe(403);
  });

  it('retries a failed delivery with back-off, then delivers it once', async () => {
    const t = await proShop();
    const hook = await receiver([500]);
    const { endpoint, secret } = await addEndpoint(t, hook.url, ['booking.created']);
    await t.app.request('/api/v1/user/booking', json('POST', form(t), t.auth));

    expect(await pass(t)).toBe(1);
    let [logged] = await deliveriesOf(t, endpoint._id);
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, lastError: 'Answered 500', maxAttempts: MAX_ATTEMPTS });
    expect(new Date(logged?.nextAttemptAt ?? 0).getTime() - new Date(logged?.lastAttemptAt ?? 0).getTime()).toBe(RETRY_DELAYS_MS[0]);
    // Not due yet.
    expect(await pass(t)).toBe(0);
    t.clock.advance(RETRY_DELAYS_MS[0]);
    expect(await pass(t)).toBe(1);
    [logged] = await deliveriesOf(t, endpoint._id);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 200, lastError: null });
    t.clock.advance(24 * 3600_000);
    expect(await pass(t)).toBe(0);
    expect(hook.received).toHaveLength(2);
    expect(hook.received[0]?.headers['webhook-id']).toBe(hook.received[1]?.headers['webhook-id']);
    expect(new Webhook(secret).verify(hook.received[1]?.body ?? '', hook.received[1]?.headers ?? {})).toBeTruthy();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts over about a day`, async () => {
    const t = await proShop();
    const hook = await receiver([503, 503, 503, 503, 503]);
    const { endpoint } = await addEndpoint(t, hook.url, ['booking.created']);
    await t.app.request('/api/v1/user/booking', json('POST', form(t), t.auth));
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect(await pass(t)).toBe(1);
      t.clock.advance(RETRY_DELAYS_MS[i] ?? 0);
    }
    const [logged] = await deliveriesOf(t, endpoint._id);
    expect(logged).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null, responseStatus: 503 });
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBeGreaterThan(12 * 3600_000);
    t.clock.advance(7 * 24 * 3600_000);
    expect(await pass(t)).toBe(0);
  });

  it('sends each delivery exactly once when two instances race for them', async () => {
    const [db1, db2] = await twoConnections();
    const clock = testClock(new Date());
    const log = createLogger('silent');
    const env = { WEBHOOK_ALLOW_PRIVATE_URLS: true };
    const owner = await createOwner(db1, { planKey: 'pro' });
    const hook = await receiver();
    const scope = forShop(owner.shop.id);
    await createEndpoint(db1, scope, { url: hook.url, events: ['lead.created'] }, { allowPrivate: true }, clock.now());
    await createEndpoint(db1, scope, { url: `${hook.url}/second`, events: ['lead.created'] }, { allowPrivate: true }, clock.now());
    for (let i = 0; i < 6; i++) await transaction(db1, (tx) => enqueueWebhookEvent(tx, owner.shop.id, 'lead.created', { n: i }, clock.now()));

    const [a, b] = await Promise.all([
      deliverDueWebhooks({ db: db1, env, log, now: clock.now }, { instance: 'instance-a' }),
      deliverDueWebhooks({ db: db2, env, log, now: clock.now }, { instance: 'instance-b' }),
    ]);
    expect(a + b).toBe(12);
    expect(hook.received).toHaveLength(12);
    // Every (event, endpoint) pair once.
    expect(new Set(hook.received.map((r) => `${r.headers['webhook-id']}|${r.url}`)).size).toBe(12);
    const rows = await db2.select().from(webhookDeliveries);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
    // Both again: nothing is due.
    expect(await deliverDueWebhooks({ db: db2, env, log, now: clock.now }, { instance: 'instance-b' })).toBe(0);
  });

  it('refuses private, loopback and link-local addresses and plain http in production', async () => {
    const t = await makeTestApp({}, { NODE_ENV: 'production' });
    expect(t.deps.env.WEBHOOK_ALLOW_PRIVATE_URLS).toBe(false);
    const owner = await createOwner(t.deps.db, { planKey: 'pro' });
    const login = await t.app.request('/api/v1/auth/login', json('POST', { email: owner.user.email, password: owner.password }));
    const auth = { authorization: `Bearer ${(await body<{ data: { accessToken: string } }>(login)).data.accessToken}` };
    for (const url of ['https://127.0.0.1/hooks', 'https://10.1.2.3/hooks', 'https://169.254.169.254/latest', 'https://[::1]/hooks', 'https://[::ffff:10.0.0.1]/x', 'https://localhost/hooks', 'http://hooks.example.com/x']) {
      const res = await t.app.request('/api/v1/user/webhooks', json('POST', { url, events: ['lead.created'] }, auth));
      expect(res.status, url).toBe(400);
      expect((await body<{ error: { message: string } }>(res)).error.message, url).toMatch(/public address|https/);
    }
    // A stored URL is checked again when sent (the policy is the instance's), and a name is checked by what it resolves to.
    const hook = await receiver();
    const sent = await postWebhook(hook.url, '{}', {}, { allowPrivate: false });
    expect(sent.error).toMatch(/https/);
    expect((await postWebhook(hook.url.replace('http:', 'https:'), '{}', {}, { allowPrivate: false })).error).toMatch(/public address/);
    await expect(checkResolvedHost('localhost', { allowPrivate: false })).rejects.toThrow(/not a public address/);
    expect(hook.received).toHaveLength(0);
    // And production refuses the setting that would allow them.
    await expect(makeTestApp({}, { NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' })).rejects.toThrow(/WEBHOOK_ALLOW_PRIVATE_URLS/);
  });

  it('does not follow redirects', async () => {
    const hook = await receiver([302]);
    const result = await postWebhook(hook.url, '{}', {}, { allowPrivate: true });
    expect(result).toMatchObject({ status: 302, error: expect.stringMatching(/redirects are not followed/) as unknown });
  });

  it('redelivers on demand with the same webhook-id, and rotates and reveals the secret (owner only)', async () => {
    const t = await proShop();
    const hook = await receiver();
    const { endpoint, secret } = await addEndpoint(t, hook.url, ['booking.created']);
    await t.app.request('/api/v1/user/booking', json('POST', form(t), t.auth));
    await pass(t);
    const [first] = await deliveriesOf(t, endpoint._id);

    const rotated = await t.app.request(`/api/v1/user/webhooks/${endpoint._id}/rotate-secret`, json('POST', undefined, t.auth));
    const newSecret = (await body<{ data: { secret: string } }>(rotated)).data.secret;
    expect(newSecret).not.toBe(secret);
    expect((await body<{ data: { secret: string } }>(await t.app.request(`/api/v1/user/webhooks/${endpoint._id}/secret`, { headers: t.auth }))).data.secret).toBe(newSecret);

    const again = await t.app.request(`/api/v1/user/webhooks/${endpoint._id}/deliveries/${first?._id}/redeliver`, json('POST', undefined, t.auth));
    expect(again.status).toBe(201);
    expect(await pass(t)).toBe(1);
    expect(hook.received).toHaveLength(2);
    const [, second] = hook.received as [Received, Received];
    expect(second.headers['webhook-id']).toBe(first?.messageId);
    expect(new Webhook(newSecret).verify(second.body, second.headers)).toMatchObject({ type: 'booking.created' });
    expect(() => new Webhook(secret).verify(second.body, second.headers)).toThrow();
    const log = await deliveriesOf(t, endpoint._id);
    expect(log.map((d) => d.status)).toEqual(['delivered', 'delivered']);

    // Another shop sees none of it.
    const other = await createOwner(t.deps.db, { planKey: 'pro' });
    const login = await t.app.request('/api/v1/auth/login', json('POST', { email: other.user.email, password: other.password }));
    const otherAuth = { authorization: `Bearer ${(await body<{ data: { accessToken: string } }>(login)).data.accessToken}` };
    expect((await t.app.request(`/api/v1/user/webhooks/${endpoint._id}/deliveries`, { headers: otherAuth })).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/webhooks/${endpoint._id}/secret`, { headers: otherAuth })).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/webhooks/${endpoint._id}/deliveries/${first?._id}/redeliver`, json('POST', undefined, otherAuth))).status).toBe(404);
    // Disabled and deleted endpoints get nothing new.
    expect((await t.app.request(`/api/v1/user/webhooks/${endpoint._id}`, json('PATCH', { enabled: false }, t.auth))).status).toBe(200);
    await t.app.request('/api/v1/user/booking', json('POST', form(t), t.auth));
    expect(await deliveriesOf(t, endpoint._id)).toHaveLength(2);
    expect((await t.app.request(`/api/v1/user/webhooks/${endpoint._id}`, json('DELETE', undefined, t.auth))).status).toBe(200);
    expect((await t.app.request(`/api/v1/user/webhooks/${endpoint._id}/deliveries`, { headers: t.auth })).status).toBe(404);
  });
});
