import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnv } from '../env.ts';
import { testClock, testDb } from '../test/app.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { onError } from './errors.ts';
import { rateLimit } from './rate-limit.ts';
import { fixedWindows, memoryWindows } from './fixed-window.ts';
import { DIALECT, rateLimits } from '../db/schema/index.ts';
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

describe('rate-limit counters (issue 23 item 16)', () => {
  const keysHeld = async (db: Awaited<ReturnType<typeof testDb>>, windows: ReturnType<typeof fixedWindows>) =>
    DIALECT === 'postgres' ? (await db.select().from(rateLimits)).length : (windows as ReturnType<typeof memoryWindows>).size;

  it('keeps no counter for a refused request, on either engine, while the refused still count on open windows', async () => {
    const db = await testDb({ catalogue: false });
    const windows = fixedWindows();
    const ip = { key: 'forgot:ip:203.0.113.7', windowMs: 60_000, max: 3 };
    const email = (n: number) => ({ key: `forgot:email:${n}@x.test`, windowMs: 60_000, max: 5 });
    for (let i = 0; i < 3; i++) expect((await windows.hit(db, [ip, email(i)], 1_000, { refusedCounts: true })).ok).toBe(true);
    for (let i = 3; i < 300; i++) expect((await windows.hit(db, [ip, email(i)], 2_000, { refusedCounts: true })).ok).toBe(false);
    expect(await keysHeld(db, windows)).toBe(4);
    expect(await windows.peek(db, ip, 2_000)).toBe(300);
    // The window ends: the next hit starts a fresh one.
    expect((await windows.hit(db, [ip, email(0)], 61_001, { refusedCounts: true })).ok).toBe(true);
    expect(await windows.peek(db, ip, 61_001)).toBe(1);
  });

  it('drops ended windows as time passes and never holds more keys than its cap', async () => {
    const windows = memoryWindows(100);
    const db = undefined as unknown as Awaited<ReturnType<typeof testDb>>;
    for (let i = 0; i < 150; i++) await windows.hit(db, [{ key: `k${i}`, windowMs: 1_000, max: 5 }], i, { refusedCounts: false });
    expect(windows.size).toBe(100);
    // The oldest went first: the newest are still counted.
    expect(await windows.peek(db, { key: 'k149', windowMs: 1_000 }, 150)).toBe(1);
    expect(await windows.peek(db, { key: 'k0', windowMs: 1_000 }, 150)).toBe(0);
    await windows.hit(db, [{ key: 'later', windowMs: 60_000, max: 5 }], 2_000, { refusedCounts: false });
    expect(windows.size).toBe(1);
  });

  it('costs the same per hit with 20,000 live keys as with 10 (no scan of the map)', async () => {
    const db = undefined as unknown as Awaited<ReturnType<typeof testDb>>;
    const timeHits = async (liveKeys: number) => {
      const windows = memoryWindows();
      for (let i = 0; i < liveKeys; i++) await windows.hit(db, [{ key: `live${i}`, windowMs: 3_600_000, max: 5 }], 0, { refusedCounts: false });
      const started = performance.now();
      for (let i = 0; i < 3_000; i++) await windows.hit(db, [{ key: `new${i}`, windowMs: 3_600_000, max: 5 }], 1, { refusedCounts: true });
      return performance.now() - started;
    };
    // The quickest of five runs each, so a busy machine's pauses (CI runs the browser suite beside this) do not count.
    const quickest = async (liveKeys: number) => {
      let best = Infinity;
      for (let run = 0; run < 5; run++) best = Math.min(best, await timeHits(liveKeys));
      return best;
    };
    await timeHits(10);
    const small = await quickest(10);
    const large = await quickest(20_000);
    expect(large).toBeLessThan(Math.max(small * 5, 100));
  });
});
