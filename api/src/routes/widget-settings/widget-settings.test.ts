import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DAY, DEFAULT_ROLE_MATRIX, PAGE_SIZE, ROLE_MESSAGES, type Paged } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { bearer, createMember, json, logIn } from '../../test/app.ts';
import { rawRun } from '../../test/app.ts';
import { otherShop } from '../../test/studio.ts';
import { body, renderBody, SHOP_ORIGIN, widgetApp } from '../../test/widget.ts';
import type { WidgetKeyDto, WidgetSettingsDto, WidgetUsageDto } from '@wrapsmith/core/contract';
import { MAX_KEYS_PER_SHOP } from '../../services/widget/index.ts';
import { WIDGET_SETTINGS_MESSAGES } from './widget-settings.handlers.ts';

type ErrorBody = { error: { code: string; message: string } };
const settingsPath = '/api/v1/user/widget/settings';

function logoForm(bytes: Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.set('logo', new File([bytes], 'logo.png', { type }));
  return form;
}

describe('widget settings', () => {
  it('starts from the defaults and saves what the owner changes, keeping what was left out', async () => {
    const t = await widgetApp();
    const initial = await body<{ data: WidgetSettingsDto }>(await t.app.request(settingsPath, { headers: t.auth }));
    expect(initial.data).toMatchObject({ displayName: t.owner.shop.name, poweredBy: true, canHidePoweredBy: false, visitorDailyLimit: 5, offeredBrandIds: null, corner: 'rounded' });
    expect(initial.data.shareUrl).toBe(`http://localhost:3000/v/${t.owner.shop.slug}`);

    const put = await t.app.request(settingsPath, json('PUT', { primary: '#ABC', accent: 'fca311', corner: 'pill', offeredBrandIds: ['3m', '3m'], visitorDailyLimit: 4, contactEmail: ' Hello@Northside.Example ' }, t.auth));
    expect(put.status).toBe(200);
    expect((await body<{ data: WidgetSettingsDto }>(put)).data).toMatchObject({
      displayName: t.owner.shop.name,
      primary: '#aabbcc',
      accent: '#fca311',
      corner: 'pill',
      offeredBrandIds: ['3m'],
      visitorDailyLimit: 4,
      contactEmail: 'hello@northside.example',
    });
    const second = await t.app.request(settingsPath, json('PUT', { theme: 'dark', contactEmail: '', primary: null }, t.auth));
    expect((await body<{ data: WidgetSettingsDto }>(second)).data).toMatchObject({ displayName: t.owner.shop.name, theme: 'dark', contactEmail: null, primary: null, corner: 'pill' });
  });

  it('refuses bad colours, enums, limits, brands and films with 400', async () => {
    const t = await widgetApp();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ primary: 'blue' }, /hex codes/],
      [{ accent: '#12345' }, /hex codes/],
      [{ corner: 'round' }, /Invalid option/],
      [{ theme: 'neon' }, /Invalid option/],
      [{ offeredZones: ['spoiler'] }, /Invalid option/],
      [{ visitorDailyLimit: 0 }, /at least 1/],
      [{ visitorDailyLimit: 1000 }, /at most 100/],
      [{ offeredBrandIds: ['acme'] }, /Unknown wrap brand "acme"/],
      [{ offeredFilmIds: ['3m-nope'] }, /Unknown film "3m-nope"/],
      // The widget shows the shop's one name, renamed under PUT /user/shop (docs/decisions/058).
      [{ displayName: 'Northside Wraps' }, /Unknown field/],
      [{ contactWebsite: 'javascript:alert(1)' }, /Website must be/],
      [{ colour: '#fff' }, /Unknown field/],
    ];
    for (const [input, message] of cases) {
      const res = await t.app.request(settingsPath, json('PUT', input, t.auth));
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect((await body<ErrorBody>(res)).error.message).toMatch(message);
    }
  });

  it('lets only a Pro shop hide "Powered by Wrapsmith"', async () => {
    const t = await widgetApp();
    const refused = await t.app.request(settingsPath, json('PUT', { poweredBy: false }, t.auth));
    expect(refused.status).toBe(403);
    expect(await body(refused)).toEqual({ error: { code: 'PLAN_REQUIRED', message: WIDGET_SETTINGS_MESSAGES.poweredByNeedsPro } });
    expect((await body<{ data: WidgetSettingsDto }>(await t.app.request(settingsPath, { headers: t.auth }))).data.poweredBy).toBe(true);

    await rawRun(t.deps.db, sql`update shops set plan_key = 'pro' where id = ${t.owner.shop.id}`);
    const { token } = await logIn(t.app, t.owner.user.email, t.owner.password);
    const pro = await t.app.request(settingsPath, json('PUT', { poweredBy: false }, bearer(token)));
    expect(pro.status).toBe(200);
    expect((await body<{ data: WidgetSettingsDto }>(pro)).data).toMatchObject({ poweredBy: false, canHidePoweredBy: true });
  });

  it('is the Settings area’s: a Shop Manager changes it, a Member sees none of it, a role with view only reads it', async () => {
    const t = await widgetApp();
    const manager = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const managerAuth = bearer((await logIn(t.app, manager.user.email, manager.password)).token);
    expect((await t.app.request(settingsPath, json('PUT', { theme: 'dark' }, managerAuth))).status).toBe(200);
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect((await t.app.request(settingsPath, { headers: memberAuth })).status).toBe(403);
    expect((await t.app.request('/api/v1/user/widget/keys', { headers: memberAuth })).status).toBe(403);
    // The owner lets Members see the settings: they read them, and still may not change them.
    const ownerAuth = bearer((await logIn(t.app, t.owner.user.email, t.owner.password)).token);
    const matrix = { ...DEFAULT_ROLE_MATRIX, member: { ...DEFAULT_ROLE_MATRIX.member, settings: 'view' } };
    expect((await t.app.request('/api/v1/auth/roles', json('PUT', matrix, ownerAuth))).status).toBe(200);
    expect((await t.app.request(settingsPath, { headers: memberAuth })).status).toBe(200);
    expect((await t.app.request('/api/v1/user/widget/keys', { headers: memberAuth })).status).toBe(200);
    const put = await t.app.request(settingsPath, json('PUT', { theme: 'light' }, memberAuth));
    expect(put.status).toBe(403);
    expect((await body<{ error: { message: string } }>(put)).error.message).toBe(ROLE_MESSAGES.forbiddenEdit('Settings'));
    expect((await t.app.request('/api/v1/user/widget/keys', json('POST', { label: 'x', origins: ['https://a.example'] }, memberAuth))).status).toBe(403);
    expect((await t.app.request(settingsPath)).status).toBe(401);
  });
});

