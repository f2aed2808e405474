// issue 25 item 4: deposits through Stripe Connect with the official SDK pointed at the local fake Stripe: the
// shop's Standard account and its onboarding link, account.updated in and out of order, Checkout as a direct charge
// on the shop's account (the Stripe-Account header), the deposit applied exactly once under duplicate, concurrent
// and out-of-order webhook deliveries and two tabs, a second payment refunded, and the cancellation refund.
import type { BookingDepositDto, PaymentsDto, PublicBookingDto, PublicDepositDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deposits, notifications } from '../../db/schema/index.ts';
import { stripeDeposits } from '../../services/deposits/index.ts';
import { bearer, createOwner, json, logIn, makeTestApp } from '../../test/app.ts';
import { CONNECT_WEBHOOK_SECRET, WEBHOOK_SECRET, accountJson, fakeStripe, signedEvent } from '../../test/fake-stripe.ts';
import { body } from '../../test/widget.ts';
import { sendQuote } from '../bookings/booking-fixtures.ts';

const SETTINGS = { depositsEnabled: true, depositKind: 'percent', depositPercent: 25, depositAmountMinor: null, refundPolicy: 'full_until', refundDays: 0 } as const;
const PUBLIC = 'http://localhost:3000';

async function stripeShop() {
  const fake = await fakeStripe();
  const t = await makeTestApp({ deposits: stripeDeposits({ secretKey: 'sk_test_platform', webhookSecret: CONNECT_WEBHOOK_SECRET, apiBase: fake.base }) });
  const owner = await createOwner(t.deps.db, { businessName: 'Wrap Lab', addon: true });
  const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
  const call = (method: string, path: string, payload?: unknown) =>
    t.app.request(`/api/v1/user/payments${path}`, method === 'GET' ? { headers: auth } : json(method, payload, auth));
  const deliver = (delivery: { payload: string; signature: string }) =>
    t.app.request('/api/v1/stripe/connect-webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature }, body: delivery.payload });
  const outcome = async (res: Response) => {
    expect(res.status).toBe(200);
    return (await body<{ data: { outcome: string } }>(res)).data.outcome;
  };
  return { ...t, fake, owner, auth, call, deliver, outcome };
}
type Shop = Awaited<ReturnType<typeof stripeShop>>;

/** Connects, finishes onboarding at the fake, refreshes, and turns deposits on. */
async function connectedShop() {
  const t = await stripeShop();
  const res = await t.call('POST', '/connect');
  expect(res.status).toBe(200);
  const accountId = 'acct_1Fake1';
  expect((await body<{ data: { url: string } }>(res)).data.url).toBe(`https://connect.stripe.com/setup/s/${accountId}`);
  t.fake.setAccount(accountId, { charges_enabled: true, details_submitted: true });
  const refreshed = (await body<{ data: PaymentsDto }>(await t.call('POST', '/connect/refresh'))).data;
  expect(refreshed.account).toEqual({ mode: 'stripe', connected: true, provider: 'stripe', accountId, chargesEnabled: true, detailsSubmitted: true });
  expect((await t.call('PUT', '/settings', SETTINGS)).status).toBe(200);
  return { ...t, accountId };
}

async function acceptedQuote(t: Shop, email = 'quote.customer@example.com') {
  const { booking, token } = await sendQuote(t, { email });
  const res = await t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted' }));
  expect(res.status).toBe(200);
  const { deposit } = (await body<{ data: PublicBookingDto }>(res)).data;
  const sessionId = deposit?.payUrl?.replace('https://checkout.stripe.com/c/pay/', '') ?? '';
  return { booking, token, deposit, sessionId };
}

const completed = (t: Shop, accountId: string, sessionId: string, id: string, created?: number) =>
  signedEvent({ id, type: 'checkout.session.completed', account: accountId, object: t.fake.sessionEventObject(sessionId), ...(created ? { created } : {}) }, CONNECT_WEBHOOK_SECRET);
const intentSucceeded = (accountId: string, sessionId: string, depositId: string, id: string) =>
  signedEvent(
    {
      id,
      type: 'payment_intent.succeeded',
      account: accountId,
      object: { id: `pi_${sessionId}`, object: 'payment_intent', amount: 97500, amount_received: 97500, currency: 'usd', status: 'succeeded', metadata: { depositId } },
    },
    CONNECT_WEBHOOK_SECRET,
  );

describe('issue 25 item 4: connecting the shop’s own Stripe account', () => {
  it('makes one Standard account through the SDK, links onboarding back to the dashboard, and keeps account.updated in order', async () => {
    const t = await stripeShop();
    const [a, b] = await Promise.all([t.call('POST', '/connect'), t.call('POST', '/connect')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const creates = t.fake.received.filter((r) => r.method === 'POST' && r.path === '/v1/accounts');
    // Two clicks at once send the same idempotency key: Stripe makes one account.
    expect(new Set(creates.map((r) => r.headers['idempotency-key']))).toEqual(new Set([`wrapsmith_connect_${t.owner.shop.id}`]));
    expect(creates[0]?.params).toMatchObject({ type: 'standard', email: t.owner.user.email, 'metadata[shopId]': t.owner.shop.id });
    const link = t.fake.received.find((r) => r.path === '/v1/account_links');
    expect(link?.params).toMatchObject({ account: 'acct_1Fake1', type: 'account_onboarding', return_url: `${PUBLIC}/settings/payments?connected=1`, refresh_url: `${PUBLIC}/settings/payments?refresh=1` });
    const state = async () => (await body<{ data: PaymentsDto }>(await t.call('GET', ''))).data.account;
    expect(await state()).toMatchObject({ connected: false, accountId: 'acct_1Fake1', chargesEnabled: false });

    const now = Math.floor(Date.now() / 1000);
    const enabled = signedEvent({ id: 'evt_acct_2', type: 'account.updated', account: 'acct_1Fake1', object: accountJson({ id: 'acct_1Fake1', charges_enabled: true, details_submitted: true }), created: now }, CONNECT_WEBHOOK_SECRET);
    const older = signedEvent({ id: 'evt_acct_1', type: 'account.updated', account: 'acct_1Fake1', object: accountJson({ id: 'acct_1Fake1', charges_enabled: false, details_submitted: false }), created: now - 60 }, CONNECT_WEBHOOK_SECRET);
    expect(await t.outcome(await t.deliver(enabled))).toBe('applied');
    // The older event, delivered late, does not undo the newer one.
    expect(await t.outcome(await t.deliver(older))).toBe('ignored');
    expect(await state()).toMatchObject({ connected: true, chargesEnabled: true, detailsSubmitted: true });
    // Another platform account's event and a bad signature change nothing.
    const foreign = signedEvent({ id: 'evt_acct_3', type: 'account.updated', account: 'acct_someone_else', object: accountJson({ id: 'acct_someone_else', charges_enabled: false, details_submitted: false }), created: now + 60 }, CONNECT_WEBHOOK_SECRET);
    expect(await t.outcome(await t.deliver(foreign))).toBe('ignored');
    const forged = signedEvent({ id: 'evt_acct_4', type: 'account.updated', account: 'acct_1Fake1', object: accountJson({ id: 'acct_1Fake1', charges_enabled: false, details_submitted: false }), created: now + 60 }, WEBHOOK_SECRET);
    expect((await t.deliver(forged)).status).toBe(400);
    expect(await state()).toMatchObject({ connected: true });
  });
});

describe('issue 25 item 4: the deposit on the shop’s account, exactly once', () => {
  it('Checkout is a direct charge on the connected account; two tabs get one session; duplicate, concurrent and out-of-order webhooks apply it once', async () => {
    const t = await connectedShop();
    const { booking, token, deposit, sessionId } = await acceptedQuote(t);
    expect(deposit).toMatchObject({ status: 'pending', amountMinor: 97500, currency: 'USD' });
    const create = t.fake.received.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(create?.headers['stripe-account']).toBe(t.accountId);
    expect(create?.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '97500',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Deposit — Wrap Lab',
      success_url: `${PUBLIC}/confirm-booking?token=${token}&deposit=return`,
      'payment_intent_data[metadata][bookingId]': booking._id,
    });

    // Two tabs ask for the payment page at once: the same session.
    const urls = await Promise.all([0, 1].map(async () => (await body<{ data: { url: string } }>(await t.app.request('/api/v1/public/deposit/checkout', json('POST', { token })))).data.url));
    expect(urls).toEqual([deposit?.payUrl, deposit?.payUrl]);
    expect(t.fake.received.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')).toHaveLength(1);

    t.fake.pay(sessionId);
    const row = (await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, booking._id)))[0];
    // payment_intent.succeeded first (out of order), then checkout.session.completed five times at once, then again.
    expect(await t.outcome(await t.deliver(intentSucceeded(t.accountId, sessionId, row?.id ?? '', 'evt_pi_1')))).toBe('applied');
    const deliveries = await Promise.all([1, 2, 3, 4, 5].map(() => t.deliver(completed(t, t.accountId, sessionId, 'evt_cs_1'))));
    for (const res of deliveries) expect(await t.outcome(res)).toBe('duplicate');
    expect(await t.outcome(await t.deliver(completed(t, t.accountId, sessionId, 'evt_cs_2')))).toBe('duplicate');
    // The customer back from Checkout: the return page's verify finds it paid.
    const verified = await t.app.request('/api/v1/public/deposit/verify', json('POST', { token }));
    expect((await body<{ data: PublicDepositDto }>(verified)).data).toMatchObject({ status: 'paid', payUrl: null });

    const rows = await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, booking._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', paymentIntentId: `pi_${sessionId}`, accountId: t.accountId });
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.shopId, t.owner.shop.id));
    expect(notes.filter((n) => n.title.startsWith('Deposit paid'))).toHaveLength(1);
    expect(t.fake.refunds).toEqual([]);
  });

  it('concurrent first deliveries of the completion (no earlier event) apply it once; the verify page racing them too', async () => {
    const t = await connectedShop();
    const { booking, token, sessionId } = await acceptedQuote(t);
    t.fake.pay(sessionId);
    const results = await Promise.all([
      ...[1, 2, 3, 4].map(async (i) => t.outcome(await t.deliver(completed(t, t.accountId, sessionId, `evt_cs_${i}`)))),
      (async () => (await t.app.request('/api/v1/public/deposit/verify', json('POST', { token }))).status)(),
    ]);
    expect(results.slice(0, 4).filter((o) => o === 'applied').length).toBeLessThanOrEqual(1);
    expect(results[4]).toBe(200);
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.shopId, t.owner.shop.id));
    expect(notes.filter((n) => n.title.startsWith('Deposit paid'))).toHaveLength(1);
    expect((await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, booking._id)))[0]?.status).toBe('paid');
  });

  it('an event from another account, or for another amount, pays nothing; an expired session’s late event does not undo a newer session', async () => {
    const t = await connectedShop();
    const { booking, token, sessionId } = await acceptedQuote(t);
    t.fake.pay(sessionId);
    const wrongAccount = signedEvent({ id: 'evt_x', type: 'checkout.session.completed', account: 'acct_other', object: t.fake.sessionEventObject(sessionId) }, CONNECT_WEBHOOK_SECRET);
    expect(await t.outcome(await t.deliver(wrongAccount))).toBe('ignored');
    const wrongAmount = signedEvent({ id: 'evt_y', type: 'checkout.session.completed', account: t.accountId, object: { ...t.fake.sessionEventObject(sessionId), amount_total: 100 } }, CONNECT_WEBHOOK_SECRET);
    expect(await t.outcome(await t.deliver(wrongAmount))).toBe('ignored');
    expect((await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, booking._id)))[0]?.status).toBe('pending');
    // An expiry of a session that is not the deposit's current one is ignored.
    const staleExpiry = signedEvent({ id: 'evt_z', type: 'checkout.session.expired', account: t.accountId, object: { id: 'cs_test_old', object: 'checkout.session' } }, CONNECT_WEBHOOK_SECRET);
    expect(await t.outcome(await t.deliver(staleExpiry))).toBe('ignored');
    expect(await t.outcome(await t.deliver(completed(t, t.accountId, sessionId, 'evt_ok')))).toBe('applied');
    void token;
  });

  it('a second session paid for a deposit already paid is refunded on the shop’s account, once; a cancelled booking’s deposit is refunded there', async () => {
    const t = await connectedShop();
    const { booking, token, sessionId } = await acceptedQuote(t);
    // The first session expires at Stripe; the customer opens a new one and pays both (the old one in a stale tab).
    expect(await t.outcome(await t.deliver(signedEvent({ id: 'evt_exp', type: 'checkout.session.expired', account: t.accountId, object: { id: sessionId, object: 'checkout.session' } }, CONNECT_WEBHOOK_SECRET)))).toBe('applied');
    const second = (await body<{ data: { url: string } }>(await t.app.request('/api/v1/public/deposit/checkout', json('POST', { token })))).data.url.replace('https://checkout.stripe.com/c/pay/', '');
    expect(second).not.toBe(sessionId);
    t.fake.pay(second);
    expect(await t.outcome(await t.deliver(completed(t, t.accountId, second, 'evt_2')))).toBe('applied');
    // The stale tab's payment (Stripe allowed it before the expiry landed): refunded, once whatever the deliveries.
    t.fake.received.length = 0;
    const old = { ...t.fake.sessionEventObject(sessionId), status: 'complete', payment_status: 'paid', payment_intent: `pi_${sessionId}` };
    for (const id of ['evt_1', 'evt_1', 'evt_1b']) {
      expect(await t.outcome(await t.deliver(signedEvent({ id, type: 'checkout.session.completed', account: t.accountId, object: old }, CONNECT_WEBHOOK_SECRET)))).toMatch(/applied|duplicate/);
    }
    expect(t.fake.refunds).toEqual([{ paymentIntent: `pi_${sessionId}`, account: t.accountId }]);
    expect((await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, booking._id)))[0]).toMatchObject({ status: 'paid', paymentIntentId: `pi_${second}` });

    // Cancelled with a policy that refunds until the day: a refund on the shop's account.
    expect((await t.app.request(`/api/v1/user/booking/${booking._id}`, json('PATCH', { status: 'cancelled' }, t.auth))).status).toBe(200);
    const [r1, r2] = await Promise.all([t.call('POST', `/bookings/${booking._id}/refund`), t.call('POST', `/bookings/${booking._id}/refund`)]);
    // Two clicks: one refund at Stripe (one idempotency key); the later click may find it refunded already (409).
    expect([r1.status, r2.status]).toContain(200);
    for (const status of [r1.status, r2.status]) expect([200, 409]).toContain(status);
    const refunds = t.fake.received.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === `pi_${second}`);
    expect(new Set(refunds.map((r) => r.headers['idempotency-key']))).toEqual(new Set([expect.stringMatching(/^wrapsmith_refund_/)]));
    expect(refunds.every((r) => r.headers['stripe-account'] === t.accountId)).toBe(true);
    const view = (await body<{ data: BookingDepositDto }>(await t.call('GET', `/bookings/${booking._id}`))).data;
    expect(view.deposit).toMatchObject({ status: 'refunded' });
  });
});
