import fs from 'node:fs';
import path from 'node:path';
import { BODY_STYLES, BRANDS, expandVehicles, FILMS, FINISH_LABELS, primaryBodyStyle } from '@wrapsmith/catalog';
import { RENDER_MESSAGES } from '@wrapsmith/core';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, renders } from '../../db/schema/index.ts';
import { balance, ledgerTotal } from '../../services/credits/index.ts';
import { isPng, localEngine, RenderEngineError, type RenderEngine, type RenderSpec } from '../../services/render/index.ts';
import { slugOf } from '../../services/vehicles/index.ts';
import { dbSnapshot, json } from '../../test/app.ts';
import { studioApp } from '../../test/studio.ts';
import type { BrandDto, FilmGroupDto, GenerateCarImageResponse, MakeDto, ModelDto } from '../../types.ts';
import { firstRow } from '../../db/tx.ts';

const builtIn = [...expandVehicles()];
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const sample = builtIn.find((v) => v.year === 2024 && v.bodyStyle === 'suv');
if (!sample) throw new Error('The built-in list has no 2024 SUV');
const film = FILMS.find((f) => f.finish === 'gloss' && f.brandId === '3m');
if (!film) throw new Error('The built-in catalogue has no 3M gloss film');

const generateBody = (overrides: Record<string, unknown> = {}) => ({
  year: sample.year,
  make: sample.make,
  model: sample.model,
  finish: 'Gloss',
  color: film.hex,
  description: '',
  brand: '3m',
  filmId: film.id,
  ...overrides,
});

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

function countingEngine(inner: RenderEngine = localEngine()) {
  const calls: RenderSpec[] = [];
  const engine: RenderEngine = { ...inner, render: (job) => (calls.push(job.spec), inner.render(job)) };
  return { engine, calls };
}

const renderFiles = (dataDir: string) => {
  const dir = path.join(dataDir, 'renders');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.png')) : [];
};

describe('vehicle pickers', () => {
  it('lists every year newest first', async () => {
    const { app, auth } = await studioApp();
    const res = await app.request('/api/v1/user/tool/get-years', { headers: auth });
    const expected = [...new Set(builtIn.map((v) => v.year))].sort((a, b) => b - a);
    expect(await body(res)).toEqual({ data: { years: expected } });
    expect(expected[0]).toBe(2026);
    expect(expected.at(-1)).toBe(1990);
  });

  it('lists the makes of a year sorted by name, with slug ids', async () => {
    const { app, auth } = await studioApp();
    const res = await app.request('/api/v1/user/tool/get-makes?year=2024', { headers: auth });
    const { data } = await body<{ data: { makes: MakeDto[] } }>(res);
    const expected = [...new Set(builtIn.filter((v) => v.year === 2024).map((v) => v.make))].sort(byName);
    expect(data.makes.map((m) => m.name)).toEqual(expected);
    for (const make of data.makes) expect(make.id).toBe(slugOf(make.name));
  });

  it('lists a make’s models with their body styles, by make id or name', async () => {
    const { app, auth } = await studioApp();
    const get = async (make: string) =>
      body<{ data: { models: ModelDto[] } }>(await app.request(`/api/v1/user/tool/get-models?year=${sample.year}&make=${encodeURIComponent(make)}`, { headers: auth }));
    const byId = await get(slugOf(sample.make));
    expect(await get(sample.make)).toEqual(byId);
    expect(await get(sample.make.toUpperCase())).toEqual(byId);
    const rows = builtIn.filter((v) => v.year === sample.year && v.make === sample.make);
    const names = [...new Set(rows.map((v) => v.model))].sort(byName);
    expect(byId.data.models.map((m) => m.name)).toEqual(names);
    for (const model of byId.data.models) {
      const styles = rows.filter((v) => v.model === model.name).map((v) => v.bodyStyle);
      const primary = primaryBodyStyle(sample.year, sample.make, model.name);
      expect(model.bodyStyles).toEqual([primary, ...BODY_STYLES.filter((s) => s !== primary && styles.includes(s))]);
      expect(model.id).toBe(slugOf(model.name));
    }
  });

  it('answers 400 for a bad year or an unknown make, and 401 without a login', async () => {
    const { app, auth } = await studioApp();
    for (const query of ['', '?year=1989', '?year=2027', '?year=20x4', '?year=2020.5', '?year=2020&extra=1']) {
      const res = await app.request(`/api/v1/user/tool/get-makes${query}`, { headers: auth });
      expect(res.status, query).toBe(400);
      expect((await body<{ error: { code: string } }>(res)).error.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await app.request('/api/v1/user/tool/get-models?year=2020&make=Nonexistent%20Motors', { headers: auth });
    expect(unknown.status).toBe(400);
    expect((await body<{ error: { message: string } }>(unknown)).error.message).toMatch(/Unknown make "Nonexistent Motors"/);
    expect((await app.request('/api/v1/user/tool/get-models?year=2020', { headers: auth })).status).toBe(400);
    expect((await app.request('/api/v1/user/tool/get-years')).status).toBe(401);
  });
});

describe('photo engines', () => {
  it('says before any upload whether the photo-real AI render is on; the exact recolour always is', async () => {
    const local = await studioApp();
    const res = await local.app.request('/api/v1/user/tool/engines', { headers: local.auth });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ data: { recolour: true, photoReal: false } });
    const photoEngine: RenderEngine = { ...localEngine(), name: 'replicate', supportsPhotos: true };
    const ai = await studioApp({ engine: photoEngine });
    expect(await body(await ai.app.request('/api/v1/user/tool/engines', { headers: ai.auth }))).toEqual({ data: { recolour: true, photoReal: true } });
    expect((await local.app.request('/api/v1/user/tool/engines')).status).toBe(401);
  });
});

