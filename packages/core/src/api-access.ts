// Request contracts of /user/api-keys and /user/webhooks (issue 24 item 4, decision 077).
import * as z from 'zod/mini';
import { API_SCOPE_KEYS, WEBHOOK_EVENT_KEYS } from './api-access-rules.ts';

export * from './api-access-rules.ts';

/** POST /user/api-keys. */
export const createApiKeyInput = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(80, 'Name is too long')),
  scopes: z.array(z.enum(API_SCOPE_KEYS, { error: `Scopes must be some of ${API_SCOPE_KEYS.join(', ')}` })).check(z.minLength(1, 'Choose at least one scope')),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

const webhookUrl = z.string().check(z.trim(), z.maxLength(2000, 'URL is too long'), z.regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, 'Enter a full https:// URL'));
const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_KEYS, { error: `Events must be some of ${WEBHOOK_EVENT_KEYS.join(', ')}` }))
  .check(z.minLength(1, 'Choose at least one event'));

/** POST /user/webhooks. */
export const createWebhookInput = z.strictObject({ url: webhookUrl, events: webhookEvents });
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

/** PATCH /user/webhooks/:id: any of them. */
export const updateWebhookInput = z.strictObject({ url: z.optional(webhookUrl), events: z.optional(webhookEvents), enabled: z.optional(z.boolean()) });
export type UpdateWebhookInput = z.infer<typeof updateWebhookInput>;

