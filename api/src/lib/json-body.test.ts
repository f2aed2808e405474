// One rule for JSON bodies across the API: any application/…+json type is JSON for the validator and for the
// per-email rate limits alike; another type is 415 and a missing body 400, with nothing written; text holding a
// NUL or a lone surrogate is refused wherever it appears (body, query, path).
import { describe, expect, it } from 'vitest';
import { FULL_FORM, bookingShop, createBooking } from '../routes/bookings/booking-fixtures.ts';
import { bearer, createOwner, dbSnapshot, json, logIn, makeTestApp } from '../test/app.ts';
import { SHOP_ORIGIN, renderBody, widgetApp } from '../test/widget.ts';
import { BODY_MESSAGES } from './json-body.ts';

const VND = 'application/vnd.api+json';

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { message: string; code: string } }).error;
}

describe('per-email limits read every JSON type', () => {
  it('locks out wrong passwords sent as application/vnd.api+json like application/json', async () => {
    const t = await makeTestApp();
    const owner = await createOwner(t.deps.db, { addon: true });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.request('/api/v1/auth/login', json('POST', { email: owner.user.email, password: 'wrong-password' }, { 'content-type': VND }));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits forgot-password requests per email whatever the JSON type', async () => {
    const t = await makeTestApp({}, { TRUST_PROXY: 'true' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const type = i % 2 ? VND : 'application/json; charset=utf-8';
      const res = await t.app.request(
        '/api/v1/auth/forgot-password-request',
        json('POST', { email: 'someone@x.test' }, { 'content-type': type, 'x-forwarded-for': `10.0.1.${i}` }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('limits widget leads per email whatever the JSON type', async () => {
    const t = await widgetApp({ credits: 10, env: { TRUST_PROXY: 'true' } });
    const render = await t.call('render', { body: renderBody() });
    expect(render.status).toBe(200);
    const { renderId } = ((await render.json()) as { data: { renderId: string } }).data;
    // People take longer than the minimum fill time to read the form.
    t.clock.advance(10_000);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.call('leads', {
        body: { renderId, name: 'Dana Reyes', email: 'dana@x.test', consent: true, pageUrl: `${SHOP_ORIGIN}/wraps`, website: '', startedAt: t.deps.now().getTime() - 30_000 },
        headers: { 'content-type': VND, 'x-forwarded-for': `10.0.2.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('a JSON endpoint given something else writes nothing', () => {
  async function signedIn() {
    const t = await bookingShop();
    const { booking } = await createBooking(t, FULL_FORM);
    if (!booking) throw new Error('no booking');
    const saved = await t.app.request('/api/v1/user/catalog/settings', json('PUT', { hiddenBrands: ['3m'], hiddenFilms: [] }, t.auth));
    expect(saved.status).toBe(200);
    return { ...t, bookingId: booking._id };
  }

  const endpoints = (bookingId: string): [string, string][] => [
    ['PUT', '/api/v1/user/catalog/settings'],
    ['PUT', '/api/v1/user/'],
    ['POST', '/api/v1/auth/update-user'],
    ['PUT', '/api/v1/user/widget/settings'],
    ['PUT', `/api/v1/user/booking/${bookingId}`],
  ];

  it('answers 415 to text and form bodies', async () => {
    const t = await signedIn();
    const before = await dbSnapshot(t.deps);
    for (const [method, path] of endpoints(t.bookingId)) {
      for (const [type, payload] of [
        ['text/plain', '{"hiddenBrands":[]}'],
        ['application/x-www-form-urlencoded', 'firstName=Mallory'],
      ] as const) {
        const res = await t.app.request(path, { method, headers: { ...t.auth, 'content-type': type }, body: payload });
        expect([path, type, res.status]).toEqual([path, type, 415]);
        expect((await errorOf(res)).message).toBe(BODY_MESSAGES.unsupportedType);
      }
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('answers 400 to a missing or blank body, with or without a JSON type', async () => {
    const t = await signedIn();
    const before = await dbSnapshot(t.deps);
    for (const [method, path] of endpoints(t.bookingId)) {
      for (const headers of [t.auth, { ...t.auth, 'content-type': 'application/json' }]) {
        for (const payload of [undefined, '', '  ']) {
          const res = await t.app.request(path, { method, headers, body: payload });
          expect([path, res.status]).toEqual([path, 400]);
          expect((await errorOf(res)).message).toBe(BODY_MESSAGES.missing);
        }
      }
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('still takes a JSON body with a charset or a +json type', async () => {
    const t = await signedIn();
    for (const type of ['application/json; charset=utf-8', VND]) {
      const res = await t.app.request('/api/v1/user/catalog/settings', {
        method: 'PUT',
        headers: { ...t.auth, 'content-type': type },
        body: JSON.stringify({ hiddenBrands: ['avery-dennison'], hiddenFilms: [] }),
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('text that no person types', () => {
  it('refuses NUL characters and lone surrogates in any body field, nested or not, and stores nothing', async () => {
    const t = await makeTestApp();
    const owner = await createOwner(t.deps.db, { addon: true });
    const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
    const before = await dbSnapshot(t.deps);
    for (const bad of ['Ann\u0000', 'Ann\uD800', '\uDC00x']) {
      const res = await t.app.request('/api/v1/user/', json('PUT', { firstName: bad, lastName: 'B', email: owner.user.email }, auth));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(BODY_MESSAGES.badText('firstName'));
    }
    const nested = await t.app.request('/api/v1/user/catalog/settings', json('PUT', { hiddenBrands: ['3m', 'a\u0000'], hiddenFilms: [] }, auth));
    expect(nested.status).toBe(400);
    expect((await errorOf(nested)).message).toBe(BODY_MESSAGES.badText('hiddenBrands[1]'));
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('keeps real Unicode: accents, CJK and emoji made of surrogate pairs', async () => {
    const t = await makeTestApp();
    const owner = await createOwner(t.deps.db, { addon: true });
    const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
    const res = await t.app.request('/api/v1/user/', json('PUT', { firstName: 'Zoë 吴 🚗', lastName: 'B', email: owner.user.email }, auth));
    expect(res.status).toBe(200);
  });

  it('refuses them in query strings and path params too', async () => {
    const t = await makeTestApp();
    const owner = await createOwner(t.deps.db, { addon: true });
    const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
    const query = await t.app.request('/api/v1/user/leads?q=a%00b', { headers: auth });
    expect(query.status).toBe(400);
    const param = await t.app.request('/api/v1/user/leads/abc%00', { headers: auth });
    expect(param.status).toBe(400);
  });
});
