// Thin handlers over services/deposits (issue 25 item 4): the shop's payment account and deposit settings, a
// booking's deposit, the customer's deposit pages and Stripe Connect's webhook. Every shop query is the viewer's.
import { DEPOSIT_MESSAGES, type DepositOverrideInput, type DepositSettingsInput } from '@wrapsmith/core';
import type { Context } from 'hono';
import { assertAccess } from '../../lib/auth.ts';
import type { AppEnv, AuthedEnv } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as service from '../../services/deposits/index.ts';
import { handleInvoiceConnectEvent } from '../../services/invoices/index.ts';
import { afterOnlinePayment } from '../invoices/pay-online.handlers.ts';

const ctxOf = <E extends AppEnv>(c: Context<E>) => service.depositContext(c.var.deps);

export async function getPayments(c: Context<AuthedEnv>) {
  return c.json({ data: await service.paymentsOf(ctxOf(c), c.get('viewer').shop.id) });
}

export async function putSettings(c: Context<AuthedEnv>, input: DepositSettingsInput) {
  return c.json({ data: await service.saveSettings(ctxOf(c), c.get('viewer').shop.id, input), message: 'Payment settings saved' });
}

export async function connect(c: Context<AuthedEnv>) {
  const { shop, user } = c.get('viewer');
  return c.json({ data: await service.connectAccount(ctxOf(c), shop, user.email) });
}

export async function refresh(c: Context<AuthedEnv>) {
  return c.json({ data: await service.refreshAccount(ctxOf(c), c.get('viewer').shop.id) });
}

/** Wrapsmith forgets the shop's account (decision 088): owner only, no new deposit links, paid deposits kept. */
export async function disconnect(c: Context<AuthedEnv>) {
  return c.json({ data: await service.disconnectAccount(ctxOf(c), c.get('viewer').shop.id), message: DEPOSIT_MESSAGES.disconnected });
}

/** A booking's deposit is a price: the Prices area's view level (a Member sees none of them by default). */
export async function getBookingDeposit(c: Context<AuthedEnv>, id: string) {
  const viewer = c.get('viewer');
  assertAccess(viewer, 'view', 'prices');
  return c.json({ data: await service.bookingDeposit(ctxOf(c), viewer.shop.id, id) });
}

export async function putBookingDeposit(c: Context<AuthedEnv>, id: string, input: DepositOverrideInput) {
  const viewer = c.get('viewer');
  assertAccess(viewer, 'edit', 'prices');
  return c.json({ data: await service.saveOverride(ctxOf(c), viewer.shop.id, id, input), message: 'Deposit for this quote saved' });
}

export async function refundBookingDeposit(c: Context<AuthedEnv>, id: string) {
  return c.json({ data: await service.refundDeposit(ctxOf(c), c.get('viewer').shop.id, id), message: 'Deposit refunded' });
}

export async function depositCheckout(c: Context<AppEnv>, token: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ data: await service.depositCheckout(ctxOf(c), token) });
}

export async function verifyDeposit(c: Context<AppEnv>, token: string) {
  return c.json({ data: await service.verifyDeposit(ctxOf(c), token) });
}

export async function localDeposit(c: Context<AppEnv>, input: { token: string; sessionId: string }) {
  c.header('Cache-Control', 'no-store');
  return c.json({ data: await service.localDepositView(ctxOf(c), input.token, input.sessionId) });
}

export async function payLocalDeposit(c: Context<AppEnv>, input: { token: string; sessionId: string }) {
  return c.json({ data: await service.payLocalDeposit(ctxOf(c), input.token, input.sessionId) });
}

/** POST /api/v1/stripe/connect-webhook: the raw body, verified with the Connect endpoint's own secret. */
export async function connectWebhook(c: Context<AppEnv>) {
  const webhooks = c.get('deps').deposits.webhooks;
  if (!webhooks) throw notFound(`No route for ${c.req.method} ${c.req.path}`);
  const signature = c.req.header('stripe-signature');
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  const raw = await c.req.text();
  let event: service.ConnectEvent;
  try {
    event = webhooks.parse(raw, signature);
  } catch {
    throw badRequest('Invalid webhook signature');
  }
  // An invoice's payment or session (the pay-the-balance link, decision 087) first; anything else is the deposits'.
  const invoiceEvent = await handleInvoiceConnectEvent(ctxOf(c), event);
  if (invoiceEvent) {
    await afterOnlinePayment(c.var.deps, invoiceEvent.result);
    return c.json({ data: { received: true as const, outcome: invoiceEvent.outcome } });
  }
  const outcome = await service.handleConnectEvent(ctxOf(c), event);
  return c.json({ data: { received: true as const, outcome } });
}
