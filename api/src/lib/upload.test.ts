// Every image upload route refuses an empty file or a form field holding a NUL with a clear 400, writing nothing
// (an empty buffer used to reach sharp, which throws "Input Buffer is empty" synchronously: a 500).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FULL_FORM, bookingShop, createBooking } from '../routes/bookings/booking-fixtures.ts';
import { dbSnapshot } from '../test/app.ts';

const UPLOADS = [
  { path: '/api/v1/user/films/swatch', field: 'image' },
  { path: '/api/v1/user/widget/logo', field: 'logo' },
  { path: '/api/v1/user/images/upload-booking', field: 'images' },
];

function form(field: string, file: Uint8Array, extra: Record<string, string> = {}) {
  const data = new FormData();
  data.set(field, new File([file], 'car.jpg', { type: 'image/jpeg' }));
  for (const [key, value] of Object.entries(extra)) data.set(key, value);
  return data;
}

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(`${dir}/${f}`).isFile()) : [];
}

describe('image uploads', () => {
  it('answer an empty file with 400 on every upload route and store nothing', async () => {
    const t = await bookingShop();
    const { booking } = await createBooking(t, FULL_FORM);
    if (!booking) throw new Error('no booking');
    const before = await dbSnapshot(t.deps);
    for (const { path, field } of UPLOADS) {
      const res = await t.app.request(path, { method: 'POST', headers: t.auth, body: form(field, new Uint8Array(0), { bookingId: booking._id }) });
      expect([path, res.status]).toEqual([path, 400]);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The image file is empty. Choose the photo again.');
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(filesUnder(t.deps.env.DATA_DIR)).toEqual([]);
  });

  it('refuse a text field holding a NUL character', async () => {
    const t = await bookingShop();
    const res = await t.app.request('/api/v1/user/images/upload-booking', {
      method: 'POST',
      headers: t.auth,
      body: form('images', new Uint8Array([0xff, 0xd8, 0xff]), { bookingId: 'abc\u0000' }),
    });
    expect(res.status).toBe(400);
  });
});
