// Paths and validators of /api/v1/user/payments, /api/v1/public/deposit and the Connect webhook (issue 25 item 4).
import { DEPOSIT_MESSAGES } from '@wrapsmith/core';
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePermission } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AppEnv, AuthedEnv } from '../../lib/context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { createMiddleware } from 'hono/factory';
import * as handlers from './payments.handlers.ts';

const declared = CONTRACT.payments;
const idParam = declared.getBookingDeposit.request.params;

/** Connecting where the shop's money goes is the owner's alone, whatever the role matrix says (as naming the shop). */
const ownerOnly = () =>
  createMiddleware<AuthedEnv>(async function ownerOnlyMiddleware(c, next) {
    if (c.get('viewer').role !== 'owner') throw forbidden(DEPOSIT_MESSAGES.ownerOnly);
    await next();
  });

/** Settings and refunds: the Billing area (view to read; edit, the owner's by default, to change or refund). */
export function paymentRoutes() {
  return new Hono<AuthedEnv>()
    .get('/', requireAccess('view', 'billing'), (c) => handlers.getPayments(c))
    .put('/settings', requirePermission('billing:manage'), validate('json', declared.putPaymentSettings.request.body), (c) =>
      handlers.putSettings(c, c.req.valid('json')),
    )
    .post('/connect', ownerOnly(), (c) => handlers.connect(c))
    .post('/connect/refresh', ownerOnly(), (c) => handlers.refresh(c))
    .post('/disconnect', ownerOnly(), (c) => handlers.disconnect(c))
    .get('/bookings/:id', validate('param', idParam), (c) => handlers.getBookingDeposit(c, c.req.valid('param').id))
    .put('/bookings/:id', validate('param', idParam), validate('json', declared.putBookingDeposit.request.body), (c) =>
      handlers.putBookingDeposit(c, c.req.valid('param').id, c.req.valid('json')),
    )
    .post('/bookings/:id/refund', requirePermission('billing:manage'), validate('param', idParam), (c) =>
      handlers.refundBookingDeposit(c, c.req.valid('param').id),
    );
}

/** /api/v1/public/deposit: the quote link's token is the key. */
export function publicDepositRoutes() {
  const limit = rateLimit({ name: 'deposit', windowMs: 15 * 60 * 1000, perIp: 60 });
  return new Hono<AppEnv>()
    .post('/checkout', limit, validate('json', declared.depositCheckout.request.body), (c) => handlers.depositCheckout(c, c.req.valid('json').token))
    .post('/verify', limit, validate('json', declared.depositVerify.request.body), (c) => handlers.verifyDeposit(c, c.req.valid('json').token))
    .get('/local', validate('query', declared.localDeposit.request.query), (c) => handlers.localDeposit(c, c.req.valid('query')))
    .post('/local/pay', limit, validate('json', declared.payLocalDeposit.request.body), (c) => handlers.payLocalDeposit(c, c.req.valid('json')));
}

/** /api/v1/stripe/connect-webhook: called by Stripe, so outside requireUser; the signature is the authentication. */
export function connectWebhookRoutes() {
  return new Hono<AppEnv>().post('/connect-webhook', (c) => handlers.connectWebhook(c));
}
