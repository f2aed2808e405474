// Issue 22 item 5 (decision 074): 2048 and 4096 px exports are real for photos too. A customer's photo bigger than
// the 2048 px the photo tool works at is kept as its original (up to 4096 px); a Pro shop's 4K export of a photo
// recolour or a library photo paints the film onto that original, at the original's own size (never enlarged).
// The photo workers are the stand-in (services/photo-uploads/stand-in-pool.test-support.ts): its selection is a disc
// around the tap, its 2048 px recolour paints flat, and an export's recolour of the original is the real one.
import { deltaE2000, FILMS, hexToRgb, rgbToLab } from '@wrapsmith/catalog';
import { DAY, PLAN_LIMIT_MESSAGES, planAllowance, type PlanKey } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renders } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { balance } from '../../services/credits/index.ts';
import { prune } from '../../services/maintenance/index.ts';
import { closeSharedRecolourPool } from '../../services/photo-recolour/index.ts';
import { bodyTap, syntheticCarJpeg } from '../../services/photo-recolour/synthetic.test-support.ts';
import { photoPool, standInPool, STAND_IN_TAP_RADIUS, type StandInPool } from '../../services/photo-uploads/stand-in-pool.test-support.ts';
import { exportKey } from '../../services/render/export.ts';
import { renderMaskKey, renderOriginalKey } from '../../services/storage/index.ts';
import { json } from '../../test/app.ts';
import { photoForm, storedFiles } from '../../test/photos.ts';
import { studioApp } from '../../test/studio.ts';

vi.mock('../../services/photo-recolour/pool.ts', async (importOriginal) =>
  (await import('../../services/photo-uploads/stand-in-pool.test-support.ts')).withPhotoPool(await importOriginal()),
);

let pool: StandInPool;
beforeEach(() => {
  pool = standInPool();
  photoPool.current = pool;
});
afterAll(() => closeSharedRecolourPool());

const film = FILMS.find((f) => f.id === '3m-g13');
if (!film) throw new Error('The built-in catalogue has no 3M Gloss Hotrod Red');
const FILM_FIELDS = { filmId: film.id, finish: 'Gloss', color: film.hex, brand: '3m' };

// A 4000 × 3000 photo of the synthetic car: bigger than the 2048 px working copy, smaller than 4K.
const { car, jpeg } = await syntheticCarJpeg({ width: 4000, height: 3000 });
const TAP = bodyTap(car);

type Studio = Awaited<ReturnType<typeof studioApp>>;

async function recoloured(t: Studio, form: FormData) {
  t.clock.advance(10_000);
  const res = await t.app.request('/api/v1/user/tool/photo-recolour', { method: 'POST', headers: t.auth, body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = (await res.json()) as { data: { renderId: string; width: number; height: number } };
  const row = await firstRow(t.deps.db.select().from(renders).where(eq(renders.id, data.renderId)));
  return { ...data, imageKey: row!.imageKey };
}

async function uploaded(t: Studio): Promise<string> {
  const res = await t.app.request('/api/v1/user/tool/photos', { method: 'POST', headers: t.auth, body: photoForm({ bytes: jpeg }) });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { photo: { id: string } } }).data.photo.id;
}

const exportOf = (t: Studio, id: string, edge: number) =>
  t.app.request(`/api/v1/user/renders/${id}/image?download=1&size=${edge}`, { headers: t.auth });

async function pixelsOf(res: Response) {
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
  const lab = (x: number, y: number) => {
    const o = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return rgbToLab({ r: data[o]!, g: data[o + 1]!, b: data[o + 2]! });
  };
  return { width: info.width, height: info.height, lab };
}

const filmLab = rgbToLab(hexToRgb(film.hex));
const photoPixels = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
const photoLab = (x: number, y: number) => {
  const o = (y * photoPixels.info.width + x) * photoPixels.info.channels;
  return rgbToLab({ r: photoPixels.data[o]!, g: photoPixels.data[o + 1]!, b: photoPixels.data[o + 2]! });
};

/**
 * The export is the whole 4000 × 3000 photo: the film on the paint around the tap (the stand-in's disc) in the
 * film's colour, the rest of the photo as it was, and a soft edge between (no 2× staircase from the 2048 px mask).
 */
