// Production is safe by default: no demo logins, nothing sold without a card, unless an operator opts in, and
// every opt-in is said at start. The last test starts the real server entry point as an operator would.
import { BILLING_MESSAGES } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/seed.ts';
import { loadEnv } from '../env.ts';
import { bearer, createOwner, dbSnapshot, json, logIn, makeTestApp, tempDir } from '../test/app.ts';
import { startServer } from '../test/server.ts';
import type { PlanDto } from '@wrapsmith/core/contract';

describe('loadEnv in production', () => {
  it('seeds no demo data and sells nothing offline unless each is opted into, with one warning per opt-in', () => {
    const bare = loadEnv({ NODE_ENV: 'production' });
    expect(bare).toMatchObject({ SEED_DEMO: false, billingMode: 'unavailable', optInWarnings: [] });

    const optedIn = loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true', BILLING: 'offline' });
    expect(optedIn).toMatchObject({ SEED_DEMO: true, billingMode: 'offline' });
    expect(optedIn.optInWarnings).toHaveLength(2);
    expect(optedIn.optInWarnings.join('\n')).toMatch(/SEED_DEMO=true[\s\S]*BILLING=offline/);

    expect(loadEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }).billingMode).toBe('stripe');
  });

  it('keeps development as it was: demo data and the offline checkout', () => {
    expect(loadEnv({ NODE_ENV: 'development' })).toMatchObject({ SEED_DEMO: true, billingMode: 'offline', optInWarnings: [] });
    expect(loadEnv({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('refuses a BILLING value it does not know', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', BILLING: 'free' })).toThrow(/BILLING/);
  });
});

describe('billing in production without Stripe', () => {
  async function productionShop(env: Record<string, string> = {}) {
    const t = await makeTestApp({}, { NODE_ENV: 'production', ...env });
    const owner = await createOwner(t.deps.db);
    const { token } = await logIn(t.app, owner.user.email, owner.password);
    return { ...t, auth: bearer(token) };
  }

  it('shows every offer without a price (Contact us for pricing) and answers checkout 503 BILLING_UNAVAILABLE, writing nothing', async () => {
    const t = await productionShop();
    const plans = await t.app.request('/api/v1/user/stripe/get-plans', { headers: t.auth });
    expect(plans.status).toBe(200);
    const list = ((await plans.json()) as { data: { plans: PlanDto[] } }).data.plans;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.default_price === null && p.prices.length === 0)).toBe(true);

    const before = await dbSnapshot(t.deps);
    for (const priceId of ['local_credits_1000', 'local_pro']) {
      const res = await t.app.request('/api/v1/user/stripe/checkout-session', json('POST', { priceId }, t.auth));
      expect(res.status).toBe(503);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('BILLING_UNAVAILABLE');
      expect(error.message).toMatch(/not set up/);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(BILLING_MESSAGES.contactForPricing).toBe('Contact us for pricing');
  });

  it('sells through the offline checkout when BILLING=offline is set', async () => {
    const t = await productionShop({ BILLING: 'offline' });
    const res = await t.app.request('/api/v1/user/stripe/checkout-session', json('POST', { priceId: 'local_credits_100' }, t.auth));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { url: string } }).data.url).toMatch(/\/billing\/checkout\/cs_local_/);
  });
});

describe('a production start with no keys', () => {
  it('has no demo login, no offline checkout, and says so in its start log', async () => {
    const server = await startServer({ NODE_ENV: 'production', DATA_DIR: tempDir(), LOG_LEVEL: 'info' });
    try {
      expect(server.log).toMatch(/Billing: not set up/);
      expect(server.log).toMatch(/Demo data: off/);
      expect(server.log).not.toMatch(/Warning:/);
      expect(server.log).not.toContain(DEMO.owner.password);
      const login = await fetch(`${server.url}/api/v1/auth/login`, json('POST', { email: DEMO.owner.email, password: DEMO.owner.password }));
      expect(login.status).toBe(401);
    } finally {
      await server.stop();
    }
  });

  it('warns once for each explicit opt-in', async () => {
    const server = await startServer({ NODE_ENV: 'production', DATA_DIR: tempDir(), LOG_LEVEL: 'info', SEED_DEMO: 'true', BILLING: 'offline' });
    try {
      expect(server.log.match(/Warning:/g)).toHaveLength(2);
      expect(server.log).toMatch(/Billing: offline test checkout/);
      const login = await fetch(`${server.url}/api/v1/auth/login`, json('POST', { email: DEMO.owner.email, password: DEMO.owner.password }));
      expect(login.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
