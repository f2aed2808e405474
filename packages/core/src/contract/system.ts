// The API's own routes: health, this contract as OpenAPI, and the development helpers (never in production).
import { z } from 'zod/mini';
import { z as zc } from 'zod';
import { emailField } from '../fields.ts';
import { data, route } from './route.ts';

export const outboxEmailDto = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  tag: z.string(),
  status: z.enum(['stored', 'sending', 'sent', 'failed']),
  createdAt: z.string(),
});
export type OutboxEmailDto = z.infer<typeof outboxEmailDto>;

export const systemRoutes = {
  health: route({ method: 'get', path: '/api/v1/health', summary: 'The API answers', tags: ['System'], auth: 'none', responses: { 200: data(z.object({ ok: z.literal(true) })) } }),
  openApi: route({
    method: 'get',
    path: '/api/v1/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document (readable at /api/docs)',
    tags: ['System'],
    auth: 'none',
    responses: { 200: { contentType: 'application/json', description: 'The OpenAPI 3.1 document' } },
  }),
} as const;

export const devRoutes = {
  outbox: route({
    method: 'get',
    path: '/api/v1/dev/outbox',
    summary: 'The last 50 emails the outbox stored, newest first (development only)',
    tags: ['Development'],
    auth: 'none',
    devOnly: true,
    request: { query: zc.strictObject({ to: zc.optional(emailField) }) },
    responses: { 200: data(z.array(outboxEmailDto)) },
  }),
} as const;
