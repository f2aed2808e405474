// The photo tool's stored photos through a shop's public key (issue 21): a visitor's upload, free selections and a
// recolour by id, each photo the visitor's own, under limits that keep a public key from being a CPU lever. The
// photo workers are a stand-in here (services/photo-uploads/stand-in-pool.test-support.ts).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { photoJobs, photoUploads, renders } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { sha256 } from '../../lib/crypto.ts';
import { balance } from '../../services/credits/index.ts';
import { bodyTap, syntheticCarJpeg } from '../../services/photo-recolour/synthetic.test-support.ts';
import { PHOTO_LIMITS, PHOTO_TOOL_MESSAGES } from '../../services/photo-uploads/index.ts';
import { standInPool, type StandInPool, photoPool } from '../../services/photo-uploads/stand-in-pool.test-support.ts';
import { createWidgetKey } from '../../services/widget/index.ts';
import { dbSnapshot } from '../../test/app.ts';
import { insertJobs, photoForm, SVG_PHOTO } from '../../test/photos.ts';
import { otherShop } from '../../test/studio.ts';
import { body, SHOP_ORIGIN, VISITOR, WIDGET_FILM, widgetApp, type WidgetCall } from '../../test/widget.ts';
import { PHOTO_RECOLOUR_MESSAGES } from '@wrapsmith/core';

vi.mock('../../services/photo-recolour/pool.ts', async (importOriginal) =>
  (await import('../../services/photo-uploads/stand-in-pool.test-support.ts')).withPhotoPool(await importOriginal()),
);

let stand: StandInPool;
beforeEach(() => {
  stand = standInPool();
  photoPool.current = stand;
});

const { car, jpeg } = await syntheticCarJpeg();
/** Another photo: the same photo twice would share one embedding job. */
const { jpeg: redCar } = await syntheticCarJpeg({ paint: [170, 30, 40] });
const TAPS = [bodyTap(car)];
const OTHER_VISITOR = 'visitor-fedcba9876543210';
/** What app.request() calls count as the caller's address (lib/client-ip.ts), hashed as it is kept. */
const IP_HASH = sha256('local');

type ErrorBody = { error: { code: string; message: string } };
interface PhotoBody {
  data: { photo: { id: string; width: number; height: number; expiresAt: string } };
}
type Widget = Awaited<ReturnType<typeof widgetApp>>;
type Headers = Pick<WidgetCall, 'origin' | 'visitor'>;

function send(t: Widget, path: string, form: FormData, headers: Headers = {}, key = t.key.key) {
  const sent: Record<string, string> = {};
  const origin = headers.origin === undefined ? SHOP_ORIGIN : headers.origin;
  const visitor = headers.visitor === undefined ? VISITOR : headers.visitor;
  if (origin !== null) sent.origin = origin;
  if (visitor !== null) sent['x-wrapsmith-visitor'] = visitor;
  return t.app.request(`/api/v1/widget/${key}/${path}`, { method: 'POST', headers: sent, body: form });
}

const upload = (t: Widget, headers: Headers = {}, bytes: Uint8Array = jpeg) => send(t, 'photos', photoForm({ bytes }), headers);

async function uploaded(t: Widget, visitor = VISITOR) {
  const res = await upload(t, { visitor });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await body<PhotoBody>(res)).data.photo;
}

const select = (t: Widget, id: string, visitor: string | null = VISITOR) => t.call(`photos/${id}/selection`, { body: { taps: TAPS }, visitor });
const image = (t: Widget, id: string, visitor: string | null = VISITOR) => t.call(`photos/${id}/image`, { visitor });
const recolour = (t: Widget, id: string, visitor: string | null = VISITOR) =>
  send(t, 'photo-recolour', photoForm(null, { photoId: id, filmId: WIDGET_FILM.id, taps: TAPS }), { visitor });

async function refusal(res: Response) {
  return { status: res.status, retryAfter: res.headers.get('retry-after'), error: (await body<ErrorBody>(res)).error };
}

