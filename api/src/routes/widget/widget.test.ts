import { FILMS } from '@wrapsmith/catalog';
import { renameShop } from '../../services/accounts/index.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, notifications, renders, widgetKeys } from '../../db/schema/index.ts';
import { balance, ledgerTotal } from '../../services/credits/index.ts';
import { isPng } from '../../services/render/index.ts';
import { revokeWidgetKey, saveWidgetSettings } from '../../services/widget/index.ts';
import { WIDGET_API_MESSAGES as M } from '../../services/widget/messages.ts';
import { dbSnapshot, lastEmailTo } from '../../test/app.ts';
import { rawRun } from '../../test/app.ts';
import { otherShop } from '../../test/studio.ts';
import { body, renderBody, SHOP_ORIGIN, VISITOR, WIDGET_FILM, WIDGET_VEHICLE, widgetApp } from '../../test/widget.ts';
import type { WidgetConfigResponse } from '@wrapsmith/core/contract';
import { firstRow } from '../../db/tx.ts';
import { DAY } from '@wrapsmith/core';

type ErrorBody = { error: { code: string; message: string } };

const EVIL = 'https://evil.example';

/** Every public route with a request that succeeds from an allowed origin. */
const ROUTES: { path: string; body?: unknown }[] = [
  { path: 'config' },
  { path: 'get-years' },
  { path: `get-makes?year=${WIDGET_VEHICLE.year}` },
  { path: `get-models?year=${WIDGET_VEHICLE.year}&make=${encodeURIComponent(WIDGET_VEHICLE.make)}` },
  { path: 'brands' },
  { path: 'films?brand=3m' },
  { path: 'render', body: renderBody() },
];

async function renderAndWait(t: Awaited<ReturnType<typeof widgetApp>>, overrides: Record<string, unknown> = {}) {
  const res = await t.call('render', { body: renderBody(overrides) });
  expect(res.status).toBe(200);
  const { data } = await body<{ data: { renderId: string; url: string } }>(res);
  // Time to look at the picture and fill in the form (nothing depends on it: leads are not judged by speed).
  t.clock.advance(10_000);
  return data;
}

const leadBody = (renderId: string, now: Date, overrides: Record<string, unknown> = {}) => ({
  renderId,
  name: 'Dana Reyes',
  email: 'Dana@Example.com ',
  phone: '+1 (555) 010-3000',
  preferredDate: '2026-07-01',
  message: 'Full wrap, please. Can you do it before the summer?',
  consent: true,
  pageUrl: `${SHOP_ORIGIN}/wraps`,
  website: '',
  startedAt: now.getTime() - 30_000,
  ...overrides,
});

