// The owner's API keys and webhook endpoints (issue 24 item 4, decision 077), under /api/v1/user/api-keys and
// /api/v1/user/webhooks.
import type { ApiKeyDto, ApiScope, CreateApiKeyInput, CreateWebhookInput, UpdateWebhookInput, WebhookDeliveryDto, WebhookEndpointDto, WebhookEventType } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '../../db/schema/index.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import {
  createApiKey,
  createEndpoint,
  deleteEndpoint,
  findEndpoint,
  listApiKeys,
  listDeliveries,
  listEndpoints,
  MAX_ATTEMPTS,
  redeliver,
  revokeApiKey,
  rotateEndpointSecret,
  updateEndpoint,
} from '../../services/api-access/index.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toApiKeyDto(k: ApiKey): ApiKeyDto {
  return { _id: k.id, name: k.name, prefix: k.prefix, scopes: k.scopes as ApiScope[], createdAt: k.createdAt.toISOString(), lastUsedAt: iso(k.lastUsedAt), revokedAt: iso(k.revokedAt) };
}

export function toEndpointDto(e: WebhookEndpoint): WebhookEndpointDto {
  return { _id: e.id, url: e.url, events: e.events as WebhookEventType[], enabled: e.enabled, createdAt: e.createdAt.toISOString(), updatedAt: e.updatedAt.toISOString() };
}

export function toDeliveryDto(d: WebhookDelivery): WebhookDeliveryDto {
  return {
    _id: d.id,
    messageId: d.messageId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    maxAttempts: MAX_ATTEMPTS,
    nextAttemptAt: iso(d.nextAttemptAt),
    lastAttemptAt: iso(d.lastAttemptAt),
    responseStatus: d.responseStatus,
    lastError: d.lastError,
    createdAt: d.createdAt.toISOString(),
    deliveredAt: iso(d.deliveredAt),
    payload: JSON.parse(d.payload) as unknown,
  };
}

const policy = (c: Context<AuthedEnv>) => ({ allowPrivate: c.get('deps').env.WEBHOOK_ALLOW_PRIVATE_URLS });

export async function listKeys(c: Context<AuthedEnv>) {
  return c.json({ data: (await listApiKeys(c.get('deps').db, c.get('viewer').scope)).map(toApiKeyDto) });
}

export async function createKey(c: Context<AuthedEnv>, input: CreateApiKeyInput) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const { key, secret } = await createApiKey(deps.db, viewer.scope, viewer.user.id, input, deps.now());
  return c.json({ data: { key: toApiKeyDto(key), secret }, message: 'Copy this key now: it is shown only once.' }, 201);
}

export async function revokeKey(c: Context<AuthedEnv>, id: string) {
  const key = await revokeApiKey(c.get('deps').db, c.get('viewer').scope, id, c.get('deps').now());
  return c.json({ data: toApiKeyDto(key), message: 'API key revoked' });
}

export async function listWebhooks(c: Context<AuthedEnv>) {
  return c.json({ data: (await listEndpoints(c.get('deps').db, c.get('viewer').scope)).map(toEndpointDto) });
}

export async function createWebhook(c: Context<AuthedEnv>, input: CreateWebhookInput) {
  const endpoint = await createEndpoint(c.get('deps').db, c.get('viewer').scope, input, policy(c), c.get('deps').now());
  return c.json({ data: { endpoint: toEndpointDto(endpoint), secret: endpoint.secret }, message: 'Webhook endpoint added' }, 201);
}

export async function updateWebhook(c: Context<AuthedEnv>, id: string, input: UpdateWebhookInput) {
  const endpoint = await updateEndpoint(c.get('deps').db, c.get('viewer').scope, id, input, policy(c), c.get('deps').now());
  return c.json({ data: toEndpointDto(endpoint), message: 'Webhook endpoint saved' });
}

export async function deleteWebhook(c: Context<AuthedEnv>, id: string) {
  await deleteEndpoint(c.get('deps').db, c.get('viewer').scope, id);
  return c.json({ data: { _id: id }, message: 'Webhook endpoint deleted' });
}

export async function revealSecret(c: Context<AuthedEnv>, id: string) {
  const endpoint = await findEndpoint(c.get('deps').db, c.get('viewer').scope, id);
  return c.json({ data: { secret: endpoint.secret } });
}

export async function rotateSecret(c: Context<AuthedEnv>, id: string) {
  const endpoint = await rotateEndpointSecret(c.get('deps').db, c.get('viewer').scope, id, c.get('deps').now());
  return c.json({ data: { secret: endpoint.secret }, message: 'New signing secret made: the old one no longer signs deliveries' });
}

export async function deliveries(c: Context<AuthedEnv>, id: string) {
  return c.json({ data: (await listDeliveries(c.get('deps').db, c.get('viewer').scope, id)).map(toDeliveryDto) });
}

export async function redeliverOne(c: Context<AuthedEnv>, id: string, deliveryId: string) {
  const row = await redeliver(c.get('deps').db, c.get('viewer').scope, id, deliveryId, c.get('deps').now());
  return c.json({ data: toDeliveryDto(row), message: 'Sending it again' }, 201);
}