describe('Widget stored photos', () => {
  it('lets a visitor upload (after the origin, visitor and file checks), preview and recolour their photo on the shop’s credit, and nobody else use it', async () => {
    const t = await widgetApp({ credits: 3 });
    const shopId = t.owner.shop.id;
    // Refused before the photo is read or decoded, writing nothing: a denied origin, no visitor id, an SVG.
    // (The key's last use is noted once a while; note it now so the snapshot holds only what an upload writes.)
    await t.call('config');
    const before = await dbSnapshot(t.deps);
    for (const origin of ['https://evil.example', null]) expect((await refusal(await upload(t, { origin }))).status).toBe(403);
    expect(await refusal(await upload(t, { visitor: null }))).toEqual({
      status: 400,
      retryAfter: null,
      error: { code: 'BAD_REQUEST', message: PHOTO_TOOL_MESSAGES.visitorRequired },
    });
    expect((await refusal(await upload(t, {}, SVG_PHOTO))).status).toBe(415);
    expect(stand.jobs).toEqual([]);
    expect(await dbSnapshot(t.deps)).toEqual(before);

    const res = await upload(t);
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    const { photo } = (await body<PhotoBody>(res)).data;
    expect({ width: photo.width, height: photo.height }).toEqual({ width: car.width, height: car.height });
    const row = await firstRow(t.deps.db.select().from(photoUploads).where(eq(photoUploads.id, photo.id)));
    expect(row).toMatchObject({ shopId, source: 'widget', widgetKeyId: t.key.id, visitorId: VISITOR, userId: null });

    const picture = await image(t, photo.id);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const selection = await select(t, photo.id);
    expect(selection.status).toBe(200);
    expect(await balance(t.deps.db, shopId)).toBe(3);
    const recoloured = await recolour(t, photo.id);
    expect(recoloured.status, await recoloured.clone().text()).toBe(200);
    const { data } = await body<{ data: { renderId: string; width: number; height: number } }>(recoloured);
    expect({ width: data.width, height: data.height }).toEqual({ width: car.width, height: car.height });
    const render = await firstRow(t.deps.db.select().from(renders).where(eq(renders.id, data.renderId)));
    expect({ source: render?.source, visitorId: render?.visitorId, photoSha256: (render?.spec as { photoSha256?: string }).photoSha256 }).toEqual({
      source: 'widget',
      visitorId: VISITOR,
      photoSha256: row?.sha256,
    });
    expect(await balance(t.deps.db, shopId)).toBe(2);
    expect(stand.jobs).toEqual(['embed', 'select', 'recolour']);

    // Another visitor of the same site, the shop's own Studio, and another shop's widget with the same visitor id.
    const notFound = { code: 'NOT_FOUND', message: PHOTO_RECOLOUR_MESSAGES.photoNotFound };
    for (const res of [await image(t, photo.id, OTHER_VISITOR), await select(t, photo.id, OTHER_VISITOR), await recolour(t, photo.id, OTHER_VISITOR)]) {
      expect(await refusal(res)).toEqual({ status: 404, retryAfter: null, error: notFound });
    }
    expect((await t.app.request(`/api/v1/user/tool/photos/${photo.id}/image`, { headers: t.auth })).status).toBe(404);
    const other = await otherShop(t);
    const otherKey = await createWidgetKey(t.deps.db, other.shop.id, { label: 'Site', kind: 'embed', origins: [SHOP_ORIGIN] }, t.deps.now());
    expect((await t.callWith(otherKey.key)(`photos/${photo.id}/image`)).status).toBe(404);
    expect((await send(t, 'photo-recolour', photoForm(null, { photoId: photo.id, filmId: WIDGET_FILM.id, taps: TAPS }), {}, otherKey.key)).status).toBe(404);
    // A stored photo is the visitor's: without the visitor id there is none.
    expect((await image(t, photo.id, null)).status).toBe(400);
    expect((await recolour(t, photo.id, null)).status).toBe(404);
    expect(await balance(t.deps.db, shopId)).toBe(2);
    expect(stand.jobs).toEqual(['embed', 'select', 'recolour']);
  });

  it('holds uploads to 5 per visitor an hour, 20 per address and 200 per shop a day, and selections to 120 and 3,000, refusing before any work', async () => {
    const t = await widgetApp();
    const shopId = t.owner.shop.id;
    const limits = PHOTO_LIMITS.visitor.upload;
    const at = new Date(t.deps.now().getTime() - 20 * 60 * 1000);
    const jobs = { shopId, kind: 'upload', source: 'widget', at } as const;
    await insertJobs(t.deps.db, { ...jobs, count: limits.perVisitor.max, visitorId: VISITOR, ipHash: 'elsewhere' });
    expect(await refusal(await upload(t))).toEqual({
      status: 429,
      retryAfter: '2400',
      error: { code: 'RATE_LIMITED', message: 'You can upload 5 photos an hour. You can upload another in 40 minutes.' },
    });
    // Another visitor is not held by the first one's hour.
    await uploaded(t, OTHER_VISITOR);

    // Several visitors behind one address: the address's day.
    const other = await otherShop(t);
    await insertJobs(t.deps.db, { ...jobs, shopId: other.shop.id, count: limits.perIp.max - 1, visitorId: 'someone-at-another-shop', ipHash: IP_HASH });
    const third = 'visitor-third-0123456789';
    expect(await refusal(await upload(t, { visitor: third }))).toMatchObject({
      status: 429,
      error: { message: 'Too many photos were uploaded from your network today. Please try again in 24 hours.' },
    });

    // Many visitors at many addresses: the shop's day.
    await t.deps.db.delete(photoJobs).where(eq(photoJobs.ipHash, IP_HASH));
    await insertJobs(t.deps.db, { ...jobs, count: limits.perShop.max - limits.perVisitor.max, visitorId: 'many-visitors-0123456', ipHash: 'many' });
    expect(await refusal(await upload(t, { visitor: third }))).toMatchObject({
      status: 429,
      error: { message: `Wrap Lab has had a lot of photos today. Please try again in 24 hours, or contact Wrap Lab directly.` },
    });
    expect(stand.jobs).toEqual(['embed']);
    const [mine] = await t.deps.db.select().from(photoUploads);
    expect(mine?.visitorId).toBe(OTHER_VISITOR);

    // Selections: 120 per visitor an hour, 3,000 per shop a day.
    const selections = PHOTO_LIMITS.visitor.selection;
    const picks = { shopId, kind: 'selection', source: 'widget', at: t.deps.now() } as const;
    expect((await select(t, mine!.id, OTHER_VISITOR)).status).toBe(200);
    await insertJobs(t.deps.db, { ...picks, count: selections.perVisitor.max - 1, visitorId: OTHER_VISITOR, ipHash: 'elsewhere' });
    expect(await refusal(await select(t, mine!.id, OTHER_VISITOR))).toMatchObject({
      status: 429,
      retryAfter: '3600',
      error: { message: 'You can preview 120 selections an hour. You can preview again in 60 minutes.' },
    });
    await t.deps.db.delete(photoJobs).where(eq(photoJobs.visitorId, OTHER_VISITOR));
    await insertJobs(t.deps.db, { ...picks, count: selections.perShop.max, visitorId: 'many-visitors-0123456', ipHash: 'many' });
    expect(await refusal(await select(t, mine!.id, OTHER_VISITOR))).toMatchObject({ status: 429, error: { message: /^Wrap Lab has had a lot of previews today/ } });
    expect(stand.jobs).toEqual(['embed', 'select']);
  });

  it('runs at most two of a shop’s visitor photo jobs at once, across instances, and forgets jobs of a process that died', async () => {
    const t = await widgetApp();
    stand.hold();
    const first = upload(t, { visitor: 'visitor-first-0123456789' });
    const second = upload(t, { visitor: 'visitor-second-012345678' }, redCar);
    await vi.waitFor(() => expect(stand.running).toBe(PHOTO_LIMITS.visitor.inFlightPerShop), { timeout: 15_000 });
    expect(await refusal(await upload(t))).toEqual({
      status: 429,
      retryAfter: '5',
      error: { code: 'RATE_LIMITED', message: 'Wrap Lab is working on other photos right now. Please try again in a few seconds.' },
    });
    stand.release();
    expect([(await first).status, (await second).status]).toEqual([201, 201]);
    expect((await upload(t)).status).toBe(201);

    // Two jobs left unfinished by an instance that died three minutes ago hold nothing.
    await insertJobs(t.deps.db, { shopId: t.owner.shop.id, kind: 'upload', source: 'widget', at: new Date(t.deps.now().getTime() - 3 * 60 * 1000), count: 2, running: true, visitorId: 'gone-0123456789abcdef', ipHash: 'gone' });
    expect((await upload(t, { visitor: OTHER_VISITOR })).status).toBe(201);
  });
});
