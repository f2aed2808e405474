// Typed calls of docs/api.md "API keys and webhooks" (issue 24 item 4): the owner's keys and webhook endpoints.
import type { ApiKeyDto, ApiScope, CreatedApiKeyDto, WebhookDeliveryDto, WebhookEndpointDto, WebhookEventType } from '@wrapsmith/core/rules';
import type { KyInstance } from 'ky';

type Saved<T> = { data: T; message: string };
const at = (id: string) => encodeURIComponent(id);

export function developerEndpoints(http: KyInstance) {
  return {
    keys: () => http.get('user/api-keys').json<{ data: ApiKeyDto[] }>(),
    createKey: (body: { name: string; scopes: ApiScope[] }) => http.post('user/api-keys', { json: body }).json<Saved<CreatedApiKeyDto>>(),
    revokeKey: (id: string) => http.delete(`user/api-keys/${at(id)}`).json<Saved<ApiKeyDto>>(),
    webhooks: () => http.get('user/webhooks').json<{ data: WebhookEndpointDto[] }>(),
    createWebhook: (body: { url: string; events: WebhookEventType[] }) =>
      http.post('user/webhooks', { json: body }).json<Saved<{ endpoint: WebhookEndpointDto; secret: string }>>(),
    updateWebhook: (id: string, body: { url?: string; events?: WebhookEventType[]; enabled?: boolean }) =>
      http.patch(`user/webhooks/${at(id)}`, { json: body }).json<Saved<WebhookEndpointDto>>(),
    deleteWebhook: (id: string) => http.delete(`user/webhooks/${at(id)}`).json<Saved<{ _id: string }>>(),
    secret: (id: string) => http.get(`user/webhooks/${at(id)}/secret`).json<{ data: { secret: string } }>(),
    rotateSecret: (id: string) => http.post(`user/webhooks/${at(id)}/rotate-secret`).json<Saved<{ secret: string }>>(),
    deliveries: (id: string) => http.get(`user/webhooks/${at(id)}/deliveries`).json<{ data: WebhookDeliveryDto[] }>(),
    redeliver: (id: string, deliveryId: string) => http.post(`user/webhooks/${at(id)}/deliveries/${at(deliveryId)}/redeliver`).json<Saved<WebhookDeliveryDto>>(),
  };
}