describe('brands and films', () => {
  it('lists only the brands with films, in spec order with film counts; a brand gets in once it has films', async () => {
    const t = await studioApp();
    const list = async () => (await body<{ data: BrandDto[] }>(await t.app.request('/api/v1/user/tool/brands', { headers: t.auth }))).data;
    const data = await list();
    const withFilms = BRANDS.filter((b) => FILMS.some((f) => f.brandId === b.id));
    expect(withFilms.length).toBeLessThan(BRANDS.length);
    expect(data.map((b) => b.id)).toEqual(withFilms.map((b) => b.id));
    expect(data.slice(0, 2).map((b) => b.name)).toEqual(['3M', 'Avery Dennison']);
    for (const brand of data) expect(brand.filmCount).toBe(FILMS.filter((f) => f.brandId === brand.id).length);
    expect(data.some((b) => b.filmCount === 0)).toBe(false);

    // Hiding every film of a brand one by one keeps the brand listed at 0, so the owner can offer them again.
    const kpmf = FILMS.filter((f) => f.brandId === 'kpmf').map((f) => f.id);
    expect((await t.app.request('/api/v1/user/catalog/settings', json('PUT', { hiddenFilms: kpmf }, t.auth))).status).toBe(200);
    expect((await list()).find((b) => b.id === 'kpmf')?.filmCount).toBe(0);
  });

  it('groups a brand’s films by finish in tab order', async () => {
    const { app, auth } = await studioApp();
    const res = await app.request('/api/v1/user/tool/films?brand=3m', { headers: auth });
    const { data } = await body<{ data: { brand: { name: string }; groups: FilmGroupDto[] } }>(res);
    expect(data.brand.name).toBe('3M');
    const own = FILMS.filter((f) => f.brandId === '3m');
    expect(data.groups.map((g) => g.finish)).toEqual(['gloss', 'satin', 'matte', 'chrome', 'flip', 'brushed', 'carbon'].filter((f) => own.some((o) => o.finish === f)));
    for (const group of data.groups) {
      expect(group.label).toBe(FINISH_LABELS[group.finish]);
      expect(group.films.map((f) => f.id).sort()).toEqual(own.filter((f) => f.finish === group.finish).map((f) => f.id).sort());
    }
    const g = data.groups.flatMap((x) => x.films).find((f) => f.id === film.id);
    expect(g).toEqual({ id: film.id, brandId: '3m', name: film.name, code: film.code, colorCode: film.hex, finish: film.finish, secondaryHex: film.secondaryHex ?? null, custom: false });
    expect((await app.request('/api/v1/user/tool/films?brand=acme', { headers: auth })).status).toBe(400);
  });
});