describe('widget logo', () => {
  it('stores the upload as a PNG of at most 512 px, serves it publicly with a long cache, and replaces it', async () => {
    const t = await widgetApp();
    const big = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#14213d' } }).jpeg().toBuffer();
    const res = await t.app.request('/api/v1/user/widget/logo', { method: 'POST', headers: t.auth, body: logoForm(big, 'image/jpeg') });
    expect(res.status).toBe(200);
    const { data } = await body<{ data: WidgetSettingsDto }>(res);
    expect(data.logoUrl).toMatch(new RegExp(`^/api/v1/widget-assets/logo/${t.owner.shop.id}/[0-9a-f]{24}\\.png$`));
    const served = await t.app.request(data.logoUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 256]);

    const config = await body<{ data: { branding: { logoUrl: string } } }>(await t.call('config'));
    expect(config.data.branding.logoUrl).toBe(`http://localhost${data.logoUrl}`);

    const small = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fca311' } }).png().toBuffer();
    const replaced = await body<{ data: WidgetSettingsDto }>(await t.app.request('/api/v1/user/widget/logo', { method: 'POST', headers: t.auth, body: logoForm(small) }));
    expect(replaced.data.logoUrl).not.toBe(data.logoUrl);
    expect((await t.app.request(data.logoUrl ?? '')).status).toBe(404);
    const removed = await body<{ data: WidgetSettingsDto }>(await t.app.request('/api/v1/user/widget/logo', { method: 'DELETE', headers: t.auth }));
    expect(removed.data.logoUrl).toBeNull();
    expect((await t.app.request(replaced.data.logoUrl ?? '')).status).toBe(404);
  });

  it('takes images only, up to 2 MB', async () => {
    const t = await widgetApp();
    const post = (form: FormData) => t.app.request('/api/v1/user/widget/logo', { method: 'POST', headers: t.auth, body: form });
    expect((await post(logoForm(new TextEncoder().encode('%PDF-1.4'), 'application/pdf'))).status).toBe(415);
    expect((await post(logoForm(new TextEncoder().encode('not a png')))).status).toBe(415);
    expect((await post(logoForm(new Uint8Array(2 * 1024 * 1024 + 1)))).status).toBe(413);
  });
});

