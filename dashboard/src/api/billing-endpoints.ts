// Typed calls of docs/api.md "Billing" (spec §7 "Subscriptions"), plus the offline checkout the local billing
// adapter uses when no Stripe key is configured.
// Answers are read through their route schemas (answers/billing.ts, loaded with the first call).
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/billing.ts');

export function billingEndpoints(http: KyInstance) {
  const localCheckout = (id: string) => `user/stripe/local-checkout/${encodeURIComponent(id)}`;
  return {
    plans: () => lazyAnswer(http.get('user/stripe/get-plans'), schemas, 'plans'),
    subscription: () => lazyAnswer(http.get('user/stripe/subscriptions'), schemas, 'subscription'),
    /** The browser then goes to data.url: Stripe Checkout, or the offline checkout page. */
    checkout: (priceId: string) => lazyAnswer(http.post('user/stripe/checkout-session', { json: { priceId } }), schemas, 'checkout'),
    verify: (sessionId: string) => lazyAnswer(http.post('user/stripe/verify-session', { json: { sessionId } }), schemas, 'verify'),
    cancel: () => lazyAnswer(http.post('user/stripe/cancel-subscription'), schemas, 'cancel'),
    /** The low-credit warning level (decision 061): the shop's own, or its plan's when `own` is null. */
    creditAlerts: () => lazyAnswer(http.get('user/stripe/credit-alerts'), schemas, 'creditAlerts'),
    setCreditAlerts: (lowCreditThreshold: number | null) =>
      lazyAnswer(http.put('user/stripe/credit-alerts', { json: { lowCreditThreshold } }), schemas, 'setCreditAlerts'),
    localCheckout: (id: string) => lazyAnswer(http.get(localCheckout(id)), schemas, 'localCheckout'),
    /** Pays an offline checkout; data.redirectUrl is the success URL Stripe would have sent the browser to. */
    payLocalCheckout: (id: string) => lazyAnswer(http.post(`${localCheckout(id)}/pay`), schemas, 'payLocalCheckout'),
  };
}