describe('POST /user/tool/generate-car-image', () => {
  it('refuses a roof colour on a convertible with 400 before any credit is spent', async () => {
    const { app, auth, deps } = await studioApp({ credits: 3 });
    const open = builtIn.find((v) => v.year === 2024 && v.bodyStyle === 'convertible');
    if (!open) throw new Error('The built-in list has no 2024 convertible');
    const before = await dbSnapshot(deps);
    const res = await app.request(
      '/api/v1/user/tool/generate-car-image',
      json('POST', generateBody({ make: open.make, model: open.model, bodyStyle: 'convertible', zones: { roof: '#111111' } }), auth),
    );
    expect(res.status).toBe(400);
    expect((await body<{ error: { message: string } }>(res)).error.message).toMatch(/soft top is fabric/);
    expect(await dbSnapshot(deps)).toEqual(before);
  });

  it('renders a PNG, takes one credit, stores the file and a draft render', async () => {
    const { app, auth, deps, owner } = await studioApp({ credits: 3 });
    const res = await app.request('/api/v1/user/tool/generate-car-image', json('POST', generateBody(), auth));
    expect(res.status).toBe(200);
    const { data } = await body<GenerateCarImageResponse>(res);
    const png = Buffer.from(data.image[0]?.inlineData.data ?? '', 'base64');
    expect(data.image[0]?.inlineData.mimeType).toBe('image/png');
    expect(isPng(png)).toBe(true);
    expect(png.readUInt32BE(16)).toBe(1024);
    expect(data.credits).toBe(2);
    expect(await balance(deps.db, owner.shop.id)).toBe(2);
    expect(await ledgerTotal(deps.db, owner.shop.id)).toBe(2);
    expect(data.url).toBe(`/api/v1/user/renders/${data.renderId}/image`);
    const row = await firstRow(deps.db.select().from(renders).where(eq(renders.id, data.renderId)));
    expect(row).toMatchObject({ shopId: owner.shop.id, userId: owner.user.id, source: 'studio', status: 'draft', engine: 'local' });
    expect((row?.spec as RenderSpec).film).toMatchObject({ id: film.id, brand: '3M', hex: film.hex });
    // Without a body style the model's own most common one (listed first in the catalogue) is drawn.
    const firstStyle = primaryBodyStyle(sample.year, sample.make, sample.model);
    expect((row?.spec as RenderSpec).vehicle).toEqual({ year: sample.year, make: sample.make, model: sample.model, bodyStyle: firstStyle });
    expect(fs.readFileSync(path.join(deps.env.DATA_DIR, 'renders', owner.shop.id, `${data.renderId}.png`))).toEqual(png);
    const entry = await deps.db.select().from(creditLedger).where(eq(creditLedger.reference, data.renderId));
    expect(entry.map((e) => [e.kind, e.delta])).toEqual([['render', -1]]);
  });

  it('takes the spec’s request alone: the shop’s film of that brand, colour and finish, else an ad-hoc colour', async () => {
    const { app, auth, deps } = await studioApp();
    const { filmId: _filmId, ...specOnly } = generateBody();
    const matched = await body<GenerateCarImageResponse>(await app.request('/api/v1/user/tool/generate-car-image', json('POST', specOnly, auth)));
    const matchedSpec = (await firstRow(deps.db.select().from(renders).where(eq(renders.id, matched.data.renderId))))?.spec as RenderSpec;
    expect(matchedSpec.film.id).toBe(film.id);

    const adHoc = await app.request(
      '/api/v1/user/tool/generate-car-image',
      json('POST', { year: sample.year, make: sample.make, model: sample.model, finish: 'Matte', color: '#123', description: 'Midnight Test' }, auth),
    );
    const adHocSpec = (await firstRow(deps.db.select().from(renders).where(eq(renders.id, (await body<GenerateCarImageResponse>(adHoc)).data.renderId))))?.spec as RenderSpec;
    expect(adHocSpec.film).toMatchObject({ id: null, name: 'Midnight Test', hex: '#112233', finish: 'matte' });
  });

  it('answers 400 for an unknown vehicle, body style, film, finish or brand and writes nothing', async () => {
    const { app, auth, deps } = await studioApp();
    const before = await dbSnapshot(deps);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ model: 'Imaginary 9000' }, /We have no .* Imaginary 9000/],
      [{ make: 'Nonexistent Motors' }, /We have no/],
      [{ bodyStyle: 'convertible', model: builtIn.find((v) => v.year === 2024 && v.bodyStyle === 'pickup')?.model }, /We have no/],
      [{ filmId: '3m-does-not-exist' }, /not in your shop's catalogue/],
      [{ filmId: undefined, finish: 'Velvet' }, /Unknown finish "Velvet"/],
      [{ filmId: undefined, brand: 'Acme Vinyl' }, /Unknown wrap brand/],
      [{ year: 1980 }, /Year must be from 1990 to 2026/],
      [{ color: 'red' }, /hex code/],
    ];
    for (const [overrides, message] of cases) {
      const res = await app.request('/api/v1/user/tool/generate-car-image', json('POST', generateBody(overrides), auth));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await body<{ error: { message: string } }>(res)).error.message).toMatch(message);
    }
    expect(await dbSnapshot(deps)).toEqual(before);
    expect(renderFiles(deps.env.DATA_DIR)).toEqual([]);
  });

  it('answers 402 NO_CREDITS at zero credits and writes nothing but the out-of-credits alert', async () => {
    const { app, auth, deps } = await studioApp({ credits: 0 });
    const alertTables = ['credit_alerts', 'notifications', 'email_outbox'];
    const withoutAlerts = (snapshot: Record<string, unknown>) => Object.fromEntries(Object.entries(snapshot).filter(([table]) => !alertTables.includes(table)));
    const before = await dbSnapshot(deps);
    const res = await app.request('/api/v1/user/tool/generate-car-image', json('POST', generateBody(), auth));
    expect(res.status).toBe(402);
    expect(await body(res)).toEqual({ error: { code: 'NO_CREDITS', message: RENDER_MESSAGES.noCredits } });
    expect(withoutAlerts(await dbSnapshot(deps))).toEqual(withoutAlerts(before));
    expect(renderFiles(deps.env.DATA_DIR)).toEqual([]);
  });

  it('rate-limits a user to 6 renders per 10 seconds with 429 RATE_LIMITED', async () => {
    const { app, auth, clock, deps, owner } = await studioApp({ credits: 20 });
    const send = (i: number) => app.request('/api/v1/user/tool/generate-car-image', json('POST', generateBody({ color: `#00000${i}`, filmId: undefined }), auth));
    for (let i = 0; i < 6; i++) expect((await send(i)).status).toBe(200);
    const limited = await send(6);
    expect(limited.status).toBe(429);
    expect((await body<{ error: { code: string; message: string } }>(limited)).error).toMatchObject({ code: 'RATE_LIMITED', message: RENDER_MESSAGES.rateLimited });
    expect(await balance(deps.db, owner.shop.id)).toBe(14);
    clock.advance(10_000);
    expect((await send(7)).status).toBe(200);
  });

  it('refunds the credit of a failed render and stores nothing', async () => {
    const failing: RenderEngine = { name: 'broken', deterministic: true, supportsPhotos: false, render: () => Promise.reject(new RenderEngineError('engine down')) };
    const { app, auth, deps, owner } = await studioApp({ credits: 4, engine: failing });
    const res = await app.request('/api/v1/user/tool/generate-car-image', json('POST', generateBody(), auth));
    expect(res.status).toBe(502);
    expect((await body<{ error: { code: string; message: string } }>(res)).error).toEqual({ code: 'RENDER_FAILED', message: RENDER_MESSAGES.renderFailed });
    expect(await balance(deps.db, owner.shop.id)).toBe(4);
    expect(await ledgerTotal(deps.db, owner.shop.id)).toBe(4);
    const entries = await deps.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.shopId, owner.shop.id), inArray(creditLedger.kind, ['render', 'refund']), ne(creditLedger.reference, 'test')));
    expect(entries.map((e) => [e.kind, e.delta]).sort()).toEqual([['refund', 1], ['render', -1]]);
    expect(entries[0]?.reference).toBe(entries[1]?.reference);
    expect(await deps.db.select().from(renders)).toEqual([]);
    expect(renderFiles(deps.env.DATA_DIR)).toEqual([]);
  });

  it('lets exactly as many of 50 concurrent renders through as the shop has credits', async () => {
    const limits = { perActor: [{ windowMs: 10_000, max: 1000 }], perShop: [{ windowMs: 10_000, max: 1000 }] };
    const { app, auth, deps, owner } = await studioApp({ credits: 10, limits });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => app.request('/api/v1/user/tool/generate-car-image', json('POST', generateBody({ color: `#0000${String(i).padStart(2, '0')}`, filmId: undefined }), auth))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(await balance(deps.db, owner.shop.id)).toBe(0);
    expect(await ledgerTotal(deps.db, owner.shop.id)).toBe(0);
    expect(await deps.db.select().from(renders)).toHaveLength(10);
    expect(renderFiles(deps.env.DATA_DIR)).toHaveLength(10);
  });

  it('serves the same picture again within 30 days without a credit; a different one, or the same after 30 days, charges', async () => {
    const { engine, calls } = countingEngine();
    const { app, auth, clock, deps, owner } = await studioApp({ credits: 5, engine });
    const send = async (overrides: Record<string, unknown> = {}) =>
      body<GenerateCarImageResponse>(await app.request('/api/v1/user/tool/generate-car-image', json('POST', generateBody(overrides), auth)));
    const first = await send();
    expect(first.data).toMatchObject({ credits: 4, charged: true });

    // The same vehicle, film, extras, view and size: the stored picture, free, as a render of its own in My Wraps.
    const again = await send();
    expect(again.data).toMatchObject({ credits: 4, charged: false });
    expect(again.data.renderId).not.toBe(first.data.renderId);
    expect(again.data.image[0]?.inlineData.data).toBe(first.data.image[0]?.inlineData.data);
    expect(await balance(deps.db, owner.shop.id)).toBe(4);
    expect(await ledgerTotal(deps.db, owner.shop.id)).toBe(4);
    expect(await deps.db.select().from(creditLedger).where(eq(creditLedger.reference, again.data.renderId))).toEqual([]);
    const reusedRow = await firstRow(deps.db.select().from(renders).where(eq(renders.id, again.data.renderId)));
    expect(reusedRow).toMatchObject({ reusedFrom: first.data.renderId, status: 'draft' });
    expect(renderFiles(deps.env.DATA_DIR)).toHaveLength(1);
    expect(calls).toHaveLength(1);

    // Each part of the picture makes it another one: extras, view, film.
    expect((await send({ zones: { roof: '#111111' } })).data).toMatchObject({ credits: 3, charged: true });
    expect((await send({ view: 'three-quarter' })).data).toMatchObject({ credits: 2, charged: true });
    // Going back to an earlier one is free.
    expect((await send({ zones: { roof: '#111111' } })).data).toMatchObject({ credits: 2, charged: false });

    // 30 days after it was paid, the same picture costs a credit again (the engine is spared: the PNG is stored). The
    // clock cannot move a month (the session would end), so the payments move back instead.
    clock.advance(10_000); // past the burst limit of 6 renders in 10 s
    const monthAgo = new Date(clock.now().getTime() - 30 * 24 * 60 * 60 * 1000 - 1000);
    await deps.db.update(renders).set({ chargedAt: monthAgo }).where(eq(renders.specHash, reusedRow?.specHash ?? ''));
    expect((await send()).data).toMatchObject({ credits: 1, charged: true });
    expect((await send()).data).toMatchObject({ credits: 1, charged: false });
    expect(await ledgerTotal(deps.db, owner.shop.id)).toBe(1);
  });

  it('deleting the paid render keeps the picture of one that shows it, and it stays free', async () => {
    const { app, auth, deps, owner } = await studioApp({ credits: 3 });
    const send = async () => body<GenerateCarImageResponse>(await app.request('/api/v1/user/tool/generate-car-image', json('POST', generateBody(), auth)));
    const first = await send();
    const again = await send();
    expect((await app.request(`/api/v1/user/renders/${first.data.renderId}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    const image = await app.request(`/api/v1/user/renders/${again.data.renderId}/image`, { headers: auth });
    expect(image.status).toBe(200);
    expect((await send()).data).toMatchObject({ credits: 2, charged: false });
    expect(await balance(deps.db, owner.shop.id)).toBe(2);
    // With the last render showing it gone, the file goes too.
    const rows = await deps.db.select().from(renders);
    for (const row of rows) expect((await app.request(`/api/v1/user/renders/${row.id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect(renderFiles(deps.env.DATA_DIR)).toEqual([]);
  });

  it('charges two identical renders sent at once one credit: the second waits for the first one’s picture', async () => {
    const limits = { perActor: [{ windowMs: 10_000, max: 1000 }], perShop: [{ windowMs: 10_000, max: 1000 }] };
    const { engine, calls } = countingEngine();
    const { app, auth, deps, owner } = await studioApp({ credits: 5, engine, limits });
    const results = await Promise.all(Array.from({ length: 4 }, () => app.request('/api/v1/user/tool/generate-car-image', json('POST', generateBody(), auth))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const answers = await Promise.all(results.map((r) => body<GenerateCarImageResponse>(r)));
    expect(answers.filter((a) => a.data.charged)).toHaveLength(1);
    expect(await balance(deps.db, owner.shop.id)).toBe(4);
    expect(await ledgerTotal(deps.db, owner.shop.id)).toBe(4);
    expect(calls).toHaveLength(1);
    expect(await deps.db.select().from(renders)).toHaveLength(4);
  });
});

describe('POST /user/tool/photo-render', () => {
  it('answers 409 ENGINE_UNAVAILABLE on the local engine and spends nothing', async () => {
    const { app, auth, deps } = await studioApp();
    const before = await dbSnapshot(deps);
    const form = new FormData();
    form.set('photo', new File([new Uint8Array([1, 2, 3])], 'car.jpg', { type: 'image/jpeg' }));
    form.set('finish', 'gloss');
    form.set('color', '#112233');
    const res = await app.request('/api/v1/user/tool/photo-render', { method: 'POST', headers: auth, body: form });
    expect(res.status).toBe(409);
    expect(await body(res)).toEqual({ error: { code: 'ENGINE_UNAVAILABLE', message: 'AI renders are not available on your Wrapsmith yet. Nothing was charged: recolour the photo with the exact recolour instead.' } });
    expect(await dbSnapshot(deps)).toEqual(before);
  });
});
