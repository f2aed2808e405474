// The Stripe adapter, through Stripe's official SDK: prices by lookup key, Checkout, subscriptions, webhooks.
import type { OfferKey } from '@wrapsmith/core';
import Stripe from 'stripe';
import { lookupKey, OFFER_KEYS } from './offers.ts';
import type { BillingEvent, BillingProvider, CheckoutState, OfferPrice, SubscriptionState } from './types.ts';

export interface StripeBillingOptions {
  secretKey: string;
  /** whsec_…: without it the webhook endpoint is off. */
  webhookSecret?: string;
  /** http://host:port of a Stripe-compatible server (stripe-mock, a test fake); api.stripe.com when omitted. */
  apiBase?: string;
  now: () => Date;
}

/** Prices change rarely; a few minutes' cache keeps the plans page off Stripe's API on every visit. */
const PRICE_CACHE_MS = 5 * 60 * 1000;

function clientConfig(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const config = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiBase) return config;
  const url = new URL(apiBase);
  return { ...config, host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'https:' ? 'https' : 'http' };
}

const fromUnix = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** Since API version 2025-03-31 the period lives on the subscription's items, not the subscription. */
function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const ends = subscription.items.data.map((i) => i.current_period_end);
  return { currentPeriodEnd: ends.length ? fromUnix(Math.max(...ends)) : null, cancelAtPeriodEnd: subscription.cancel_at_period_end };
}

function toOfferPrice(key: OfferKey, price: Stripe.Price): OfferPrice | undefined {
  if (price.unit_amount === null) return undefined;
  const product = typeof price.product === 'object' && !('deleted' in price.product && price.product.deleted) ? (price.product as Stripe.Product) : undefined;
  const interval: string | undefined = price.recurring?.interval;
  return {
    key,
    priceId: price.id,
    productId: idOf(price.product) ?? price.id,
    unitAmount: price.unit_amount,
    currency: price.currency,
    interval: interval === 'month' || interval === 'year' ? interval : null,
    name: product?.name || undefined,
    description: product?.description || undefined,
  };
}

export function stripeBilling(options: StripeBillingOptions): BillingProvider {
  const stripe = new Stripe(options.secretKey, clientConfig(options.apiBase));
  let cached: { at: number; prices: Map<OfferKey, OfferPrice> } | undefined;

  async function loadPrices(): Promise<Map<OfferKey, OfferPrice>> {
    const keys = new Map(OFFER_KEYS.map((k) => [lookupKey(k), k]));
    const list = await stripe.prices.list({ lookup_keys: [...keys.keys()], active: true, expand: ['data.product'], limit: 100 });
    const prices = new Map<OfferKey, OfferPrice>();
    for (const price of list.data) {
      const key = price.lookup_key ? keys.get(price.lookup_key) : undefined;
      const offer = key ? toOfferPrice(key, price) : undefined;
      if (key && offer) prices.set(key, offer);
    }
    return prices;
  }

  const webhookSecret = options.webhookSecret;
  return {
    name: 'stripe',
    async prices() {
      const now = options.now().getTime();
      if (!cached || now - cached.at > PRICE_CACHE_MS) cached = { at: now, prices: await loadPrices() };
      return cached.prices;
    },
    async createCheckout(request) {
      const metadata = { shopId: request.shopId, offerKey: request.offer.key, userId: request.userId };
      const session = await stripe.checkout.sessions.create({
        mode: request.mode,
        line_items: [{ price: request.offer.priceId, quantity: 1 }],
        client_reference_id: request.shopId,
        metadata,
        ...(request.mode === 'subscription' ? { subscription_data: { metadata } } : {}),
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    async checkoutState(sessionId): Promise<CheckoutState | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
      const subscription = typeof session.subscription === 'object' ? session.subscription : null;
      return {
        paid: session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        currentPeriodEnd: subscription ? subscriptionState(subscription).currentPeriodEnd : null,
      };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      return subscriptionState(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    },
    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        // Already expired or completed: nothing left to close (a completed one is caught at fulfilment).
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      }
    },
    async refundCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      let paymentIntent = idOf(session.payment_intent);
      const invoice = idOf(session.invoice);
      if (!paymentIntent && invoice) {
        // A subscription's first payment is on its invoice.
        const payments = await stripe.invoicePayments.list({ invoice, limit: 1 });
        paymentIntent = idOf(payments.data[0]?.payment.payment_intent ?? null);
      }
      if (!paymentIntent) throw new Error(`Checkout ${sessionId} has no payment to refund`);
      await stripe.refunds.create({ payment_intent: paymentIntent, reason: 'duplicate', metadata: { checkoutSession: sessionId } });
    },
    webhooks: webhookSecret
      ? {
          parse(rawBody, signature) {
            return toBillingEvent(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
          },
        }
      : undefined,
  };
}

function toBillingEvent(event: Stripe.Event): BillingEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, type: 'checkout.completed', sessionId: event.data.object.id };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!invoice.id || !subscriptionId) return { id: event.id, type: 'ignored', eventType: event.type };
      return {
        id: event.id,
        type: 'invoice.paid',
        invoiceId: invoice.id,
        subscriptionId,
        billingReason: invoice.billing_reason ?? '',
        periodEnd: fromUnix(invoice.lines.data[0]?.period.end),
      };
    }
    case 'customer.subscription.deleted':
      return { id: event.id, type: 'subscription.deleted', subscriptionId: event.data.object.id };
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return { id: event.id, type: 'subscription.updated', subscriptionId: subscription.id, state: subscriptionState(subscription), created: new Date(event.created * 1000) };
    }
    default:
      return { id: event.id, type: 'ignored', eventType: event.type };
  }
}
