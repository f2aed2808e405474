// The API's own routes: health, this contract as OpenAPI, and the development helpers (never in production).
import * as z from 'zod/mini';
import { outboxQuery } from './queries.ts';
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

/** What each route of `systemRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const systemHealthAnswer = data(z.object({ ok: z.literal(true) }));

export const systemAnswers = {
  health: systemHealthAnswer,
} as const;

export const systemRoutes = {
  health: /* @__PURE__ */ route({ method: 'get', path: '/api/v1/health', summary: 'The API answers', tags: ['System'], auth: 'none', responses: { 200: systemHealthAnswer } }),
  openApi: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document (readable at /api/docs)',
    tags: ['System'],
    auth: 'none',
    responses: { 200: { contentType: 'application/json', description: 'The OpenAPI 3.1 document' } },
  }),
} as const;

/** What each route of `devRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const devOutboxAnswer = data(z.array(outboxEmailDto));

export const devAnswers = {
  outbox: devOutboxAnswer,
} as const;

export const devRoutes = {
  outbox: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/dev/outbox',
    summary: 'The last 50 emails the outbox stored, newest first (development only)',
    tags: ['Development'],
    auth: 'none',
    devOnly: true,
    request: { query: outboxQuery },
    responses: { 200: devOutboxAnswer },
  }),
} as const;
