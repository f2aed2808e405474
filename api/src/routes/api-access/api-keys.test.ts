// Issue 24 item 4: API keys per shop — made and revoked by the owner, shown once, stored hashed, scoped per route,
// limited per key, Pro only; both engines.
import { API_KEY_PREFIX, type ApiKeyDto, type CreatedApiKeyDto } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, shops } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { API_KEY_RATE } from '../../lib/api-key-auth.ts';
import { bearer, createMember, json, logIn } from '../../test/app.ts';
import { otherShop } from '../../test/studio.ts';
import { body, renderBody, SHOP_ORIGIN, widgetApp } from '../../test/widget.ts';
import { FULL_FORM, storedBooking } from '../bookings/booking-fixtures.ts';

type Shop = Awaited<ReturnType<typeof proShop>>;

/** A Pro shop, signed in, with one lead from its widget and one booking. */
async function proShop() {
  const t = await widgetApp({ credits: 20, planKey: 'pro' });
  const render = await body<{ data: { renderId: string } }>(await t.call('render', { body: renderBody() }));
  t.clock.advance(11_000);
  const lead = await body<{ data: { leadId: string } }>(
    await t.call('leads', {
      body: { renderId: render.data.renderId, name: 'Dana Reyes', email: 'dana@example.com', consent: true, pageUrl: `${SHOP_ORIGIN}/`, website: '', startedAt: t.deps.now().getTime() - 20_000 },
    }),
  );
  const booking = await storedBooking(t.deps, t.owner.shop.id, 'pending', { email: 'sam@example.com', lastName: 'Ortiz' });
  return { ...t, leadId: lead.data.leadId, bookingId: booking.id };
}

async function makeKey(t: Shop, scopes: string[], name = 'Zapier') {
  const res = await t.app.request('/api/v1/user/api-keys', json('POST', { name, scopes }, t.auth));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await body<{ data: CreatedApiKeyDto }>(res)).data;
}

