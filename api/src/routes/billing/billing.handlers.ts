// Thin handlers over services/billing; every query is the viewer's shop.
import { BILLING_MESSAGES, defaultLowCreditThreshold } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { shops } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import type { Context } from 'hono';
import { publicUrl } from '../../env.ts';
import type { AppDeps, AppEnv, AuthedEnv } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as service from '../../services/billing/index.ts';

const contextOf = (deps: AppDeps): service.BillingContext => ({
  db: deps.db,
  billing: deps.billing,
  publicUrl: publicUrl(deps.env),
  log: deps.log,
  now: deps.now,
});

export async function getPlans(c: Context<AuthedEnv>) {
  return c.json({ data: { plans: await service.listPlans(c.get('deps').billing) } });
}

export async function getSubscription(c: Context<AuthedEnv>) {
  return c.json({ data: await service.subscriptionOf(contextOf(c.get('deps')), c.get('viewer').shop.id) });
}

/** The low-credit warning level (decision 061): the shop's own or its plan's, and which. */
async function creditAlertsOf(c: Context<AuthedEnv>) {
  const shopId = c.get('viewer').shop.id;
  const row = await firstRow(c.get('deps').db.select({ own: shops.lowCreditThreshold, planKey: shops.planKey }).from(shops).where(eq(shops.id, shopId)));
  const planDefault = defaultLowCreditThreshold(row?.planKey);
  return { lowCreditThreshold: row?.own ?? planDefault, own: row?.own ?? null, planDefault };
}

export async function getCreditAlerts(c: Context<AuthedEnv>) {
  return c.json({ data: await creditAlertsOf(c) });
}

export async function setCreditAlerts(c: Context<AuthedEnv>, threshold: number | null) {
  await c.get('deps').db.update(shops).set({ lowCreditThreshold: threshold }).where(eq(shops.id, c.get('viewer').shop.id));
  return c.json({ data: await creditAlertsOf(c), message: 'Credit warning saved' });
}

export async function createCheckout(c: Context<AuthedEnv>, priceId: string) {
  const { user } = c.get('viewer');
  const data = await service.startCheckout(contextOf(c.get('deps')), { shopId: user.shopId, userId: user.id, email: user.email }, priceId);
  return c.json({ data });
}

export async function verifySession(c: Context<AuthedEnv>, sessionId: string) {
  const { user } = c.get('viewer');
  return c.json({ data: await service.verifyCheckout(contextOf(c.get('deps')), user.shopId, user.id, sessionId) });
}

export async function cancelSubscription(c: Context<AuthedEnv>) {
  const data = await service.cancelPlan(contextOf(c.get('deps')), c.get('viewer').shop.id);
  return c.json({ data, message: BILLING_MESSAGES.cancelled });
}

export async function getLocalCheckout(c: Context<AuthedEnv>, id: string) {
  return c.json({ data: (await service.localCheckoutView(contextOf(c.get('deps')), c.get('viewer').shop.id, id)) });
}

export async function payLocalCheckout(c: Context<AuthedEnv>, id: string) {
  const { user } = c.get('viewer');
  return c.json({ data: await service.payLocalCheckout(contextOf(c.get('deps')), user.shopId, user.id, id) });
}

/** POST /api/v1/stripe/webhook. The body is read raw: the signature is over the exact bytes Stripe sent. */
export async function stripeWebhook(c: Context<AppEnv>) {
  const deps = c.get('deps');
  const webhooks = deps.billing.webhooks;
  if (!webhooks) throw notFound(`No route for ${c.req.method} ${c.req.path}`);
  const signature = c.req.header('stripe-signature');
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  const raw = await c.req.text();
  let event: service.BillingEvent;
  try {
    event = webhooks.parse(raw, signature);
  } catch {
    throw badRequest('Invalid webhook signature');
  }
  const outcome = await service.handleBillingEvent(contextOf(deps), event);
  return c.json({ data: { received: true, outcome } });
}
