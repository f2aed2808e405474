// /user/library (decision 056): a shop's own photos of cars it wrapped, marked once, and Studio renders of the same
// car made from them. The photo workers are the stand-in (services/photo-uploads/stand-in-pool.test-support.ts): a
// tap selects a disc, a recolour paints the selection flat in the film; library-render.test.ts renders a real photo.
import { renameShop } from '../../services/accounts/index.ts';
import { FILMS } from '@wrapsmith/catalog';
import { LIBRARY_MESSAGES, PHOTO_RECOLOUR_MESSAGES, RENDER_COST, RENDER_MESSAGES } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { creditLedger, libraryVehicles, renders } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { balance } from '../../services/credits/index.ts';
import { createWidgetKey } from '../../services/widget/index.ts';
import { bodyTap, syntheticCarJpeg } from '../../services/photo-recolour/synthetic.test-support.ts';
import { standInPool, type StandInPool, photoPool } from '../../services/photo-uploads/stand-in-pool.test-support.ts';
import { RENDER_ERRORS, type RenderEngine, type RenderSpec } from '../../services/render/index.ts';
import { createMember, dbSnapshot, json, logIn, bearer } from '../../test/app.ts';
import { photoForm, storedFiles } from '../../test/photos.ts';
import { otherShop, studioApp } from '../../test/studio.ts';
import { body, renderBody, SHOP_ORIGIN, widgetApp } from '../../test/widget.ts';
import type { LibraryVehicleDto } from '../../types.ts';

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

const LIBRARY = '/api/v1/user/library';
const PHOTOS = '/api/v1/user/tool/photos';
const GENERATE = '/api/v1/user/tool/generate-car-image';
const film = FILMS.find((f) => f.id === '3m-g13');
if (!film) throw new Error('The built-in catalogue has no 3M Gloss Hotrod Red');

const { car, jpeg } = await syntheticCarJpeg();
const TAPS = [bodyTap(car)];
/** A 2020 Toyota Corolla sedan, as the Studio's pickers send it (ids, not names). */
const COROLLA = { year: 2020, make: 'toyota', model: 'corolla', bodyStyle: 'sedan' };
/** An erase stroke that covers the stand-in's whole disc around TAPS[0]: the marks find no paint. */
const ERASE_ALL = [
  {
    mode: 'erase',
    radius: 0.1,
    points: Array.from({ length: 9 * 13 }, (_, i) => ({ x: 0.3 + (i % 9) * 0.05, y: Math.min(1, 0.25 + Math.floor(i / 9) * 0.05) })),
  },
];

type Studio = Awaited<ReturnType<typeof studioApp>>;
type Auth = Studio['auth'];
type ErrorBody = { error: { code: string; message: string } };
interface Paged<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
}

async function uploaded(t: Studio, auth: Auth = t.auth): Promise<string> {
  const res = await t.app.request(PHOTOS, { method: 'POST', headers: auth, body: photoForm({ bytes: jpeg }) });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { photo: { id: string } } }).data.photo.id;
}

const create = (t: Studio, body: unknown, auth: Auth = t.auth) => t.app.request(LIBRARY, json('POST', body, auth));

async function created(t: Studio, extra: Record<string, unknown> = {}, auth: Auth = t.auth): Promise<LibraryVehicleDto> {
  const res = await create(t, { photoId: await uploaded(t, auth), taps: TAPS, ...COROLLA, side: 'left', ...extra }, auth);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: LibraryVehicleDto }).data;
}

