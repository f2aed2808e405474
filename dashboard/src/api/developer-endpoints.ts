// Typed calls of docs/api.md "API keys and webhooks" (issue 24 item 4): the owner's keys and webhook endpoints.
// Answers are read through their route schemas (answers/developer.ts, loaded with the first call).
import type { ApiScope, WebhookEventType } from '@wrapsmith/core/rules';
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/developer.ts');
const at = (id: string) => encodeURIComponent(id);

export function developerEndpoints(http: KyInstance) {
  return {
    keys: () => lazyAnswer(http.get('user/api-keys'), schemas, 'keys'),
    createKey: (body: { name: string; scopes: ApiScope[] }) => lazyAnswer(http.post('user/api-keys', { json: body }), schemas, 'createKey'),
    revokeKey: (id: string) => lazyAnswer(http.delete(`user/api-keys/${at(id)}`), schemas, 'revokeKey'),
    webhooks: () => lazyAnswer(http.get('user/webhooks'), schemas, 'webhooks'),
    createWebhook: (body: { url: string; events: WebhookEventType[] }) => lazyAnswer(http.post('user/webhooks', { json: body }), schemas, 'createWebhook'),
    updateWebhook: (id: string, body: { url?: string; events?: WebhookEventType[]; enabled?: boolean }) =>
      lazyAnswer(http.patch(`user/webhooks/${at(id)}`, { json: body }), schemas, 'updateWebhook'),
    deleteWebhook: (id: string) => lazyAnswer(http.delete(`user/webhooks/${at(id)}`), schemas, 'deleteWebhook'),
    secret: (id: string) => lazyAnswer(http.get(`user/webhooks/${at(id)}/secret`), schemas, 'secret'),
    rotateSecret: (id: string) => lazyAnswer(http.post(`user/webhooks/${at(id)}/rotate-secret`), schemas, 'rotateSecret'),
    deliveries: (id: string) => lazyAnswer(http.get(`user/webhooks/${at(id)}/deliveries`), schemas, 'deliveries'),
    redeliver: (id: string, deliveryId: string) => lazyAnswer(http.post(`user/webhooks/${at(id)}/deliveries/${at(deliveryId)}/redeliver`), schemas, 'redeliver'),
  };
}
