// The photo tool's stored photos in the Studio (issue 21): upload once, preview selections for free, recolour by id.
// The photo workers are a stand-in here (services/photo-uploads/stand-in-pool.test-support.ts); photos.model.test.ts
// runs the same steps on the real segmentation model.
import { createHash } from 'node:crypto';
import { FILMS } from '@wrapsmith/catalog';
import { DAY, PHOTO_RECOLOUR_MESSAGES } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { photoJobs, photoUploads, renders } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { balance } from '../../services/credits/index.ts';
import { prune } from '../../services/maintenance/index.ts';
import { bodyTap, syntheticCarJpeg } from '../../services/photo-recolour/synthetic.test-support.ts';
import { PHOTO_LIMITS, PHOTO_TOOL_MESSAGES } from '../../services/photo-uploads/index.ts';
import { standInPool, type StandInPool, photoPool } from '../../services/photo-uploads/stand-in-pool.test-support.ts';
import type { RenderSpec } from '../../services/render/index.ts';
import { dbSnapshot, json } from '../../test/app.ts';
import { insertJobs, photoForm, pngClaiming, storedFiles, SVG_PHOTO } from '../../test/photos.ts';
import { otherShop, studioApp } from '../../test/studio.ts';

vi.mock('../../services/photo-recolour/pool.ts', async (importOriginal) =>
  (await import('../../services/photo-uploads/stand-in-pool.test-support.ts')).withPhotoPool(await importOriginal()),
);

let jobs: StandInPool['jobs'];
let fromKept: StandInPool['fromKept'];
beforeEach(() => {
  const stand = standInPool();
  photoPool.current = stand;
  jobs = stand.jobs;
  fromKept = stand.fromKept;
});

const PHOTOS = '/api/v1/user/tool/photos';
const RECOLOUR = '/api/v1/user/tool/photo-recolour';
const film = FILMS.find((f) => f.id === '3m-g13');
if (!film) throw new Error('The built-in catalogue has no 3M Gloss Hotrod Red');
const FILM_FIELDS = { filmId: film.id, finish: 'Gloss', color: film.hex, brand: '3m' };

const { car, jpeg } = await syntheticCarJpeg();
const TAPS = [bodyTap(car)];
const STROKES = [{ mode: 'erase', radius: 0.02, points: [{ x: 0.45, y: 0.55 }] }];
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type ErrorBody = { error: { code: string; message: string } };
interface PhotoBody {
  data: { photo: { id: string; width: number; height: number; expiresAt: string } };
}
interface SelectionBody {
  data: { selection: { coverage: number; width: number; height: number; mask: string } };
}
interface RecolourBody {
  data: { renderId: string; width: number; height: number; credits: number };
}

type Studio = Awaited<ReturnType<typeof studioApp>>;
type Auth = Studio['auth'];

const upload = (t: Studio, form: FormData | string, auth: Auth = t.auth) =>
  t.app.request(PHOTOS, { method: 'POST', headers: typeof form === 'string' ? { ...auth, 'content-type': 'application/json' } : auth, body: form });

