// The render spec's view: a Studio or widget render asks for the side or the three-quarter view; each view is
// its own render and its own credit (decision 034), and the spec stores it so the two never share a cache entry.
import { RENDER_VIEWS as REQUEST_VIEWS } from '@wrapsmith/core';
import { RENDER_VIEWS as SCENE_VIEWS } from '@wrapsmith/render';
import { FILMS, expandVehicles } from '@wrapsmith/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renders } from '../../db/schema/index.ts';
import { json } from '../../test/app.ts';
import { studioApp } from '../../test/studio.ts';
import { body as widgetBody, renderBody, widgetApp } from '../../test/widget.ts';
import { balance } from '../credits/index.ts';
import { localEngine } from './local-engine.ts';
import { sceneOf, specHash } from './scene.ts';
import type { RenderEngine, RenderSpec } from './types.ts';
import { firstRow } from '../../db/tx.ts';

const vehicle = [...expandVehicles()].find((v) => v.year === 2024 && v.make === 'Ford' && v.model === 'F-150');
const film = FILMS.find((f) => f.finish === 'gloss' && f.brandId === '3m');
if (!vehicle || !film) throw new Error('The built-in catalogue has no 2024 F-150 or 3M gloss film');

const request = (view?: string) => ({
  year: vehicle.year,
  make: vehicle.make,
  model: vehicle.model,
  finish: 'Gloss',
  color: film.hex,
  description: '',
  filmId: film.id,
  ...(view === undefined ? {} : { view }),
});

function countingEngine() {
  const calls: RenderSpec[] = [];
  const inner = localEngine();
  const engine: RenderEngine = { ...inner, render: (job) => (calls.push(job.spec), inner.render(job)) };
  return { engine, calls };
}

describe('render views', () => {
  it('offers the same views in requests as the engine draws', () => {
    expect([...REQUEST_VIEWS]).toEqual([...SCENE_VIEWS]);
  });

  it('draws each view as its own render for one credit each, and reuses neither for the other', async () => {
    const { engine, calls } = countingEngine();
    const { app, auth, deps, owner } = await studioApp({ credits: 5, engine });
    const side = await app.request('/api/v1/user/tool/generate-car-image', json('POST', request(), auth));
    const angle = await app.request('/api/v1/user/tool/generate-car-image', json('POST', request('three-quarter'), auth));
    expect([side.status, angle.status]).toEqual([200, 200]);
    expect(calls.map((spec) => spec.view)).toEqual(['side', 'three-quarter']);
    expect(await balance(deps.db, owner.shop.id)).toBe(3);
    const ids = await Promise.all([side, angle].map(async (res) => ((await res.json()) as { data: { renderId: string } }).data.renderId));
    const rows = await Promise.all(ids.map(async (id) => firstRow(deps.db.select().from(renders).where(eq(renders.id, id)))));
    expect(rows.map((row) => (row?.spec as RenderSpec).view)).toEqual(['side', 'three-quarter']);
    expect(rows[0]?.specHash).not.toBe(rows[1]?.specHash);
  });

  it('answers 400 for a view it does not know, before any credit', async () => {
    const { app, auth, deps, owner } = await studioApp({ credits: 2 });
    const res = await app.request('/api/v1/user/tool/generate-car-image', json('POST', request('top'), auth));
    expect(res.status).toBe(400);
    expect(await balance(deps.db, owner.shop.id)).toBe(2);
  });

  it('takes the view from a widget visitor too', async () => {
    const t = await widgetApp({ credits: 3 });
    const res = await t.call('render', { body: renderBody({ view: 'three-quarter' }) });
    expect(res.status).toBe(200);
    const { data } = await widgetBody<{ data: { renderId: string } }>(res);
    const row = await firstRow(t.deps.db.select().from(renders).where(eq(renders.id, data.renderId)));
    expect((row?.spec as RenderSpec).view).toBe('three-quarter');
    expect((await t.call('render', { body: renderBody({ view: 'top' }) })).status).toBe(400);
  });

  it('draws a spec stored before views as a side view, with the same hash as an explicit one', () => {
    const spec: RenderSpec = {
      vehicle: { year: 2024, make: 'Ford', model: 'F-150', bodyStyle: 'pickup' },
      film: { id: null, brandId: null, brand: 'Custom', code: '', name: 'Red', hex: '#c8102e', finish: 'gloss' },
      zones: {},
    };
    expect(sceneOf(spec).view).toBe('side');
    expect(specHash(spec)).toBe(specHash({ ...spec, view: 'side' }));
    expect(specHash(spec)).not.toBe(specHash({ ...spec, view: 'three-quarter' }));
  });
});
