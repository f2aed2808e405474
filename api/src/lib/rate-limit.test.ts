import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnv } from '../env.ts';
import { testClock, testDb } from '../test/app.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { onError } from './errors.ts';
import { rateLimit } from './rate-limit.ts';
import { validate } from './validate.ts';

async function app(envOverrides: Record<string, string> = {}) {
  const clock = testClock();
  // The counters live in the database on PostgreSQL (lib/fixed-window.ts).
  const deps = { env: loadEnv({ NODE_ENV: 'test', ...envOverrides }), now: clock.now, db: await testDb() } as AppDeps;
  const a = new Hono<AppEnv>();
  a.onError(onError(() => {}));
  a.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  a.post('/x', rateLimit({ name: 'x', windowMs: 60_000, perIp: 3, perEmail: 2 }), (c) => c.json({ ok: true }));
  a.post('/v', rateLimit({ name: 'v', perEmail: 5 }), validate('json', z.object({ email: z.string() })), (c) => c.json(c.req.valid('json')));
  const post = (body: unknown, headers: Record<string, string> = {}, path = '/x') =>
    a.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { post, clock };
}

describe('rateLimit', () => {
  it('limits one email, whatever its case, and opens again in the next window', async () => {
    const { post, clock } = await app();
    expect((await post({ email: 'a@x.test' })).status).toBe(200);
    expect((await post({ email: ' A@X.test ' })).status).toBe(200);
    const limited = await post({ email: 'a@x.test' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await post({ email: 'b@x.test' })).status).toBe(429);
    clock.advance(60_000);
    expect((await post({ email: 'a@x.test' })).status).toBe(200);
  });

  it('limits by IP, from X-Forwarded-For only behind a trusted proxy', async () => {
    const trusted = await app({ TRUST_PROXY: 'true' });
    for (let i = 0; i < 3; i++) expect((await trusted.post({}, { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' })).status).toBe(200);
    expect((await trusted.post({}, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    expect((await trusted.post({}, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);

    const direct = await app();
    for (let i = 0; i < 3; i++) expect((await direct.post({}, { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(200);
    expect((await direct.post({}, { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);
  });

  it('reads the body without taking it from the validator, malformed or not', async () => {
    const { post } = await app();
    const ok = await post({ email: 'a@x.test' }, {}, '/v');
    expect(await ok.json()).toEqual({ email: 'a@x.test' });
    const malformed = await post('{"email": ', {}, '/v');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { message: string } }).error.message).toBe('The request body is not valid JSON.');
  });
});
