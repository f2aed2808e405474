// Issue 23 items 1, 11 and 15: every upload route takes only the documented formats (JPEG, PNG, WebP, AVIF, GIF) by
// their bytes, refuses a header claiming too many pixels before anything decodes it, decodes in a bounded queue,
// and answers a file broken after its header with 400. The public photo route asks the visitor's, key's and shop's
// limits and the credits before it decodes anything, and a recolour refused after its work counts for the visitor.
import { standInPool, photoPool } from '../services/photo-uploads/stand-in-pool.test-support.ts';
import { PHOTO_RECOLOUR_MESSAGES } from '@wrapsmith/core';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoJobs } from '../db/schema/index.ts';
import { decodeQueue, DECODE_MESSAGES, DecodeQueue } from '../lib/decode-queue.ts';
import { balance } from '../services/credits/index.ts';
import { closeSharedRecolourPool } from '../services/photo-recolour/index.ts';
import { bodyTap, syntheticCarJpeg } from '../services/photo-recolour/synthetic.test-support.ts';
import { saveWidgetSettings } from '../services/widget/index.ts';
import { dbSnapshot } from '../test/app.ts';
import { pngBomb, tiffPhoto, truncatedPng, TURBULENCE_SVG } from '../test/hostile-images.ts';
import { setCredits } from '../test/studio.ts';
import { body, SHOP_ORIGIN, VISITOR, WIDGET_FILM, widgetApp } from '../test/widget.ts';
import { storedBooking } from './bookings/booking-fixtures.ts';

// The photo workers are a stand-in: these tests are about what runs before them.
vi.mock('../services/photo-recolour/pool.ts', async (importOriginal) =>
  (await import('../services/photo-uploads/stand-in-pool.test-support.ts')).withPhotoPool(await importOriginal()),
);
const stand = { pool: standInPool() };
beforeEach(() => {
  stand.pool = standInPool();
  photoPool.current = stand.pool;
});
afterAll(() => closeSharedRecolourPool());

type ErrorBody = { error: { code: string; message: string } };
type App = Awaited<ReturnType<typeof widgetApp>>;

const { car, jpeg } = await syntheticCarJpeg();
const TAPS = JSON.stringify([bodyTap(car)]);

interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** Every route that takes an uploaded image, each sending `file` as its form wants it. */
function uploadRoutes(t: App, bookingId: string) {
  const form = (field: string, file: Upload, fields: Record<string, string> = {}) => {
    const data = new FormData();
    data.set(field, new File([file.bytes], file.name, { type: file.type }));
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };
  const studio = (path: string, data: FormData) => t.app.request(`/api/v1/user${path}`, { method: 'POST', headers: t.auth, body: data });
  const widget = (path: string, data: FormData) =>
    t.app.request(`/api/v1/widget/${t.key.key}${path}`, { method: 'POST', headers: { origin: SHOP_ORIGIN, 'x-wrapsmith-visitor': VISITOR }, body: data });
  return {
    'widget photo-recolour': (file: Upload) => widget('/photo-recolour', form('photo', file, { filmId: WIDGET_FILM.id, taps: TAPS })),
    'widget photos': (file: Upload) => widget('/photos', form('photo', file)),
    'Studio photo-recolour': (file: Upload) => studio('/tool/photo-recolour', form('photo', file, { filmId: WIDGET_FILM.id, finish: WIDGET_FILM.finish, color: WIDGET_FILM.hex, taps: TAPS })),
    'Studio photos (and the vehicle library)': (file: Upload) => studio('/tool/photos', form('photo', file)),
    'booking photo': (file: Upload) => studio('/images/upload-booking', form('images', file, { bookingId })),
    'film swatch': (file: Upload) => studio('/films/swatch', form('image', file)),
    'widget logo': (file: Upload) => studio('/widget/logo', form('logo', file)),
  };
}