async function expectFullSizeRecolour(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('x-image-size')).toBe('4000x3000');
  expect(res.headers.get('content-disposition')).toMatch(/-4000px\.png"$/);
  const out = await pixelsOf(res);
  expect({ width: out.width, height: out.height }).toEqual({ width: 4000, height: 3000 });
  const cx = TAP.x * car.width;
  const cy = TAP.y * car.height;
  const r = STAND_IN_TAP_RADIUS * car.width;
  // Paint inside the disc, away from its edge, the window, the glint and the tyre: the film's colour, shaded.
  const inside: [number, number][] = [];
  for (let dy = -0.6; dy <= 0.6; dy += 0.2) {
    for (let dx = -0.6; dx <= 0.6; dx += 0.2) {
      const x = Math.round(cx + dx * r);
      const y = Math.round(cy + dy * r);
      const clear = [-8, 8].every((d) => car.isPaint(x + d, y) && car.isPaint(x, y + d)) && !(x >= car.glint.left - 8 && x < car.glint.right + 8 && y >= car.glint.top - 8 && y < car.glint.bottom + 8);
      if (clear && Math.hypot(x - cx, y - cy) < 0.8 * r) inside.push([x, y]);
    }
  }
  expect(inside.length).toBeGreaterThan(10);
  for (const [x, y] of inside) expect(deltaE2000(out.lab(x, y), filmLab), `paint at ${x},${y}`).toBeLessThan(12);
  expect(deltaE2000(out.lab(cx, cy), filmLab)).toBeLessThan(6);
  // Outside the disc the photo is its own (the original re-encoded once: JPEG noise only).
  for (const [x, y] of [[40, 40], [3960, 2960], [Math.round(cx + 1.3 * r), Math.round(cy)]] as const) {
    expect(deltaE2000(out.lab(x, y), photoLab(x, y)), `photo at ${x},${y}`).toBeLessThan(2.5);
  }
  // Across the disc's edge, on the paint: from the film to the photo's own paint over a few pixels, with blends between.
  const y = Math.round(cy);
  const edgeX = Math.round(cx - r);
  const blends = Array.from({ length: 9 }, (_, i) => edgeX - 4 + i)
    .map((x) => deltaE2000(out.lab(x, y), filmLab))
    .filter((d) => d > 8 && deltaE2000(out.lab(edgeX - 4, y), filmLab) - d > 8);
  expect(blends.length).toBeGreaterThan(0);
}

