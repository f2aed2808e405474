import type { Db } from '../../db/client.ts';
import { publicUrl, type Env } from '../../env.ts';
import { localBilling } from './local.ts';
import { noBilling } from './none.ts';
import { stripeBilling } from './stripe.ts';
import type { BillingProvider } from './types.ts';

export type { BillingEvent, BillingProvider, CheckoutState, OfferPrice } from './types.ts';
export { localBilling, monthAfter } from './local.ts';
export { noBilling } from './none.ts';
export { stripeBilling } from './stripe.ts';
export { findOffer, localPriceId, lookupKey, OFFERS } from './offers.ts';
export * from './service.ts';
export { handleBillingEvent, type EventOutcome } from './webhooks.ts';

/** Stripe when STRIPE_SECRET_KEY is set; the offline checkout outside production or with BILLING=offline; else nothing on sale. */
export function createBillingProvider(deps: { env: Env; db: Db; now: () => Date }): BillingProvider {
  const { env } = deps;
  if (env.billingMode === 'unavailable') return noBilling();
  if (env.billingMode === 'offline' || !env.STRIPE_SECRET_KEY) return localBilling({ db: deps.db, publicUrl: publicUrl(env), now: deps.now });
  return stripeBilling({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE, now: deps.now });
}
