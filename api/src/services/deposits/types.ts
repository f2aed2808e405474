// What a deposit provider does for us (decision 084): the shop's own account (Stripe Connect, or the offline test
// account), Checkout on that account, refunds there, and its verified webhook events.

export interface ConnectedAccountState {
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface DepositCheckoutRequest {
  /** The shop's account the charge is made on (a direct charge: the money is the shop's, never the platform's). */
  accountId: string;
  /** What the payment is for: Stripe's client_reference_id (the deposit's or the invoice's id). */
  reference: string;
  /**
   * Written on the session and its payment intent, and read back from their events: a deposit's
   * { depositId, bookingId, shopId }, an invoice balance's { invoiceId, attempt, shopId }.
   */
  metadata: Record<string, string>;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** What the customer's card statement and the Checkout page name: "Deposit — <shop>". */
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Two tabs asking at once send the same key, so the provider opens one session. */
  idempotencyKey: string;
  /** The offline page's address for a session id (the local adapter's page; Stripe has its own). */
  localPageUrl: (sessionId: string) => string;
}

export interface DepositCheckout {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/** A Checkout session on a shop's account as the provider sees it now. */
export interface DepositSessionState {
  paid: boolean;
  paymentIntentId: string | null;
  amountMinor: number | null;
  currency: string | null;
  depositId: string | null;
}

/** A verified Connect event, reduced to what deposits act on. `accountId`: the shop's account it came from. */
export type ConnectEvent =
  | { id: string; type: 'account.updated'; accountId: string; state: ConnectedAccountState; created: Date }
  | {
      id: string;
      type: 'payment.succeeded';
      accountId: string;
      /** The Checkout session (checkout.session.completed), or null (payment_intent.succeeded). */
      sessionId: string | null;
      paymentIntentId: string;
      depositId: string | null;
      /** The invoice whose balance it pays (the pay-the-balance link), from the metadata; null for a deposit. */
      invoice: { invoiceId: string; attempt: number } | null;
      amountMinor: number;
      currency: string;
    }
  | { id: string; type: 'checkout.expired'; accountId: string; sessionId: string }
  | { id: string; type: 'ignored'; eventType: string };

export interface DepositProvider {
  readonly name: 'stripe' | 'local' | 'none';
  createAccount(shop: { shopId: string; email: string; shopName: string }): Promise<{ accountId: string } & ConnectedAccountState>;
  /** Stripe's onboarding page for the account (an Account Link); the offline account needs none: the return URL. */
  onboardingUrl(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  accountState(accountId: string): Promise<ConnectedAccountState>;
  createCheckout(request: DepositCheckoutRequest): Promise<DepositCheckout>;
  /** Null when the provider does not know the session on that account. */
  sessionState(accountId: string, sessionId: string): Promise<DepositSessionState | null>;
  expireCheckout(accountId: string, sessionId: string): Promise<void>;
  refund(accountId: string, paymentIntentId: string, request: { depositId: string; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Stripe with STRIPE_CONNECT_WEBHOOK_SECRET: verifies the signature of a raw body (throws on a bad one). */
  readonly webhooks?: { parse(rawBody: string, signature: string): ConnectEvent };
}
