// Deposits on the shop's own Stripe account, through Stripe's official SDK (decision 084): a Standard connected
// account made by Connect onboarding (an Account Link), and direct charges: every Checkout session, retrieval and
// refund is sent with the `stripeAccount` request option (the Stripe-Account header), so the money lands in the
// shop's balance and never in the platform's.
import Stripe from 'stripe';
import type { ConnectEvent, ConnectedAccountState, DepositProvider, DepositSessionState } from './types.ts';

export interface StripeDepositsOptions {
  /** The platform's secret key (STRIPE_SECRET_KEY). */
  secretKey: string;
  /** whsec_… of the Connect endpoint (STRIPE_CONNECT_WEBHOOK_SECRET): without it the endpoint is off. */
  webhookSecret?: string;
  /** http://host:port of a Stripe-compatible server (a test fake); api.stripe.com when omitted. */
  apiBase?: string;
}

function clientConfig(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const config = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiBase) return config;
  const url = new URL(apiBase);
  return { ...config, host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'https:' ? 'https' : 'http' };
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const stateOf = (account: Stripe.Account): ConnectedAccountState => ({ chargesEnabled: account.charges_enabled === true, detailsSubmitted: account.details_submitted === true });

export function stripeDeposits(options: StripeDepositsOptions): DepositProvider {
  const stripe = new Stripe(options.secretKey, clientConfig(options.apiBase));
  const webhookSecret = options.webhookSecret;
  return {
    name: 'stripe',
    async createAccount({ shopId, email, shopName }) {
      // Standard: the shop's own Stripe account, with its own dashboard, payouts, disputes and refunds (decision 084).
      const account = await stripe.accounts.create(
        { type: 'standard', email, business_profile: { name: shopName }, metadata: { shopId } },
        { idempotencyKey: `wrapsmith_connect_${shopId}` },
      );
      return { accountId: account.id, ...stateOf(account) };
    },
    async onboardingUrl(accountId, { refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({ account: accountId, refresh_url: refreshUrl, return_url: returnUrl, type: 'account_onboarding' });
      return link.url;
    },
    async accountState(accountId) {
      return stateOf(await stripe.accounts.retrieve(accountId));
    },
    async createCheckout(request) {
      const metadata = request.metadata;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            { quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountMinor, product_data: { name: request.description } } },
          ],
          client_reference_id: request.reference,
          metadata,
          payment_intent_data: { metadata },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { stripeAccount: request.accountId, idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned deposit session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async sessionState(accountId, sessionId): Promise<DepositSessionState | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount: accountId });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
      return {
        paid: session.status === 'complete' && session.payment_status === 'paid',
        paymentIntentId: idOf(session.payment_intent),
        amountMinor: session.amount_total,
        currency: session.currency?.toUpperCase() ?? null,
        depositId: session.metadata?.depositId ?? null,
      };
    },
    async expireCheckout(accountId, sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, { stripeAccount: accountId });
      } catch (err) {
        // Already expired or completed: nothing left to close (a completed one is applied, or refunded as a second payment).
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      }
    },
    async refund(accountId, paymentIntentId, request) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, metadata: { depositId: request.depositId } },
        { stripeAccount: accountId, idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id };
    },
    webhooks: webhookSecret
      ? {
          parse(rawBody, signature) {
            return toConnectEvent(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
          },
        }
      : undefined,
  };
}

/** The invoice a payment's metadata names (the pay-the-balance link's sessions carry invoiceId and attempt). */
function invoiceOf(metadata: Stripe.Metadata | null | undefined): { invoiceId: string; attempt: number } | null {
  const invoiceId = metadata?.invoiceId;
  const attempt = Number(metadata?.attempt);
  return invoiceId && Number.isSafeInteger(attempt) && attempt > 0 ? { invoiceId, attempt } : null;
}

function toConnectEvent(event: Stripe.Event): ConnectEvent {
  const accountId = event.account;
  // Connect events carry the account they happened on; one without is the platform's own, not a shop's.
  if (!accountId) return { id: event.id, type: 'ignored', eventType: event.type };
  switch (event.type) {
    case 'account.updated':
      return { id: event.id, type: 'account.updated', accountId, state: stateOf(event.data.object), created: new Date(event.created * 1000) };
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentIntentId = idOf(session.payment_intent);
      if (session.payment_status !== 'paid' || !paymentIntentId || session.amount_total === null || !session.currency) {
        return { id: event.id, type: 'ignored', eventType: event.type };
      }
      return {
        id: event.id,
        type: 'payment.succeeded',
        accountId,
        sessionId: session.id,
        paymentIntentId,
        depositId: session.metadata?.depositId ?? null,
        invoice: invoiceOf(session.metadata),
        amountMinor: session.amount_total,
        currency: session.currency.toUpperCase(),
      };
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return {
        id: event.id,
        type: 'payment.succeeded',
        accountId,
        sessionId: null,
        paymentIntentId: intent.id,
        depositId: intent.metadata?.depositId ?? null,
        invoice: invoiceOf(intent.metadata),
        amountMinor: intent.amount_received || intent.amount,
        currency: intent.currency.toUpperCase(),
      };
    }
    case 'checkout.session.expired':
      return { id: event.id, type: 'checkout.expired', accountId, sessionId: event.data.object.id };
    default:
      return { id: event.id, type: 'ignored', eventType: event.type };
  }
}
