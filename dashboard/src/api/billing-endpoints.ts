// Typed calls of docs/api.md "Billing" (spec §7 "Subscriptions"), plus the offline checkout the local billing
// adapter uses when no Stripe key is configured.
import { answer } from './read-answer.ts';
import { billingAnswers } from '@wrapsmith/core/contract';
import type { LocalCheckoutDto, PlanDto, SubscriptionDto, VerifiedSessionDto } from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';

export interface CreditAlertsDto {
  lowCreditThreshold: number;
  own: number | null;
  planDefault: number;
}

export function billingEndpoints(http: KyInstance) {
  return {
    plans: () => answer(http.get('user/stripe/get-plans'), billingAnswers.getPlans),
    subscription: () => answer(http.get('user/stripe/subscriptions'), billingAnswers.getSubscription),
    /** The browser then goes to data.url: Stripe Checkout, or the offline checkout page. */
    checkout: (priceId: string) => answer(http.post('user/stripe/checkout-session', { json: { priceId } }), billingAnswers.createCheckout),
    verify: (sessionId: string) => answer(http.post('user/stripe/verify-session', { json: { sessionId } }), billingAnswers.verifySession),
    cancel: () => answer(http.post('user/stripe/cancel-subscription'), billingAnswers.cancelSubscription),
    /** The low-credit warning level (decision 061): the shop's own, or its plan's when `own` is null. */
    creditAlerts: () => answer(http.get('user/stripe/credit-alerts'), billingAnswers.getCreditAlerts),
    setCreditAlerts: (lowCreditThreshold: number | null) =>
      answer(http.put('user/stripe/credit-alerts', { json: { lowCreditThreshold } }), billingAnswers.putCreditAlerts),
    localCheckout: (id: string) => answer(http.get(`user/stripe/local-checkout/${encodeURIComponent(id)}`), billingAnswers.getLocalCheckout),
    /** Pays an offline checkout; data.redirectUrl is the success URL Stripe would have sent the browser to. */
    payLocalCheckout: (id: string) =>
      answer(http.post(`user/stripe/local-checkout/${encodeURIComponent(id)}/pay`), billingAnswers.payLocalCheckout),
  };
}