describe('widget keys', () => {
  it('creates keys with normalised websites, edits the websites and revokes', async () => {
    const t = await widgetApp();
    const created = await t.app.request(
      '/api/v1/user/widget/keys',
      json('POST', { label: 'Main site', origins: ['HTTPS://Shop.Example:443/contact', 'shop.example', 'http://localhost:8080/'] }, t.auth),
    );
    expect(created.status).toBe(201);
    const { data: key } = await body<{ data: WidgetKeyDto }>(created);
    expect(key.key).toMatch(/^pk_[a-z2-7]{24}$/);
    expect(key).toMatchObject({ label: 'Main site', kind: 'embed', origins: ['http://localhost:8080', 'https://shop.example'], revokedAt: null });

    const config = (origin: string) => t.app.request(`/api/v1/widget/${key.key}/config`, { headers: { origin } });
    expect((await config('https://shop.example')).status).toBe(200);
    const edited = await t.app.request(`/api/v1/user/widget/keys/${key._id}/origins`, json('PUT', { origins: ['https://new.example'] }, t.auth));
    expect((await body<{ data: WidgetKeyDto }>(edited)).data.origins).toEqual(['https://new.example']);
    expect((await config('https://shop.example')).status).toBe(403);
    expect((await config('https://new.example')).status).toBe(200);

    const revoked = await t.app.request(`/api/v1/user/widget/keys/${key._id}/revoke`, json('POST', {}, t.auth));
    expect((await body<{ data: WidgetKeyDto }>(revoked)).data.revokedAt).toBe(t.deps.now().toISOString());
    expect((await config('https://new.example')).status).toBe(401);
    const list = await body<{ data: WidgetKeyDto[] }>(await t.app.request('/api/v1/user/widget/keys', { headers: t.auth }));
    expect(list.data.map((k) => k._id)).toEqual(expect.arrayContaining([key._id, t.key.id]));
  });

  it('lists a page of keys, the live ones first, with the websites of each', async () => {
    const t = await widgetApp();
    const create = async (label: string) => {
      t.clock.advance(1000);
      const res = await t.app.request('/api/v1/user/widget/keys', json('POST', { label, origins: [`https://${label}.example`] }, t.auth));
      return (await body<{ data: WidgetKeyDto }>(res)).data;
    };
    const old = await create('old');
    await t.app.request(`/api/v1/user/widget/keys/${old._id}/revoke`, json('POST', {}, t.auth));
    const fresh = await create('fresh');
    type KeyPage = Paged<WidgetKeyDto>;
    const list = async (query: string) => body<KeyPage>(await t.app.request(`/api/v1/user/widget/keys${query}`, { headers: t.auth }));

    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageSize: PAGE_SIZE, total: 3 });
    expect(first.data.map((k) => k._id)).toEqual([fresh._id, t.key.id, old._id]);
    expect(first.data[0]?.origins).toEqual(['https://fresh.example']);
    const last = await list('?pageSize=2&page=2');
    expect(last.data.map((k) => [k._id, k.origins])).toEqual([[old._id, ['https://old.example']]]);
    expect((await t.app.request('/api/v1/user/widget/keys?page=x', { headers: t.auth })).status).toBe(400);
    // Every live key (the cap, and the share link's) fits on the first page the settings page loads.
    expect(MAX_KEYS_PER_SHOP + 1).toBeLessThanOrEqual(PAGE_SIZE);
  });

  it('refuses websites that are not http(s) addresses', async () => {
    const t = await widgetApp();
    for (const origins of [['*'], ['ftp://shop.example'], ['https://'], [], ['https://a.example/<script>'], Array.from({ length: 21 }, (_, i) => `https://s${i}.example`)]) {
      const res = await t.app.request('/api/v1/user/widget/keys', json('POST', { label: 'Bad', origins }, t.auth));
      expect(res.status, JSON.stringify(origins)).toBe(400);
    }
  });

  it('answers 404 for another shop’s key on every route', async () => {
    const t = await widgetApp();
    const other = await otherShop(t);
    expect((await t.app.request(`/api/v1/user/widget/keys/${t.key.id}/origins`, json('PUT', { origins: ['https://evil.example'] }, other.auth))).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/widget/keys/${t.key.id}/revoke`, json('POST', {}, other.auth))).status).toBe(404);
    const theirs = await body<{ data: WidgetKeyDto[] }>(await t.app.request('/api/v1/user/widget/keys', { headers: other.auth }));
    expect(theirs.data).toEqual([]);
    expect((await t.call('config')).status).toBe(200);
    const theirSettings = await body<{ data: WidgetSettingsDto }>(await t.app.request(settingsPath, json('PUT', { primary: '#123456' }, other.auth)));
    expect(theirSettings.data.primary).toBe('#123456');
    expect((await body<{ data: { branding: { primary: string | null } } }>(await t.call('config'))).data.branding.primary).toBeNull();
  });
});

describe('GET /user/widget/usage', () => {
  it('counts widget renders, leads and credits per UTC day, zeros included, and nothing from the Studio', async () => {
    const t = await widgetApp({ credits: 20 });
    const other = await otherShop(t);
    const renderId = async (zones?: Record<string, unknown>) =>
      (await body<{ data: { renderId: string } }>(await t.call('render', { body: renderBody(zones ? { zones } : {}) }))).data.renderId;
    const first = await renderId();
    t.clock.advance(10_000);
    await t.call('leads', {
      body: { renderId: first, name: 'Dana', email: 'dana@example.com', consent: true, pageUrl: `${SHOP_ORIGIN}/`, website: '', startedAt: t.deps.now().getTime() - 20_000 },
    });
    t.clock.advance(DAY);
    await renderId({ windowTint: 20 });
    t.clock.advance(11_000);
    // The first day's picture again: a render, served free (decision 060).
    await renderId();
    await t.app.request('/api/v1/user/tool/generate-car-image', json('POST', { year: 2024, make: 'Toyota', model: 'Camry', finish: 'Gloss', color: '#000000', description: '' }, t.auth));

    const res = await t.app.request('/api/v1/user/widget/usage?days=3', { headers: t.auth });
    const { data } = await body<{ data: WidgetUsageDto }>(res);
    expect(data.days).toEqual([
      { date: '2026-05-31', renders: 0, leads: 0, credits: 0 },
      { date: '2026-06-01', renders: 1, leads: 1, credits: 1 },
      { date: '2026-06-02', renders: 2, leads: 0, credits: 1 },
    ]);
    expect(data.totals).toEqual({ renders: 3, leads: 1, credits: 2 });
    const theirs = await body<{ data: WidgetUsageDto }>(await t.app.request('/api/v1/user/widget/usage', { headers: other.auth }));
    expect(theirs.data.days).toHaveLength(14);
    expect(theirs.data.totals).toEqual({ renders: 0, leads: 0, credits: 0 });
    expect((await t.app.request('/api/v1/user/widget/usage?days=400', { headers: t.auth })).status).toBe(400);
  });
});
