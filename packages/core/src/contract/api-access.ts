// /api/v1/user/api-keys and /api/v1/user/webhooks (issue 24 item 4, decision 077): the shop owner's, on the Pro plan.
import * as z from 'zod/mini';
import { createApiKeyInput, createWebhookInput, updateWebhookInput } from '../api-access.ts';
import { API_SCOPE_KEYS, WEBHOOK_EVENT_KEYS } from '../api-access-rules.ts';
import { idParam } from './films.ts';
import { data, isoTime, nullable, route } from './route.ts';

/** An API key as the owner sees it: never its secret, which only the answer that made it carries. */
export const apiKeyDto = z.object({
  _id: z.string(),
  name: z.string(),
  /** `ws_live_` and the secret's next four characters. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPE_KEYS)),
  createdAt: isoTime,
  lastUsedAt: nullable(isoTime),
  revokedAt: nullable(isoTime),
});

export const webhookEndpointDto = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_KEYS)),
  enabled: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const webhookDeliveryDto = z.object({
  _id: z.string(),
  /** The `webhook-id` header: the same on every attempt and on a redelivery. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  maxAttempts: z.number(),
  nextAttemptAt: nullable(isoTime),
  lastAttemptAt: nullable(isoTime),
  responseStatus: nullable(z.number()),
  lastError: nullable(z.string()),
  createdAt: isoTime,
  deliveredAt: nullable(isoTime),
  /** The body sent: `{ type, timestamp, data }`. */
  payload: z.unknown(),
});

const deliveryParam = z.object({ id: idParam.shape.id, deliveryId: idParam.shape.id });
const secretDto = z.object({ secret: z.string() });
const tags = ['API access'];

/** What each route of `apiAccessRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const apiAccessListApiKeysAnswer = data(z.array(apiKeyDto));
const apiAccessCreateApiKeyAnswer = data(z.object({ key: apiKeyDto, secret: z.string() }));
const apiAccessRevokeApiKeyAnswer = data(apiKeyDto);
const apiAccessListWebhooksAnswer = data(z.array(webhookEndpointDto));
const apiAccessCreateWebhookAnswer = data(z.object({ endpoint: webhookEndpointDto, secret: z.string() }));
const apiAccessUpdateWebhookAnswer = data(webhookEndpointDto);
const apiAccessDeleteWebhookAnswer = data(z.object({ _id: z.string() }));
const apiAccessRevealWebhookSecretAnswer = data(secretDto);
const apiAccessRotateWebhookSecretAnswer = data(secretDto);
const apiAccessListWebhookDeliveriesAnswer = data(z.array(webhookDeliveryDto));
const apiAccessRedeliverWebhookAnswer = data(webhookDeliveryDto);

export const apiAccessAnswers = {
  listApiKeys: apiAccessListApiKeysAnswer,
  createApiKey: apiAccessCreateApiKeyAnswer,
  revokeApiKey: apiAccessRevokeApiKeyAnswer,
  listWebhooks: apiAccessListWebhooksAnswer,
  createWebhook: apiAccessCreateWebhookAnswer,
  updateWebhook: apiAccessUpdateWebhookAnswer,
  deleteWebhook: apiAccessDeleteWebhookAnswer,
  revealWebhookSecret: apiAccessRevealWebhookSecretAnswer,
  rotateWebhookSecret: apiAccessRotateWebhookSecretAnswer,
  listWebhookDeliveries: apiAccessListWebhookDeliveriesAnswer,
  redeliverWebhook: apiAccessRedeliverWebhookAnswer,
} as const;

export const apiAccessRoutes = {
  listApiKeys: /* @__PURE__ */ route({ method: 'get', path: '/api/v1/user/api-keys', summary: 'The shop’s API keys (owner, Pro)', tags, auth: 'bearer', responses: { 200: apiAccessListApiKeysAnswer } }),
  createApiKey: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/api-keys',
    summary: 'Make an API key with scopes; its secret is in this answer only',
    tags,
    auth: 'bearer',
    request: { body: createApiKeyInput },
    responses: { 201: apiAccessCreateApiKeyAnswer },
  }),
  revokeApiKey: /* @__PURE__ */ route({ method: 'delete', path: '/api/v1/user/api-keys/:id', summary: 'Revoke an API key', tags, auth: 'bearer', request: { params: idParam }, responses: { 200: apiAccessRevokeApiKeyAnswer } }),
  listWebhooks: /* @__PURE__ */ route({ method: 'get', path: '/api/v1/user/webhooks', summary: 'The shop’s webhook endpoints', tags, auth: 'bearer', responses: { 200: apiAccessListWebhooksAnswer } }),
  createWebhook: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/webhooks',
    summary: 'Add a webhook endpoint; its signing secret is in the answer',
    tags,
    auth: 'bearer',
    request: { body: createWebhookInput },
    responses: { 201: apiAccessCreateWebhookAnswer },
  }),
  updateWebhook: /* @__PURE__ */ route({
    method: 'patch',
    path: '/api/v1/user/webhooks/:id',
    summary: 'Change an endpoint’s URL, events or on/off',
    tags,
    auth: 'bearer',
    request: { params: idParam, body: updateWebhookInput },
    responses: { 200: apiAccessUpdateWebhookAnswer },
  }),
  deleteWebhook: /* @__PURE__ */ route({ method: 'delete', path: '/api/v1/user/webhooks/:id', summary: 'Delete a webhook endpoint', tags, auth: 'bearer', request: { params: idParam }, responses: { 200: apiAccessDeleteWebhookAnswer } }),
  revealWebhookSecret: /* @__PURE__ */ route({ method: 'get', path: '/api/v1/user/webhooks/:id/secret', summary: 'An endpoint’s signing secret', tags, auth: 'bearer', request: { params: idParam }, responses: { 200: apiAccessRevealWebhookSecretAnswer } }),
  rotateWebhookSecret: /* @__PURE__ */ route({ method: 'post', path: '/api/v1/user/webhooks/:id/rotate-secret', summary: 'Replace an endpoint’s signing secret', tags, auth: 'bearer', request: { params: idParam }, responses: { 200: apiAccessRotateWebhookSecretAnswer } }),
  listWebhookDeliveries: /* @__PURE__ */ route({ method: 'get', path: '/api/v1/user/webhooks/:id/deliveries', summary: 'An endpoint’s latest deliveries', tags, auth: 'bearer', request: { params: idParam }, responses: { 200: apiAccessListWebhookDeliveriesAnswer } }),
  redeliverWebhook: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/webhooks/:id/deliveries/:deliveryId/redeliver',
    summary: 'Send a delivery again (same webhook-id)',
    tags,
    auth: 'bearer',
    request: { params: deliveryParam },
    responses: { 201: apiAccessRedeliverWebhookAnswer },
  }),
} as const;