async function uploadShop(credits = 5) {
  const t = await widgetApp({ credits });
  const booking = await storedBooking(t.deps, t.owner.shop.id, 'pending');
  // The key's last use is noted once a while; note it now so snapshots hold only what an upload writes.
  await t.call('config');
  return { ...t, routes: uploadRoutes(t, booking.id) };
}

/** Sends `file` to every upload route: each answers `status` at once, decoding nothing, writing and spending nothing. */
async function refusedEverywhere(file: Upload, status: number, message: string | RegExp) {
  const t = await uploadShop();
  const before = await dbSnapshot(t.deps);
  for (const [route, send] of Object.entries(t.routes)) {
    const decodes = decodeQueue.load.started;
    const started = performance.now();
    const res = await send(file);
    const ms = performance.now() - started;
    expect(res.status, route).toBe(status);
    expect((await body<ErrorBody>(res)).error.message, route).toMatch(message);
    expect(decodeQueue.load.started, `${route} decoded the file`).toBe(decodes);
    // A decode of these takes from 10 s (the PNG) to a minute (the SVG); the refusal reads a header at most.
    expect(ms, route).toBeLessThan(2_000);
  }
  expect(stand.pool.jobs).toEqual([]);
  expect(await dbSnapshot(t.deps)).toEqual(before);
  expect(await balance(t.deps.db, t.owner.shop.id)).toBe(5);
}

describe('issue 23 items 1 and 15: formats and pixels checked before any decode, on every upload route', () => {
  it('refuses an SVG with a 9999 × 9999 turbulence filter with 415 at once, named as an SVG or as a JPEG', async () => {
    await refusedEverywhere({ bytes: TURBULENCE_SVG, name: 'car.svg', type: 'image/svg+xml' }, 415, /Upload an image file \(JPEG, PNG, WebP, AVIF or GIF\)/);
    await refusedEverywhere({ bytes: TURBULENCE_SVG, name: 'car.jpg', type: 'image/jpeg' }, 415, /Upload an image file/);
  });

  it('refuses a TIFF with 415', async () => {
    await refusedEverywhere({ bytes: await tiffPhoto(), name: 'car.tif', type: 'image/tiff' }, 415, /Upload an image file/);
  });

  it('refuses a real 16000 × 16000 PNG (31 KB) with 413 from its header, without decoding it', async () => {
    const bomb = pngBomb(16_000);
    expect(bomb.length).toBeLessThan(40_000);
    const rss = process.memoryUsage().rss;
    await refusedEverywhere({ bytes: bomb, name: 'car.png', type: 'image/png' }, 413, /too many pixels/);
    // Decoded, it took most of a gigabyte (issue 23 item 15); its header costs nothing like it.
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
  });

  it('still takes each documented format on the small-image routes (swatch and logo)', async () => {
    const t = await uploadShop();
    const base = sharp({ create: { width: 96, height: 64, channels: 3, background: '#2a6bb0' } });
    const formats = { jpeg: await base.clone().jpeg().toBuffer(), png: await base.clone().png().toBuffer(), webp: await base.clone().webp().toBuffer(), gif: await base.clone().gif().toBuffer(), avif: await base.clone().avif().toBuffer() };
    for (const [format, bytes] of Object.entries(formats)) {
      const file = { bytes, name: `swatch.${format}`, type: `image/${format}` };
      expect((await t.routes['film swatch'](file)).status, format).toBe(200);
      expect((await t.routes['widget logo'](file)).status, format).toBe(200);
    }
  });
});

describe('issue 23 item 11: a file broken after a valid header is a 400', () => {
  it('answers a truncated PNG with 400 on the swatch and every other upload route, storing nothing', async () => {
    const t = await uploadShop();
    const before = await dbSnapshot(t.deps, ['photo_jobs']);
    const cut = { bytes: await truncatedPng(), name: 'swatch.png', type: 'image/png' };
    for (const [route, send] of Object.entries(t.routes)) {
      const res = await send(cut);
      expect(res.status, route).toBe(400);
      expect((await body<ErrorBody>(res)).error.message, route).toBe(DECODE_MESSAGES.damaged);
    }
    // The photo tool's uploads were admitted jobs whose decode ran: they count in the uploader's windows (issue 21).
    const { photo_jobs: jobs, ...after } = await dbSnapshot(t.deps, ['photo_jobs']);
    const { photo_jobs: jobsBefore, ...rest } = before;
    expect(jobs).toHaveLength((jobsBefore?.length ?? 0) + 2);
    expect(after).toEqual(rest);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(5);
  });
});