describe('photo exports at the original’s size (issue 22 item 5)', () => {
  it('exports a Pro shop’s recolour of a 4000 px upload at 4000 px, the paint in the film, and keeps the original only beside the render', async () => {
    const t = await studioApp({ credits: 5, planKey: 'pro' });
    const made = await recoloured(t, photoForm({ bytes: jpeg }, { ...FILM_FIELDS, taps: [TAP] }));
    // The picture is made at the working size; the original and the selection are kept beside it.
    expect({ width: made.width, height: made.height }).toEqual({ width: 2048, height: 1536 });
    const original = await t.deps.storage.get(renderOriginalKey(made.imageKey));
    expect(await sharp(original!).metadata()).toMatchObject({ width: 4000, height: 3000, format: 'jpeg' });
    // Re-encoded: none of the upload's metadata.
    expect((await sharp(original!).metadata()).exif).toBeUndefined();
    expect(await sharp((await t.deps.storage.get(renderMaskKey(made.imageKey)))!).metadata()).toMatchObject({ width: 2048, height: 1536 });

    const credits = await balance(t.deps.db, t.owner.shop.id);
    await expectFullSizeRecolour(await exportOf(t, made.renderId, 4096));
    expect(pool.jobs.at(-1)).toBe('recolour-full');
    // Exports cost nothing; the 2K export is the working picture; each is kept and served again.
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(credits);
    const twoK = await exportOf(t, made.renderId, 2048);
    expect(twoK.headers.get('x-image-size')).toBe('2048x1536');
    const jobs = pool.jobs.length;
    expect((await exportOf(t, made.renderId, 4096)).headers.get('x-image-size')).toBe('4000x3000');
    expect(pool.jobs.length).toBe(jobs);

    // Deleted, the render takes its original, selection and exports with it.
    expect((await t.app.request(`/api/v1/user/renders/${made.renderId}`, { method: 'DELETE', headers: t.auth })).status).toBe(200);
    for (const key of [renderOriginalKey(made.imageKey), renderMaskKey(made.imageKey), exportKey(made.imageKey, 4096)]) {
      expect(await t.deps.storage.get(key), key).toBeNull();
    }
  });

  it('exports a recolour of a stored upload (photoId) at the original’s size too', async () => {
    const t = await studioApp({ credits: 5, planKey: 'pro' });
    const photoId = await uploaded(t);
    const made = await recoloured(t, photoForm(null, { ...FILM_FIELDS, photoId, taps: [TAP] }));
    await expectFullSizeRecolour(await exportOf(t, made.renderId, 4096));
  });

  it('gives an Ultimate shop the same photo at 2048 px and refuses 4096; a shop without a plan is refused 2048, as before', async () => {
    const cases: { planKey?: PlanKey; allowed: number; refused: number }[] = [
      { planKey: 'ultimate', allowed: 2048, refused: 4096 },
      { allowed: 1024, refused: 2048 },
    ];
    for (const { planKey, allowed, refused } of cases) {
      const t = await studioApp({ credits: 5, ...(planKey ? { planKey } : {}) });
      const made = await recoloured(t, photoForm({ bytes: jpeg }, { ...FILM_FIELDS, taps: [TAP] }));
      const ok = await exportOf(t, made.renderId, allowed);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-image-size')).toBe(`${allowed}x${allowed * 0.75}`);
      const out = await pixelsOf(ok);
      expect(deltaE2000(out.lab(TAP.x * out.width, TAP.y * out.height), filmLab)).toBeLessThan(6);
      const jobs = pool.jobs.length;
      const no = await exportOf(t, made.renderId, refused);
      expect(no.status).toBe(403);
      expect(await no.json()).toMatchObject({ error: { code: 'PLAN_LIMIT', message: PLAN_LIMIT_MESSAGES.exportTooBig(refused, planAllowance(planKey)) } });
      // Refused before anything was read or recoloured.
      expect(pool.jobs.length).toBe(jobs);
      expect(await t.deps.storage.get(exportKey(made.imageKey, refused as 2048 | 4096))).toBeNull();
    }
  });

  it('exports a Pro shop’s library photo at the original’s size, and from the kept picture once the photo is marked again', async () => {
    const t = await studioApp({ credits: 5, planKey: 'pro' });
    const photoId = await uploaded(t);
    const added = await t.app.request('/api/v1/user/library', json('POST', { photoId, taps: [TAP], year: 2020, make: 'toyota', model: 'corolla', bodyStyle: 'sedan', side: 'left' }, t.auth));
    expect(added.status, await added.clone().text()).toBe(201);
    const vehicleId = ((await added.json()) as { data: { _id: string } }).data._id;
    t.clock.advance(10_000);
    const res = await t.app.request(
      '/api/v1/user/tool/generate-car-image',
      json('POST', { year: 2020, make: 'toyota', model: 'corolla', bodyStyle: 'sedan', ...FILM_FIELDS, description: '' }, t.auth),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const renderId = ((await res.json()) as { data: { renderId: string } }).data.renderId;
    const row = await firstRow(t.deps.db.select().from(renders).where(eq(renders.id, renderId)));
    expect(row?.engine).toBe('library');
    await expectFullSizeRecolour(await exportOf(t, renderId, 4096));

    // Marked again, the library photo no longer is the one the render showed: a new export comes from the render's
    // own 2048 px picture, never from the photo's new marks.
    const remark = await t.app.request(`/api/v1/user/library/${vehicleId}`, json('PATCH', { taps: [{ x: 0.3, y: 0.6, mode: 'add' }] }, t.auth));
    expect(remark.status).toBe(200);
    await t.deps.storage.delete(exportKey(row!.imageKey, 4096));
    expect((await exportOf(t, renderId, 4096)).headers.get('x-image-size')).toBe('2048x1536');

    // The library keeps the original beside its photo, and deletes it with the vehicle.
    const libraryFiles = () => storedFiles(t.deps.env.DATA_DIR, 'library');
    expect(libraryFiles().filter((file) => file.endsWith('.original.jpg'))).toHaveLength(1);
    expect((await t.app.request(`/api/v1/user/library/${vehicleId}`, { method: 'DELETE', headers: t.auth })).status).toBe(200);
    expect(libraryFiles()).toEqual([]);
  });

  it('keeps a stored upload’s original for the upload’s day only: pruned with it', async () => {
    const t = await studioApp({ planKey: 'pro' });
    const photoId = await uploaded(t);
    const photoFiles = () => storedFiles(t.deps.env.DATA_DIR, 'photos').sort();
    expect(photoFiles()).toEqual([`photos/${t.owner.shop.id}/${photoId}.jpg`, `photos/${t.owner.shop.id}/${photoId}.original.jpg`]);
    t.clock.advance(DAY);
    expect(await prune(t.deps.db, t.deps.storage, t.deps.now())).toMatchObject({ photos: 1 });
    expect(photoFiles()).toEqual([]);
  });
});
