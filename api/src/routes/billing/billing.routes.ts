// Paths and validators of /api/v1/user/stripe (spec §7 "Subscriptions") and the Stripe webhook.
import { BILLING_MESSAGES, LOW_CREDIT_THRESHOLD_MAX } from '@wrapsmith/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess, requirePermission } from '../../lib/auth.ts';
import type { AppEnv, AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as billing from './billing.handlers.ts';

/** Stripe ids (cs_test_…, price_…) and ours (cs_local_…, local_basic) are letters, digits and underscores. */
const providerId = z.string().trim().min(1).max(255).regex(/^[A-Za-z0-9_]+$/, 'Not a valid id');
const checkoutInput = z.strictObject({ priceId: providerId });
const verifyInput = z.strictObject({ sessionId: providerId });
const idParam = z.object({ id: providerId });
/** The owner's own warning level (0 turns the warning off), or null for the plan's default (decision 061). */
const creditAlertsInput = z.strictObject({
  lowCreditThreshold: z
    .number({ error: 'The warning level must be a whole number of credits' })
    .int('The warning level must be a whole number of credits')
    .min(0, 'The warning level cannot be below 0')
    .max(LOW_CREDIT_THRESHOLD_MAX, `The warning level can be at most ${LOW_CREDIT_THRESHOLD_MAX.toLocaleString('en-US')} credits`)
    .nullable(),
});

/** Buying and cancelling: the Billing area's edit level (the owner's alone by default; decision 062). */
const owner = () => requirePermission('billing:manage', BILLING_MESSAGES.ownerOnly);

export function billingRoutes() {
  return new Hono<AuthedEnv>()
    .get('/get-plans', requireAccess('view', 'billing'), (c) => billing.getPlans(c))
    .get('/subscriptions', requireAccess('view', 'billing'), (c) => billing.getSubscription(c))
    .post('/checkout-session', owner(), validate('json', checkoutInput), (c) => billing.createCheckout(c, c.req.valid('json').priceId))
    .post('/verify-session', owner(), validate('json', verifyInput), (c) => billing.verifySession(c, c.req.valid('json').sessionId))
    .post('/cancel-subscription', owner(), (c) => billing.cancelSubscription(c))
    .get('/credit-alerts', requireAccess('view', 'billing'), (c) => billing.getCreditAlerts(c))
    .put('/credit-alerts', owner(), validate('json', creditAlertsInput), (c) => billing.setCreditAlerts(c, c.req.valid('json').lowCreditThreshold))
    .get('/local-checkout/:id', owner(), validate('param', idParam), (c) => billing.getLocalCheckout(c, c.req.valid('param').id))
    .post('/local-checkout/:id/pay', owner(), validate('param', idParam), (c) => billing.payLocalCheckout(c, c.req.valid('param').id));
}

/** /api/v1/stripe: called by Stripe, so outside requireUser; the signature is the authentication. */
export function stripeWebhookRoutes() {
  return new Hono<AppEnv>().post('/webhook', (c) => billing.stripeWebhook(c));
}
