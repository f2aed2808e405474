// Issue 23 item 11: hostile JSON answers 400 in the house error shape, never 500: 5,000 nested arrays on any JSON
// endpoint (and in the JSON fields of the photo forms), and a widget lead's preferredDate that is no calendar day.
import { describe, expect, it } from 'vitest';
import { dbSnapshot, json, makeTestApp } from '../test/app.ts';
import { body, renderBody, SHOP_ORIGIN, widgetApp } from '../test/widget.ts';
import { BODY_MESSAGES, MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';

type ErrorBody = { error: { code: string; message: string } };

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('issue 23 item 11: deeply nested JSON', () => {
  it('answers 400 for 5,000 nested arrays on JSON endpoints, alone or inside an object', async () => {
    const t = await makeTestApp();
    const bodies = [nested(5000), `{"email":${nested(5000)},"password":"x"}`, `{"email":"a@b.test","password":"x","extra":{"a":${nested(5000)}}}`];
    for (const path of ['/api/v1/auth/login', '/api/v1/auth/sign-up', '/api/v1/auth/verify-otp', '/api/v1/auth/forgot-password-request', '/api/v1/public/contact', '/api/v1/public/update-booking-status']) {
      for (const text of bodies) {
        const res = await t.app.request(path, json('POST', text));
        expect([path, res.status]).toEqual([path, 400]);
        expect((await body<ErrorBody>(res)).error).toEqual({ code: 'BAD_REQUEST', message: BODY_MESSAGES.tooDeep });
      }
    }
  });

  it('answers 400 on the widget’s JSON routes, writing nothing', async () => {
    const t = await widgetApp({ credits: 3 });
    await t.call('config');
    const before = await dbSnapshot(t.deps);
    for (const path of ['render', 'leads']) {
      const res = await t.app.request(`/api/v1/widget/${t.key.key}/${path}`, {
        method: 'POST',
        headers: { origin: SHOP_ORIGIN, 'content-type': 'application/json', 'x-wrapsmith-visitor': 'visitor-0123456789abcdef' },
        body: nested(5000),
      });
      expect([path, res.status]).toEqual([path, 400]);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('counts depth outside strings only, and takes the nesting real bodies use', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ note: '['.repeat(5000), quoted: 'say \\"[[[' }), 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ zones: { roof: { film: { hex: '#000' } } } }), MAX_JSON_DEPTH)).toBe(false);
  });
});

describe('issue 23 item 11: a widget lead’s impossible date', () => {
  it('answers preferredDate 2026-13-01 (and 2026-00-10, 2026-12-32) with 400, storing nothing', async () => {
    const t = await widgetApp({ credits: 5 });
    const render = await t.call('render', { body: renderBody() });
    expect(render.status).toBe(200);
    const { renderId } = (await body<{ data: { renderId: string } }>(render)).data;
    t.clock.advance(10_000);
    const before = await dbSnapshot(t.deps);
    for (const [i, preferredDate] of ['2026-13-01', '2026-00-10', '2026-12-32', '9999-99-99'].entries()) {
      const res = await t.call('leads', {
        body: { renderId, name: 'Dana Reyes', email: `date-${i}@example.com`, preferredDate, consent: true, pageUrl: `${SHOP_ORIGIN}/wraps`, website: '', startedAt: t.deps.now().getTime() - 30_000 },
      });
      expect([preferredDate, res.status]).toEqual([preferredDate, 400]);
      expect((await body<ErrorBody>(res)).error.message).toMatch(/Preferred date must be a date like 2026-07-01/);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });
});
