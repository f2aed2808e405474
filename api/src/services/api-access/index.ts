// The public API for Pro shops: API keys, webhook endpoints, their events and deliveries (decision 077).
export * from './keys.ts';
export * from './webhooks.ts';
export * from './events.ts';
export * from './deliveries.ts';
export { postWebhook, webhookUrlProblem, WEBHOOK_TIMEOUT_MS } from './send.ts';
