// What a billing provider does for us: price the offers, open a checkout, say whether it was paid, cancel.
import type { OfferKey } from '@wrapsmith/core';
import type { BillingProviderName } from '../../db/schema/index.ts';

/** One offer's price at the provider. */
export interface OfferPrice {
  key: OfferKey;
  priceId: string;
  /** The provider's product id (PlanDto.id). */
  productId: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year' | null;
  /** The provider's product name and description when it has its own, else ours is shown. */
  name?: string;
  description?: string;
}

export interface CheckoutRequest {
  shopId: string;
  userId: string;
  email: string;
  offer: OfferPrice;
  mode: 'subscription' | 'payment';
  /** Carries {CHECKOUT_SESSION_ID}, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  /** The shop's customer at the provider from an earlier purchase, so one shop stays one customer. */
  customerId: string | null;
}

export interface ProviderCheckout {
  sessionId: string;
  url: string;
}

/** A checkout as the provider sees it now. */
export interface CheckoutState {
  paid: boolean;
  subscriptionId: string | null;
  customerId: string | null;
  currentPeriodEnd: Date | null;
}

export interface SubscriptionState {
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** A verified webhook event, reduced to what billing acts on. */
export type BillingEvent =
  | { id: string; type: 'checkout.completed'; sessionId: string }
  | { id: string; type: 'invoice.paid'; invoiceId: string; subscriptionId: string; billingReason: string; periodEnd: Date | null }
  | { id: string; type: 'subscription.deleted'; subscriptionId: string }
  /** `created`: when the provider created the event (Stripe's `created`); events may arrive out of order. */
  | { id: string; type: 'subscription.updated'; subscriptionId: string; state: SubscriptionState; created: Date }
  | { id: string; type: 'ignored'; eventType: string };

export interface BillingProvider {
  /** `none`: nothing is on sale (production without Stripe and without BILLING=offline). */
  readonly name: BillingProviderName | 'none';
  /** Prices of every offer that is on sale, keyed by offer. */
  prices(): Promise<Map<OfferKey, OfferPrice>>;
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  /** Null when the provider does not know the session. */
  checkoutState(sessionId: string): Promise<CheckoutState | null>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState>;
  /** Ends a subscription now: the plan it was replaced by is already paid for. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Closes an unpaid checkout so it can no longer be paid (a newer one for the same offer replaced it). */
  expireCheckout(sessionId: string): Promise<void>;
  /** Gives back what a paid checkout took: a second payment for a plan the shop already has. */
  refundCheckout(sessionId: string): Promise<void>;
  /** Stripe with a webhook secret: verifies the signature of a raw body (throws on a bad one). */
  readonly webhooks?: { parse(rawBody: string, signature: string): BillingEvent };
}
