// Paths and validators of /api/v1/user/api-keys and /api/v1/user/webhooks (issue 24 item 4, decision 077): the shop
// owner's alone, on the Pro plan. A request made with an API key never reaches them (lib/api-key-auth.ts).
import { API_ACCESS_MESSAGES, hasApiAccess } from '@wrapsmith/core';
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireOwner } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './api-access.handlers.ts';

const routes = CONTRACT.apiAccess;

/** 403 PLAN_REQUIRED unless the shop is on the Pro plan. */
const requireApiPlan = createMiddleware<AuthedEnv>(async function requireApiPlan(c, next) {
  if (!hasApiAccess(c.get('viewer').shop.planKey)) throw new ApiError(403, 'PLAN_REQUIRED', API_ACCESS_MESSAGES.planRequired);
  await next();
});

const guards = [requireOwner(API_ACCESS_MESSAGES.ownerOnly), requireApiPlan] as const;

export function apiKeyRoutes() {
  return new Hono<AuthedEnv>()
    .use(...guards)
    .get('/', (c) => h.listKeys(c))
    .post('/', validate('json', routes.createApiKey.request.body), (c) => h.createKey(c, c.req.valid('json')))
    .delete('/:id', validate('param', routes.revokeApiKey.request.params), (c) => h.revokeKey(c, c.req.valid('param').id));
}

export function webhookRoutes() {
  return new Hono<AuthedEnv>()
    .use(...guards)
    .get('/', (c) => h.listWebhooks(c))
    .post('/', validate('json', routes.createWebhook.request.body), (c) => h.createWebhook(c, c.req.valid('json')))
    .patch('/:id', validate('param', routes.revokeApiKey.request.params), validate('json', routes.updateWebhook.request.body), (c) => h.updateWebhook(c, c.req.valid('param').id, c.req.valid('json')))
    .delete('/:id', validate('param', routes.revokeApiKey.request.params), (c) => h.deleteWebhook(c, c.req.valid('param').id))
    .get('/:id/secret', validate('param', routes.revokeApiKey.request.params), (c) => h.revealSecret(c, c.req.valid('param').id))
    .post('/:id/rotate-secret', validate('param', routes.revokeApiKey.request.params), (c) => h.rotateSecret(c, c.req.valid('param').id))
    .get('/:id/deliveries', validate('param', routes.revokeApiKey.request.params), (c) => h.deliveries(c, c.req.valid('param').id))
    .post('/:id/deliveries/:deliveryId/redeliver', validate('param', routes.redeliverWebhook.request.params), (c) =>
      h.redeliverOne(c, c.req.valid('param').id, c.req.valid('param').deliveryId),
    );
}
