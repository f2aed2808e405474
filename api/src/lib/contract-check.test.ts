// issue 24 item 2: under test, an answer that breaks the contract fails loudly (a 500 naming the issues).
import { CONTRACT, route } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { makeTestApp } from '../test/app.ts';
import { CONTRACT_MISMATCH, contractCheck } from './contract-check.ts';

const settings = CONTRACT.films.getCatalogSettings;

function appAnswering(body: unknown, status: 200 | 201 | 404 = 200) {
  const onMismatch = vi.fn();
  const app = new Hono().use(contractCheck({ routes: [settings], onMismatch })).get(settings.path, (c) => c.json(body as object, status));
  return { app, onMismatch };
}

describe('contract check (issue 24 item 2)', () => {
  it('passes an answer the contract describes', async () => {
    const { app, onMismatch } = appAnswering({ data: { hiddenBrands: ['3m'], hiddenFilms: [] } });
    expect((await app.request(settings.path)).status).toBe(200);
    expect(onMismatch).not.toHaveBeenCalled();
  });

  it('turns a wrong answer into a 500 naming the field', async () => {
    const { app, onMismatch } = appAnswering({ data: { hiddenBrands: '3m', hiddenFilms: [] } });
    const res = await app.request(settings.path);
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(CONTRACT_MISMATCH);
    expect(body.error.message).toMatch(/GET \/api\/v1\/user\/catalog\/settings \(200\).*data\.hiddenBrands/);
    expect(onMismatch).toHaveBeenCalledOnce();
  });

  it('refuses a field the contract does not name, a status it does not declare, and an error in another shape', async () => {
    const extra = await appAnswering({ data: { hiddenBrands: [], hiddenFilms: [], secret: 1 } }).app.request(settings.path);
    expect(extra.status).toBe(500);
    expect(await extra.text()).toMatch(/data\.secret: not in the contract/);
    expect((await appAnswering({ data: { hiddenBrands: [], hiddenFilms: [] } }, 201).app.request(settings.path)).status).toBe(500);
    expect((await appAnswering({ message: 'gone' }, 404).app.request(settings.path)).status).toBe(500);
    expect((await appAnswering({ error: { message: 'gone', code: 'NOT_FOUND' } }, 404).app.request(settings.path)).status).toBe(404);
  });

  it('takes an error’s details as field problems or as facts of the refusal (a 429’s retryAfter, a 428’s challenge)', async () => {
    const limited = { error: { message: 'Slow down', code: 'RATE_LIMITED', details: { limit: 'visitor', retryAfter: 60 } } };
    const fields = { error: { message: 'Bad', code: 'VALIDATION_FAILED', details: [{ path: 'name', message: 'Bad' }] } };
    for (const body of [limited, fields]) {
      const { app, onMismatch } = appAnswering(body, 404);
      expect((await app.request(settings.path)).status).toBe(404);
      expect(onMismatch).not.toHaveBeenCalled();
    }
  });

  it('leaves a compressed JSON answer unread (its uncompressed twin is the one checked)', async () => {
    const onMismatch = vi.fn();
    const app = new Hono()
      .use(contractCheck({ routes: [settings], onMismatch }))
      .get(settings.path, () => new Response('not json once packed', { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } }));
    expect((await app.request(settings.path)).status).toBe(200);
    expect(onMismatch).not.toHaveBeenCalled();
  });

  it('is on for the whole API suite: a handler answering off-contract fails the request', async () => {
    // The real app, with a declaration its handler does not meet: the check is mounted by createApp under test.
    const { app } = await makeTestApp();
    const res = await app.request('/api/v1/user/catalog/settings');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    const wrong = route({ ...settings, responses: { 200: z.object({ data: z.string() }) } });
    const checked = new Hono().use(contractCheck({ routes: [wrong] })).get(wrong.path, (c) => c.json({ data: { hiddenBrands: [], hiddenFilms: [] } }));
    expect((await checked.request(wrong.path)).status).toBe(500);
  });
});
