// The billing adapter is chosen from the environment: Stripe with STRIPE_SECRET_KEY, the offline checkout without.
import { testDb } from '../../test/app.ts';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { fakeStripe } from '../../test/fake-stripe.ts';
import { createBillingProvider } from './index.ts';

describe('createBillingProvider', () => {
  it('is Stripe (talking to STRIPE_API_BASE) when STRIPE_SECRET_KEY is set, with webhooks only given a secret', async () => {
    const fake = await fakeStripe();
    const db = await testDb();
    const now = () => new Date();
    const stripe = createBillingProvider({ env: loadEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_BASE: fake.base }), db, now });
    expect(stripe.name).toBe('stripe');
    expect(stripe.webhooks).toBeUndefined();
    expect((await stripe.prices()).get('pro')?.priceId).toBe('price_1ProM');
    expect(fake.received).toHaveLength(1);

    const withSecret = createBillingProvider({ env: loadEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }), db, now });
    expect(withSecret.webhooks).toBeDefined();

    const local = createBillingProvider({ env: loadEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: '  ' }), db, now });
    expect(local.name).toBe('local');
    expect((await local.prices()).get('pro')).toMatchObject({ priceId: 'local_pro', unitAmount: 24900, interval: 'month' });
    expect(fake.received).toHaveLength(1);
  });
});