describe('issue 23 item 1: decodes wait in a bounded queue', () => {
  it('runs at most two decodes at once and refuses one more than the waiting room with 503 and Retry-After', async () => {
    const queue = new DecodeQueue({ concurrency: 2, maxWaiting: 1, timeoutSeconds: 30, retryAfterSeconds: 7 });
    const gates: (() => void)[] = [];
    let peak = 0;
    const held = () =>
      queue.run(async () => {
        peak = Math.max(peak, queue.load.running);
        await new Promise<void>((resolve) => gates.push(resolve));
      });
    const running = [held(), held(), held()];
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.load).toMatchObject({ running: 2, waiting: 1 });
    await expect(held()).rejects.toMatchObject({ status: 503, retryAfterSeconds: 7, message: DECODE_MESSAGES.busy });
    while (gates.length > 0 || queue.load.running > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(running);
    expect(peak).toBe(2);
    expect(queue.load).toMatchObject({ running: 0, waiting: 0 });
  });

  it('answers past the time limit while the place stays taken until the work ends', async () => {
    const queue = new DecodeQueue({ concurrency: 1, maxWaiting: 0, timeoutSeconds: 0.05, retryAfterSeconds: 1 });
    let finish = () => undefined as void;
    const slow = queue.run(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(slow).rejects.toMatchObject({ status: 413, message: DECODE_MESSAGES.tooSlow });
    // The decode still runs: another is refused rather than run beside it.
    await expect(queue.run(() => Promise.resolve())).rejects.toMatchObject({ status: 503 });
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    await expect(queue.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('answers an upload 503 with Retry-After while the decode queue is full, storing nothing', async () => {
    const t = await uploadShop();
    const before = await dbSnapshot(t.deps);
    const gates: (() => void)[] = [];
    const { concurrency, maxWaiting } = decodeQueue.limits;
    const fillers = Array.from({ length: concurrency + maxWaiting }, () => decodeQueue.run(() => new Promise<void>((resolve) => gates.push(resolve))));
    try {
      await new Promise((resolve) => setImmediate(resolve));
      const res = await t.routes['booking photo']({ bytes: jpeg, name: 'car.jpg', type: 'image/jpeg' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(decodeQueue.limits.retryAfterSeconds));
      expect((await body<ErrorBody>(res)).error).toEqual({ code: 'SERVICE_BUSY', message: DECODE_MESSAGES.busy });
      expect(await dbSnapshot(t.deps)).toEqual(before);
    } finally {
      while (gates.length > 0 || decodeQueue.load.running > 0) {
        gates.shift()?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(fillers);
    }
    expect((await t.routes['booking photo']({ bytes: jpeg, name: 'car.jpg', type: 'image/jpeg' })).status).toBe(201);
  });
});

describe('issue 23 item 1: the public photo route checks limits and credits before it decodes', () => {
  const recolour = (t: App, visitor = VISITOR) => {
    const data = new FormData();
    data.set('photo', new File([jpeg], 'car.jpg', { type: 'image/jpeg' }));
    data.set('filmId', WIDGET_FILM.id);
    data.set('taps', TAPS);
    return t.app.request(`/api/v1/widget/${t.key.key}/photo-recolour`, { method: 'POST', headers: { origin: SHOP_ORIGIN, 'x-wrapsmith-visitor': visitor }, body: data });
  };

  it('refuses a visitor over their daily limit with 429 before decoding the photo', async () => {
    const t = await uploadShop();
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { visitorDailyLimit: 1 }, t.deps.now());
    expect((await recolour(t)).status).toBe(200);
    const decodes = decodeQueue.load.started;
    const jobs = stand.pool.jobs.length;
    const res = await recolour(t);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(decodeQueue.load.started).toBe(decodes);
    expect(stand.pool.jobs.length).toBe(jobs);
  });

  it('refuses a shop out of credits with 402 before decoding the photo', async () => {
    const t = await uploadShop();
    await setCredits(t.deps, t.owner.shop.id, 0);
    const decodes = decodeQueue.load.started;
    const res = await recolour(t);
    expect(res.status).toBe(402);
    expect((await body<ErrorBody>(res)).error.code).toBe('NO_CREDITS');
    expect(decodeQueue.load.started).toBe(decodes);
    expect(stand.pool.jobs).toEqual([]);
  });

  it('refuses the Studio’s photo recolour out of credits with 402 before decoding the photo', async () => {
    const t = await uploadShop();
    await setCredits(t.deps, t.owner.shop.id, 0);
    const decodes = decodeQueue.load.started;
    const res = await t.routes['Studio photo-recolour']({ bytes: jpeg, name: 'car.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(402);
    expect(decodeQueue.load.started).toBe(decodes);
  });

  it('refuses a Studio photo recolour over the user’s render window with 429 before decoding the photo', async () => {
    const t = await widgetApp({ credits: 5, limits: { perActor: [{ windowMs: 60_000, max: 1 }], perShop: [] } });
    const booking = await storedBooking(t.deps, t.owner.shop.id, 'pending');
    const routes = uploadRoutes(t, booking.id);
    const photo = { bytes: jpeg, name: 'car.jpg', type: 'image/jpeg' };
    expect((await routes['Studio photo-recolour'](photo)).status).toBe(200);
    const decodes = decodeQueue.load.started;
    const res = await routes['Studio photo-recolour'](photo);
    expect(res.status).toBe(429);
    expect(decodeQueue.load.started).toBe(decodes);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(4);
    // Once the window has passed the next one is admitted.
    t.clock.advance(61_000);
    expect((await routes['Studio photo-recolour'](photo)).status).toBe(200);
  });

  it('counts a recolour refused after its work (no paint found) against the visitor, refunded, so noise photos run out', async () => {
    const t = await uploadShop();
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { visitorDailyLimit: 2 }, t.deps.now());
    // The workers find no paint whatever the taps: a noise photo.
    const noPaint = standInPool();
    photoPool.current = { size: 1, run: async (job) => ({ ...(await noPaint.run(job)), coverage: 0 }), close: () => Promise.resolve() };
    for (let i = 0; i < 2; i++) {
      const res = await recolour(t);
      expect(res.status).toBe(422);
      expect((await body<ErrorBody>(res)).error.message).toBe(PHOTO_RECOLOUR_MESSAGES.noPaintFound);
    }
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(5);
    const refused = await t.deps.db.select().from(photoJobs).where(and(eq(photoJobs.kind, 'recolour-refused'), eq(photoJobs.visitorId, VISITOR)));
    expect(refused).toHaveLength(2);
    // The third is refused by the visitor's limit before any work, even with paint to find now.
    photoPool.current = stand.pool;
    const decodes = decodeQueue.load.started;
    const third = await recolour(t);
    expect(third.status).toBe(429);
    expect(decodeQueue.load.started).toBe(decodes);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(5);
    // Another visitor on another address is not affected.
    const other = await t.app.request(`/api/v1/widget/${t.key.key}/photo-recolour`, {
      method: 'POST',
      headers: { origin: SHOP_ORIGIN, 'x-wrapsmith-visitor': 'visitor-fedcba9876543210' },
      body: (() => {
        const data = new FormData();
        data.set('photo', new File([jpeg], 'car.jpg', { type: 'image/jpeg' }));
        data.set('filmId', WIDGET_FILM.id);
        data.set('taps', TAPS);
        return data;
      })(),
    });
    // Same address (the test client's), but the address allows three visitors' worth.
    expect(other.status).toBe(200);
  });
});
