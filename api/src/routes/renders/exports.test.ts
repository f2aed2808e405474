// Exports per plan (decision 064): 1024 px for every shop, 2048 px ("2K") from Ultimate, 4096 px ("4K") on Pro.
// A drawing is drawn again at the size; a photo is fitted inside it and never enlarged; a size above the plan is
// refused before anything is read, drawn, written or spent.
import { expandVehicles, FILMS } from '@wrapsmith/catalog';
import { PLAN_LIMIT_MESSAGES, planAllowance, type PlanKey } from '@wrapsmith/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renders } from '../../db/schema/index.ts';
import { balance } from '../../services/credits/index.ts';
import { exportKey } from '../../services/render/export.ts';
import { renderKey } from '../../services/storage/index.ts';
import { json } from '../../test/app.ts';
import { studioApp } from '../../test/studio.ts';
import type { GenerateCarImageResponse } from '../../types.ts';

const vehicle = [...expandVehicles()].find((v) => v.year === 2023 && v.bodyStyle === 'sedan');
const film = FILMS.find((f) => f.brandId === '3m');

async function shopWithDrawing(planKey?: PlanKey) {
  const t = await studioApp({ credits: 3, ...(planKey ? { planKey } : {}) });
  const res = await t.app.request(
    '/api/v1/user/tool/generate-car-image',
    json('POST', { year: vehicle?.year, make: vehicle?.make, model: vehicle?.model, finish: film?.finish, color: film?.hex, description: '', filmId: film?.id }, t.auth),
  );
  expect(res.status).toBe(200);
  const renderId = (await res.json() as GenerateCarImageResponse).data.renderId;
  return { ...t, renderId, imageKey: renderKey(t.owner.shop.id, renderId) };
}

async function size(res: Response) {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return [meta.width, meta.height];
}

const exportOf = (t: Awaited<ReturnType<typeof shopWithDrawing>>, edge: number, id = t.renderId) =>
  t.app.request(`/api/v1/user/renders/${id}/image?download=1&size=${edge}`, { headers: t.auth });

describe('exports per plan', () => {
  it('draws a drawing again at 2048 px on Ultimate, refuses 4096 px there, and names the size in the file', async () => {
    const t = await shopWithDrawing('ultimate');
    const big = await exportOf(t, 2048);
    expect(big.status).toBe(200);
    expect(big.headers.get('content-disposition')).toMatch(/-2048px\.png"$/);
    expect(big.headers.get('x-image-size')).toBe('2048x1280');
    expect(await size(big)).toEqual([2048, 1280]);

    const credits = await balance(t.deps.db, t.owner.shop.id);
    const refused = await exportOf(t, 4096);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'PLAN_LIMIT', message: PLAN_LIMIT_MESSAGES.exportTooBig(4096, planAllowance('ultimate')) },
    });
    expect(PLAN_LIMIT_MESSAGES.exportTooBig(4096, planAllowance('ultimate'))).toBe(
      'Your Ultimate plan downloads designs at up to 2048 px. 4096 px downloads come with the Pro plan.',
    );
    // Nothing spent, nothing drawn or kept.
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(credits);
    expect(await t.deps.storage.get(exportKey(t.imageKey, 4096))).toBeNull();
  });

  it('exports 4096 × 2560 on Pro, keeps it beside the render and deletes it with the render', async () => {
    const t = await shopWithDrawing('pro');
    const big = await exportOf(t, 4096);
    expect(big.status).toBe(200);
    expect(await size(big)).toEqual([4096, 2560]);
    expect(await t.deps.storage.get(exportKey(t.imageKey, 4096))).not.toBeNull();
    expect((await exportOf(t, 4096)).status).toBe(200);
    expect((await t.app.request(`/api/v1/user/renders/${t.renderId}`, { method: 'DELETE', headers: t.auth })).status).toBe(200);
    expect(await t.deps.storage.get(exportKey(t.imageKey, 4096))).toBeNull();
  });

  it('gives a shop without a plan and a Basic shop the standard 1024 px and refuses 2K', async () => {
    for (const planKey of [undefined, 'basic'] as const) {
      const t = await shopWithDrawing(planKey);
      const standard = await exportOf(t, 1024);
      expect(await size(standard)).toEqual([1024, 640]);
      const refused = await exportOf(t, 2048);
      expect(refused.status).toBe(403);
      expect((await refused.json() as { error: { message: string } }).error.message).toBe(
        planKey
          ? 'Your Basic plan downloads designs at up to 1024 px. 2048 px downloads come with the Ultimate plan.'
          : 'Without a plan your shop downloads designs at up to 1024 px. 2048 px downloads come with the Ultimate plan.',
      );
    }
  });

  it('refuses a size that is not on offer', async () => {
    const t = await shopWithDrawing('pro');
    const res = await exportOf(t, 3000);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('size must be one of 1024, 2048, 4096');
  });

  it('fits a photo render inside the size without enlarging it', async () => {
    const t = await shopWithDrawing('pro');
    const id = 'photo-render-1';
    const imageKey = renderKey(t.owner.shop.id, id);
    const photo = await sharp({ create: { width: 2048, height: 1536, channels: 3, background: '#3366cc' } }).png().toBuffer();
    await t.deps.storage.put(imageKey, photo);
    await t.deps.db.insert(renders).values({
      id,
      shopId: t.owner.shop.id,
      userId: t.owner.user.id,
      source: 'aitool',
      spec: { vehicle: null, film: { id: null, brandId: null, brand: 'Custom', code: '', name: 'Blue', hex: '#3366cc', finish: 'gloss' }, zones: {} },
      specHash: 'photo-hash',
      engine: 'recolour',
      imageKey,
      createdAt: t.deps.now(),
    });
    expect(await size(await exportOf(t, 4096, id))).toEqual([2048, 1536]);
    expect(await size(await exportOf(t, 1024, id))).toEqual([1024, 768]);
  });
});
