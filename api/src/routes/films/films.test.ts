import { FILMS, hexToRgb } from '@wrapsmith/catalog';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMember, json, logIn, bearer } from '../../test/app.ts';
import { otherShop, studioApp } from '../../test/studio.ts';
import type { BrandDto, FilmDto, FilmGroupDto } from '../../types.ts';

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

const solidPng = (hex: string, size = 40) => sharp({ create: { width: size, height: size, channels: 3, background: hexToRgb(hex) } }).png().toBuffer();

function swatchForm(bytes: Uint8Array, type = 'image/png', name = 'swatch.png') {
  const form = new FormData();
  form.set('image', new File([bytes], name, { type }));
  return form;
}

describe('custom films', () => {
  it('adds a shop’s colour to its own catalogue only, and deletes it', async () => {
    const t = await studioApp();
    const other = await otherShop(t);
    const created = await t.app.request('/api/v1/user/films', json('POST', { name: 'Shop Teal', code: 'ST1', hex: '#0A8', finish: 'Satin' }, t.auth));
    expect(created.status).toBe(201);
    const { data: film } = await body<{ data: FilmDto }>(created);
    expect(film).toMatchObject({ name: 'Shop Teal (ST1)', code: 'ST1', colorCode: '#00aa88', finish: 'satin', custom: true, brandId: 'custom' });

    const mine = await body<{ data: BrandDto[] }>(await t.app.request('/api/v1/user/tool/brands', { headers: t.auth }));
    expect(mine.data.at(-1)).toEqual({ id: 'custom', name: 'Custom colours', productLine: '', filmCount: 1 });
    const theirs = await body<{ data: BrandDto[] }>(await t.app.request('/api/v1/user/tool/brands', { headers: other.auth }));
    expect(theirs.data.map((b) => b.id)).not.toContain('custom');
    const theirFilms = await body<{ data: { groups: FilmGroupDto[] } }>(await t.app.request('/api/v1/user/tool/films?brand=custom', { headers: other.auth }));
    expect(theirFilms.data.groups).toEqual([]);

    expect((await t.app.request(`/api/v1/user/films/${film.id}`, { method: 'DELETE', headers: other.auth })).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/films/${FILMS[0]?.id}`, { method: 'DELETE', headers: t.auth })).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/films/${film.id}`, { method: 'DELETE', headers: t.auth })).status).toBe(200);
    expect((await t.app.request(`/api/v1/user/films/${film.id}`, { method: 'DELETE', headers: t.auth })).status).toBe(404);
  });

  it('lets the owner and a Shop Manager add and delete colours, and refuses a member with 403', async () => {
    const t = await studioApp();
    const add = (auth: Record<string, string>, name: string) => t.app.request('/api/v1/user/films', json('POST', { name, hex: '#0a8', finish: 'Gloss' }, auth));
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    const manager = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const managerAuth = bearer((await logIn(t.app, manager.user.email, manager.password)).token);

    expect((await add(memberAuth, 'Member Teal')).status).toBe(403);
    const byManager = await add(managerAuth, 'Manager Teal');
    expect(byManager.status).toBe(201);
    const { data: film } = await body<{ data: FilmDto }>(byManager);
    expect((await t.app.request(`/api/v1/user/films/${film.id}`, { method: 'DELETE', headers: memberAuth })).status).toBe(403);
    expect((await t.app.request(`/api/v1/user/films/${film.id}`, { method: 'DELETE', headers: managerAuth })).status).toBe(200);
    expect((await add(t.auth, 'Owner Teal')).status).toBe(201);
    const custom = await body<{ data: { groups: FilmGroupDto[] } }>(await t.app.request('/api/v1/user/tool/films?brand=custom', { headers: memberAuth }));
    expect(custom.data.groups.flatMap((g) => g.films.map((f) => f.name))).toEqual(['Owner Teal']);
  });

  it('refuses markup in a colour’s name or code, which shops’ websites show', async () => {
    const t = await studioApp();
    for (const payload of [
      { name: '<img src=x onerror=alert(1)>', hex: '#123456', finish: 'Gloss' },
      { name: 'Teal', code: '<b>', hex: '#123456', finish: 'Gloss' },
    ]) {
      const res = await t.app.request('/api/v1/user/films', json('POST', payload, t.auth));
      expect(res.status).toBe(400);
      expect((await body<{ error: { message: string } }>(res)).error.message).toMatch(/cannot contain < or >/);
    }
  });

  it('refuses a colour without a usable hex or finish', async () => {
    const t = await studioApp();
    expect((await t.app.request('/api/v1/user/films', json('POST', { name: 'X', hex: 'blue', finish: 'Gloss' }, t.auth))).status).toBe(400);
    const finish = await t.app.request('/api/v1/user/films', json('POST', { name: 'X', hex: '#123456', finish: 'Velvet' }, t.auth));
    expect(finish.status).toBe(400);
    expect((await body<{ error: { message: string } }>(finish)).error.message).toMatch(/Unknown finish/);
  });
});

