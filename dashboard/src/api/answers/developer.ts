// The developer area's answer schemas (developer-endpoints.ts: API keys and webhooks), in a chunk of their own: see lazy-answer.ts.
import { apiAccessAnswers } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  keys: apiAccessAnswers.listApiKeys,
  createKey: apiAccessAnswers.createApiKey,
  revokeKey: apiAccessAnswers.revokeApiKey,
  webhooks: apiAccessAnswers.listWebhooks,
  createWebhook: apiAccessAnswers.createWebhook,
  updateWebhook: apiAccessAnswers.updateWebhook,
  deleteWebhook: apiAccessAnswers.deleteWebhook,
  secret: apiAccessAnswers.revealWebhookSecret,
  rotateSecret: apiAccessAnswers.rotateWebhookSecret,
  deliveries: apiAccessAnswers.listWebhookDeliveries,
  redeliver: apiAccessAnswers.redeliverWebhook,
};
