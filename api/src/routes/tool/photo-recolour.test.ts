// POST /user/tool/photo-recolour: the customer's own car photo recoloured on the built-in engine (issue #10).
import type { RecolourPool } from '../../services/photo-recolour/index.ts';
import { standInPool, photoPool } from '../../services/photo-uploads/stand-in-pool.test-support.ts';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deltaE2000, FILMS, hexToRgb, rgbToLab } from '@wrapsmith/catalog';
import { PHOTO_RECOLOUR_MESSAGES, RENDER_MESSAGES } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it, beforeEach, vi } from 'vitest';
import { creditLedger, pendingRenders, renders } from '../../db/schema/index.ts';
import { balance, ledgerTotal } from '../../services/credits/index.ts';
import { closeSharedRecolourPool, preparePhoto } from '../../services/photo-recolour/index.ts';
import { bodyTap, syntheticCarJpeg } from '../../services/photo-recolour/synthetic.test-support.ts';
import { diskStorage } from '../../services/storage/index.ts';
import { isPng, RenderEngineError, type RenderEngine, type RenderSpec } from '../../services/render/index.ts';
import { dbSnapshot, tempDir } from '../../test/app.ts';
import { otherShop, studioApp } from '../../test/studio.ts';
import { firstRow } from '../../db/tx.ts';

// The photo workers are a stand-in (services/photo-uploads/stand-in-pool.test-support.ts): these tests are about the
// route and the pipeline; the real model's selection is tested in services/photo-recolour and photos.model.test.ts.
vi.mock('../../services/photo-recolour/pool.ts', async (importOriginal) =>
  (await import('../../services/photo-uploads/stand-in-pool.test-support.ts')).withPhotoPool(await importOriginal()),
);
beforeEach(() => {
  photoPool.current = standInPool();
});

/** A photo pool whose selections find no paint (a tap on a glint, a window, confetti). */
function noPaintPool(): RecolourPool {
  const inner = standInPool();
  return {
    size: 1,
    close: () => inner.close(),
    run: async (job) =>
      job.kind === 'embed' ? inner.run(job) : { bytes: job.kind === 'select' ? new Uint8Array(job.width * job.height) : job.kind === 'recolour-full' ? job.full : job.rgba, coverage: 0 },
  };
}


const URL_PATH = '/api/v1/user/tool/photo-recolour';
const film = FILMS.find((f) => f.id === '3m-g13');
if (!film) throw new Error('The built-in catalogue has no 3M Gloss Hotrod Red');

afterAll(() => closeSharedRecolourPool());

type Tap = { x: number; y: number; mode?: string };
interface FormParts {
  photo?: Blob | null;
  taps?: unknown;
  fields?: Record<string, string>;
}

async function carPhoto() {
  return syntheticCarJpeg();
}

function recolourForm({ photo, taps, fields }: FormParts) {
  const form = new FormData();
  if (photo) form.set('photo', photo instanceof File ? photo : new File([photo], 'car.jpg', { type: 'image/jpeg' }));
  if (taps !== undefined) form.set('taps', typeof taps === 'string' ? taps : JSON.stringify(taps));
  for (const [key, value] of Object.entries(fields ?? { filmId: film!.id, finish: 'Gloss', color: film!.hex, brand: '3m' })) form.set(key, value);
  return form;
}

const jpegFile = (bytes: Uint8Array, type = 'image/jpeg') => new File([bytes], 'car.jpg', { type });

interface RecolourBody {
  data: { image: { inlineData: { mimeType: string; data: string } }[]; renderId: string; url: string; credits: number; width: number; height: number };
}
type ErrorBody = { error: { code: string; message: string } };

const renderFiles = (dataDir: string) => {
  const dir = path.join(dataDir, 'renders');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.png')) : [];
};

