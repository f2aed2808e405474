// /user/stripe and the webhook with the Stripe adapter, against a fake Stripe HTTP server: what the SDK sends,
// and that a purchase is applied exactly once whether verify-session, the webhook, or both (at once) arrive.
import { BILLING_MESSAGES } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, creditLedger, shopSubscriptions } from '../../db/schema/index.ts';
import { stripeBilling } from '../../services/billing/index.ts';
import { bearer, createOwner, dbSnapshot, json, logIn, makeTestApp } from '../../test/app.ts';
import { fakeStripe, PERIOD_END, signedEvent, STRIPE_PRICE, subscriptionJson, WEBHOOK_SECRET } from '../../test/fake-stripe.ts';
import type { UserDto } from '../../types.ts';
import type { PlanDto, SubscriptionDto, VerifiedSessionDto } from '@wrapsmith/core/contract';

const BASE = '/api/v1/user/stripe';

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function stripeApp() {
  const fake = await fakeStripe();
  const t = await makeTestApp({ billing: stripeBilling({ secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiBase: fake.base, now: () => new Date() }) });
  const owner = await createOwner(t.deps.db);
  const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
  const call = (method: string, path: string, payload?: unknown) =>
    t.app.request(`${BASE}${path}`, method === 'GET' ? { headers: auth } : json(method, payload, auth));
  const checkout = async (priceId: string) => {
    const res = await call('POST', '/checkout-session', { priceId });
    expect(res.status).toBe(200);
    const { url } = (await body<{ data: { url: string } }>(res)).data;
    return url.replace('https://checkout.stripe.com/c/pay/', '');
  };
  const deliver = (delivery: { payload: string; signature: string }) =>
    t.app.request('/api/v1/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature }, body: delivery.payload });
  const me = async () => (await body<{ data: { user: UserDto } }>(await t.app.request('/api/v1/user', { headers: auth }))).data.user;
  const grants = async () =>
    (await t.deps.db
      .select({ kind: creditLedger.kind, delta: creditLedger.delta, reference: creditLedger.reference })
      .from(creditLedger))
      .filter((e) => e.kind !== 'trial_grant');
  const completed = (sessionId: string, eventId = 'evt_completed_1') =>
    signedEvent({ id: eventId, type: 'checkout.session.completed', object: { id: sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid' } });
  return { ...t, fake, owner, auth, call, checkout, deliver, me, grants, completed };
}

describe('Stripe: plans and checkout', () => {
  it('prices the offers by lookup key, shows Stripe’s ids, and caches them', async () => {
    const t = await stripeApp();
    const { plans } = (await body<{ data: { plans: PlanDto[] } }>(await t.call('GET', '/get-plans'))).data;
    expect(plans.map((p) => [p.key, p.id, p.default_price])).toEqual([
      ['basic', 'prod_basic', 'price_1BasicM'],
      ['ultimate', 'prod_ultimate', 'price_1UltimateM'],
      ['pro', 'prod_pro', 'price_1ProM'],
      ['crm', 'prod_crm', 'price_1CrmM'],
      ['credits_100', 'prod_credits_100', 'price_1Credits100'],
      ['credits_500', 'prod_credits_500', 'price_1Credits500'],
      // No Stripe price with that lookup key: the plans page shows "Contact us for pricing".
      ['credits_1000', 'credits_1000', null],
    ]);
    expect(plans[0]).toMatchObject({ name: 'Wrapsmith Basic', prices: [{ id: 'price_1BasicM', unit_amount: 8900, currency: 'usd', recurring: { interval: 'month' } }] });
    expect(plans[4]?.prices).toEqual([{ id: 'price_1Credits100', unit_amount: 2900, currency: 'usd', recurring: null }]);
    expect(plans[6]?.prices).toEqual([]);

    expect(t.fake.received).toHaveLength(1);
    const [req] = t.fake.received;
    expect(req?.method).toBe('GET');
    expect(req?.path).toBe('/v1/prices');
    expect(req?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(Object.entries(req?.params ?? {}).filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v)).toEqual([
      'wrapsmith_basic',
      'wrapsmith_ultimate',
      'wrapsmith_pro',
      'wrapsmith_crm',
      'wrapsmith_credits_100',
      'wrapsmith_credits_500',
      'wrapsmith_credits_1000',
    ]);
    expect(req?.params['expand[0]']).toBe('data.product');

    await t.call('GET', '/get-plans');
    await t.call('GET', '/subscriptions');
    expect(t.fake.received).toHaveLength(1);
  });

  it('creates a subscription checkout for a plan and a payment checkout for a credit pack, with metadata and return URLs', async () => {
    const t = await stripeApp();
    const res = await t.call('POST', '/checkout-session', { priceId: STRIPE_PRICE.basic });
    expect(res.status).toBe(200);
    const { url } = (await body<{ data: { url: string } }>(res)).data;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const created = t.fake.received.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(created?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_1BasicM',
      'line_items[0][quantity]': '1',
      client_reference_id: t.owner.shop.id,
      'metadata[shopId]': t.owner.shop.id,
      'metadata[offerKey]': 'basic',
      'subscription_data[metadata][offerKey]': 'basic',
      customer_email: t.owner.user.email,
      success_url: `http://localhost:3000/sucessfullUrl?session_id={CHECKOUT_SESSION_ID}&user_id=${t.owner.user.id}`,
      cancel_url: 'http://localhost:3000/subscription',
    });

    await t.checkout(STRIPE_PRICE.credits_500 ?? '');
    const pack = t.fake.received.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(pack?.params).toMatchObject({ mode: 'payment', 'line_items[0][price]': 'price_1Credits500', 'metadata[offerKey]': 'credits_500' });
    expect(Object.keys(pack?.params ?? {}).some((k) => k.startsWith('subscription_data'))).toBe(false);

    // Local price ids mean nothing to Stripe, and the offline checkout page does not exist.
    expect((await t.call('POST', '/checkout-session', { priceId: 'local_basic' })).status).toBe(400);
    expect((await t.call('GET', '/local-checkout/cs_local_abc')).status).toBe(404);
  });

  it('verify-session of an unpaid session is refused, of a paid one fulfils it once', async () => {
    const t = await stripeApp();
    const id = await t.checkout(STRIPE_PRICE.basic ?? '');
    const unpaid = await t.call('POST', '/verify-session', { sessionId: id });
    expect(unpaid.status).toBe(409);
    expect((await body<{ error: { message: string } }>(unpaid)).error.message).toBe(BILLING_MESSAGES.sessionNotPaid);

    t.fake.pay(id);
    for (let i = 0; i < 2; i++) {
      const res = await t.call('POST', '/verify-session', { sessionId: id });
      expect(res.status).toBe(200);
      expect((await body<{ data: VerifiedSessionDto }>(res)).data).toEqual({
        data: { name: 'Basic', price: '89.00 USD / month' },
        credits: 255,
        accountType: 'paid',
        addonInfo: null,
      });
    }
    expect(await t.grants()).toEqual([{ kind: 'plan_grant', delta: 250, reference: `checkout:${id}` }]);
    expect(await t.deps.db.select().from(shopSubscriptions)).toMatchObject([
      { provider: 'stripe', kind: 'plan', offerKey: 'basic', providerSubscriptionId: 'sub_1Fake1', providerCustomerId: 'cus_Shop1', status: 'active' },
    ]);
    const sub = (await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'))).data;
    expect(sub).toMatchObject({ priceId: 'price_1BasicM', planKey: 'basic', status: 'active', currentPeriodEnd: new Date(PERIOD_END * 1000).toISOString() });

    // The next purchase reuses the shop's Stripe customer.
    await t.checkout(STRIPE_PRICE.credits_100 ?? '');
    expect(t.fake.received.filter((r) => r.path === '/v1/checkout/sessions').at(-1)?.params).toMatchObject({ customer: 'cus_Shop1' });
  });

  it('cancels at the period end through subscriptions.update', async () => {
    const t = await stripeApp();
    const id = await t.checkout(STRIPE_PRICE.pro ?? '');
    t.fake.pay(id);
    await t.call('POST', '/verify-session', { sessionId: id });
    const res = await t.call('POST', '/cancel-subscription');
    expect(res.status).toBe(200);
    expect((await body<{ data: SubscriptionDto; message: string }>(res)).data).toMatchObject({ status: 'canceling', priceId: 'price_1ProM' });
    const update = t.fake.received.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_1Fake1');
    expect(update?.params).toEqual({ cancel_at_period_end: 'true' });
  });
});

describe('Stripe: the same plan bought twice', () => {
  it('closes the earlier open checkout when a newer one for the same plan starts; credit packs stack', async () => {
    const t = await stripeApp();
    const first = await t.checkout(STRIPE_PRICE.pro ?? '');
    const second = await t.checkout(STRIPE_PRICE.pro ?? '');
    expect(t.fake.received.filter((r) => r.path === `/v1/checkout/sessions/${first}/expire`)).toHaveLength(1);
    expect(() => t.fake.pay(first)).toThrow(/expired/);
    t.fake.pay(second);
    expect((await t.call('POST', '/verify-session', { sessionId: second })).status).toBe(200);

    await t.checkout(STRIPE_PRICE.credits_100 ?? '');
    await t.checkout(STRIPE_PRICE.credits_100 ?? '');
    expect(t.fake.received.filter((r) => r.path.endsWith('/expire'))).toHaveLength(1);
  });

  it('refunds and ends a second payment that raced the first, and grants the plan once', async () => {
    const t = await stripeApp();
    // The first is paid on Stripe's page, but neither its webhook nor its return has reached us when a second
    // tab starts another: closing the first fails (it is complete), and the second is paid too.
    const first = await t.checkout(STRIPE_PRICE.pro ?? '');
    t.fake.pay(first);
    const second = await t.checkout(STRIPE_PRICE.pro ?? '');
    t.fake.pay(second);
    expect((await t.call('POST', '/verify-session', { sessionId: first })).status).toBe(200);
    const again = await t.call('POST', '/verify-session', { sessionId: second });
    expect(again.status).toBe(409);
    expect((await body<{ error: { message: string } }>(again)).error.message).toBe(BILLING_MESSAGES.duplicateRefunded);

    expect((await t.grants()).filter((g) => g.kind === 'plan_grant')).toHaveLength(1);
    const active = (await t.deps.db.select().from(shopSubscriptions)).filter((s) => s.status === 'active');
    expect(active.map((s) => s.offerKey)).toEqual(['pro']);
    const refunds = t.fake.received.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds.map((r) => [r.params.payment_intent, r.params.reason])).toEqual([[`pi_in_${second}`, 'duplicate']]);
    expect(t.fake.received.some((r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/'))).toBe(true);
    // The webhook for the refunded checkout changes nothing more.
    expect((await t.deliver(t.completed(second, 'evt_dup'))).status).toBe(200);
    expect((await t.grants()).filter((g) => g.kind === 'plan_grant')).toHaveLength(1);
  });
});

describe('Stripe: the same plan paid twice at the same moment (issue 23 item 8)', () => {
  it('two paid checkouts for one plan fulfilled at once apply the plan once and refund the other, five times over', async () => {
    for (let round = 0; round < 5; round += 1) {
      const t = await stripeApp();
      const first = await t.checkout(STRIPE_PRICE.pro ?? '');
      t.fake.pay(first);
      const second = await t.checkout(STRIPE_PRICE.pro ?? '');
      t.fake.pay(second);
      // Both returns (and both webhooks) arrive together: each fulfilment must see the other's subscription.
      const results = await Promise.all([
        t.call('POST', '/verify-session', { sessionId: first }),
        t.call('POST', '/verify-session', { sessionId: second }),
        t.deliver(t.completed(first, 'evt_a')),
        t.deliver(t.completed(second, 'evt_b')),
      ]);
      // Whichever path fulfils a session first decides; a verify after the webhook refunded its session says 200.
      expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      expect((await t.grants()).filter((g) => g.kind === 'plan_grant')).toHaveLength(1);
      const active = (await t.deps.db.select().from(shopSubscriptions)).filter((s) => s.status === 'active');
      expect(active.map((s) => s.offerKey)).toEqual(['pro']);
      expect((await t.me()).credits).toBe(2505);
      expect(t.fake.received.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')).toHaveLength(1);
    }
  });

  it('checkouts for one plan started at once leave exactly one open', async () => {
    for (let round = 0; round < 5; round += 1) {
      const t = await stripeApp();
      await t.call('GET', '/get-plans');
      const started = await Promise.all(Array.from({ length: 4 }, () => t.call('POST', '/checkout-session', { priceId: STRIPE_PRICE.pro ?? '' })));
      expect(started.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const open = (await t.deps.db.select().from(checkoutSessions)).filter((s) => s.status === 'open');
      expect(open).toHaveLength(1);
      // The one left open is the one Stripe still lets the buyer pay.
      expect(() => t.fake.pay(open[0]?.providerSessionId ?? '')).not.toThrow();
    }
  });
});

describe('Stripe webhook', () => {
  it('checkout.session.completed fulfils once, even after verify-session already did', async () => {
    const t = await stripeApp();
    const id = await t.checkout(STRIPE_PRICE.crm ?? '');
    t.fake.pay(id);
    const first = await t.deliver(t.completed(id));
    expect(first.status).toBe(200);
    expect((await body<{ data: { outcome: string } }>(first)).data.outcome).toBe('applied');
    expect(await t.me()).toMatchObject({ accountType: 'addon_access_paid', addonInfo: { name: 'Shop Management Tool' } });

    const verified = await t.call('POST', '/verify-session', { sessionId: id });
    expect((await body<{ data: VerifiedSessionDto }>(verified)).data.accountType).toBe('addon_access_paid');
    const again = await t.deliver(t.completed(id, 'evt_completed_retry'));
    expect((await body<{ data: { outcome: string } }>(again)).data.outcome).toBe('duplicate');
    expect(await t.deps.db.select().from(shopSubscriptions)).toHaveLength(1);

    // And the other way round: verify first, then the webhook.
    const plan = await t.checkout(STRIPE_PRICE.ultimate ?? '');
    t.fake.pay(plan);
    await t.call('POST', '/verify-session', { sessionId: plan });
    expect((await body<{ data: { outcome: string } }>(await t.deliver(t.completed(plan, 'evt_plan')))).data.outcome).toBe('duplicate');
    expect(await t.grants()).toEqual([{ kind: 'plan_grant', delta: 1000, reference: `checkout:${plan}` }]);
  });

  it('grants once when 20 deliveries and a verify-session arrive at the same time', async () => {
    const t = await stripeApp();
    const id = await t.checkout(STRIPE_PRICE.credits_100 ?? '');
    t.fake.pay(id);
    const delivery = t.completed(id);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => t.deliver(delivery)),
      t.call('POST', '/verify-session', { sessionId: id }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 21 }, () => 200));
    expect(await t.grants()).toEqual([{ kind: 'purchase', delta: 100, reference: `checkout:${id}` }]);
    expect((await t.me()).credits).toBe(105);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const t = await stripeApp();
    const id = await t.checkout(STRIPE_PRICE.basic ?? '');
    t.fake.pay(id);
    const before = await dbSnapshot(t.deps);
    const good = t.completed(id);
    const forged = signedEvent({ id: 'evt_forged', type: 'checkout.session.completed', object: { id, object: 'checkout.session' } }, 'whsec_someone_else');
    for (const delivery of [forged, { payload: good.payload.replace('evt_completed_1', 'evt_completed_2'), signature: good.signature }, { payload: good.payload, signature: '' }]) {
      const res = await t.deliver(delivery);
      expect(res.status).toBe(400);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('invoice.paid for a renewal grants the month’s credits once per invoice; the first invoice grants nothing more', async () => {
    const t = await stripeApp();
    const id = await t.checkout(STRIPE_PRICE.pro ?? '');
    t.fake.pay(id);
    await t.call('POST', '/verify-session', { sessionId: id });
    const invoice = (invoiceId: string, reason: string) => ({
      id: invoiceId,
      object: 'invoice',
      billing_reason: reason,
      status: 'paid',
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: 'sub_1Fake1', metadata: {} } },
      lines: { object: 'list', has_more: false, data: [{ id: 'il_1', object: 'line_item', period: { start: PERIOD_END, end: PERIOD_END + 31 * 86400 } }] },
    });
    const create = await t.deliver(signedEvent({ id: 'evt_inv_0', type: 'invoice.paid', object: invoice('in_first', 'subscription_create') }));
    expect((await body<{ data: { outcome: string } }>(create)).data.outcome).toBe('ignored');

    const outcomes: string[] = [];
    for (const eventId of ['evt_inv_1', 'evt_inv_1', 'evt_inv_1_resent']) {
      const res = await t.deliver(signedEvent({ id: eventId, type: 'invoice.paid', object: invoice('in_cycle_1', 'subscription_cycle') }));
      expect(res.status).toBe(200);
      outcomes.push((await body<{ data: { outcome: string } }>(res)).data.outcome);
    }
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
    await t.deliver(signedEvent({ id: 'evt_inv_2', type: 'invoice.paid', object: invoice('in_cycle_2', 'subscription_cycle') }));
    expect(await t.grants()).toEqual([
      { kind: 'plan_grant', delta: 2500, reference: `checkout:${id}` },
      { kind: 'plan_grant', delta: 2500, reference: 'invoice:in_cycle_1' },
      { kind: 'plan_grant', delta: 2500, reference: 'invoice:in_cycle_2' },
    ]);
    expect((await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'))).data.currentPeriodEnd).toBe(
      new Date((PERIOD_END + 31 * 86400) * 1000).toISOString(),
    );
  });

  it('customer.subscription.updated records the cancellation; customer.subscription.deleted returns the shop to free', async () => {
    const t = await stripeApp();
    const addon = await t.checkout(STRIPE_PRICE.crm ?? '');
    t.fake.pay(addon);
    await t.call('POST', '/verify-session', { sessionId: addon });
    const plan = await t.checkout(STRIPE_PRICE.basic ?? '');
    t.fake.pay(plan);
    await t.call('POST', '/verify-session', { sessionId: plan });
    expect(await t.me()).toMatchObject({ accountType: 'addon_access_paid', credits: 255 });

    await t.deliver(signedEvent({ id: 'evt_upd', type: 'customer.subscription.updated', object: subscriptionJson('sub_1Fake2', true) }));
    expect((await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'))).data.status).toBe('canceling');

    await t.deliver(signedEvent({ id: 'evt_del_plan', type: 'customer.subscription.deleted', object: subscriptionJson('sub_1Fake2', false, 'canceled') }));
    expect(await t.me()).toMatchObject({ accountType: 'addon_access_paid', credits: 255 });
    expect((await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'))).data).toMatchObject({ priceId: null, planKey: null, status: 'none', addonActive: true });

    await t.deliver(signedEvent({ id: 'evt_del_addon', type: 'customer.subscription.deleted', object: subscriptionJson('sub_1Fake1', false, 'canceled') }));
    expect(await t.me()).toMatchObject({ accountType: 'free', addonInfo: null, credits: 255 });
  });

  it('an older customer.subscription.updated delivered after a newer one changes nothing (issue 23 item 14)', async () => {
    const t = await stripeApp();
    const plan = await t.checkout(STRIPE_PRICE.pro ?? '');
    t.fake.pay(plan);
    await t.call('POST', '/verify-session', { sessionId: plan });
    const status = async () => (await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'))).data.status;
    const t0 = Math.floor(Date.now() / 1000);
    // The owner cancels in Stripe's portal (t0 + 60); the update from before (t0, still renewing) arrives late.
    const newer = await t.deliver(signedEvent({ id: 'evt_cancel', type: 'customer.subscription.updated', object: subscriptionJson('sub_1Fake1', true), created: t0 + 60 }));
    expect((await body<{ data: { outcome: string } }>(newer)).data.outcome).toBe('applied');
    expect(await status()).toBe('canceling');
    const older = await t.deliver(signedEvent({ id: 'evt_renewing', type: 'customer.subscription.updated', object: subscriptionJson('sub_1Fake1', false), created: t0 }));
    expect(older.status).toBe(200);
    expect((await body<{ data: { outcome: string } }>(older)).data.outcome).toBe('ignored');
    expect(await status()).toBe('canceling');
    // A newer one still applies (the owner renews again).
    await t.deliver(signedEvent({ id: 'evt_renew', type: 'customer.subscription.updated', object: subscriptionJson('sub_1Fake1', false), created: t0 + 120 }));
    expect(await status()).toBe('active');
    // Once deleted, a late update never brings the plan back.
    await t.deliver(signedEvent({ id: 'evt_deleted', type: 'customer.subscription.deleted', object: subscriptionJson('sub_1Fake1', false, 'canceled'), created: t0 + 180 }));
    await t.deliver(signedEvent({ id: 'evt_late', type: 'customer.subscription.updated', object: subscriptionJson('sub_1Fake1', false), created: t0 + 170 }));
    expect(await status()).toBe('none');
    expect(await t.me()).toMatchObject({ accountType: 'free' });
  });

  it('a webhook update from before the owner cancelled in Wrapsmith, delivered after, does not undo it (issue 23 item 14)', async () => {
    const t = await stripeApp();
    const plan = await t.checkout(STRIPE_PRICE.basic ?? '');
    t.fake.pay(plan);
    await t.call('POST', '/verify-session', { sessionId: plan });
    // 30 s before the owner cancels, by the server's clock.
    const created = Math.floor(t.deps.now().getTime() / 1000) - 30;
    expect((await t.call('POST', '/cancel-subscription')).status).toBe(200);
    await t.deliver(signedEvent({ id: 'evt_before_cancel', type: 'customer.subscription.updated', object: subscriptionJson('sub_1Fake1', false), created }));
    expect((await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'))).data.status).toBe('canceling');
  });

  it('acknowledges events it does not act on', async () => {
    const t = await stripeApp();
    const res = await t.deliver(signedEvent({ id: 'evt_other', type: 'customer.created', object: { id: 'cus_1', object: 'customer' } }));
    expect(res.status).toBe(200);
    expect((await body<{ data: { outcome: string } }>(res)).data.outcome).toBe('ignored');
  });
});

describe('Stripe: bad input', () => {
  it('another shop’s or an unknown session is not found, and the database is unchanged', async () => {
    const t = await stripeApp();
    const id = await t.checkout(STRIPE_PRICE.basic ?? '');
    t.fake.pay(id);
    const other = await createOwner(t.deps.db);
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    const before = await dbSnapshot(t.deps);
    expect((await t.app.request(`${BASE}/verify-session`, json('POST', { sessionId: id }, otherAuth))).status).toBe(404);
    expect((await t.call('POST', '/verify-session', { sessionId: 'cs_test_unknown' })).status).toBe(404);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });
});