describe('POST /user/films/swatch', () => {
  it('averages a solid swatch to its colour and names the nearest film', async () => {
    const t = await studioApp();
    const target = FILMS.find((f) => f.finish === 'gloss' && f.brandId === '3m' && !['#000000', '#ffffff'].includes(f.hex));
    if (!target) throw new Error('No coloured 3M gloss film');
    const res = await t.app.request('/api/v1/user/films/swatch', { method: 'POST', headers: t.auth, body: swatchForm(await solidPng(target.hex)) });
    expect(res.status).toBe(200);
    const { data } = await body<{ data: { hex: string; nearest: FilmDto & { distance: number } } }>(res);
    const want = hexToRgb(target.hex);
    const got = hexToRgb(data.hex);
    for (const channel of ['r', 'g', 'b'] as const) expect(Math.abs(got[channel] - want[channel])).toBeLessThanOrEqual(1);
    expect(data.nearest.colorCode).toBe(target.hex);
    expect(data.nearest.distance).toBeLessThan(1);
  });

  it('takes images only, up to 5 MB', async () => {
    const t = await studioApp();
    const pdf = await t.app.request('/api/v1/user/films/swatch', { method: 'POST', headers: t.auth, body: swatchForm(new TextEncoder().encode('%PDF-1.4'), 'application/pdf', 'a.pdf') });
    expect(pdf.status).toBe(415);
    const fake = await t.app.request('/api/v1/user/films/swatch', { method: 'POST', headers: t.auth, body: swatchForm(new TextEncoder().encode('not really a png'), 'image/png') });
    expect(fake.status).toBe(415);
    const big = await t.app.request('/api/v1/user/films/swatch', { method: 'POST', headers: t.auth, body: swatchForm(new Uint8Array(5 * 1024 * 1024 + 1), 'image/png') });
    expect(big.status).toBe(413);
    const missing = await t.app.request('/api/v1/user/films/swatch', { method: 'POST', headers: t.auth, body: new FormData() });
    expect(missing.status).toBe(400);
  });
});

describe('catalogue settings', () => {
  it('lets the owner hide brands and films from the Studio', async () => {
    const t = await studioApp();
    const [hiddenFilm] = FILMS.filter((f) => f.brandId === '3m');
    if (!hiddenFilm) throw new Error('No 3M film');
    const put = await t.app.request('/api/v1/user/catalog/settings', json('PUT', { hiddenBrands: ['avery-dennison'], hiddenFilms: [hiddenFilm.id] }, t.auth));
    expect(put.status).toBe(200);
    expect((await body<{ data: unknown }>(await t.app.request('/api/v1/user/catalog/settings', { headers: t.auth }))).data).toEqual({
      hiddenBrands: ['avery-dennison'],
      hiddenFilms: [hiddenFilm.id],
    });
    const brands = await body<{ data: BrandDto[] }>(await t.app.request('/api/v1/user/tool/brands', { headers: t.auth }));
    expect(brands.data.map((b) => b.id)).not.toContain('avery-dennison');
    expect(brands.data.find((b) => b.id === '3m')?.filmCount).toBe(FILMS.filter((f) => f.brandId === '3m').length - 1);
    const films = await body<{ data: { groups: FilmGroupDto[] } }>(await t.app.request('/api/v1/user/tool/films?brand=3m', { headers: t.auth }));
    expect(films.data.groups.flatMap((g) => g.films).map((f) => f.id)).not.toContain(hiddenFilm.id);
    const render = await t.app.request(
      '/api/v1/user/tool/generate-car-image',
      json('POST', { year: 2024, make: 'Toyota', model: 'Camry', finish: hiddenFilm.finish, color: hiddenFilm.hex, description: '', filmId: hiddenFilm.id }, t.auth),
    );
    expect(render.status).toBe(400);
    expect((await body<{ error: { message: string } }>(render)).error.message).toMatch(/not in your shop's catalogue/);

    const other = await otherShop(t);
    const theirs = await body<{ data: BrandDto[] }>(await t.app.request('/api/v1/user/tool/brands', { headers: other.auth }));
    expect(theirs.data.map((b) => b.id)).toContain('avery-dennison');
  });

  it('is the Settings area’s to change (not a plain Member’s), and refuses unknown ids', async () => {
    const t = await studioApp();
    const manager = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const managerAuth = bearer((await logIn(t.app, manager.user.email, manager.password)).token);
    expect((await t.app.request('/api/v1/user/catalog/settings', { headers: managerAuth })).status).toBe(200);
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect((await t.app.request('/api/v1/user/catalog/settings', { headers: memberAuth })).status).toBe(403);
    expect((await t.app.request('/api/v1/user/catalog/settings', json('PUT', { hiddenBrands: [] }, memberAuth))).status).toBe(403);
    expect((await t.app.request('/api/v1/user/catalog/settings', json('PUT', { hiddenBrands: ['acme'] }, t.auth))).status).toBe(400);
    expect((await t.app.request('/api/v1/user/catalog/settings', json('PUT', { hiddenFilms: ['3m-nope'] }, t.auth))).status).toBe(400);
  });
});
