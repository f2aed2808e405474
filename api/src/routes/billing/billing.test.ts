// /user/stripe with the offline (local) billing adapter: plans, checkout, the test checkout page, verification,
// credit packs, the add-on, cancelling, permissions and bad input.
import { BILLING_MESSAGES } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { creditLedger, shopSubscriptions } from '../../db/schema/index.ts';
import { DEMO, seedDemo } from '../../seed/seed.ts';
import { bearer, createMember, createOwner, dbSnapshot, json, logIn, makeTestApp } from '../../test/app.ts';
import type { UserDto } from '../../types.ts';
import type { LocalCheckoutDto, PlanDto, SubscriptionDto, VerifiedSessionDto } from '@wrapsmith/core/contract';

const BASE = '/api/v1/user/stripe';
const PUBLIC = 'http://localhost:3000';

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function shopApp() {
  const t = await makeTestApp();
  const owner = await createOwner(t.deps.db);
  const { token } = await logIn(t.app, owner.user.email, owner.password);
  const auth = bearer(token);
  const call = (method: string, path: string, payload?: unknown, headers = auth) =>
    t.app.request(`${BASE}${path}`, method === 'GET' ? { headers } : json(method, payload, headers));
  /** Starts a checkout and returns the session id of the offline checkout page it sends the browser to. */
  const checkout = async (priceId: string) => {
    const res = await call('POST', '/checkout-session', { priceId });
    expect(res.status).toBe(200);
    const { data } = await body<{ data: { url: string } }>(res);
    const match = data.url.match(/^http:\/\/localhost:3000\/billing\/checkout\/(cs_local_\w+)$/);
    expect(match).not.toBeNull();
    return match?.[1] ?? '';
  };
  const pay = async (id: string) => {
    const res = await call('POST', `/local-checkout/${id}/pay`);
    expect(res.status).toBe(200);
    return (await body<{ data: { redirectUrl: string } }>(res)).data.redirectUrl;
  };
  const verify = async (sessionId: string) => call('POST', '/verify-session', { sessionId });
  const me = async () => (await body<{ data: { user: UserDto } }>(await t.app.request('/api/v1/user', { headers: auth }))).data.user;
  const ledger = async () => (t.deps.db.select({ kind: creditLedger.kind, delta: creditLedger.delta, reference: creditLedger.reference }).from(creditLedger));
  return { ...t, owner, auth, call, checkout, pay, verify, me, ledger };
}

describe('GET /user/stripe/get-plans (local)', () => {
  it('lists the three plans, the add-on and the three credit packs in order, with local price ids', async () => {
    const t = await shopApp();
    const res = await t.call('GET', '/get-plans');
    expect(res.status).toBe(200);
    const { plans } = (await body<{ data: { plans: PlanDto[] } }>(res)).data;
    expect(plans.map((p) => [p.key, p.kind, p.name, p.default_price, p.credits])).toEqual([
      ['basic', 'plan', 'Basic', 'local_basic', 250],
      ['ultimate', 'plan', 'Ultimate', 'local_ultimate', 1000],
      ['pro', 'plan', 'Pro', 'local_pro', 2500],
      ['crm', 'addon', 'Shop Management Tool', 'local_crm', 0],
      ['credits_100', 'credits', '100 credits', 'local_credits_100', 100],
      ['credits_500', 'credits', '500 credits', 'local_credits_500', 500],
      ['credits_1000', 'credits', '1,000 credits', 'local_credits_1000', 1000],
    ]);
    expect(plans[0]?.prices).toEqual([{ id: 'local_basic', unit_amount: 7900, currency: 'usd', recurring: { interval: 'month' } }]);
    expect(plans[3]?.prices).toEqual([{ id: 'local_crm', unit_amount: 4999, currency: 'usd', recurring: { interval: 'month' } }]);
    expect(plans[4]?.prices).toEqual([{ id: 'local_credits_100', unit_amount: 2900, currency: 'usd', recurring: null }]);
  });

  it('needs a session', async () => {
    const t = await makeTestApp();
    expect((await t.app.request(`${BASE}/get-plans`)).status).toBe(401);
  });
});