async function uploaded(t: Studio, bytes: Uint8Array = jpeg) {
  const res = await upload(t, photoForm({ bytes }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as PhotoBody).data.photo;
}

const select = (t: Studio, id: string, body: unknown, auth: Auth = t.auth) => t.app.request(`${PHOTOS}/${id}/selection`, json('POST', body, auth));
const recolour = (t: Studio, fields: Record<string, unknown>, auth: Auth = t.auth, photo: Uint8Array | null = null) =>
  t.app.request(RECOLOUR, { method: 'POST', headers: auth, body: photoForm(photo ? { bytes: photo } : null, { ...FILM_FIELDS, ...fields }) });

describe('Studio stored photos', () => {
  it('stores an upload (JPEG, PNG, WebP, GIF, AVIF) with its embedding, previews selections for free and recolours it by photoId for one credit', async () => {
    const t = await studioApp({ credits: 3 });
    const shopId = t.owner.shop.id;
    const photo = await uploaded(t);
    expect(photo).toEqual({ id: photo.id, width: car.width, height: car.height, expiresAt: new Date(t.deps.now().getTime() + DAY).toISOString() });
    const row = await firstRow(t.deps.db.select().from(photoUploads).where(eq(photoUploads.id, photo.id)));
    expect(row).toMatchObject({ shopId, source: 'studio', userId: t.owner.user.id, visitorId: null, widgetKeyId: null, storageKey: `photos/${shopId}/${photo.id}.jpg` });
    // The embedding was computed and kept before the answer, so the first selection needs no model encoder.
    expect(jobs).toEqual(['embed']);
    expect(storedFiles(t.deps.env.DATA_DIR, 'photos')).toEqual([`photos/${shopId}/${photo.id}.jpg`]);
    expect(storedFiles(t.deps.env.DATA_DIR, 'embeddings')).toEqual([`embeddings/${row!.sha256}.bin`]);

    const image = await t.app.request(`${PHOTOS}/${photo.id}/image`, { headers: t.auth });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(sha256(new Uint8Array(await image.arrayBuffer()))).toBe(row!.sha256);

    for (const body of [{ taps: TAPS }, { taps: TAPS, strokes: STROKES }]) {
      const res = await select(t, photo.id, body);
      expect(res.status).toBe(200);
      const { selection } = ((await res.json()) as SelectionBody).data;
      expect({ width: selection.width, height: selection.height }).toEqual({ width: car.width, height: car.height });
      expect(selection.coverage).toBeGreaterThan(0.05);
      const [prefix, base64] = selection.mask.split(',');
      expect(prefix).toBe('data:image/png;base64');
      // White where selected (the tapped paint), black elsewhere (the photo's corner).
      const { data: mask, info } = await sharp(Buffer.from(base64!, 'base64')).greyscale().raw().toBuffer({ resolveWithObject: true });
      expect({ width: info.width, height: info.height }).toEqual({ width: car.width, height: car.height });
      const at = (x: number, y: number) => mask[(Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * info.channels];
      expect([at(TAPS[0]!.x, TAPS[0]!.y), at(0, 0)]).toEqual([255, 0]);
    }
    expect(await balance(t.deps.db, shopId)).toBe(3);

    const res = await recolour(t, { photoId: photo.id, taps: TAPS, strokes: STROKES });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as RecolourBody;
    expect({ width: data.width, height: data.height, credits: data.credits }).toEqual({ width: car.width, height: car.height, credits: 2 });
    const render = await firstRow(t.deps.db.select().from(renders).where(eq(renders.id, data.renderId)));
    const spec = render?.spec as RenderSpec;
    expect({ engine: render?.engine, photoSha256: spec.photoSha256, taps: spec.taps, strokes: spec.strokes }).toEqual({
      engine: 'recolour',
      photoSha256: row!.sha256,
      taps: TAPS,
      strokes: STROKES,
    });
    // One embedding for the photo, reused by both selections and the recolour; the taps' selection worked out once
    // and kept (decision 082): the round that adds the stroke and the recolour start from it.
    expect(jobs).toEqual(['embed', 'select', 'select', 'recolour']);
    expect(fromKept).toEqual(['select', 'recolour']);
    expect(storedFiles(t.deps.env.DATA_DIR, 'selections')).toEqual([`selections/${row!.sha256}.bin`]);
    expect(await balance(t.deps.db, shopId)).toBe(2);
    // Still works with a file, as before, and strokes beside it.
    expect((await recolour(t, { taps: TAPS, strokes: STROKES }, t.auth, jpeg)).status).toBe(200);
    // Other taps on the same photo: worked out anew, never from the kept selection of the first ones.
    const moved = [{ x: TAPS[0]!.x + 0.01, y: TAPS[0]!.y }];
    expect((await select(t, photo.id, { taps: moved, strokes: STROKES })).status).toBe(200);
    expect((await select(t, photo.id, { taps: moved })).status).toBe(200);
    expect(fromKept).toEqual(['select', 'recolour', 'select']);

    // JPEG, PNG, WebP, GIF and AVIF are taken, each kept as an upright JPEG without metadata.
    const picture = sharp(jpeg);
    const sideways = await sharp(jpeg).rotate(-90).jpeg().withExif({ IFD0: { Make: 'PhoneCo' } }).withMetadata({ orientation: 6 }).toBuffer();
    const files = [
      await picture.clone().png().toBuffer(),
      await picture.clone().webp().toBuffer(),
      await picture.clone().gif().toBuffer(),
      await picture.clone().avif({ effort: 0 }).toBuffer(),
      sideways,
    ];
    for (const bytes of files) {
      const kept = await uploaded(t, bytes);
      expect({ width: kept.width, height: kept.height }).toEqual({ width: car.width, height: car.height });
      const stored = Buffer.from(await (await t.app.request(`${PHOTOS}/${kept.id}/image`, { headers: t.auth })).arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
        format: 'jpeg',
        width: car.width,
        height: car.height,
        exif: undefined,
        orientation: undefined,
      });
    }
  });

  it('refuses a bad upload from its bytes and header before decoding it, and bad selections and recolours, writing nothing', async () => {
    const t = await studioApp({ credits: 5 });
    const photo = await uploaded(t);
    const tiff = await sharp(jpeg).tiff().toBuffer();
    const tiny = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const twoPhotos = photoForm({ bytes: jpeg });
    twoPhotos.append('photo', new File([jpeg], 'again.jpg', { type: 'image/jpeg' }));
    jobs.length = 0;
    const before = await dbSnapshot(t.deps);
    const files = [...storedFiles(t.deps.env.DATA_DIR, 'photos'), ...storedFiles(t.deps.env.DATA_DIR, 'embeddings')];

    const uploads: { name: string; form: FormData | string; status: number; message: string | RegExp }[] = [
      { name: 'JSON, not a form', form: JSON.stringify({ photo: 'x' }), status: 400, message: /multipart\/form-data/ },
      { name: 'no photo', form: photoForm(null), status: 400, message: 'photo is required' },
      { name: 'two photos', form: twoPhotos, status: 400, message: 'Send one image in the "photo" field.' },
      { name: 'another field', form: photoForm({ bytes: jpeg }, { taps: TAPS }), status: 400, message: 'Unknown field: taps' },
      { name: 'an empty file', form: photoForm({ bytes: new Uint8Array(0) }), status: 400, message: /empty/ },
      { name: 'SVG called car.jpg', form: photoForm({ bytes: SVG_PHOTO }), status: 415, message: /Upload an image/ },
      { name: 'SVG as SVG', form: photoForm({ bytes: SVG_PHOTO, name: 'car.svg', type: 'image/svg+xml' }), status: 415, message: /Upload an image/ },
      { name: 'TIFF', form: photoForm({ bytes: tiff, name: 'car.tif', type: 'image/tiff' }), status: 415, message: /Upload an image/ },
      { name: 'text called car.jpg', form: photoForm({ bytes: new TextEncoder().encode('not a photo at all') }), status: 415, message: /Upload an image/ },
      { name: 'a JPEG declared as PDF', form: photoForm({ bytes: jpeg, type: 'application/pdf' }), status: 415, message: /Upload an image/ },
      // Its IDAT is garbage: decoded it would be a broken image (415); its header alone answers 413.
      { name: 'a PNG header of 400 megapixels', form: photoForm({ bytes: pngClaiming(20_000, 20_000), name: 'car.png', type: 'image/png' }), status: 413, message: PHOTO_RECOLOUR_MESSAGES.tooManyPixels },
      { name: 'a photo too small', form: photoForm({ bytes: tiny }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.photoTooSmall },
      { name: 'a file over 10 MB', form: photoForm({ bytes: new Uint8Array(10 * 1024 * 1024 + 1) }), status: 413, message: /too large/ },
    ];
    for (const c of uploads) {
      const res = await upload(t, c.form);
      expect(res.status, c.name).toBe(c.status);
      const { error } = (await res.json()) as ErrorBody;
      if (typeof c.message === 'string') expect(error.message, c.name).toBe(c.message);
      else expect(error.message, c.name).toMatch(c.message);
    }

    const selections: { name: string; id?: string; body: unknown; status: number; message: string | RegExp }[] = [
      { name: 'no taps', body: { strokes: STROKES }, status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapsRequired },
      { name: 'only remove taps', body: { taps: [{ ...TAPS[0], mode: 'remove' }] }, status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapsRequired },
      { name: 'a tap outside', body: { taps: [{ x: 1.5, y: 0.5 }] }, status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapOutside },
      { name: 'strokes not a list', body: { taps: TAPS, strokes: 'erase' }, status: 400, message: /./ },
      { name: 'a huge brush', body: { taps: TAPS, strokes: [{ ...STROKES[0], radius: 0.5 }] }, status: 400, message: PHOTO_RECOLOUR_MESSAGES.strokeRadius },
      { name: '41 strokes', body: { taps: TAPS, strokes: Array(41).fill(STROKES[0]) }, status: 400, message: PHOTO_RECOLOUR_MESSAGES.tooManyStrokes },
      { name: 'an unknown field', body: { taps: TAPS, film: 'red' }, status: 400, message: 'Unknown field: film' },
      { name: 'not JSON', body: '{"taps": [', status: 400, message: /JSON/ },
      { name: 'an unknown photo', id: 'no-such-photo', body: { taps: TAPS }, status: 404, message: PHOTO_RECOLOUR_MESSAGES.photoNotFound },
    ];
    for (const c of selections) {
      const res = await select(t, c.id ?? photo.id, c.body);
      expect(res.status, c.name).toBe(c.status);
      const { error } = (await res.json()) as ErrorBody;
      if (typeof c.message === 'string') expect(error.message, c.name).toBe(c.message);
      else expect(error.message, c.name).toMatch(c.message);
    }

    const recolours: { name: string; fields: Record<string, unknown>; photo?: Uint8Array; status: number; message: string }[] = [
      { name: 'strokes not JSON', fields: { photoId: photo.id, taps: TAPS, strokes: '[{mode:' }, status: 400, message: PHOTO_RECOLOUR_MESSAGES.strokesNotJson },
      { name: 'taps not JSON', fields: { photoId: photo.id, taps: '[{x:' }, status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapsNotJson },
      { name: 'a bad stroke', fields: { photoId: photo.id, taps: TAPS, strokes: [{ mode: 'paint', radius: 0.02, points: [{ x: 0.5, y: 0.5 }] }] }, status: 400, message: 'mode must be "add" or "erase"' },
      { name: 'a photo and a photoId', fields: { photoId: photo.id, taps: TAPS }, photo: jpeg, status: 400, message: PHOTO_TOOL_MESSAGES.photoOrPhotoId },
      { name: 'a bad photoId', fields: { photoId: '../x', taps: TAPS }, status: 400, message: 'photoId: Invalid id' },
      { name: 'an unknown photoId', fields: { photoId: 'no-such-photo', taps: TAPS }, status: 404, message: PHOTO_RECOLOUR_MESSAGES.photoNotFound },
      { name: 'SVG bytes as the file', fields: { taps: TAPS }, photo: SVG_PHOTO, status: 415, message: 'Upload an image file (JPEG, PNG, WebP, AVIF or GIF).' },
    ];
    for (const c of recolours) {
      const res = await recolour(t, c.fields, t.auth, c.photo ?? null);
      expect(res.status, c.name).toBe(c.status);
      expect(((await res.json()) as ErrorBody).error.message, c.name).toBe(c.message);
    }

    expect(jobs).toEqual([]);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect([...storedFiles(t.deps.env.DATA_DIR, 'photos'), ...storedFiles(t.deps.env.DATA_DIR, 'embeddings')]).toEqual(files);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(5);
  });

  it('keeps a photo to its shop and its day, then prunes it with its file, and its embedding and kept selection once no live upload shares it', async () => {
    const t = await studioApp({ credits: 3 });
    const { storage, db } = t.deps;
    const other = await otherShop(t);
    const otherCredits = await balance(db, other.shop.id);
    const photo = await uploaded(t);
    const notFound = async (res: Response, name: string) => {
      expect(res.status, name).toBe(404);
      expect(((await res.json()) as ErrorBody).error, name).toEqual({ code: 'NOT_FOUND', message: PHOTO_RECOLOUR_MESSAGES.photoNotFound });
    };
    await notFound(await t.app.request(`${PHOTOS}/${photo.id}/image`, { headers: other.auth }), 'image');
    await notFound(await select(t, photo.id, { taps: TAPS }, other.auth), 'selection');
    await notFound(await recolour(t, { photoId: photo.id, taps: TAPS }, other.auth), 'recolour');
    expect(await balance(db, other.shop.id)).toBe(otherCredits);
    expect(jobs).toEqual(['embed']);
    expect((await t.app.request(`${PHOTOS}/${photo.id}/image`)).status).toBe(401);

    // The same picture again, half a day later: a second upload sharing the first one's embedding.
    t.clock.advance(DAY / 2);
    const again = await uploaded(t);
    const photoFiles = () => storedFiles(t.deps.env.DATA_DIR, 'photos');
    const embeddings = () => [...storedFiles(t.deps.env.DATA_DIR, 'embeddings'), ...storedFiles(t.deps.env.DATA_DIR, 'selections')];
    expect([photoFiles().length, embeddings().length]).toEqual([2, 1]);

    // The first is its shop's until its day is over.
    t.clock.advance(DAY / 2 - 1000);
    expect((await select(t, photo.id, { taps: TAPS })).status).toBe(200);
    t.clock.advance(1000);
    await notFound(await t.app.request(`${PHOTOS}/${photo.id}/image`, { headers: t.auth }), 'expired image');
    await notFound(await select(t, photo.id, { taps: TAPS }), 'expired selection');
    await notFound(await recolour(t, { photoId: photo.id, taps: TAPS }), 'expired recolour');
    expect(await balance(db, t.owner.shop.id)).toBe(3);

    // The prune takes the expired row and its file, and the job rows older than a day; the embedding stays.
    expect(await prune(db, storage, t.deps.now())).toMatchObject({ photos: 1, photoJobs: 1 });
    expect((await db.select({ id: photoUploads.id }).from(photoUploads)).map((r) => r.id)).toEqual([again.id]);
    expect(photoFiles()).toEqual([`photos/${t.owner.shop.id}/${again.id}.jpg`]);
    expect(embeddings()).toHaveLength(2);
    expect((await select(t, again.id, { taps: TAPS })).status).toBe(200);

    t.clock.advance(DAY / 2);
    expect(await prune(db, storage, t.deps.now())).toMatchObject({ photos: 1 });
    expect(await db.select().from(photoUploads)).toEqual([]);
    expect([photoFiles(), embeddings()]).toEqual([[], []]);
    t.clock.advance(DAY);
    await prune(db, storage, t.deps.now());
    expect(await db.select().from(photoJobs)).toEqual([]);
  });

  it('holds a user to 60 uploads and 600 selections an hour: 429 with Retry-After and when, nothing decoded', async () => {
    const t = await studioApp();
    const photo = await uploaded(t);
    jobs.length = 0;
    const { shop, user } = t.owner;
    const at = new Date(t.deps.now().getTime() - 30 * 60 * 1000);
    const { upload: uploads, selection: selections } = PHOTO_LIMITS.studio;
    await insertJobs(t.deps.db, { shopId: shop.id, kind: 'upload', source: 'studio', userId: user.id, count: uploads.perUser.max - 1, at });
    await insertJobs(t.deps.db, { shopId: shop.id, kind: 'selection', source: 'studio', userId: user.id, count: selections.perUser.max, at });
    const rows = async () => (await t.deps.db.select().from(photoUploads)).length;

    const refused = await upload(t, photoForm({ bytes: jpeg }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1800');
    expect(((await refused.json()) as ErrorBody).error).toEqual({ code: 'RATE_LIMITED', message: 'You can upload 60 photos an hour. You can upload another in 30 minutes.' });
    const busy = await select(t, photo.id, { taps: TAPS });
    expect(busy.status).toBe(429);
    expect(((await busy.json()) as ErrorBody).error.message).toBe('You can preview 600 selections an hour. You can preview again in 30 minutes.');
    expect(jobs).toEqual([]);
    expect(await rows()).toBe(1);

    // The window moves on.
    t.clock.advance(30 * 60 * 1000);
    expect((await upload(t, photoForm({ bytes: jpeg }))).status).toBe(201);
    expect((await select(t, photo.id, { taps: TAPS })).status).toBe(200);
  });
});
