// Request contracts of /user/api-keys and /user/webhooks (issue 24 item 4, decision 077).
import { z } from 'zod';
import { API_SCOPE_KEYS, WEBHOOK_EVENT_KEYS } from './api-access-rules.ts';

export * from './api-access-rules.ts';

/** POST /user/api-keys. */
export const createApiKeyInput = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name is too long'),
  scopes: z.array(z.enum(API_SCOPE_KEYS, { error: `Scopes must be some of ${API_SCOPE_KEYS.join(', ')}` })).min(1, 'Choose at least one scope'),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

const webhookUrl = z
  .string()
  .trim()
  .max(2000, 'URL is too long')
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, 'Enter a full https:// URL');
const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_KEYS, { error: `Events must be some of ${WEBHOOK_EVENT_KEYS.join(', ')}` }))
  .min(1, 'Choose at least one event');

/** POST /user/webhooks. */
export const createWebhookInput = z.strictObject({ url: webhookUrl, events: webhookEvents });
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

/** PATCH /user/webhooks/:id: any of them. */
export const updateWebhookInput = z.strictObject({ url: webhookUrl.optional(), events: webhookEvents.optional(), enabled: z.boolean().optional() });
export type UpdateWebhookInput = z.infer<typeof updateWebhookInput>;

