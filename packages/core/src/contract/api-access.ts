// /api/v1/user/api-keys and /api/v1/user/webhooks (issue 24 item 4, decision 077): the shop owner's, on the Pro plan.
import { z } from 'zod/mini';
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

export const apiAccessRoutes = {
  listApiKeys: route({ method: 'get', path: '/api/v1/user/api-keys', summary: 'The shop’s API keys (owner, Pro)', tags, auth: 'bearer', responses: { 200: data(z.array(apiKeyDto)) } }),
  createApiKey: route({
    method: 'post',
    path: '/api/v1/user/api-keys',
    summary: 'Make an API key with scopes; its secret is in this answer only',
    tags,
    auth: 'bearer',
    request: { body: createApiKeyInput },
    responses: { 201: data(z.object({ key: apiKeyDto, secret: z.string() })) },
  }),
  revokeApiKey: route({ method: 'delete', path: '/api/v1/user/api-keys/:id', summary: 'Revoke an API key', tags, auth: 'bearer', request: { params: idParam }, responses: { 200: data(apiKeyDto) } }),
  listWebhooks: route({ method: 'get', path: '/api/v1/user/webhooks', summary: 'The shop’s webhook endpoints', tags, auth: 'bearer', responses: { 200: data(z.array(webhookEndpointDto)) } }),
  createWebhook: route({
    method: 'post',
    path: '/api/v1/user/webhooks',
    summary: 'Add a webhook endpoint; its signing secret is in the answer',
    tags,
    auth: 'bearer',
    request: { body: createWebhookInput },
    responses: { 201: data(z.object({ endpoint: webhookEndpointDto, secret: z.string() })) },
  }),
  updateWebhook: route({
    method: 'patch',
    path: '/api/v1/user/webhooks/:id',
    summary: 'Change an endpoint’s URL, events or on/off',
    tags,
    auth: 'bearer',
    request: { params: idParam, body: updateWebhookInput },
    responses: { 200: data(webhookEndpointDto) },
  }),
  deleteWebhook: route({ method: 'delete', path: '/api/v1/user/webhooks/:id', summary: 'Delete a webhook endpoint', tags, auth: 'bearer', request: { params: idParam }, responses: { 200: data(z.object({ _id: z.string() })) } }),
  revealWebhookSecret: route({ method: 'get', path: '/api/v1/user/webhooks/:id/secret', summary: 'An endpoint’s signing secret', tags, auth: 'bearer', request: { params: idParam }, responses: { 200: data(secretDto) } }),
  rotateWebhookSecret: route({ method: 'post', path: '/api/v1/user/webhooks/:id/rotate-secret', summary: 'Replace an endpoint’s signing secret', tags, auth: 'bearer', request: { params: idParam }, responses: { 200: data(secretDto) } }),
  listWebhookDeliveries: route({ method: 'get', path: '/api/v1/user/webhooks/:id/deliveries', summary: 'An endpoint’s latest deliveries', tags, auth: 'bearer', request: { params: idParam }, responses: { 200: data(z.array(webhookDeliveryDto)) } }),
  redeliverWebhook: route({
    method: 'post',
    path: '/api/v1/user/webhooks/:id/deliveries/:deliveryId/redeliver',
    summary: 'Send a delivery again (same webhook-id)',
    tags,
    auth: 'bearer',
    request: { params: deliveryParam },
    responses: { 201: data(webhookDeliveryDto) },
  }),
} as const;