describe('widget key and origin gate', () => {
  it('answers every route from an allowed origin, naming only that origin in CORS headers', async () => {
    const t = await widgetApp({ credits: 20 });
    for (const route of ROUTES) {
      const res = await t.call(route.path, { body: route.body });
      expect(res.status, route.path).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('refuses a denied or missing Origin on every route with 403 ORIGIN_NOT_ALLOWED, spending and writing nothing', async () => {
    const t = await widgetApp({ credits: 3 });
    const before = await dbSnapshot(t.deps);
    for (const route of [...ROUTES, { path: 'leads', body: { renderId: 'x' } }]) {
      for (const origin of [EVIL, null, 'null', 'https://northside.example.evil.example']) {
        const res = await t.call(route.path, { body: route.body, origin });
        expect(res.status, `${route.path} from ${origin}`).toBe(403);
        expect((await body<ErrorBody>(res)).error.code).toBe('ORIGIN_NOT_ALLOWED');
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      }
    }
    const denied = await t.call('config', { origin: EVIL });
    expect((await body<ErrorBody>(denied)).error.message).toBe(M.originNotAllowed(EVIL));
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(3);
  });

  it('answers a preflight from an allowed origin with that origin, the methods and the widget headers', async () => {
    const t = await widgetApp();
    const res = await t.call('render', { method: 'OPTIONS', headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-wrapsmith-visitor' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type, x-wrapsmith-visitor, x-wrapsmith-proof');
    expect(res.headers.get('vary')).toMatch(/Origin/);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();

    const denied = await t.call('render', { method: 'OPTIONS', origin: EVIL });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 INVALID_KEY for an unknown key and 401 INVALID_KEY for a revoked one', async () => {
    const t = await widgetApp({ credits: 3 });
    for (const key of ['pk_doesnotexist00000000000', 'not-a-key', 'pk_', `${t.key.key}x`]) {
      const res = await t.callWith(key)('config');
      expect(res.status, key).toBe(404);
      expect(await body(res)).toEqual({ error: { code: 'INVALID_KEY', message: M.unknownKey } });
    }
    (await revokeWidgetKey(t.deps.db, t.owner.shop.id, t.key.id, t.deps.now()));
    const before = await dbSnapshot(t.deps);
    for (const route of ROUTES) {
      const res = await t.call(route.path, { body: route.body });
      expect(res.status, route.path).toBe(401);
      expect(await body(res)).toEqual({ error: { code: 'INVALID_KEY', message: M.revokedKey } });
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const t = await widgetApp();
    const lastUsed = async () => (await firstRow(t.deps.db.select().from(widgetKeys).where(eq(widgetKeys.id, t.key.id))))?.lastUsedAt?.getTime();
    expect(await lastUsed()).toBeUndefined();
    const first = t.deps.now().getTime();
    await t.call('config');
    expect(await lastUsed()).toBe(first);
    t.clock.advance(30_000);
    await t.call('config');
    expect(await lastUsed()).toBe(first);
    t.clock.advance(31_000);
    await t.call('config');
    expect(await lastUsed()).toBe(t.deps.now().getTime());
    t.clock.advance(120_000);
    await t.call('config', { origin: EVIL });
    expect(await lastUsed()).toBe(first + 61_000);
  });
});

describe('GET /widget/:key/config', () => {
  it('gives the shop, its branding and the offered zones, with defaults before anything is saved', async () => {
    const t = await widgetApp();
    const { data } = await body<WidgetConfigResponse>(await t.call('config'));
    expect(data).toEqual({
      shop: { name: t.owner.shop.name, slug: t.owner.shop.slug, phone: null, email: null, website: null },
      branding: { displayName: t.owner.shop.name, logoUrl: null, primary: null, accent: null, corner: 'rounded', theme: 'light', poweredBy: true },
      zones: ['roof', 'mirrors', 'chromeDelete', 'calipers', 'windowTint', 'ppf'],
      languages: ['en'],
    });
    await renameShop(t.deps.db, t.owner.shop.id, 'Northside Wraps', t.deps.now());
    await saveWidgetSettings(
      t.deps.db,
      t.owner.shop.id,
      { primaryColor: '#14213d', accentColor: '#fca311', corner: 'pill', theme: 'dark', offeredZones: ['roof'], contactPhone: '555 0100' },
      t.deps.now(),
    );
    const saved = await body<WidgetConfigResponse>(await t.call('config'));
    expect(saved.data.branding).toMatchObject({ displayName: 'Northside Wraps', primary: '#14213d', accent: '#fca311', corner: 'pill', theme: 'dark' });
    expect(saved.data.zones).toEqual(['roof']);
    expect(saved.data.shop.phone).toBe('555 0100');
  });

  it('shows "Powered by" for a shop that hid it but is no longer on Pro', async () => {
    const t = await widgetApp();
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { poweredBy: false }, t.deps.now());
    expect((await body<WidgetConfigResponse>(await t.call('config'))).data.branding.poweredBy).toBe(true);
    await rawRun(t.deps.db, sql`update shops set plan_key = 'pro' where id = ${t.owner.shop.id}`);
    expect((await body<WidgetConfigResponse>(await t.call('config'))).data.branding.poweredBy).toBe(false);
  });
});

describe('widget catalogue', () => {
  it('offers only the brands and films the widget is set to, and only brands with something to pick', async () => {
    const t = await widgetApp();
    const all = await body<{ data: { id: string; filmCount: number }[] }>(await t.call('brands'));
    expect(all.data.every((b) => b.filmCount > 0)).toBe(true);
    expect(all.data.map((b) => b.id)).toEqual(expect.arrayContaining(['3m', 'avery-dennison']));

    const [kept, other] = FILMS.filter((f) => f.brandId === '3m');
    if (!kept || !other) throw new Error('Need two 3M films');
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { offeredBrandIds: ['3m'], offeredFilmIds: [kept.id] }, t.deps.now());
    const narrowed = await body<{ data: { id: string; filmCount: number }[] }>(await t.call('brands'));
    expect(narrowed.data.map((b) => [b.id, b.filmCount])).toEqual([['3m', 1]]);
    const films = await body<{ data: { groups: { films: { id: string }[] }[] } }>(await t.call('films?brand=3m'));
    expect(films.data.groups.flatMap((g) => g.films.map((f) => f.id))).toEqual([kept.id]);
    const avery = await body<{ data: { groups: unknown[] } }>(await t.call('films?brand=avery-dennison'));
    expect(avery.data.groups).toEqual([]);
    expect((await t.call('films?brand=acme')).status).toBe(400);
  });
});

describe('POST /widget/:key/render', () => {
  it('renders on the shop’s credits and stores a widget render with its key and visitor, without telling the balance', async () => {
    const t = await widgetApp({ credits: 4 });
    const res = await t.call('render', { body: renderBody() });
    expect(res.status).toBe(200);
    const { data } = await body<{ data: { image: { inlineData: { mimeType: string; data: string } }[]; renderId: string; url: string; credits?: number } }>(res);
    expect(isPng(Buffer.from(data.image[0]?.inlineData.data ?? '', 'base64'))).toBe(true);
    expect(data.credits).toBeUndefined();
    expect(data.url).toBe(`http://localhost/api/v1/widget-assets/renders/${data.renderId}.png`);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(3);
    expect(await ledgerTotal(t.deps.db, t.owner.shop.id)).toBe(3);
    const row = await firstRow(t.deps.db.select().from(renders).where(eq(renders.id, data.renderId)));
    expect(row).toMatchObject({ shopId: t.owner.shop.id, userId: null, source: 'widget', status: 'draft', widgetKeyId: t.key.id, visitorId: VISITOR });
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);

    const image = await t.app.request(data.url.replace('http://localhost', ''));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers 402 NO_CREDITS when the shop has none, spending nothing and telling the shop', async () => {
    const t = await widgetApp({ credits: 0 });
    await t.call('config');
    const before = await dbSnapshot(t.deps, ['credit_alerts', 'notifications', 'email_outbox']);
    const res = await t.call('render', { body: renderBody() });
    expect(res.status).toBe(402);
    expect((await body<ErrorBody>(res)).error.code).toBe('NO_CREDITS');
    const { credit_alerts: alerts, notifications: notes, email_outbox: emails, ...rest } = await dbSnapshot(t.deps, ['credit_alerts', 'notifications', 'email_outbox']);
    const { credit_alerts: _a, notifications: _n, email_outbox: _e, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(alerts).toHaveLength(1);
    expect(notes).toHaveLength((before.notifications?.length ?? 0) + 1);
    expect(emails).toHaveLength((before.email_outbox?.length ?? 0) + 1);
  });

  it('refuses films and zones the widget does not offer, and ad-hoc colours', async () => {
    const t = await widgetApp({ credits: 5 });
    const [kept, hidden] = FILMS.filter((f) => f.brandId === '3m');
    if (!kept || !hidden) throw new Error('Need two 3M films');
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { offeredFilmIds: [kept.id], offeredZones: ['roof'] }, t.deps.now());
    await t.call('config');
    const before = await dbSnapshot(t.deps);
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ filmId: hidden.id }, M.filmNotOffered],
      [{ filmId: 'no-such-film' }, M.filmNotOffered],
      [{ filmId: kept.id, zones: { chromeDelete: true } }, M.zoneNotOffered('chromeDelete')],
      [{ filmId: undefined, finish: 'Gloss', color: '#123456' }, 'Colour is required'],
      [{ finish: 'Gloss', color: '#123456' }, /Unknown field/],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.call('render', { body: renderBody(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await body<ErrorBody>(res)).error.message).toMatch(message);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect((await t.call('render', { body: renderBody({ filmId: kept.id, zones: { roof: '#000000' } }) })).status).toBe(200);
  });

  it('holds a visitor to the shop’s daily limit with a friendly 429, by visitor id and by address', async () => {
    const t = await widgetApp({ credits: 50 });
    await renameShop(t.deps.db, t.owner.shop.id, 'Northside Wraps', t.deps.now());
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { visitorDailyLimit: 2 }, t.deps.now());
    // Each a different picture: the same one again is free and counts against no limit (decision 060).
    let made = 0;
    const send = (visitor: string | null) => t.call('render', { body: renderBody({ zones: { windowTint: 5 + 5 * (made++ % 17) } }), visitor });
    expect((await send(VISITOR)).status).toBe(200);
    t.clock.advance(60 * 60_000);
    expect((await send(VISITOR)).status).toBe(200);
    const limited = await send(VISITOR);
    expect(limited.status).toBe(429);
    // It says when the limit resets (the oldest counted render leaves the day's window in 23 hours).
    expect(await body(limited)).toEqual({
      error: { code: 'RATE_LIMITED', message: M.visitorLimit('Northside Wraps', 23 * 60 * 60), details: { limit: 'visitor', retryAfter: 23 * 60 * 60 } },
    });
    expect(M.visitorLimit('Northside Wraps', 23 * 60 * 60)).toContain('You can make more in about 23 hours');
    expect(limited.headers.get('retry-after')).toBe(String(23 * 60 * 60));
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(48);
    // A picture the visitor already made is still shown, free, past the limit.
    made = 0;
    expect((await send(VISITOR)).status).toBe(200);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(48);
    made = 2;

    // A new visitor id from the same address gets its own allowance, up to three visitors' worth per address.
    for (const n of [1, 2]) {
      const visitor = `another-visitor-000${n}`;
      expect((await send(visitor)).status).toBe(200);
      expect((await send(visitor)).status).toBe(200);
      t.clock.advance(11_000);
    }
    expect((await send('a-fourth-visitor-0000')).status).toBe(429);
    // Without a visitor id the address alone counts, at one visitor's allowance.
    expect((await send(null)).status).toBe(429);

    t.clock.advance(DAY);
    expect((await send(VISITOR)).status).toBe(200);
  });

  it('counts renders still in flight, so parallel requests cannot pass the daily limit', async () => {
    const limits = { perActor: [{ windowMs: 10_000, max: 1000 }], perShop: [{ windowMs: 10_000, max: 1000 }] };
    const t = await widgetApp({ credits: 50, limits });
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { visitorDailyLimit: 3 }, t.deps.now());
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => t.call('render', { body: renderBody({ zones: { windowTint: 5 + 5 * i } }) })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(47);
  });
});

