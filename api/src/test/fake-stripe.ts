// A local stand-in for api.stripe.com answering the few endpoints the billing adapter calls, with the JSON shapes
// Stripe returns (API 2025+: the period lives on subscription items). Tests read what it received.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { onTestFinished } from 'vitest';

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** Query string or form body, as Stripe's bracket keys: `line_items[0][price]`. */
  params: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

interface FakeSession {
  id: string;
  mode: 'subscription' | 'payment';
  params: Record<string, string>;
  paid: boolean;
  expired: boolean;
  subscriptionId: string | null;
  /** The connected account it was created on (the Stripe-Account header), or null for the platform's own. */
  account: string | null;
}

interface FakeAccount {
  id: string;
  params: Record<string, string>;
  charges_enabled: boolean;
  details_submitted: boolean;
}

export function accountJson(a: { id: string; charges_enabled: boolean; details_submitted: boolean; params?: Record<string, string> }) {
  return {
    id: a.id,
    object: 'account',
    type: a.params?.type ?? 'standard',
    email: a.params?.email ?? null,
    charges_enabled: a.charges_enabled,
    details_submitted: a.details_submitted,
    payouts_enabled: a.charges_enabled,
    metadata: { shopId: a.params?.['metadata[shopId]'] },
  };
}

export const WEBHOOK_SECRET = 'whsec_test_wrapsmith';
/** The Connect endpoint's own secret (events from the shops' accounts). */
export const CONNECT_WEBHOOK_SECRET = 'whsec_test_wrapsmith_connect';
/** 2026-07-01T12:00:00Z: the renewal date the fake's subscriptions report. */
export const PERIOD_END = Date.UTC(2026, 6, 1, 12) / 1000;

/** Stripe's prices by lookup key; credits_1000 has none, so its PlanDto shows no price. */
const PRICES: [string, string, number, 'month' | null, string][] = [
  ['basic', 'price_1BasicM', 8900, 'month', 'Wrapsmith Basic'],
  ['ultimate', 'price_1UltimateM', 14900, 'month', 'Wrapsmith Ultimate'],
  ['pro', 'price_1ProM', 24900, 'month', 'Wrapsmith Pro'],
  ['crm', 'price_1CrmM', 4999, 'month', 'Shop Management Tool'],
  ['credits_100', 'price_1Credits100', 2900, null, '100 credits'],
  ['credits_500', 'price_1Credits500', 11900, null, '500 credits'],
];

export const STRIPE_PRICE = Object.fromEntries(PRICES.map(([key, id]) => [key, id])) as Record<string, string>;

function price([key, id, amount, interval, name]: (typeof PRICES)[number]) {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    currency: 'usd',
    livemode: false,
    lookup_key: `wrapsmith_${key}`,
    metadata: {},
    product: { id: `prod_${key}`, object: 'product', active: true, name, description: null, metadata: {} },
    recurring: interval ? { interval, interval_count: 1, usage_type: 'licensed', meter: null } : null,
    type: interval ? 'recurring' : 'one_time',
    unit_amount: amount,
    unit_amount_decimal: String(amount),
  };
}

export function subscriptionJson(id: string, cancelAtPeriodEnd = false, status = 'active') {
  return {
    id,
    object: 'subscription',
    status,
    customer: 'cus_Shop1',
    cancel_at_period_end: cancelAtPeriodEnd,
    metadata: {},
    items: {
      object: 'list',
      has_more: false,
      data: [{ id: `si_${id}`, object: 'subscription_item', current_period_start: PERIOD_END - 30 * 86400, current_period_end: PERIOD_END, quantity: 1 }],
    },
  };
}

/** `metadata[key]` form fields back to an object, as Stripe stores them. */
function metadataOf(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .map(([key, value]) => [/^metadata\[(\w+)\]$/.exec(key)?.[1], value] as const)
      .filter((entry): entry is readonly [string, string] => entry[0] !== undefined),
  );
}

