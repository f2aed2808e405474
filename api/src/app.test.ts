import { describe, expect, it } from 'vitest';
import { json, makeTestApp } from './test/app.ts';

describe('app', () => {
  it('answers health', async () => {
    const { app } = makeTestApp();
    const res = await app.request('/api/v1/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ok: true } });
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const { app } = makeTestApp();
    for (const p of ['/api/v1/nope', '/api/v2/x', '/api/other']) {
      const res = await app.request(p);
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: { message: string; code: string } };
      expect(body.error.code).toBe('NOT_FOUND');
      expect(body.error.message).toMatch(/No route/);
    }
  });

  it('rejects oversized bodies with 413', async () => {
    const { app } = makeTestApp();
    const res = await app.request('/api/v1/health', json('POST', { big: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
