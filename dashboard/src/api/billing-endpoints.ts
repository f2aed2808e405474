// Typed calls of docs/api.md "Billing" (spec §7 "Subscriptions"), plus the offline checkout the local billing
// adapter uses when no Stripe key is configured.
import type { LocalCheckoutDto, PlanDto, SubscriptionDto, VerifiedSessionDto } from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';

export interface CreditAlertsDto {
  lowCreditThreshold: number;
  own: number | null;
  planDefault: number;
}

export function billingEndpoints(http: KyInstance) {
  return {
    plans: () => http.get('user/stripe/get-plans').json<{ data: { plans: PlanDto[] } }>(),
    subscription: () => http.get('user/stripe/subscriptions').json<{ data: SubscriptionDto }>(),
    /** The browser then goes to data.url: Stripe Checkout, or the offline checkout page. */
    checkout: (priceId: string) => http.post('user/stripe/checkout-session', { json: { priceId } }).json<{ data: { url: string } }>(),
    verify: (sessionId: string) => http.post('user/stripe/verify-session', { json: { sessionId } }).json<{ data: VerifiedSessionDto }>(),
    cancel: () => http.post('user/stripe/cancel-subscription').json<{ data: SubscriptionDto; message: string }>(),
    /** The low-credit warning level (decision 061): the shop's own, or its plan's when `own` is null. */
    creditAlerts: () => http.get('user/stripe/credit-alerts').json<{ data: CreditAlertsDto }>(),
    setCreditAlerts: (lowCreditThreshold: number | null) =>
      http.put('user/stripe/credit-alerts', { json: { lowCreditThreshold } }).json<{ data: CreditAlertsDto; message: string }>(),
    localCheckout: (id: string) => http.get(`user/stripe/local-checkout/${encodeURIComponent(id)}`).json<{ data: LocalCheckoutDto }>(),
    /** Pays an offline checkout; data.redirectUrl is the success URL Stripe would have sent the browser to. */
    payLocalCheckout: (id: string) =>
      http.post(`user/stripe/local-checkout/${encodeURIComponent(id)}/pay`).json<{ data: { redirectUrl: string } }>(),
  };
}