describe('POST /widget/:key/leads', () => {
  it('stores the lead, marks the render Lead Sent, notifies the shop and emails the owner', async () => {
    const t = await widgetApp({ credits: 5 });
    await renameShop(t.deps.db, t.owner.shop.id, 'Northside Wraps', t.deps.now());
    const { renderId } = await renderAndWait(t);
    const res = await t.call('leads', { body: leadBody(renderId, t.deps.now()) });
    expect(res.status).toBe(201);
    const { data, message } = await body<{ data: { leadId: string }; message: string }>(res);
    expect(message).toBe(M.leadThanks('Northside Wraps'));

    const lead = await firstRow(t.deps.db.select().from(leads).where(eq(leads.id, data.leadId)));
    expect(lead).toMatchObject({
      shopId: t.owner.shop.id,
      renderId,
      widgetKeyId: t.key.id,
      name: 'Dana Reyes',
      email: 'dana@example.com',
      phone: '+1 (555) 010-3000',
      preferredDate: '2026-07-01',
      pageUrl: `${SHOP_ORIGIN}/wraps`,
      origin: SHOP_ORIGIN,
      visitorId: VISITOR,
      status: 'new',
    });
    expect(lead?.consentAt).toEqual(t.deps.now());
    expect(lead?.snapshot.film).toMatchObject({ id: WIDGET_FILM.id, colorCode: WIDGET_FILM.hex });
    expect((await firstRow(t.deps.db.select().from(renders).where(eq(renders.id, renderId))))?.status).toBe('lead_sent');

    const vehicle = `${WIDGET_VEHICLE.year} ${WIDGET_VEHICLE.make} ${WIDGET_VEHICLE.model}`;
    const [notification] = await t.deps.db.select().from(notifications).where(eq(notifications.shopId, t.owner.shop.id));
    expect(notification).toMatchObject({ title: `New lead: Dana Reyes — ${vehicle}`, link: '/leads', userId: null });

    const email = await lastEmailTo(t.deps, t.owner.user.email);
    expect(email).toMatchObject({ tag: 'new-lead', shop_id: t.owner.shop.id });
    expect(email?.subject).toContain(`New lead: Dana Reyes — ${vehicle}`);
    expect(email?.text).toContain('dana@example.com');
    expect(email?.text).toContain('Full wrap, please.');
    expect(email?.text).toContain(`http://localhost:3000/api/v1/widget-assets/renders/${renderId}.png`);
  });

  it('returns the same lead when the same email sends the same render again, and notifies once', async () => {
    const t = await widgetApp({ credits: 5 });
    const { renderId } = await renderAndWait(t);
    const first = await t.call('leads', { body: leadBody(renderId, t.deps.now()) });
    t.clock.advance(60_000);
    const again = await t.call('leads', { body: leadBody(renderId, t.deps.now(), { email: 'dana@example.com', message: 'Sent twice' }) });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await body<{ data: { leadId: string } }>(again)).data.leadId).toBe((await body<{ data: { leadId: string } }>(first)).data.leadId);
    expect(await t.deps.db.select().from(leads)).toHaveLength(1);
    expect(await t.deps.db.select().from(notifications)).toHaveLength(1);
    const other = await t.call('leads', { body: leadBody(renderId, t.deps.now(), { email: 'sam@example.com' }) });
    expect(other.status).toBe(201);
  });

  it('refuses bad leads with 400 and stores nothing', async () => {
    const t = await widgetApp({ credits: 5 });
    const { renderId } = await renderAndWait(t);
    const before = await dbSnapshot(t.deps);
    const now = t.deps.now();
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ name: '<b>Dana</b>' }, 'Name cannot contain < or >'],
      [{ message: 'Call me <script>alert(1)</script>' }, 'Message cannot contain < or >'],
      [{ consent: false }, M.consentRequired],
      [{ consent: undefined }, M.consentRequired],
      [{ email: 'not-an-email' }, 'Enter a valid email address'],
      [{ name: 'x'.repeat(81) }, 'Name is too long'],
      [{ message: 'x'.repeat(1001) }, 'Message is too long'],
      [{ phone: 'call me maybe' }, /Phone number may contain/],
      [{ preferredDate: '2026-02-30' }, /Preferred date/],
      [{ pageUrl: 'javascript:alert(1)' }, /pageUrl/],
      [{ extra: 'field' }, /Unknown field/],
    ];
    for (const [i, [overrides, message]] of cases.entries()) {
      // One address per case: the lead rate limit allows five requests per email an hour.
      const res = await t.call('leads', { body: leadBody(renderId, now, { email: `case-${i}@example.com`, ...overrides }) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await body<ErrorBody>(res)).error.message).toMatch(message);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('accepts a valid form sent the instant the picture shows (autofill), never judging a person by speed', async () => {
    const t = await widgetApp({ credits: 5 });
    const quick = await t.call('render', { body: renderBody() });
    const { renderId } = (await body<{ data: { renderId: string } }>(quick)).data;
    // No time passes: the form opened and was autofilled and sent in the same millisecond as the render.
    const res = await t.call('leads', { body: leadBody(renderId, t.deps.now(), { startedAt: t.deps.now().getTime() }) });
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = await body<{ data: { leadId: string } }>(res);
    expect(await firstRow(t.deps.db.select({ id: leads.id }).from(leads).where(eq(leads.id, data.leadId)))).toEqual({ id: data.leadId });

    // The same instant with the honeypot filled is refused: answered as accepted, and nothing is stored or sent.
    const again = await t.call('render', { body: renderBody({ filmId: FILMS.find((f) => f.brandId === '3m' && f.id !== WIDGET_FILM.id)?.id }) });
    const botRender = (await body<{ data: { renderId: string } }>(again)).data.renderId;
    const before = await dbSnapshot(t.deps);
    const bot = await t.call('leads', { body: leadBody(botRender, t.deps.now(), { startedAt: t.deps.now().getTime(), website: 'https://spam.example' }) });
    expect(bot.status).toBe(201);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('accepts a visitor whose clock runs ahead or behind: the form’s own clock decides nothing', async () => {
    const t = await widgetApp({ credits: 5 });
    const { renderId } = await renderAndWait(t);
    const ahead = await t.call('leads', { body: leadBody(renderId, t.deps.now(), { startedAt: t.deps.now().getTime() + 5 * 60_000 }) });
    expect(ahead.status).toBe(201);
    const behind = await t.call('leads', { body: leadBody(renderId, t.deps.now(), { email: 'other@example.com', startedAt: t.deps.now().getTime() - 3 * 60 * 60_000 }) });
    expect(behind.status).toBe(201);
  });

  it('answers a filled honeypot as if accepted, and stores and sends nothing', async () => {
    const t = await widgetApp({ credits: 5 });
    const { renderId } = await renderAndWait(t);
    const before = await dbSnapshot(t.deps);
    const res = await t.call('leads', { body: leadBody(renderId, t.deps.now(), { website: 'https://spam.example', name: '<a href=x>buy</a>' }) });
    expect(res.status).toBe(201);
    const { data, message } = await body<{ data: { leadId: string }; message: string }>(res);
    expect(data.leadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(message).toBe(M.leadThanks(t.owner.shop.name));
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('answers 404 for another shop’s render or a Studio render, and 400 for a render over a day old', async () => {
    const t = await widgetApp({ credits: 5 });
    const other = await otherShop(t);
    const studio = await t.app.request('/api/v1/user/tool/generate-car-image', {
      method: 'POST',
      headers: { ...other.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ year: WIDGET_VEHICLE.year, make: WIDGET_VEHICLE.make, model: WIDGET_VEHICLE.model, finish: 'Gloss', color: WIDGET_FILM.hex, description: '' }),
    });
    const theirs = (await body<{ data: { renderId: string } }>(studio)).data.renderId;
    const ownStudio = await t.app.request('/api/v1/user/tool/generate-car-image', {
      method: 'POST',
      headers: { ...t.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ year: WIDGET_VEHICLE.year, make: WIDGET_VEHICLE.make, model: WIDGET_VEHICLE.model, finish: 'Gloss', color: WIDGET_FILM.hex, description: '' }),
    });
    const mineFromStudio = (await body<{ data: { renderId: string } }>(ownStudio)).data.renderId;
    t.clock.advance(10_000);
    for (const id of [theirs, mineFromStudio, 'no-such-render']) {
      const res = await t.call('leads', { body: leadBody(id, t.deps.now()) });
      expect(res.status, id).toBe(404);
      expect((await body<ErrorBody>(res)).error.message).toBe(M.renderNotFound);
    }
    const { renderId } = await renderAndWait(t);
    t.clock.advance(DAY);
    const old = await t.call('leads', { body: leadBody(renderId, t.deps.now()) });
    expect(old.status).toBe(400);
    expect((await body<ErrorBody>(old)).error.message).toBe(M.renderExpired);
    expect(await t.deps.db.select().from(leads)).toEqual([]);
  });
});
