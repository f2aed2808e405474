import fs from 'node:fs';
import path from 'node:path';
import { expandVehicles, FILMS } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import { isPng } from '../../services/render/index.ts';
import { json } from '../../test/app.ts';
import { otherShop, setCredits, studioApp } from '../../test/studio.ts';
import type { GenerateCarImageResponse, RenderDto } from '../../types.ts';
import { PAGE_SIZE } from './renders.handlers.ts';

const vehicle = [...expandVehicles()].find((v) => v.year === 2023 && v.bodyStyle === 'sedan');
const films = FILMS.filter((f) => f.brandId === '3m');

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function withRenders(count: number) {
  const limits = { perActor: [{ windowMs: 10_000, max: 1000 }], perShop: [{ windowMs: 10_000, max: 1000 }] };
  const t = await studioApp({ credits: count, limits });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const film = films[i % films.length];
    const res = await t.app.request(
      '/api/v1/user/tool/generate-car-image',
      json('POST', { year: vehicle?.year, make: vehicle?.make, model: vehicle?.model, finish: film?.finish, color: film?.hex, description: '', filmId: film?.id }, t.auth),
    );
    ids.push((await body<GenerateCarImageResponse>(res)).data.renderId);
    t.clock.advance(1000);
  }
  return { ...t, ids };
}

const list = async (t: Awaited<ReturnType<typeof withRenders>>, query: string, auth = t.auth) =>
  body<{ data: { renders: RenderDto[]; total: number; page: number; pageSize: number } }>(await t.app.request(`/api/v1/user/renders${query}`, { headers: auth }));

describe('My Wraps', () => {
  it('starts every render as a draft and moves saved ones to the Saved tab, newest first', async () => {
    const t = await withRenders(3);
    const drafts = await list(t, '?tab=drafts');
    expect(drafts.data.renders.map((r) => r.status)).toEqual(['draft', 'draft', 'draft']);
    expect(drafts.data.renders.map((r) => r._id)).toEqual([...t.ids].reverse());

    const saved = await t.app.request(`/api/v1/user/renders/${t.ids[0]}/save`, { method: 'POST', headers: t.auth });
    expect((await body<{ data: RenderDto }>(saved)).data.status).toBe('saved');
    expect((await list(t, '?tab=saved')).data.renders.map((r) => r._id)).toEqual([t.ids[0]]);
    expect((await list(t, '?tab=drafts')).data.total).toBe(2);
    expect((await list(t, '?tab=lead_sent')).data.renders).toEqual([]);
    const all = await list(t, '');
    expect(all.data.total).toBe(3);
    expect(all.data.renders[2]).toMatchObject({ _id: t.ids[0], status: 'saved', source: 'studio', vehicle: { make: vehicle?.make }, film: { id: films[0]?.id } });
    expect((await t.app.request('/api/v1/user/renders?tab=trash', { headers: t.auth })).status).toBe(400);
  });

  it('pages the list', async () => {
    const t = await withRenders(PAGE_SIZE + 2);
    const first = await list(t, '?page=1');
    const second = await list(t, '?page=2');
    expect(first.data.renders).toHaveLength(PAGE_SIZE);
    expect(second.data.renders.map((r) => r._id)).toEqual([t.ids[1], t.ids[0]]);
    expect(second.data).toMatchObject({ page: 2, pageSize: PAGE_SIZE, total: PAGE_SIZE + 2 });
  });

  it('serves the PNG to the shop, as a download when asked, named by what it shows', async () => {
    const t = await withRenders(1);
    await setCredits(t.deps, t.owner.shop.id, 5);
    const res = await t.app.request(`/api/v1/user/renders/${t.ids[0]}/image`, { headers: t.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(isPng(new Uint8Array(await res.arrayBuffer()))).toBe(true);
    const download = await t.app.request(`/api/v1/user/renders/${t.ids[0]}/image?download=1`, { headers: t.auth });
    // Named by vehicle and film (2023 Cadillac CT4, 3M Gloss White (G10) → 2023-cadillac-ct4-3m-gloss-white-g10.png), safe characters only.
    const wrap = `${films[0]?.name ?? ''}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');
    const car = `${vehicle?.year} ${vehicle?.make} ${vehicle?.model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${car}-3m-${wrap}.png"`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9]+(-[a-z0-9]+)*\.png"$/);
    expect((await t.app.request(`/api/v1/user/renders/${t.ids[0]}/image`)).status).toBe(401);

    // A picture with extras lists them.
    const film = films[0];
    const extras = await t.app.request(
      '/api/v1/user/tool/generate-car-image',
      json('POST', { year: vehicle?.year, make: vehicle?.make, model: vehicle?.model, finish: film?.finish, color: film?.hex, description: '', filmId: film?.id, zones: { roof: '#111111', chromeDelete: true, windowTint: 35 } }, t.auth),
    );
    const extrasId = (await body<GenerateCarImageResponse>(extras)).data.renderId;
    const named = await t.app.request(`/api/v1/user/renders/${extrasId}/image?download=1`, { headers: t.auth });
    expect(named.headers.get('content-disposition')).toBe(`attachment; filename="${car}-3m-${wrap}-roof-111111-chrome-delete-35-tint.png"`);
  });

  it('deletes the render and its file', async () => {
    const t = await withRenders(2);
    const file = path.join(t.deps.env.DATA_DIR, 'renders', t.owner.shop.id, `${t.ids[0]}.png`);
    expect(fs.existsSync(file)).toBe(true);
    expect((await t.app.request(`/api/v1/user/renders/${t.ids[0]}`, { method: 'DELETE', headers: t.auth })).status).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect((await list(t, '')).data.renders.map((r) => r._id)).toEqual([t.ids[1]]);
    expect((await t.app.request(`/api/v1/user/renders/${t.ids[0]}/image`, { headers: t.auth })).status).toBe(404);
  });

  it('hides one shop’s renders from another: 404 for every route', async () => {
    const t = await withRenders(1);
    const other = await otherShop(t);
    const id = t.ids[0];
    expect((await list(t, '', other.auth)).data.renders).toEqual([]);
    expect((await t.app.request(`/api/v1/user/renders/${id}/image`, { headers: other.auth })).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/renders/${id}/save`, { method: 'POST', headers: other.auth })).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/renders/${id}`, { method: 'DELETE', headers: other.auth })).status).toBe(404);
    expect((await list(t, '')).data.renders.map((r) => [r._id, r.status])).toEqual([[id, 'draft']]);
  });
});
