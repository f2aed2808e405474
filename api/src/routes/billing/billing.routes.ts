// Paths and validators of /api/v1/user/stripe (spec §7 "Subscriptions") and the Stripe webhook.
import { BILLING_MESSAGES } from '@wrapsmith/core';
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePermission } from '../../lib/auth.ts';
import type { AppEnv, AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as billing from './billing.handlers.ts';

const declared = CONTRACT.billing;

/** Buying and cancelling: the Billing area's edit level (the owner's alone by default; decision 062). */
const owner = () => requirePermission('billing:manage', BILLING_MESSAGES.ownerOnly);

export function billingRoutes() {
  return new Hono<AuthedEnv>()
    .get('/get-plans', requireAccess('view', 'billing'), (c) => billing.getPlans(c))
    .get('/subscriptions', requireAccess('view', 'billing'), (c) => billing.getSubscription(c))
    .post('/checkout-session', owner(), validate('json', declared.createCheckout.request.body), (c) => billing.createCheckout(c, c.req.valid('json').priceId))
    .post('/verify-session', owner(), validate('json', declared.verifySession.request.body), (c) => billing.verifySession(c, c.req.valid('json').sessionId))
    .post('/cancel-subscription', owner(), (c) => billing.cancelSubscription(c))
    .get('/credit-alerts', requireAccess('view', 'billing'), (c) => billing.getCreditAlerts(c))
    .put('/credit-alerts', owner(), validate('json', declared.putCreditAlerts.request.body), (c) => billing.setCreditAlerts(c, c.req.valid('json').lowCreditThreshold))
    .get('/local-checkout/:id', owner(), validate('param', declared.getLocalCheckout.request.params), (c) => billing.getLocalCheckout(c, c.req.valid('param').id))
    .post('/local-checkout/:id/pay', owner(), validate('param', declared.getLocalCheckout.request.params), (c) => billing.payLocalCheckout(c, c.req.valid('param').id));
}

/** /api/v1/stripe: called by Stripe, so outside requireUser; the signature is the authentication. */
export function stripeWebhookRoutes() {
  return new Hono<AppEnv>().post('/webhook', (c) => billing.stripeWebhook(c));
}