const generate = (t: Studio, vehicle: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  t.app.request(GENERATE, json('POST', { ...vehicle, filmId: film!.id, finish: 'Gloss', color: film!.hex, brand: '3m', description: '', ...extra }, t.auth));

interface RenderBody {
  data: { image: { inlineData: { data: string } }[]; renderId: string; credits: number; library: { shopName: string; side: string; year: number } | null };
}

async function rendered(t: Studio, vehicle: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  // Past the per-user burst limit (6 renders in 10 s).
  t.clock.advance(10_000);
  const res = await generate(t, vehicle, extra);
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = (await res.json()) as RenderBody;
  const row = await firstRow(t.deps.db.select().from(renders).where(eq(renders.id, data.renderId)));
  return { data, png: Buffer.from(data.image[0]!.inlineData.data, 'base64'), row: row!, spec: row!.spec as RenderSpec };
}

describe('/user/library', () => {
  it('adds a photo of a catalogue vehicle with its paint selected and kept as a mask, lists, shows, edits and deletes it', async () => {
    const t = await studioApp();
    const shopId = t.owner.shop.id;
    const vehicle = await created(t, { strokes: [{ mode: 'add', radius: 0.02, points: [{ x: 0.1, y: 0.1 }] }] });
    // The catalogue's names, whatever spelling was sent.
    expect(vehicle).toMatchObject({ year: 2020, make: 'Toyota', model: 'Corolla', bodyStyle: 'sedan', side: 'left', width: car.width, height: car.height, taps: TAPS, createdBy: t.owner.user.id });
    expect(vehicle.imageUrl).toMatch(new RegExp(`^${LIBRARY}/${vehicle._id}/image\\?v=[0-9a-f]{16}$`));
    expect(jobs).toEqual(['embed', 'select']);

    const files = storedFiles(t.deps.env.DATA_DIR, 'library');
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.startsWith(`library/${shopId}/${vehicle._id}/`))).toBe(true);

    const image = await t.app.request(vehicle.imageUrl, { headers: t.auth });
    expect({ status: image.status, type: image.headers.get('content-type') }).toEqual({ status: 200, type: 'image/jpeg' });
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(car.width);
    const mask = await t.app.request(vehicle.maskUrl, { headers: t.auth });
    expect(mask.headers.get('content-type')).toBe('image/png');
    const maskBytes = Buffer.from(await mask.arrayBuffer());
    const maskMeta = await sharp(maskBytes).metadata();
    expect({ width: maskMeta.width, height: maskMeta.height, channels: maskMeta.channels }).toEqual({ width: car.width, height: car.height, channels: 1 });
    const alpha = await sharp(maskBytes).extractChannel(0).raw().toBuffer();
    // The stand-in's disc around the tap is selected; the corner the brush added too; the far corner is not.
    const at = (x: number, y: number) => alpha[Math.round(y * car.height) * car.width + Math.round(x * car.width)];
    expect([at(TAPS[0]!.x, TAPS[0]!.y), at(0.1, 0.1), at(0.98, 0.02)]).toEqual([255, 255, 0]);

    const list = (await (await t.app.request(LIBRARY, { headers: t.auth })).json()) as Paged<LibraryVehicleDto>;
    expect({ total: list.total, page: list.page, pageSize: list.pageSize, ids: list.data.map((v) => v._id) }).toEqual({ total: 1, page: 1, pageSize: 25, ids: [vehicle._id] });
    expect(((await (await t.app.request(`${LIBRARY}/${vehicle._id}`, { headers: t.auth })).json()) as { data: LibraryVehicleDto }).data).toEqual(vehicle);

    // New tags only: no selection runs and the files stay.
    const retag = await t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', { year: 2021, make: 'Toyota', model: 'Corolla', side: 'right' }, t.auth));
    expect(retag.status, await retag.clone().text()).toBe(200);
    const retagged = ((await retag.json()) as { data: LibraryVehicleDto }).data;
    expect(retagged).toMatchObject({ year: 2021, side: 'right', imageUrl: vehicle.imageUrl, maskUrl: vehicle.maskUrl });
    expect(jobs).toEqual(['embed', 'select']);

    // Marked again on the kept photo: a free preview, then a new mask under a new address; the old one is gone.
    const preview = await t.app.request(`${LIBRARY}/${vehicle._id}/selection`, json('POST', { taps: [{ x: 0.3, y: 0.6 }] }, t.auth));
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { data: { selection: { coverage: number } } }).data.selection.coverage).toBeGreaterThan(0.01);
    const remark = await t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', { taps: [{ x: 0.3, y: 0.6 }] }, t.auth));
    expect(remark.status, await remark.clone().text()).toBe(200);
    const remarked = ((await remark.json()) as { data: LibraryVehicleDto }).data;
    expect(remarked).toMatchObject({ imageUrl: vehicle.imageUrl, taps: [{ x: 0.3, y: 0.6, mode: 'add' }], strokes: [] });
    expect(remarked.maskUrl).not.toBe(vehicle.maskUrl);
    // Saved with the taps just previewed: the save starts from the preview's kept selection (decision 082).
    expect(fromKept).toEqual(['select']);
    const after = storedFiles(t.deps.env.DATA_DIR, 'library');
    expect(after).toHaveLength(2);
    expect(after.filter((file) => files.includes(file))).toHaveLength(1);

    // Marked on a new photo: both files are new.
    const photoId = await uploaded(t);
    const rephoto = await t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', { photoId, taps: TAPS }, t.auth));
    expect(rephoto.status, await rephoto.clone().text()).toBe(200);
    const rephotographed = ((await rephoto.json()) as { data: LibraryVehicleDto }).data;
    expect(storedFiles(t.deps.env.DATA_DIR, 'library').filter((file) => after.includes(file))).toEqual([]);
    expect(rephotographed.imageUrl).toMatch(/\?v=/);

    const removed = await t.app.request(`${LIBRARY}/${vehicle._id}`, json('DELETE', undefined, t.auth));
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { message: string }).message).toBe(LIBRARY_MESSAGES.deleted);
    expect(storedFiles(t.deps.env.DATA_DIR, 'library')).toEqual([]);
    expect(await t.deps.db.select().from(libraryVehicles)).toEqual([]);
    expect((await t.app.request(`${LIBRARY}/${vehicle._id}`, { headers: t.auth })).status).toBe(404);
  });

  it('pages the list, newest first', async () => {
    const t = await studioApp();
    const first = await created(t);
    t.clock.advance(1000);
    const second = await created(t, { side: 'front-three-quarter' });
    const page = (await (await t.app.request(`${LIBRARY}?pageSize=1&page=2`, { headers: t.auth })).json()) as Paged<LibraryVehicleDto>;
    expect({ total: page.total, ids: page.data.map((v) => v._id) }).toEqual({ total: 2, ids: [first._id] });
    const top = (await (await t.app.request(`${LIBRARY}?pageSize=1`, { headers: t.auth })).json()) as Paged<LibraryVehicleDto>;
    expect(top.data.map((v) => v._id)).toEqual([second._id]);
    expect((await t.app.request(`${LIBRARY}?pageSize=500`, { headers: t.auth })).status).toBe(400);
  });

  it('lets the owner and a Shop Manager change the library, and a member only look', async () => {
    const t = await studioApp();
    const manager = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const managerAuth = bearer((await logIn(t.app, manager.user.email, manager.password)).token);
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);

    const byManager = await created(t, {}, managerAuth);
    expect(byManager.createdBy).toBe(manager.user.id);
    const photoId = await uploaded(t, memberAuth);
    const before = await dbSnapshot(t.deps);
    const refused = [
      await create(t, { photoId, taps: TAPS, ...COROLLA, side: 'left' }, memberAuth),
      await t.app.request(`${LIBRARY}/${byManager._id}`, json('PATCH', { side: 'right' }, memberAuth)),
      await t.app.request(`${LIBRARY}/${byManager._id}/selection`, json('POST', { taps: TAPS }, memberAuth)),
      await t.app.request(`${LIBRARY}/${byManager._id}`, json('DELETE', undefined, memberAuth)),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorBody).error.message).toBe(LIBRARY_MESSAGES.readOnly);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    // A member reads the list and the files, and renders from them like everyone.
    const list = (await (await t.app.request(LIBRARY, { headers: memberAuth })).json()) as Paged<LibraryVehicleDto>;
    expect(list.data.map((v) => v._id)).toEqual([byManager._id]);
    expect((await t.app.request(byManager.imageUrl, { headers: memberAuth })).status).toBe(200);
    expect((await t.app.request(`${LIBRARY}/${byManager._id}`, json('DELETE', undefined, t.auth))).status).toBe(200);
  });

  it('keeps each shop to its own library: another shop’s vehicle is not found on any route, and never renders for it', async () => {
    const t = await studioApp({ credits: 5 });
    const vehicle = await created(t);
    const other = await otherShop(t);
    const photoId = await uploaded(t);
    const before = await dbSnapshot(t.deps);
    const files = storedFiles(t.deps.env.DATA_DIR, 'library');
    const tries = [
      await t.app.request(`${LIBRARY}/${vehicle._id}`, { headers: other.auth }),
      await t.app.request(`${LIBRARY}/${vehicle._id}/image`, { headers: other.auth }),
      await t.app.request(`${LIBRARY}/${vehicle._id}/mask`, { headers: other.auth }),
      await t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', { side: 'rear' }, other.auth)),
      await t.app.request(`${LIBRARY}/${vehicle._id}/selection`, json('POST', { taps: TAPS }, other.auth)),
      await t.app.request(`${LIBRARY}/${vehicle._id}`, json('DELETE', undefined, other.auth)),
    ];
    for (const res of tries) expect(res.status).toBe(404);
    // The other shop cannot build on this shop's upload either.
    const stolen = await create(t, { photoId, taps: TAPS, ...COROLLA, side: 'left' }, other.auth);
    expect(stolen.status).toBe(404);
    expect(((await stolen.json()) as ErrorBody).error.message).toBe(PHOTO_RECOLOUR_MESSAGES.photoNotFound);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(storedFiles(t.deps.env.DATA_DIR, 'library')).toEqual(files);
    expect(((await (await t.app.request(LIBRARY, { headers: other.auth })).json()) as Paged<LibraryVehicleDto>).total).toBe(0);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const t = await studioApp();
    const vehicle = await created(t);
    const photoId = await uploaded(t);
    jobs.length = 0;
    const before = await dbSnapshot(t.deps, ['photo_jobs']);
    const files = storedFiles(t.deps.env.DATA_DIR, 'library');
    const good = { photoId, taps: TAPS, ...COROLLA, side: 'left' };
    const unknown = { year: 2020, make: 'Toyota', model: 'Cybertruck' };
    const cases: { name: string; send: () => Response | Promise<Response>; status: number; message: string | RegExp }[] = [
      { name: 'no photo', send: () => create(t, { ...good, photoId: undefined }), status: 400, message: 'photoId is required' },
      { name: 'no taps', send: () => create(t, { ...good, taps: [] }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapsRequired },
      { name: 'a tap outside', send: () => create(t, { ...good, taps: [{ x: 2, y: 0.5 }] }), status: 400, message: PHOTO_RECOLOUR_MESSAGES.tapOutside },
      { name: 'a side we do not know', send: () => create(t, { ...good, side: 'top' }), status: 400, message: /side must be one of left, right/ },
      { name: 'a year out of range', send: () => create(t, { ...good, year: 1989 }), status: 400, message: 'Year must be from 1990 to 2026' },
      { name: 'a vehicle not in the catalogue', send: () => create(t, { ...good, ...unknown }), status: 400, message: RENDER_ERRORS.unknownVehicle({ ...unknown, bodyStyle: 'sedan' }) },
      { name: 'a body style the model has not', send: () => create(t, { ...good, bodyStyle: 'pickup' }), status: 400, message: /We have no 2020 toyota corolla \(pickup\)/ },
      { name: 'an unknown field', send: () => create(t, { ...good, colour: 'red' }), status: 400, message: 'Unknown field: colour' },
      { name: 'an unknown upload', send: () => create(t, { ...good, photoId: 'no-such-photo' }), status: 404, message: PHOTO_RECOLOUR_MESSAGES.photoNotFound },
      { name: 'marks that find no paint', send: () => create(t, { ...good, strokes: ERASE_ALL }), status: 422, message: LIBRARY_MESSAGES.noPaint },
      { name: 'an update of nothing', send: () => t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', {}, t.auth)), status: 400, message: LIBRARY_MESSAGES.nothingToChange },
      { name: 'a year without make and model', send: () => t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', { year: 2021 }, t.auth)), status: 400, message: LIBRARY_MESSAGES.vehicleTogether },
      { name: 'a new photo without marks', send: () => t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', { photoId }, t.auth)), status: 400, message: LIBRARY_MESSAGES.photoNeedsMarks },
      { name: 'strokes without taps', send: () => t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', { strokes: [] }, t.auth)), status: 400, message: LIBRARY_MESSAGES.strokesNeedTaps },
      { name: 'new tags not in the catalogue', send: () => t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', unknown, t.auth)), status: 400, message: RENDER_ERRORS.unknownVehicle(unknown) },
      { name: 'marks again that find no paint', send: () => t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', { taps: TAPS, strokes: ERASE_ALL, side: 'rear' }, t.auth)), status: 422, message: LIBRARY_MESSAGES.noPaint },
      { name: 'an unknown vehicle', send: () => t.app.request(`${LIBRARY}/no-such-vehicle`, json('PATCH', { side: 'rear' }, t.auth)), status: 404, message: LIBRARY_MESSAGES.notFound },
      { name: 'an unknown vehicle’s photo', send: () => t.app.request(`${LIBRARY}/no-such-vehicle/image`, { headers: t.auth }), status: 404, message: LIBRARY_MESSAGES.notFound },
      { name: 'deleting an unknown vehicle', send: () => t.app.request(`${LIBRARY}/no-such-vehicle`, json('DELETE', undefined, t.auth)), status: 404, message: LIBRARY_MESSAGES.notFound },
      { name: 'an id that is no id', send: () => t.app.request(`${LIBRARY}/not%20an%20id`, { headers: t.auth }), status: 400, message: 'Invalid id' },
    ];
    for (const c of cases) {
      const res = await c.send();
      expect(res.status, c.name).toBe(c.status);
      const { error } = (await res.json()) as ErrorBody;
      if (typeof c.message === 'string') expect(error.message, c.name).toBe(c.message);
      else expect(error.message, c.name).toMatch(c.message);
    }
    // Only the two selections that found no paint ran: counted as selection jobs like any preview, nothing else kept.
    expect(jobs).toEqual(['select', 'select']);
    const { photo_jobs: jobsAfter, ...rest } = await dbSnapshot(t.deps, ['photo_jobs']);
    const { photo_jobs: jobsBefore, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect((jobsAfter ?? []).length - (jobsBefore ?? []).length).toBe(2);
    expect(storedFiles(t.deps.env.DATA_DIR, 'library')).toEqual(files);
  });
});

describe('Studio renders of a library vehicle', () => {
  it('recolours the shop’s photo for one credit instead of drawing, reuses it, and draws a vehicle the library has not', async () => {
    const t = await studioApp({ credits: 10 });
    const shopId = t.owner.shop.id;
    const vehicle = await created(t);
    jobs.length = 0;

    const photo = await rendered(t, COROLLA);
    expect(photo.data.credits).toBe(9);
    expect(photo.data.library).toEqual({ shopName: t.owner.shop.name, side: 'left', year: 2020 });
    expect(photo.row).toMatchObject({ engine: 'library', source: 'studio' });
    expect(photo.spec).toMatchObject({ libraryVehicleId: vehicle._id, vehicle: { year: 2020, make: 'Toyota', model: 'Corolla', bodyStyle: 'sedan' } });
    expect(photo.spec.view).toBeUndefined();
    // The photo's size, with the selected paint in the film (the stand-in paints it flat) and the rest the photo's own.
    const { data: pixels, info } = await sharp(photo.png).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: car.width, height: car.height });
    const o = (Math.round(TAPS[0]!.y * car.height) * car.width + Math.round(TAPS[0]!.x * car.width)) * info.channels;
    expect(`#${[pixels[o], pixels[o + 1], pixels[o + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`).toBe(film!.hex.toLowerCase());
    expect(jobs).toEqual(['recolour-mask']);
    const debits = await t.deps.db.select().from(creditLedger).where(eq(creditLedger.reference, photo.data.renderId));
    expect(debits.map((d) => d.delta)).toEqual([-RENDER_COST]);

    // The same car and film again, from the three-quarter view too: the same photo, and the same picture, so it is served again for free (decision 060).
    const again = await rendered(t, COROLLA, { view: 'three-quarter' });
    expect(again.png.equals(photo.png)).toBe(true);
    expect(again.row.specHash).toBe(photo.row.specHash);
    expect(jobs).toEqual(['recolour-mask']);
    expect(await balance(t.deps.db, shopId)).toBe(9);

    // A year of the same generation (E210, 2020–2026 in the catalogue) takes the photo; a different model does not.
    const nearby = await rendered(t, { ...COROLLA, year: 2023 });
    expect(nearby.data.library?.year).toBe(2020);
    expect(nearby.spec.libraryVehicleId).toBe(vehicle._id);
    const drawing = await rendered(t, { year: 2020, make: 'toyota', model: 'camry' });
    expect(drawing.data.library).toBeNull();
    expect(drawing.row.engine).toBe('local');
    expect(drawing.spec.libraryVehicleId).toBeUndefined();
    expect((await sharp(drawing.png).metadata()).width).not.toBe(car.width);

    // The previous generation (E170, to 2019), a year away, is drawn: the generation rules over the ±3 years. So are
    // the hatchback and a render with extras.
    const older = await rendered(t, { ...COROLLA, year: 2019 });
    expect(older.row.engine).toBe('local');
    const hatchback = await rendered(t, { ...COROLLA, bodyStyle: 'hatchback' });
    expect(hatchback.row.engine).toBe('local');
    const withRoof = await rendered(t, COROLLA, { zones: { roof: '#000000' } });
    expect(withRoof.row.engine).toBe('local');
    expect(withRoof.data.library).toBeNull();
    expect(withRoof.png.equals(photo.png)).toBe(false);
    // The nearby year showed the same picture (the same photo in the same film): free, like any repeat (decision 060).
    expect(await balance(t.deps.db, shopId)).toBe(4);

    // Marked again, the photo is a new picture, not the kept one.
    const remark = await t.app.request(`${LIBRARY}/${vehicle._id}`, json('PATCH', { taps: [{ x: 0.3, y: 0.6 }] }, t.auth));
    expect(remark.status).toBe(200);
    const remarked = await rendered(t, COROLLA);
    expect(remarked.row.specHash).not.toBe(photo.row.specHash);
    expect(remarked.png.equals(photo.png)).toBe(false);
  });

  it('refunds the credit when the library photo is gone from storage', async () => {
    const t = await studioApp({ credits: 2 });
    const vehicle = await created(t);
    const row = await firstRow(t.deps.db.select().from(libraryVehicles).where(eq(libraryVehicles.id, vehicle._id)));
    await t.deps.storage.delete(row!.maskKey);
    const res = await generate(t, COROLLA);
    expect(res.status).toBe(502);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(2);
  });
});

describe('Library renders beside the AI engine', () => {
  /** A stand-in for Replicate: counts its renders, answers a small PNG; `text: false` is a photo-only model. */
  function aiEngine(text: boolean) {
    const jobs: string[] = [];
    const engine: RenderEngine = {
      name: 'replicate',
      deterministic: false,
      supportsPhotos: true,
      supportsText: text,
      async render(job) {
        jobs.push(job.spec.vehicle?.model ?? 'photo');
        return { png: await sharp({ create: { width: 64, height: 40, channels: 3, background: '#808080' } }).png().toBuffer() };
      },
    };
    return { engine, jobs };
  }

  it('come first: a real car before the AI engine’s picture, which still draws the cars the library has not', async () => {
    const ai = aiEngine(true);
    const t = await studioApp({ credits: 5, engine: ai.engine });
    await created(t);
    const photo = await rendered(t, COROLLA);
    expect(photo.row.engine).toBe('library');
    const camry = await rendered(t, { year: 2020, make: 'toyota', model: 'camry' });
    expect(camry.row.engine).toBe('replicate');
    expect(ai.jobs).toEqual(['Camry']);
  });

  it('work on a photo-only AI model, which refuses the drawings as before', async () => {
    const ai = aiEngine(false);
    const t = await studioApp({ credits: 5, engine: ai.engine });
    await created(t);
    expect((await rendered(t, COROLLA)).row.engine).toBe('library');
    t.clock.advance(10_000);
    const drawing = await generate(t, { year: 2020, make: 'toyota', model: 'camry' });
    expect(drawing.status).toBe(409);
    expect(((await drawing.json()) as ErrorBody).error.message).toBe(RENDER_MESSAGES.photoOnlyEngine);
    expect(ai.jobs).toEqual([]);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(4);
  });
});

describe('Widget and share renders of a library vehicle', () => {
  it('use the shop’s library through its key, with the name visitors know the shop by', async () => {
    const t = await widgetApp({ credits: 5 });
    await renameShop(t.deps.db, t.owner.shop.id, 'Northside Wraps', t.deps.now());
    const vehicle = await created(t);
    const res = await t.call('render', { body: renderBody({ year: 2020, make: 'Toyota', model: 'Corolla', filmId: film!.id }) });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = await body<RenderBody>(res);
    expect(data.library).toEqual({ shopName: 'Northside Wraps', side: 'left', year: 2020 });
    const row = await firstRow(t.deps.db.select().from(renders).where(eq(renders.id, data.renderId)));
    expect({ engine: row?.engine, source: row?.source, library: (row?.spec as RenderSpec).libraryVehicleId }).toEqual({ engine: 'library', source: 'widget', library: vehicle._id });
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(4);
    // A car the library has not is drawn; another shop's key never reaches this library.
    t.clock.advance(10_000);
    const drawn = await t.call('render', { body: renderBody() });
    expect((await body<RenderBody>(drawn)).data.library).toBeNull();
    const other = await otherShop(t);
    const otherKey = await createWidgetKey(t.deps.db, other.shop.id, { label: 'Website', kind: 'embed', origins: [SHOP_ORIGIN] }, t.deps.now());
    const theirs = await t.callWith(otherKey.key)('render', { body: renderBody({ year: 2020, make: 'Toyota', model: 'Corolla', filmId: film!.id }) });
    expect(theirs.status, await theirs.clone().text()).toBe(200);
    expect((await body<RenderBody>(theirs)).data.library).toBeNull();
  });
});
