// Typed calls of docs/api.md "API keys and webhooks" (issue 24 item 4): the owner's keys and webhook endpoints.
import { answer } from './read-answer.ts';
import { apiAccessAnswers } from '@wrapsmith/core/contract';
import type { ApiKeyDto, ApiScope, CreatedApiKeyDto, WebhookDeliveryDto, WebhookEndpointDto, WebhookEventType } from '@wrapsmith/core/rules';
import type { KyInstance } from 'ky';

type Saved<T> = { data: T; message: string };
const at = (id: string) => encodeURIComponent(id);

export function developerEndpoints(http: KyInstance) {
  return {
    keys: () => answer(http.get('user/api-keys'), apiAccessAnswers.listApiKeys),
    createKey: (body: { name: string; scopes: ApiScope[] }) => answer(http.post('user/api-keys', { json: body }), apiAccessAnswers.createApiKey),
    revokeKey: (id: string) => answer(http.delete(`user/api-keys/${at(id)}`), apiAccessAnswers.revokeApiKey),
    webhooks: () => answer(http.get('user/webhooks'), apiAccessAnswers.listWebhooks),
    createWebhook: (body: { url: string; events: WebhookEventType[] }) =>
      answer(http.post('user/webhooks', { json: body }), apiAccessAnswers.createWebhook),
    updateWebhook: (id: string, body: { url?: string; events?: WebhookEventType[]; enabled?: boolean }) =>
      answer(http.patch(`user/webhooks/${at(id)}`, { json: body }), apiAccessAnswers.updateWebhook),
    deleteWebhook: (id: string) => answer(http.delete(`user/webhooks/${at(id)}`), apiAccessAnswers.deleteWebhook),
    secret: (id: string) => answer(http.get(`user/webhooks/${at(id)}/secret`), apiAccessAnswers.revealWebhookSecret),
    rotateSecret: (id: string) => answer(http.post(`user/webhooks/${at(id)}/rotate-secret`), apiAccessAnswers.rotateWebhookSecret),
    deliveries: (id: string) => answer(http.get(`user/webhooks/${at(id)}/deliveries`), apiAccessAnswers.listWebhookDeliveries),
    redeliver: (id: string, deliveryId: string) => answer(http.post(`user/webhooks/${at(id)}/deliveries/${at(deliveryId)}/redeliver`), apiAccessAnswers.redeliverWebhook),
  };
}