describe('POST /user/tool/photo-recolour', () => {
  it('recolours the photo for one credit: a stored draft render of the recolour engine, with the taps and the photo’s hash', async () => {
    const { app, auth, deps, owner } = await studioApp({ credits: 3 });
    const { car, jpeg } = await carPhoto();
    const taps = [bodyTap(car)];
    const res = await app.request(URL_PATH, { method: 'POST', headers: auth, body: recolourForm({ photo: jpegFile(jpeg), taps }) });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as RecolourBody;
    expect({ width: data.width, height: data.height, credits: data.credits, url: data.url }).toEqual({
      width: car.width,
      height: car.height,
      credits: 2,
      url: `/api/v1/user/renders/${data.renderId}/image`,
    });
    const png = Buffer.from(data.image[0]!.inlineData.data, 'base64');
    expect(data.image[0]!.inlineData.mimeType).toBe('image/png');
    expect(isPng(png)).toBe(true);

    // The body is the film now; the ground is as it was.
    const { data: pixels, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: car.width, height: car.height });
    const at = (x: number, y: number) => {
      const o = (y * info.width + x) * info.channels;
      return rgbToLab({ r: pixels[o]!, g: pixels[o + 1]!, b: pixels[o + 2]! });
    };
    const body = at(Math.floor(taps[0]!.x * car.width), Math.floor(taps[0]!.y * car.height));
    expect(deltaE2000(body, rgbToLab(hexToRgb(film!.hex)))).toBeLessThan(8);
    const prepared = await preparePhoto(jpeg, car);
    const { data: before } = await sharp(prepared.bytes).raw().toBuffer({ resolveWithObject: true });
    const o = ((car.height - 10) * car.width + 10) * 3;
    expect(at(10, car.height - 10)).toEqual(rgbToLab({ r: before[o]!, g: before[o + 1]!, b: before[o + 2]! }));

    const row = await firstRow(deps.db.select().from(renders).where(eq(renders.id, data.renderId)));
    const spec = row?.spec as RenderSpec;
    expect({ engine: row?.engine, source: row?.source, status: row?.status, userId: row?.userId }).toEqual({
      engine: 'recolour',
      source: 'aitool',
      status: 'draft',
      userId: owner.user.id,
    });
    expect(spec.vehicle).toBeNull();
    expect(spec.taps).toEqual(taps);
    expect(spec.photoSha256).toBe(createHash('sha256').update(prepared.bytes).digest('hex'));
    expect(spec.film).toMatchObject({ id: film!.id, hex: film!.hex, finish: 'gloss' });
    expect(await balance(deps.db, owner.shop.id)).toBe(2);
    expect((await deps.db.select().from(creditLedger).where(eq(creditLedger.reference, data.renderId))).map((e) => e.kind)).toEqual(['render']);

    // Saved, listed and downloaded like every render.
    const image = await app.request(`${data.url}?download=1`, { headers: auth });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-disposition')).toMatch(/attachment/);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    expect((await app.request(`/api/v1/user/renders/${data.renderId}/save`, { method: 'POST', headers: auth })).status).toBe(200);
    const list = (await (await app.request('/api/v1/user/renders?tab=saved', { headers: auth })).json()) as { data: { renders: { _id: string; vehicle: unknown }[] } };
    expect(list.data.renders.map((r) => [r._id, r.vehicle])).toEqual([[data.renderId, null]]);
  });

  it('recolours on the built-in engine whatever engine draws the shop’s other renders', async () => {
    const calls: RenderSpec[] = [];
    const ai: RenderEngine = {
      name: 'replicate',
      deterministic: false,
      supportsPhotos: true,
      render: async (job) => {
        calls.push(job.spec);
        throw new RenderEngineError('not this one');
      },
    };
    const { app, auth, deps } = await studioApp({ credits: 2, engine: ai });
    const { car, jpeg } = await carPhoto();
    const res = await app.request(URL_PATH, { method: 'POST', headers: auth, body: recolourForm({ photo: jpegFile(jpeg), taps: [bodyTap(car)] }) });
    expect(res.status).toBe(200);
    expect(calls).toEqual([]);
    expect(await deps.db.select({ engine: renders.engine }).from(renders)).toEqual([{ engine: 'recolour' }]);
  });

  it('turns a phone photo upright and drops its EXIF (GPS, camera): the answer is the upright picture', async () => {
    const { app, auth } = await studioApp({ credits: 2 });
    const { car, jpeg } = await carPhoto();
    // The same car stored sideways, as a phone stores it, with orientation 6 to turn it back.
    const sideways = await sharp(jpeg)
      .rotate(-90)
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif?.toString('latin1')).toContain('PhoneCo');
    const res = await app.request(URL_PATH, { method: 'POST', headers: auth, body: recolourForm({ photo: jpegFile(sideways), taps: [bodyTap(car)] }) });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as RecolourBody;
    expect({ width: data.width, height: data.height }).toEqual({ width: car.width, height: car.height });
    const meta = await sharp(Buffer.from(data.image[0]!.inlineData.data, 'base64')).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
      width: car.width,
      height: car.height,
      exif: undefined,
      orientation: undefined,
    });
  });

  it('gives the credit back when the render cannot be stored', async () => {
    const dataDir = tempDir();
    const disk = diskStorage(dataDir);
    const storage = { ...disk, put: async () => Promise.reject(new Error('ENOSPC: no space left on device')) };
    const { app, auth, deps, owner } = await studioApp({ credits: 3, deps: { storage }, env: { DATA_DIR: dataDir } });
    const { car, jpeg } = await carPhoto();
    const res = await app.request(URL_PATH, { method: 'POST', headers: auth, body: recolourForm({ photo: jpegFile(jpeg), taps: [bodyTap(car)] }) });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: 'RENDER_FAILED', message: RENDER_MESSAGES.renderFailed } });
    expect(await balance(deps.db, owner.shop.id)).toBe(3);
    expect(await ledgerTotal(deps.db, owner.shop.id)).toBe(3);
    expect(await deps.db.select().from(renders)).toEqual([]);
    expect(await deps.db.select().from(pendingRenders)).toEqual([]);
  });

  it('answers 422 and gives the credit back when the taps find no paint', async () => {
    photoPool.current = noPaintPool();
    const { app, auth, deps, owner } = await studioApp({ credits: 3 });
    // Confetti: 3-pixel squares of unrelated colours, so every square is walled in by edges and nothing grows.
    const size = 200;
    const pixels = Buffer.alloc(size * size * 3);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) % 256;
    const squares = Array.from({ length: Math.ceil(size / 3) ** 2 }, () => [random(), random(), random()]);
    for (let i = 0; i < size * size; i++) {
      const square = squares[Math.floor(Math.floor(i / size) / 3) * Math.ceil(size / 3) + Math.floor((i % size) / 3)]!;
      pixels.set(square, i * 3);
    }
    const board = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();
    const res = await app.request(URL_PATH, {
      method: 'POST',
      headers: auth,
      body: recolourForm({ photo: new File([board], 'confetti.png', { type: 'image/png' }), taps: [{ x: 0.5, y: 0.5 }] }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: PHOTO_RECOLOUR_MESSAGES.noPaintFound } });
    expect(await balance(deps.db, owner.shop.id)).toBe(3);
    expect(await deps.db.select().from(renders)).toEqual([]);
    expect(await deps.db.select().from(pendingRenders)).toEqual([]);
  });

  it('refuses a bad photo or bad taps with a clear 4xx, spending and writing nothing', async () => {
    const { app, auth, deps, owner } = await studioApp({ credits: 5 });
    const { car, jpeg } = await carPhoto();
    const tap: Tap = bodyTap(car);
    const tiny = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    const cases: { name: string; form: FormData | string; status: number; message: string | RegExp }[] = [
      { name: 'no taps', form: recolourForm({ photo: jpegFile(jpeg) }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapsRequired },
      { name: 'taps not JSON', form: recolourForm({ photo: jpegFile(jpeg), taps: '[{x:0.5' }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapsNotJson },
      { name: 'taps not a list', form: recolourForm({ photo: jpegFile(jpeg), taps: tap }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapsRequired },
      { name: 'no tap in the list', form: recolourForm({ photo: jpegFile(jpeg), taps: [] }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapsRequired },
      { name: 'only remove taps', form: recolourForm({ photo: jpegFile(jpeg), taps: [{ ...tap, mode: 'remove' }] }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapsRequired },
      { name: '21 taps', form: recolourForm({ photo: jpegFile(jpeg), taps: Array(21).fill(tap) }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tooManyTaps },
      { name: 'x past the right edge', form: recolourForm({ photo: jpegFile(jpeg), taps: [{ x: 1.2, y: 0.5 }] }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapOutside },
      { name: 'y above the top', form: recolourForm({ photo: jpegFile(jpeg), taps: [{ x: 0.5, y: -0.1 }] }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapOutside },
      { name: 'pixel coordinates', form: recolourForm({ photo: jpegFile(jpeg), taps: [{ x: 240, y: 160 }] }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapOutside },
      { name: 'x as text', form: recolourForm({ photo: jpegFile(jpeg), taps: [{ x: '0.5', y: 0.5 }] }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapOutside },
      { name: 'an unknown mode', form: recolourForm({ photo: jpegFile(jpeg), taps: [{ ...tap, mode: 'paint' }] }), status: 400, message: 'mode must be "add" or "remove"' },
      { name: 'an unknown tap field', form: recolourForm({ photo: jpegFile(jpeg), taps: [{ ...tap, size: 3 }] }), status: 400, message: /size/ },
      { name: 'zones', form: recolourForm({ photo: jpegFile(jpeg), taps: [tap], fields: { filmId: film!.id, finish: 'Gloss', color: film!.hex, zones: '{}' } }), status: 400, message: 'Unknown field: zones' },
      { name: 'an unknown film', form: recolourForm({ photo: jpegFile(jpeg), taps: [tap], fields: { filmId: 'acme-1', finish: 'Gloss', color: '#112233' } }), status: 400, message: /acme-1/ },
      { name: 'no finish', form: recolourForm({ photo: jpegFile(jpeg), taps: [tap], fields: { color: '#112233' } }), status: 400, message: /Finish/ },
      { name: 'no photo', form: recolourForm({ taps: [tap] }), status: 400, message: 'photo is required' },
      { name: 'an empty photo', form: recolourForm({ photo: jpegFile(new Uint8Array(0)), taps: [tap] }), status: 400, message: /empty/ },
      { name: 'a text file called a JPEG', form: recolourForm({ photo: jpegFile(new TextEncoder().encode('not a photo at all')), taps: [tap] }), status: 415, message: /Upload an image/ },
      { name: 'a PDF', form: recolourForm({ photo: jpegFile(jpeg, 'application/pdf'), taps: [tap] }), status: 415, message: /Upload an image/ },
      { name: 'a photo over 10 MB', form: recolourForm({ photo: jpegFile(huge), taps: [tap] }), status: 413, message: /too large/ },
      { name: 'a photo too small', form: recolourForm({ photo: jpegFile(tiny), taps: [tap] }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.photoTooSmall },
      { name: 'JSON instead of a form', form: JSON.stringify({ taps: [tap] }), status: 400, message: /multipart\/form-data/ },
    ];
    const before = await dbSnapshot(deps);
    for (const c of cases) {
      const headers = typeof c.form === 'string' ? { ...auth, 'content-type': 'application/json' } : auth;
      const res = await app.request(URL_PATH, { method: 'POST', headers, body: c.form });
      expect(res.status, c.name).toBe(c.status);
      const { error } = (await res.json()) as ErrorBody;
      if (typeof c.message === 'string') expect(error.message, c.name).toBe(c.message);
      else expect(error.message, c.name).toMatch(c.message);
    }
    expect(await dbSnapshot(deps)).toEqual(before);
    expect(await balance(deps.db, owner.shop.id)).toBe(5);
    expect(renderFiles(deps.env.DATA_DIR)).toEqual([]);
  });

  it('keeps a shop’s photo render to that shop, and needs a login', async () => {
    const t = await studioApp({ credits: 2 });
    const other = await otherShop(t);
    const otherCredits = await balance(t.deps.db, other.shop.id);
    const { car, jpeg } = await carPhoto();
    const res = await t.app.request(URL_PATH, { method: 'POST', headers: t.auth, body: recolourForm({ photo: jpegFile(jpeg), taps: [bodyTap(car)] }) });
    const { data } = (await res.json()) as RecolourBody;
    expect((await t.app.request(data.url, { headers: other.auth })).status).toBe(404);
    const list = (await (await t.app.request('/api/v1/user/renders', { headers: other.auth })).json()) as { data: { renders: unknown[] } };
    expect(list.data.renders).toEqual([]);
    expect(await balance(t.deps.db, other.shop.id)).toBe(otherCredits);
    expect(await t.deps.db.select({ shopId: renders.shopId }).from(renders)).toEqual([{ shopId: t.owner.shop.id }]);
    const anonymous = await t.app.request(URL_PATH, { method: 'POST', body: recolourForm({ photo: jpegFile(jpeg), taps: [bodyTap(car)] }) });
    expect(anonymous.status).toBe(401);
  });
});
