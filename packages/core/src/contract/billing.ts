// /api/v1/user/stripe (spec §7 "Subscriptions": plans, checkout, cancelling, the offline checkout) and the Stripe
// webhook /api/v1/stripe/webhook (the signature is its authentication).
import * as z from 'zod/mini';
import { ADDONS, CREDIT_PACKS, PLANS, type OfferKey } from '../plans.ts';
import { ACCOUNT_TYPES } from '../roles.ts';
import { checkoutInput, creditAlertsInput, providerIdParam, verifyInput } from '../route-inputs.ts';
import { data, isoTime, nullable, route } from './route.ts';

const OFFER_KEYS = [...PLANS, ...ADDONS, ...CREDIT_PACKS].map((offer) => offer.key) as [OfferKey, ...OfferKey[]];

/** One thing on sale, in the spec's plan shape (§3 "Plan") with our kind, key and credits beside it. */
export const planDto = z.object({
  id: z.string(),
  key: z.enum(OFFER_KEYS),
  kind: z.enum(['plan', 'addon', 'credits']),
  name: z.string(),
  description: z.string(),
  /** Plans: credits added each month; credit packs: credits added once; add-on: 0. */
  credits: z.number(),
  features: z.array(z.string()),
  default_price: nullable(z.string()),
  prices: z.array(
    z.object({ id: z.string(), unit_amount: z.number(), currency: z.string(), recurring: nullable(z.object({ interval: z.enum(['month', 'year']) })) }),
  ),
});
export type PlanDto = z.infer<typeof planDto>;

/** GET /user/stripe/subscriptions: the shop's active plan price (spec: data.priceId) and add-on. */
export const subscriptionDto = z.object({
  priceId: nullable(z.string()),
  planKey: nullable(z.string()),
  addonPriceId: nullable(z.string()),
  addonActive: z.boolean(),
  status: z.enum(['active', 'canceling', 'none']),
  /** ISO time the current period ends (renewal, or the end after cancelling); null without a plan. */
  currentPeriodEnd: nullable(isoTime),
});
export type SubscriptionDto = z.infer<typeof subscriptionDto>;

const addonInfo = nullable(z.object({ name: z.string(), activatedAt: isoTime }));

/** POST /user/stripe/verify-session: the spec's data.data { name, price } plus what changed. */
export const verifiedSessionDto = z.object({
  data: z.object({ name: z.string(), price: z.string() }),
  credits: z.number(),
  accountType: z.enum(ACCOUNT_TYPES),
  addonInfo,
});
export type VerifiedSessionDto = z.infer<typeof verifiedSessionDto>;

/** GET /user/stripe/local-checkout/:id: what the offline checkout page shows. */
export const localCheckoutDto = z.object({
  id: z.string(),
  name: z.string(),
  price: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  cancelUrl: z.string(),
});
export type LocalCheckoutDto = z.infer<typeof localCheckoutDto>;

/** The low-credit warning level (decision 061): the one in force, the shop's own (null: the plan's) and the plan's. */
export const creditAlertsDto = z.object({ lowCreditThreshold: z.number(), own: nullable(z.number()), planDefault: z.number() });
export type CreditAlertsDto = z.infer<typeof creditAlertsDto>;

/** What each route of `billingRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const billingGetPlansAnswer = data(z.object({ plans: z.array(planDto) }));
const billingGetSubscriptionAnswer = data(subscriptionDto);
const billingCreateCheckoutAnswer = data(z.object({ url: z.string() }));
const billingVerifySessionAnswer = data(verifiedSessionDto);
const billingCancelSubscriptionAnswer = data(subscriptionDto);
const billingGetCreditAlertsAnswer = data(creditAlertsDto);
const billingPutCreditAlertsAnswer = data(creditAlertsDto);
const billingGetLocalCheckoutAnswer = data(localCheckoutDto);
const billingPayLocalCheckoutAnswer = data(z.object({ redirectUrl: z.string() }));
const billingStripeWebhookAnswer = data(z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) }));

export const billingAnswers = {
  getPlans: billingGetPlansAnswer,
  getSubscription: billingGetSubscriptionAnswer,
  createCheckout: billingCreateCheckoutAnswer,
  verifySession: billingVerifySessionAnswer,
  cancelSubscription: billingCancelSubscriptionAnswer,
  getCreditAlerts: billingGetCreditAlertsAnswer,
  putCreditAlerts: billingPutCreditAlertsAnswer,
  getLocalCheckout: billingGetLocalCheckoutAnswer,
  payLocalCheckout: billingPayLocalCheckoutAnswer,
  stripeWebhook: billingStripeWebhookAnswer,
} as const;

export const billingRoutes = {
  getPlans: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/stripe/get-plans',
    summary: 'Everything on sale: plans, the add-on and credit packs',
    tags: ['Billing'],
    auth: 'bearer',
    responses: { 200: billingGetPlansAnswer },
  }),
  getSubscription: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/stripe/subscriptions',
    summary: 'The shop’s plan and add-on',
    tags: ['Billing'],
    auth: 'bearer',
    responses: { 200: billingGetSubscriptionAnswer },
  }),
  createCheckout: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/stripe/checkout-session',
    summary: 'Start a checkout for a price; the answer is the page to send the buyer to',
    tags: ['Billing'],
    auth: 'bearer',
    request: { body: checkoutInput },
    responses: { 200: billingCreateCheckoutAnswer },
  }),
  verifySession: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/stripe/verify-session',
    summary: 'After a checkout: what was bought and the shop’s balance',
    tags: ['Billing'],
    auth: 'bearer',
    request: { body: verifyInput },
    responses: { 200: billingVerifySessionAnswer },
  }),
  cancelSubscription: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/stripe/cancel-subscription',
    summary: 'Cancel the plan at the end of its period',
    tags: ['Billing'],
    auth: 'bearer',
    responses: { 200: billingCancelSubscriptionAnswer },
  }),
  getCreditAlerts: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/stripe/credit-alerts',
    summary: 'The low-credit warning level',
    tags: ['Billing'],
    auth: 'bearer',
    responses: { 200: billingGetCreditAlertsAnswer },
  }),
  putCreditAlerts: /* @__PURE__ */ route({
    method: 'put',
    path: '/api/v1/user/stripe/credit-alerts',
    summary: 'Set the low-credit warning level (null: the plan’s default)',
    tags: ['Billing'],
    auth: 'bearer',
    request: { body: creditAlertsInput },
    responses: { 200: billingPutCreditAlertsAnswer },
  }),
  getLocalCheckout: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/stripe/local-checkout/:id',
    summary: 'The offline checkout page’s session (billing without Stripe)',
    tags: ['Billing'],
    auth: 'bearer',
    request: { params: providerIdParam },
    responses: { 200: billingGetLocalCheckoutAnswer },
  }),
  payLocalCheckout: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/stripe/local-checkout/:id/pay',
    summary: 'Pay an offline checkout session; the answer is where to go next',
    tags: ['Billing'],
    auth: 'bearer',
    request: { params: providerIdParam },
    responses: { 200: billingPayLocalCheckoutAnswer },
  }),
  stripeWebhook: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/stripe/webhook',
    summary: 'Stripe’s events (signed with Stripe-Signature)',
    tags: ['Billing'],
    auth: 'stripe-signature',
    responses: { 200: billingStripeWebhookAnswer },
  }),
} as const;