export async function fakeStripe() {
  const received: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const accounts = new Map<string, FakeAccount>();
  /** Idempotency-Key → the first answer, as Stripe replays it for a retry with the same key. */
  const replies = new Map<string, [number, unknown]>();
  /** Every refund made, with the account it was made on. */
  const refunds: { paymentIntent: string; account: string | null }[] = [];
  let counter = 0;

  const sessionJson = (s: FakeSession, expandSubscription: boolean) => ({
    id: s.id,
    object: 'checkout.session',
    mode: s.mode,
    status: s.paid ? 'complete' : s.expired ? 'expired' : 'open',
    payment_status: s.paid ? 'paid' : 'unpaid',
    client_reference_id: s.params.client_reference_id ?? null,
    customer: s.paid ? 'cus_Shop1' : null,
    metadata: { shopId: s.params['metadata[shopId]'], offerKey: s.params['metadata[offerKey]'] },
    subscription: s.subscriptionId && expandSubscription ? subscriptionJson(s.subscriptionId) : s.subscriptionId,
    // A paid subscription's first payment is on its invoice; a one-time payment has its own intent.
    invoice: s.paid && s.mode === 'subscription' ? `in_${s.id}` : null,
    payment_intent: s.paid && s.mode === 'payment' ? `pi_${s.id}` : null,
    success_url: s.params.success_url,
    cancel_url: s.params.cancel_url,
    url: s.paid ? null : `https://checkout.stripe.com/c/pay/${s.id}`,
    amount_total: s.params['line_items[0][price_data][unit_amount]'] ? Number(s.params['line_items[0][price_data][unit_amount]']) : null,
    currency: s.params['line_items[0][price_data][currency]'] ?? 'usd',
    expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
    // A session on a connected account carries the metadata it was made with (a deposit's, an invoice's).
    ...(s.account ? { metadata: metadataOf(s.params) } : {}),
  });

  function answer(req: FakeStripeRequest): [number, unknown] {
    const key = req.headers['idempotency-key'];
    const scope = `${String(req.headers['stripe-account'] ?? '')} ${req.method} ${req.path} ${String(key)}`;
    if (typeof key === 'string' && req.method === 'POST' && replies.has(scope)) return replies.get(scope) as [number, unknown];
    const reply = answerOnce(req);
    if (typeof key === 'string' && req.method === 'POST' && reply[0] < 500) replies.set(scope, reply);
    return reply;
  }

  function answerOnce(req: FakeStripeRequest): [number, unknown] {
    const { method, path, params } = req;
    const onAccount = typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : null;
    if (method === 'POST' && path === '/v1/accounts') {
      const account: FakeAccount = { id: `acct_1Fake${++counter}`, params, charges_enabled: false, details_submitted: false };
      accounts.set(account.id, account);
      return [200, accountJson(account)];
    }
    const accountMatch = path.match(/^\/v1\/accounts\/(\w+)$/);
    if (method === 'GET' && accountMatch) {
      const account = accounts.get(accountMatch[1] ?? '');
      if (!account) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such account: '${accountMatch[1]}'` } }];
      return [200, accountJson(account)];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(params.account ?? '')) return [400, { error: { type: 'invalid_request_error', message: `No such account: '${params.account}'` } }];
      return [200, { object: 'account_link', url: `https://connect.stripe.com/setup/s/${params.account}`, expires_at: Math.floor(Date.now() / 1000) + 300, created: Math.floor(Date.now() / 1000) }];
    }
    if (method === 'GET' && path === '/v1/prices') {
      const wanted = Object.entries(params)
        .filter(([k]) => k.startsWith('lookup_keys['))
        .map(([, v]) => v);
      return [200, { object: 'list', url: '/v1/prices', has_more: false, data: PRICES.filter(([key]) => wanted.includes(`wrapsmith_${key}`)).map(price) }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_a1${++counter}Fake${'x'.repeat(20)}`;
      const mode = params.mode === 'subscription' ? 'subscription' : 'payment';
      if (onAccount && !accounts.has(onAccount)) return [403, { error: { type: 'invalid_request_error', message: `The provided key does not have access to account '${onAccount}'` } }];
      const session: FakeSession = { id, mode, params, paid: false, expired: false, subscriptionId: mode === 'subscription' ? `sub_1Fake${counter}` : null, account: onAccount };
      sessions.set(id, session);
      return [200, sessionJson(session, false)];
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
    if (method === 'GET' && sessionMatch) {
      const found = sessions.get(sessionMatch[1] ?? '');
      const session = found && found.account === onAccount ? found : undefined;
      if (!session) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${sessionMatch[1]}'` } }];
      return [200, sessionJson(session, params['expand[0]'] === 'subscription')];
    }
    const expireMatch = path.match(/^\/v1\/checkout\/sessions\/([\w]+)\/expire$/);
    if (method === 'POST' && expireMatch) {
      const found = sessions.get(expireMatch[1] ?? '');
      const session = found && found.account === onAccount ? found : undefined;
      if (!session || session.paid || session.expired) {
        return [400, { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in [open] can be expired.' } }];
      }
      session.expired = true;
      return [200, sessionJson(session, false)];
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = params.invoice ?? '';
      const payment = { id: `inpay_${invoice}`, object: 'invoice_payment', invoice, payment: { type: 'payment_intent', payment_intent: `pi_${invoice}` } };
      return [200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data: [payment] }];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      refunds.push({ paymentIntent: params.payment_intent ?? '', account: onAccount });
      return [200, { id: `re_${refunds.length}_${params.payment_intent}`, object: 'refund', payment_intent: params.payment_intent, status: 'succeeded', reason: params.reason ?? null }];
    }
    const subMatch = path.match(/^\/v1\/subscriptions\/([\w]+)$/);
    if (subMatch && method === 'POST') return [200, subscriptionJson(subMatch[1] ?? '', params.cancel_at_period_end === 'true')];
    if (subMatch && method === 'DELETE') return [200, subscriptionJson(subMatch[1] ?? '', false, 'canceled')];
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' || req.method === 'DELETE' ? url.search : raw));
      const request = { method: req.method ?? '', path: url.pathname, params, headers: req.headers };
      received.push(request);
      const [status, reply] = answer(request);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${received.length}` }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    refunds,
    /** Onboarding finished (or not) on Stripe's side; the fake's account answers so from now on. */
    setAccount(id: string, state: { charges_enabled: boolean; details_submitted: boolean }) {
      const account = accounts.get(id);
      if (!account) throw new Error(`No fake account ${id}`);
      Object.assign(account, state);
      return accountJson(account);
    },
    /** A session as Stripe would send it in an event (checkout.session.completed). */
    sessionEventObject(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No fake session ${sessionId}`);
      return sessionJson(session, false);
    },
    /** What the customer does on Stripe's page: pays (Stripe refuses an expired session). */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No fake session ${sessionId}`);
      if (session.expired) throw new Error(`Fake session ${sessionId} has expired`);
      session.paid = true;
      return session;
    },
  };
}

/** A signed webhook delivery, as Stripe sends it. */
/** `created`: the event's creation time in epoch seconds (default now), to deliver events out of order. */
export function signedEvent(event: { id: string; type: string; object: unknown; created?: number; account?: string }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    ...(event.account ? { account: event.account } : {}),
    api_version: Stripe.API_VERSION,
    created: event.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
