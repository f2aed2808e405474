// Issue 23 item 18 (first part): with images on S3 and the store down (nothing listening, connections closed
// without an answer, or 500s after the retries), every upload answers 503 "The image store is unavailable" with
// Retry-After instead of an internal error, and writes no row; a render refunds its credit and says the same.
// Tests never reach the network: the "stores" are local servers in this process.
import { expandVehicles, FILMS } from '@wrapsmith/catalog';
import sharp from 'sharp';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { balance, ledgerTotal } from '../services/credits/index.ts';
import { closeSharedRecolourPool } from '../services/photo-recolour/index.ts';
import { photoPool, standInPool } from '../services/photo-uploads/stand-in-pool.test-support.ts';
import { STORE_RETRY_AFTER_SECONDS, STORE_UNAVAILABLE_MESSAGE } from '../services/storage/index.ts';
import { dbSnapshot, json } from '../test/app.ts';
import { refusingEndpoint, startClosingServer, startFailingServer } from '../test/s3-server.ts';
import { studioApp } from '../test/studio.ts';
import { storedBooking } from '../routes/bookings/booking-fixtures.ts';

vi.mock('../services/photo-recolour/pool.ts', async (importOriginal) =>
  (await import('../services/photo-uploads/stand-in-pool.test-support.ts')).withPhotoPool(await importOriginal()),
);
photoPool.current = standInPool();
afterAll(() => closeSharedRecolourPool());

const film = FILMS.find((f) => f.finish === 'gloss' && f.brandId === '3m');
const car = [...expandVehicles()].find((v) => v.year === 2024 && v.bodyStyle === 'suv');
if (!film || !car) throw new Error('The built-in catalogue has no 3M gloss film or no 2024 SUV');
const generate = { year: car.year, make: car.make, model: car.model, finish: 'Gloss', color: film.hex, brand: '3m', filmId: film.id };

const s3Env = (endpoint: string) => ({ S3_ENDPOINT: endpoint, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });

const stores: Record<string, () => Promise<string>> = {
  'nothing listening': refusingEndpoint,
  'connections closed without an answer': async () => {
    const closing = await startClosingServer();
    onTestFinished(() => closing.close());
    return closing.endpoint;
  },
  'every request answered 500': async () => {
    const failing = await startFailingServer();
    onTestFinished(() => failing.close());
    return failing.endpoint;
  },
};

const expectUnavailable = async (res: Response, what: string) => {
  expect([what, res.status]).toEqual([what, 503]);
  expect(res.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS));
  expect(await res.json()).toEqual({ error: { code: 'STORAGE_UNAVAILABLE', message: STORE_UNAVAILABLE_MESSAGE } });
};

describe('issue 23 item 18: the image store down', () => {
  for (const [name, store] of Object.entries(stores)) {
    it(`answers uploads 503 "the image store is unavailable" with Retry-After, writing nothing: ${name}`, async () => {
      const t = await studioApp({ credits: 3, env: s3Env(await store()) });
      const booking = await storedBooking(t.deps, t.owner.shop.id, 'pending');
      const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#b0302a' } }).jpeg().toBuffer();
      const form = (field: string, fields: Record<string, string> = {}) => {
        const data = new FormData();
        data.set(field, new File([photo], 'car.jpg', { type: 'image/jpeg' }));
        for (const [k, v] of Object.entries(fields)) data.set(k, v);
        return data;
      };
      const before = await dbSnapshot(t.deps, ['photo_jobs']);
      const upload = (path: string, data: FormData) => t.app.request(`/api/v1/user${path}`, { method: 'POST', headers: t.auth, body: data });
      await expectUnavailable(await upload('/images/upload-booking', form('images', { bookingId: booking.id })), 'booking photo');
      await expectUnavailable(await upload('/widget/logo', form('logo')), 'logo');
      await expectUnavailable(await upload('/tool/photos', form('photo')), 'photo tool');
      const { photo_jobs: jobs, ...after } = await dbSnapshot(t.deps, ['photo_jobs']);
      const { photo_jobs: jobsBefore, ...rest } = before;
      expect(after).toEqual(rest);
      // The photo tool's upload was an admitted job: it counts in the user's window, as any failed job does.
      expect(jobs?.length).toBe((jobsBefore?.length ?? 0) + 1);
    });
  }

  it('answers a render 503 the same way and refunds its credit', async () => {
    const failing = await startFailingServer();
    onTestFinished(() => failing.close());
    const t = await studioApp({ credits: 3, env: s3Env(failing.endpoint) });
    const res = await t.app.request('/api/v1/user/tool/generate-car-image', json('POST', generate, t.auth));
    await expectUnavailable(res, 'render');
    expect(failing.requests()).toBeGreaterThan(0);
    expect([await balance(t.deps.db, t.owner.shop.id), await ledgerTotal(t.deps.db, t.owner.shop.id)]).toEqual([3, 3]);
  });
});
