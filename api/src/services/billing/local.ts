// The offline billing adapter: no network and no card. A checkout is a row in checkout_sessions that the
// dashboard's "Test checkout" page pays (payLocalCheckout), and subscriptions renew nowhere but in our tables.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, shopSubscriptions } from '../../db/schema/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { BILLING_CURRENCY, findOffer, localPriceId, OFFERS } from './offers.ts';
import type { BillingProvider, OfferPrice } from './types.ts';
import { firstRow } from '../../db/tx.ts';

export interface LocalBillingOptions {
  db: Db;
  /** PUBLIC_URL: the offline checkout page lives in the dashboard at /billing/checkout/:id. */
  publicUrl: string;
  now: () => Date;
}

export const LOCAL_SESSION_PREFIX = 'cs_local_';

/** One calendar month after `from`: the length of a local plan period. */
export function monthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function localBilling(options: LocalBillingOptions): BillingProvider {
  const { db } = options;
  const prices = new Map(
    OFFERS.map((o): [OfferPrice['key'], OfferPrice] => [
      o.key,
      { key: o.key, priceId: localPriceId(o.key), productId: `prod_local_${o.key}`, unitAmount: o.priceCents, currency: BILLING_CURRENCY, interval: o.interval },
    ]),
  );
  return {
    name: 'local',
    prices: () => Promise.resolve(prices),
    createCheckout() {
      const sessionId = `${LOCAL_SESSION_PREFIX}${randomToken().slice(0, 32)}`;
      return Promise.resolve({ sessionId, url: `${options.publicUrl}/billing/checkout/${sessionId}` });
    },
    async checkoutState(sessionId) {
      const row = await firstRow(db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.provider, 'local'), eq(checkoutSessions.providerSessionId, sessionId))));
      if (!row) return Promise.resolve(null);
      const recurring = findOffer(row.offerKey)?.interval != null;
      return Promise.resolve({
        paid: row.status === 'complete',
        subscriptionId: recurring ? `sub_local_${sessionId.slice(LOCAL_SESSION_PREFIX.length)}` : null,
        customerId: null,
        currentPeriodEnd: recurring ? monthAfter(options.now()) : null,
      });
    },
    async cancelAtPeriodEnd(subscriptionId) {
      const row = await firstRow(db.select().from(shopSubscriptions).where(eq(shopSubscriptions.providerSubscriptionId, subscriptionId)));
      return Promise.resolve({ currentPeriodEnd: row?.currentPeriodEnd ?? null, cancelAtPeriodEnd: true });
    },
    cancelNow: () => Promise.resolve(),
    // Our own row is the whole offline checkout: the service marks it expired; no card was charged to refund.
    expireCheckout: () => Promise.resolve(),
    refundCheckout: () => Promise.resolve(),
  };
}