const withKey = (secret: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${secret}` } });
const errorOf = async (res: Response) => (await body<{ error: { message: string; code: string } }>(res)).error;

describe('API keys (issue 24 item 4)', () => {
  it('are shown once, stored only as their SHA-256, and listed without the secret', async () => {
    const t = await proShop();
    const made = await makeKey(t, ['leads:read']);
    expect(made.secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(made.secret.length).toBeGreaterThanOrEqual(API_KEY_PREFIX.length + 40);
    expect(made.key).toMatchObject({ name: 'Zapier', scopes: ['leads:read'], prefix: made.secret.slice(0, API_KEY_PREFIX.length + 4), revokedAt: null });

    const [row] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, made.key._id));
    expect(row?.secretHash).toBe(sha256(made.secret));
    expect(JSON.stringify(row)).not.toContain(made.secret.slice(API_KEY_PREFIX.length + 4));

    const list = await t.app.request('/api/v1/user/api-keys', { headers: t.auth });
    const text = await list.text();
    expect(text).not.toContain(made.secret);
    expect((JSON.parse(text) as { data: ApiKeyDto[] }).data.map((k) => k._id)).toEqual([made.key._id]);
  });

  it('act as the shop on their scopes’ routes only, without a cookie or an Origin, and refuse the rest with a clear 403', async () => {
    const t = await proShop();
    const reader = await makeKey(t, ['leads:read']);
    const leads = await t.app.request('/api/v1/user/leads', withKey(reader.secret));
    expect(leads.status).toBe(200);
    expect((await body<{ data: { _id: string }[] }>(leads)).data.map((l) => l._id)).toEqual([t.leadId]);
    expect((await t.app.request(`/api/v1/user/leads/${t.leadId}`, withKey(reader.secret))).status).toBe(200);

    const refused = [
      ['GET', '/api/v1/user/customers', 'customers:read'],
      ['GET', `/api/v1/user/booking/${t.bookingId}`, 'bookings:read'],
      ['GET', '/api/v1/user/booking/all', 'bookings:read'],
    ] as const;
    for (const [method, path, scope] of refused) {
      const res = await t.app.request(path, withKey(reader.secret, { method }));
      expect(res.status, path).toBe(403);
      expect((await errorOf(res)).message).toContain(scope);
    }
    // Writes need their scope too: a booking bookings:write, a quote quotes:write.
    const book = await t.app.request('/api/v1/user/booking', withKey(reader.secret, json('POST', { ...FULL_FORM, isQuoted: false })));
    expect(book.status).toBe(403);
    expect((await errorOf(book)).message).toContain('bookings:write');

    const writer = await makeKey(t, ['bookings:write', 'bookings:read']);
    const booked = await t.app.request('/api/v1/user/booking', withKey(writer.secret, json('POST', { ...FULL_FORM, isQuoted: false })));
    expect(booked.status).toBe(201);
    const bookingId = (await body<{ data: { _id: string } }>(booked)).data._id;
    expect((await t.app.request(`/api/v1/user/booking/${bookingId}`, withKey(writer.secret, json('PUT', { notes: 'By API' })))).status).toBe(200);
    const quote = await t.app.request('/api/v1/user/booking', withKey(writer.secret, json('POST', { ...FULL_FORM, isQuoted: true })));
    expect(quote.status).toBe(403);
    expect((await errorOf(quote)).message).toContain('quotes:write');
    expect((await t.app.request(`/api/v1/user/booking/${bookingId}/resend-quote`, withKey(writer.secret, { method: 'POST' }))).status).toBe(403);

    const quoter = await makeKey(t, ['quotes:write']);
    expect((await t.app.request('/api/v1/user/booking', withKey(quoter.secret, json('POST', { ...FULL_FORM, isQuoted: true })))).status).toBe(201);

    // Nothing outside the list, whatever the scopes: the account, settings, the keys themselves, the auth routes.
    const all = await makeKey(t, ['leads:read', 'customers:read', 'bookings:read', 'bookings:write', 'quotes:write']);
    expect((await t.app.request('/api/v1/user/customers', withKey(all.secret))).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/v1/user'],
      ['GET', '/api/v1/user/api-keys'],
      ['POST', '/api/v1/user/api-keys'],
      ['GET', '/api/v1/user/leads/export.csv'],
      ['GET', '/api/v1/user/widget/settings'],
      ['GET', '/api/v1/auth/user-info'],
      ['POST', '/api/v1/auth/logout'],
    ] as const) {
      const res = await t.app.request(path, withKey(all.secret, method === 'POST' ? json('POST', { name: 'x', scopes: ['leads:read'] }) : { method }));
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await errorOf(res)).message).toMatch(/API keys cannot use this endpoint/);
    }
  });

  it('answers 401 for a revoked or unknown key, at once', async () => {
    const t = await proShop();
    const made = await makeKey(t, ['leads:read']);
    expect((await t.app.request('/api/v1/user/leads', withKey(made.secret))).status).toBe(200);
    const revoked = await t.app.request(`/api/v1/user/api-keys/${made.key._id}`, json('DELETE', undefined, t.auth));
    expect(revoked.status).toBe(200);
    expect((await body<{ data: ApiKeyDto }>(revoked)).data.revokedAt).not.toBeNull();
    const after = await t.app.request('/api/v1/user/leads', withKey(made.secret));
    expect(after.status).toBe(401);
    expect((await errorOf(after)).message).toMatch(/revoked or never existed/);
    expect((await t.app.request('/api/v1/user/leads', withKey(`${API_KEY_PREFIX}${'A'.repeat(43)}`))).status).toBe(401);
  });

  it('never show another shop’s resources', async () => {
    const t = await proShop();
    const other = await otherShop(t);
    await t.deps.db.update(shops).set({ planKey: 'pro', accountType: 'paid' }).where(eq(shops.id, other.shop.id));
    const otherKey = await makeKey({ ...t, auth: other.auth }, ['leads:read', 'bookings:read', 'customers:read', 'bookings:write']);
    const list = await body<{ data: unknown[]; total: number }>(await t.app.request('/api/v1/user/leads', withKey(otherKey.secret)));
    expect(list.total).toBe(0);
    expect((await t.app.request(`/api/v1/user/leads/${t.leadId}`, withKey(otherKey.secret))).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/booking/${t.bookingId}`, withKey(otherKey.secret))).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/booking/${t.bookingId}`, withKey(otherKey.secret, json('PUT', { notes: 'x' })))).status).toBe(404);
    // Nor revoke its keys.
    const mine = await makeKey(t, ['leads:read']);
    expect((await t.app.request(`/api/v1/user/api-keys/${mine.key._id}`, json('DELETE', undefined, other.auth))).status).toBe(404);
  });

  it(`are limited to ${API_KEY_RATE.max} requests a minute per key, with Retry-After`, async () => {
    const t = await proShop();
    const made = await makeKey(t, ['leads:read']);
    const second = await makeKey(t, ['leads:read'], 'Second');
    for (let i = 0; i < API_KEY_RATE.max; i++) {
      const res = await t.app.request(`/api/v1/user/leads/${t.leadId}`, withKey(made.secret));
      if (res.status !== 200) throw new Error(`request ${i + 1} answered ${res.status}`);
    }
    const limited = await t.app.request(`/api/v1/user/leads/${t.leadId}`, withKey(made.secret));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(limited)).message).toMatch(/Too many requests for this API key/);
    // Per key: another key of the shop, and the owner's own session, are not held.
    expect((await t.app.request(`/api/v1/user/leads/${t.leadId}`, withKey(second.secret))).status).toBe(200);
    expect((await t.app.request(`/api/v1/user/leads/${t.leadId}`, { headers: t.auth })).status).toBe(200);
    t.clock.advance(API_KEY_RATE.windowMs);
    expect((await t.app.request(`/api/v1/user/leads/${t.leadId}`, withKey(made.secret))).status).toBe(200);
  });

  it('are made and revoked by the owner only, on the Pro plan only; a key stops when the shop leaves Pro', async () => {
    const t = await proShop();
    const member = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const managerAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    const byManager = await t.app.request('/api/v1/user/api-keys', json('POST', { name: 'x', scopes: ['leads:read'] }, managerAuth));
    expect(byManager.status).toBe(403);
    expect((await errorOf(byManager)).message).toMatch(/Only the shop owner/);
    expect((await t.app.request('/api/v1/user/api-keys', { headers: managerAuth })).status).toBe(403);

    const bad = await t.app.request('/api/v1/user/api-keys', json('POST', { name: 'x', scopes: ['leads:write'] }, t.auth));
    expect(bad.status).toBe(400);
    expect((await t.app.request('/api/v1/user/api-keys', json('POST', { name: 'x', scopes: [] }, t.auth))).status).toBe(400);

    const made = await makeKey(t, ['leads:read']);
    await t.deps.db.update(shops).set({ planKey: 'ultimate' }).where(eq(shops.id, t.owner.shop.id));
    const res = await t.app.request('/api/v1/user/leads', withKey(made.secret));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'PLAN_REQUIRED', message: expect.stringMatching(/Pro plan/) as unknown });
    const create = await t.app.request('/api/v1/user/api-keys', json('POST', { name: 'x', scopes: ['leads:read'] }, t.auth));
    expect(create.status).toBe(403);
    expect((await errorOf(create)).code).toBe('PLAN_REQUIRED');
  });
});