describe('buying a plan through the offline checkout', () => {
  it('checkout → test checkout page → pay → verify grants the plan once, however often it is verified', async () => {
    const t = await shopApp();
    const empty = await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'));
    expect(empty.data).toEqual({ priceId: null, planKey: null, addonPriceId: null, addonActive: false, status: 'none', currentPeriodEnd: null });

    const id = await t.checkout('local_basic');
    const page = await t.call('GET', `/local-checkout/${id}`);
    expect(page.status).toBe(200);
    expect((await body<{ data: LocalCheckoutDto }>(page)).data).toEqual({ id, name: 'Basic', price: '79.00 USD / month', status: 'open', cancelUrl: `${PUBLIC}/subscription` });

    const unpaid = await t.verify(id);
    expect(unpaid.status).toBe(409);
    expect((await body<{ error: { message: string } }>(unpaid)).error.message).toBe(BILLING_MESSAGES.sessionNotPaid);
    expect((await t.me()).credits).toBe(5);

    expect(await t.pay(id)).toBe(`${PUBLIC}/sucessfullUrl?session_id=${id}&user_id=${t.owner.user.id}`);
    // Paying twice (a double click) is harmless and lands on the same page.
    expect(await t.pay(id)).toBe(`${PUBLIC}/sucessfullUrl?session_id=${id}&user_id=${t.owner.user.id}`);

    for (let i = 0; i < 2; i++) {
      const res = await t.verify(id);
      expect(res.status).toBe(200);
      expect((await body<{ data: VerifiedSessionDto }>(res)).data).toEqual({
        data: { name: 'Basic', price: '79.00 USD / month' },
        credits: 255,
        accountType: 'paid',
        addonInfo: null,
      });
    }
    expect((await t.ledger()).filter((e) => e.kind === 'plan_grant')).toEqual([{ kind: 'plan_grant', delta: 250, reference: `checkout:${id}` }]);
    // The account names its plan, for the Dashboard's plan card.
    expect(await t.me()).toMatchObject({ accountType: 'paid', plan: { key: 'basic', name: 'Basic' } });
    expect(await t.me()).toMatchObject({ credits: 255, accountType: 'paid' });

    const sub = await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'));
    expect(sub.data).toEqual({
      priceId: 'local_basic',
      planKey: 'basic',
      addonPriceId: null,
      addonActive: false,
      status: 'active',
      currentPeriodEnd: '2026-07-01T12:00:00.000Z',
    });
    expect((await body<{ data: LocalCheckoutDto }>(await t.call('GET', `/local-checkout/${id}`))).data.status).toBe('complete');
  });

  it('refuses the plan the shop already has, and an upgrade replaces the old plan and grants the new one', async () => {
    const t = await shopApp();
    await t.pay(await t.checkout('local_basic'));
    const before = await dbSnapshot(t.deps);
    const again = await t.call('POST', '/checkout-session', { priceId: 'local_basic' });
    expect(again.status).toBe(409);
    expect((await body<{ error: { message: string } }>(again)).error.message).toBe(BILLING_MESSAGES.alreadySubscribed);
    expect(await dbSnapshot(t.deps)).toEqual(before);

    await t.pay(await t.checkout('local_pro'));
    expect(await t.me()).toMatchObject({ credits: 5 + 250 + 2500, accountType: 'paid' });
    expect((await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'))).data).toMatchObject({ priceId: 'local_pro', status: 'active' });
    expect(await t.deps.db.select({ offerKey: shopSubscriptions.offerKey, status: shopSubscriptions.status }).from(shopSubscriptions).orderBy(shopSubscriptions.offerKey)).toEqual([
      { offerKey: 'basic', status: 'ended' },
      { offerKey: 'pro', status: 'active' },
    ]);
  });
});

describe('credit packs and the add-on', () => {
  it('a credit pack adds its credits once and changes no plan', async () => {
    const t = await shopApp();
    const id = await t.checkout('local_credits_100');
    expect((await body<{ data: LocalCheckoutDto }>(await t.call('GET', `/local-checkout/${id}`))).data.price).toBe('29.00 USD');
    await t.pay(id);
    for (let i = 0; i < 2; i++) {
      const res = await t.verify(id);
      expect((await body<{ data: VerifiedSessionDto }>(res)).data).toMatchObject({ data: { name: '100 credits', price: '29.00 USD' }, credits: 105, accountType: 'free' });
    }
    expect(await t.ledger()).toEqual([
      { kind: 'trial_grant', delta: 5, reference: expect.any(String) as string },
      { kind: 'purchase', delta: 100, reference: `checkout:${id}` },
    ]);
    // Packs can be bought again: each checkout is its own purchase.
    await t.pay(await t.checkout('local_credits_100'));
    expect((await t.me()).credits).toBe(205);
    expect((await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'))).data.status).toBe('none');
  });

  it('the add-on sets addon_access_paid and addonInfo, survives buying a plan, and cannot be bought twice', async () => {
    const t = await shopApp();
    const id = await t.checkout('local_crm');
    await t.pay(id);
    const { data } = await body<{ data: VerifiedSessionDto }>(await t.verify(id));
    expect(data).toEqual({
      data: { name: 'Shop Management Tool', price: '49.99 USD / month' },
      credits: 5,
      accountType: 'addon_access_paid',
      addonInfo: { name: 'Shop Management Tool', activatedAt: '2026-06-01T12:00:00.000Z' },
    });
    expect(await t.me()).toMatchObject({ accountType: 'addon_access_paid', addonInfo: { name: 'Shop Management Tool' } });
    expect((await t.call('POST', '/checkout-session', { priceId: 'local_crm' })).status).toBe(409);

    await t.pay(await t.checkout('local_ultimate'));
    expect(await t.me()).toMatchObject({ accountType: 'addon_access_paid', credits: 1005 });
    expect((await body<{ data: SubscriptionDto }>(await t.call('GET', '/subscriptions'))).data).toMatchObject({
      priceId: 'local_ultimate',
      addonPriceId: 'local_crm',
      addonActive: true,
    });
  });
});

describe('POST /user/stripe/cancel-subscription', () => {
  it('says there is nothing to cancel without a plan, and otherwise ends the plan at the close of the period', async () => {
    const t = await shopApp();
    const none = await t.call('POST', '/cancel-subscription');
    expect(none.status).toBe(409);
    expect((await body<{ error: { message: string } }>(none)).error.message).toBe(BILLING_MESSAGES.noSubscription);

    await t.pay(await t.checkout('local_pro'));
    const res = await t.call('POST', '/cancel-subscription');
    expect(res.status).toBe(200);
    expect(await body<{ data: SubscriptionDto; message: string }>(res)).toEqual({
      data: { priceId: 'local_pro', planKey: 'pro', addonPriceId: null, addonActive: false, status: 'canceling', currentPeriodEnd: '2026-07-01T12:00:00.000Z' },
      message: BILLING_MESSAGES.cancelled,
    });
    // Until the period ends the shop keeps its plan.
    expect((await t.me()).accountType).toBe('paid');
  });
});

describe('who may buy, and whose sessions', () => {
  it('a team member gets 403 for checkout, paying and cancelling, and nothing changes', async () => {
    const t = await shopApp();
    const id = await t.checkout('local_basic');
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const manager = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const before = await dbSnapshot(t.deps);
    for (const m of [member, manager]) {
      const auth = bearer((await logIn(t.app, m.user.email, m.password)).token);
      const snapshot = await dbSnapshot(t.deps);
      for (const [method, path, payload] of [
        ['POST', '/checkout-session', { priceId: 'local_pro' }],
        ['POST', `/local-checkout/${id}/pay`, undefined],
        ['GET', `/local-checkout/${id}`, undefined],
        ['POST', '/cancel-subscription', undefined],
      ] as const) {
        const res = await t.call(method, path, payload, auth);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect((await body<{ error: { message: string; code: string } }>(res)).error).toEqual({ message: BILLING_MESSAGES.ownerOnly, code: 'FORBIDDEN' });
      }
      // Logging in writes a session; the billing calls themselves changed nothing.
      expect(await dbSnapshot(t.deps)).toEqual(snapshot);
    }
    expect((await dbSnapshot(t.deps)).checkout_sessions).toEqual(before.checkout_sessions);
    expect((await dbSnapshot(t.deps)).shops).toEqual(before.shops);
  });

  it('another shop’s session is not found for verify, the checkout page or paying', async () => {
    const t = await shopApp();
    const id = await t.checkout('local_basic');
    const other = await createOwner(t.deps.db);
    const auth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    const before = await dbSnapshot(t.deps);
    for (const [method, path, payload] of [
      ['POST', '/verify-session', { sessionId: id }],
      ['GET', `/local-checkout/${id}`, undefined],
      ['POST', `/local-checkout/${id}/pay`, undefined],
    ] as const) {
      const res = await t.call(method, path, payload, auth);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await body<{ error: { message: string } }>(res)).error.message).toBe(BILLING_MESSAGES.sessionNotFound);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });
});

describe('the demo shop', () => {
  it('is on Pro with a renewal a month out, and can cancel it', async () => {
    const t = await makeTestApp();
    await seedDemo(t.deps.db, t.clock.now());
    const auth = bearer((await logIn(t.app, DEMO.owner.email, DEMO.owner.password)).token);
    const sub = await t.app.request(`${BASE}/subscriptions`, { headers: auth });
    expect((await body<{ data: SubscriptionDto }>(sub)).data).toEqual({
      priceId: 'local_pro',
      planKey: 'pro',
      addonPriceId: null,
      addonActive: false,
      status: 'active',
      currentPeriodEnd: '2026-07-01T12:00:00.000Z',
    });
    const cancelled = await t.app.request(`${BASE}/cancel-subscription`, json('POST', undefined, auth));
    expect((await body<{ data: SubscriptionDto }>(cancelled)).data.status).toBe('canceling');
  });
});

describe('bad input', () => {
  it('answers 4xx and leaves the database exactly as it was', async () => {
    const t = await shopApp();
    const before = await dbSnapshot(t.deps);
    const cases: [string, string, unknown, number, string?][] = [
      ['POST', '/checkout-session', {}, 400, 'priceId is required'],
      ['POST', '/checkout-session', { priceId: 'local_gold' }, 400, BILLING_MESSAGES.unknownPrice],
      ['POST', '/checkout-session', { priceId: 'price_1 OR 1=1' }, 400],
      ['POST', '/checkout-session', { priceId: 'local_basic', quantity: 5 }, 400],
      ['POST', '/checkout-session', '{not json', 400],
      ['POST', '/verify-session', {}, 400, 'sessionId is required'],
      ['POST', '/verify-session', { sessionId: 'cs_local_doesnotexist' }, 404, BILLING_MESSAGES.sessionNotFound],
      ['POST', '/verify-session', { sessionId: 'x'.repeat(300) }, 400],
      ['GET', '/local-checkout/cs_local_doesnotexist', undefined, 404],
      ['POST', '/local-checkout/..%2F..%2Fuser/pay', undefined, 400],
    ];
    for (const [method, path, payload, status, message] of cases) {
      const res = await t.call(method, path, payload);
      expect(res.status, `${method} ${path} ${JSON.stringify(payload)}`).toBe(status);
      if (message) expect((await body<{ error: { message: string } }>(res)).error.message).toBe(message);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('has no webhook endpoint without Stripe', async () => {
    const t = await makeTestApp();
    const res = await t.app.request('/api/v1/stripe/webhook', json('POST', { id: 'evt_1', type: 'checkout.session.completed' }, { 'stripe-signature': 't=1,v1=x' }));
    expect(res.status).toBe(404);
  });
});

describe('the same plan bought twice offline', () => {
  it('refuses to pay a checkout a newer one for the same plan replaced, and grants the plan once', async () => {
    const t = await shopApp();
    const first = await t.checkout('local_pro');
    const second = await t.checkout('local_pro');
    const stale = await t.call('POST', `/local-checkout/${first}/pay`);
    expect(stale.status).toBe(409);
    expect((await body<{ error: { message: string } }>(stale)).error.message).toBe(BILLING_MESSAGES.sessionExpired);
    await t.pay(second);
    expect((await t.ledger()).filter((e) => e.kind === 'plan_grant')).toHaveLength(1);
    // Credit packs stack: two open at once are both payable.
    const packA = await t.checkout('local_credits_100');
    const packB = await t.checkout('local_credits_100');
    await t.pay(packA);
    await t.pay(packB);
    expect((await t.ledger()).filter((e) => e.kind === 'purchase')).toHaveLength(2);
  });
});
