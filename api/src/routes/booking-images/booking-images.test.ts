import fs from 'node:fs';
import path from 'node:path';
import { BOOKING_IMAGE_LIMIT, BOOKING_MESSAGES } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bookingImages, bookings } from '../../db/schema/index.ts';
import { bearer, createMember, dbSnapshot, json, logIn } from '../../test/app.ts';
import { otherShop } from '../../test/studio.ts';
import { body } from '../../test/widget.ts';
import type { ApiErrorBody, BookingDto, UploadedBookingImageDto } from '@wrapsmith/core/contract';
import { BOOKING_IMAGE_MESSAGES, bookingImageKey } from '../../services/bookings/index.ts';
import { bookingShop, storedBooking } from '../bookings/booking-fixtures.ts';
import { firstRow } from '../../db/tx.ts';

const UPLOAD = '/api/v1/user/images/upload-booking';
type Uploaded = { data: UploadedBookingImageDto };

const errorOf = async (res: Response) => (await body<ApiErrorBody>(res)).error;

/** A JPEG as a phone takes it: EXIF with the owner's name, the GPS position and an orientation (6: turn 90°). */
async function phonePhoto({ width = 300, height = 150, orientation = 6 } = {}) {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Dana Reyes', Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata({ orientation })
    .toBuffer();
}

const smallPng = () => sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();

/** The EXIF tag 0x8825 (GPSInfo), as sharp writes it (little-endian). */
const hasGpsTag = (exif: Buffer | undefined) => exif?.includes(Buffer.from([0x25, 0x88])) ?? false;

function photoForm(fields: { bookingId?: string; file?: Uint8Array; type?: string; name?: string; extra?: Uint8Array }) {
  const form = new FormData();
  if (fields.bookingId !== undefined) form.set('bookingId', fields.bookingId);
  if (fields.file) form.append('images', new File([fields.file], fields.name ?? 'car.jpg', { type: fields.type ?? 'image/jpeg' }));
  if (fields.extra) form.append('images', new File([fields.extra], 'second.jpg', { type: 'image/jpeg' }));
  return form;
}

async function shopWithBooking() {
  const t = await bookingShop();
  const booking = await storedBooking(t.deps, t.owner.shop.id, 'pending');
  const dataDir = t.deps.env.DATA_DIR;
  const upload = (form: FormData, auth = t.auth) => t.app.request(UPLOAD, { method: 'POST', headers: auth, body: form });
  /** Files under DATA_DIR/bookings, relative to it. */
  const storedFiles = () => {
    const root = path.join(dataDir, 'bookings');
    return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.relative(dataDir, path.join(d.parentPath, d.name)))) : [];
  };
  const uploadOk = async (file?: Uint8Array) => {
    const res = await upload(photoForm({ bookingId: booking.id, file: file ?? (await smallPng()), type: file ? 'image/jpeg' : 'image/png' }));
    expect(res.status).toBe(201);
    return (await body<Uploaded>(res)).data;
  };
  return { ...t, booking, dataDir, upload, uploadOk, storedFiles };
}

describe('POST /user/images/upload-booking', () => {
  it('stores the photo upright, re-encoded as JPEG without EXIF or GPS, and answers 201 with the photo', async () => {
    const t = await shopWithBooking();
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    expect(hasGpsTag(before.exif)).toBe(true);

    const res = await t.upload(photoForm({ bookingId: t.booking.id, file: original }));
    expect(res.status).toBe(201);
    const { data } = await body<Uploaded>(res);
    expect(data).toEqual({
      _id: expect.any(String),
      bookingId: t.booking.id,
      url: `/api/v1/user/images/booking/${data._id}`,
      width: 150,
      height: 300,
      createdAt: t.deps.now().toISOString(),
    });

    const row = await firstRow(t.deps.db.select().from(bookingImages).where(eq(bookingImages.id, data._id)));
    expect(row).toMatchObject({
      shopId: t.owner.shop.id,
      bookingId: t.booking.id,
      storageKey: bookingImageKey(t.owner.shop.id, data._id),
      mime: 'image/jpeg',
      width: 150,
      height: 300,
      createdBy: t.owner.user.id,
    });
    expect(t.storedFiles()).toEqual([`bookings/${t.owner.shop.id}/${data._id}.jpg`]);
    const stored = fs.readFileSync(path.join(t.dataDir, row?.storageKey ?? ''));
    expect(row?.bytes).toBe(stored.length);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 150, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.includes('PhoneCo')).toBe(false);
  });

  it('fits a large photo in 2048 px, and stores a transparent PNG as JPEG', async () => {
    const t = await shopWithBooking();
    const big = await t.uploadOk(await phonePhoto({ width: 3000, height: 1500, orientation: 1 }));
    expect([big.width, big.height]).toEqual([2048, 1024]);
    const png = await t.uploadOk();
    expect([png.width, png.height]).toEqual([40, 30]);
    const served = await t.app.request(png.url, { headers: t.auth });
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('refuses what is not an image with 415, and more than 10 MB with 413, storing nothing', async () => {
    const t = await shopWithBooking();
    const before = await dbSnapshot(t.deps);
    const pdf = await t.upload(photoForm({ bookingId: t.booking.id, file: new TextEncoder().encode('%PDF-1.4'), type: 'application/pdf', name: 'quote.pdf' }));
    expect(pdf.status).toBe(415);
    expect((await errorOf(pdf)).code).toBe('UNSUPPORTED_MEDIA');
    const renamed = await t.upload(photoForm({ bookingId: t.booking.id, file: new TextEncoder().encode('not a jpeg') }));
    expect(renamed.status).toBe(415);
    // Just over the file limit (read and refused) and far over it (cut off by the body limit): the same answer.
    for (const size of [10 * 1024 * 1024 + 1, 11 * 1024 * 1024]) {
      const big = await t.upload(photoForm({ bookingId: t.booking.id, file: new Uint8Array(size) }));
      expect(big.status, String(size)).toBe(413);
      expect(await errorOf(big), String(size)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The image is too large. The limit is 10 MB.' });
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(t.storedFiles()).toEqual([]);
  });

  it('needs a bookingId, a valid one, exactly one image and multipart, each a 400 with a message', async () => {
    const t = await shopWithBooking();
    const before = await dbSnapshot(t.deps);
    const file = await smallPng();
    const cases: [string, RequestInit, string][] = [
      ['no bookingId', { body: photoForm({ file }) }, 'bookingId is required'],
      ['an empty bookingId', { body: photoForm({ bookingId: ' ', file }) }, 'bookingId is required'],
      ['a malformed bookingId', { body: photoForm({ bookingId: '../bookings', file }) }, 'bookingId is not a valid booking id'],
      ['no image', { body: photoForm({ bookingId: t.booking.id }) }, 'images is required'],
      ['two images', { body: photoForm({ bookingId: t.booking.id, file, extra: file }) }, 'Send one image in the "images" field.'],
      ['JSON', json('POST', { bookingId: t.booking.id }), 'Send the image as multipart/form-data in the "images" field.'],
    ];
    for (const [label, init, message] of cases) {
      const res = await t.app.request(UPLOAD, { method: 'POST', ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...t.auth } });
      expect(res.status, label).toBe(400);
      expect((await errorOf(res)).message, label).toBe(message);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(t.storedFiles()).toEqual([]);
  });

  it('answers 404 for an unknown booking and for another shop’s booking, storing nothing', async () => {
    const t = await shopWithBooking();
    const other = await otherShop(t);
    const before = await dbSnapshot(t.deps);
    const file = await smallPng();
    for (const [label, bookingId, auth] of [
      ['unknown', 'no-such-booking', t.auth],
      ['other shop', t.booking.id, other.auth],
    ] as const) {
      const res = await t.upload(photoForm({ bookingId, file, type: 'image/png' }), auth);
      expect(res.status, label).toBe(404);
      expect((await errorOf(res)).message, label).toBe(BOOKING_MESSAGES.notFound);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(t.storedFiles()).toEqual([]);
  });

  it(`keeps a booking to ${BOOKING_IMAGE_LIMIT} photos: the next one is 409 and nothing is stored`, async () => {
    const t = await shopWithBooking();
    const file = await smallPng();
    for (let i = 0; i < BOOKING_IMAGE_LIMIT; i++) await t.uploadOk();
    const before = await dbSnapshot(t.deps);
    const res = await t.upload(photoForm({ bookingId: t.booking.id, file, type: 'image/png' }));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(BOOKING_IMAGE_MESSAGES.tooMany);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(t.storedFiles()).toHaveLength(BOOKING_IMAGE_LIMIT);

    // Another booking of the shop has its own ten.
    const second = await storedBooking(t.deps, t.owner.shop.id, 'pending');
    expect((await t.upload(photoForm({ bookingId: second.id, file, type: 'image/png' }))).status).toBe(201);
  });

  it('gives the last place to one of several uploads racing for it', async () => {
    const t = await shopWithBooking();
    for (let i = 0; i < BOOKING_IMAGE_LIMIT - 1; i++) await t.uploadOk();
    const file = await smallPng();
    const racing = await Promise.all([1, 2, 3].map(() => t.upload(photoForm({ bookingId: t.booking.id, file, type: 'image/png' }))));
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await t.deps.db.select().from(bookingImages)).toHaveLength(BOOKING_IMAGE_LIMIT);
    expect(t.storedFiles()).toHaveLength(BOOKING_IMAGE_LIMIT);
  });

  it('lets any team member add a photo, and needs a login', async () => {
    const t = await shopWithBooking();
    const member = await createMember(t.deps.db, t.owner.user);
    const auth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    const file = await smallPng();
    expect((await t.upload(photoForm({ bookingId: t.booking.id, file, type: 'image/png' }), auth)).status).toBe(201);
    expect((await t.app.request(UPLOAD, { method: 'POST', body: photoForm({ bookingId: t.booking.id, file, type: 'image/png' }) })).status).toBe(401);
  });
});

describe('GET and DELETE /user/images/booking/:imageId', () => {
  it('serves the stored JPEG privately to the shop', async () => {
    const t = await shopWithBooking();
    const photo = await t.uploadOk(await phonePhoto());
    const res = await t.app.request(photo.url, { headers: t.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(t.dataDir, bookingImageKey(t.owner.shop.id, photo._id))))).toBe(true);
    expect((await t.app.request(photo.url)).status).toBe(401);
  });

  it('deletes the row and the file', async () => {
    const t = await shopWithBooking();
    const kept = await t.uploadOk();
    const photo = await t.uploadOk();
    const res = await t.app.request(photo.url, { method: 'DELETE', headers: t.auth });
    expect(res.status).toBe(200);
    expect((await body<{ message: string }>(res)).message).toBe(BOOKING_IMAGE_MESSAGES.deleted);
    expect((await t.deps.db.select().from(bookingImages)).map((r) => r.id)).toEqual([kept._id]);
    expect(t.storedFiles()).toEqual([`bookings/${t.owner.shop.id}/${kept._id}.jpg`]);
    expect((await t.app.request(photo.url, { headers: t.auth })).status).toBe(404);
    expect((await t.app.request(photo.url, { method: 'DELETE', headers: t.auth })).status).toBe(404);
  });

  it('answers 404 to another shop on GET and DELETE and keeps the photo', async () => {
    const t = await shopWithBooking();
    const photo = await t.uploadOk();
    const other = await otherShop(t);
    const before = await dbSnapshot(t.deps);
    for (const method of ['GET', 'DELETE']) {
      const res = await t.app.request(photo.url, { method, headers: other.auth });
      expect(res.status, method).toBe(404);
      expect((await errorOf(res)).message, method).toBe(BOOKING_IMAGE_MESSAGES.notFound);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(t.storedFiles()).toHaveLength(1);
    expect((await t.app.request('/api/v1/user/images/booking/bad%20id', { headers: t.auth })).status).toBe(400);
  });
});

describe('photos on the booking', () => {
  it('lists a booking’s photos, oldest first, on GET one, the list, Save and status changes', async () => {
    const t = await shopWithBooking();
    const first = await t.uploadOk();
    t.clock.advance(1000);
    const second = await t.uploadOk();
    const bare = await storedBooking(t.deps, t.owner.shop.id, 'pending');
    const expected = [first, second].map(({ bookingId: _b, ...photo }) => photo);

    const one = await body<{ data: BookingDto }>(await t.app.request(`/api/v1/user/booking/${t.booking.id}`, { headers: t.auth }));
    expect(one.data.images).toEqual(expected);
    const list = await body<{ data: BookingDto[] }>(await t.app.request('/api/v1/user/booking/all', { headers: t.auth }));
    expect(Object.fromEntries(list.data.map((b) => [b._id, b.images]))).toEqual({ [t.booking.id]: expected, [bare.id]: [] });
    const saved = await body<{ data: BookingDto }>(await t.app.request(`/api/v1/user/booking/${t.booking.id}`, json('PUT', { notes: 'Photos taken' }, t.auth)));
    expect(saved.data.images).toEqual(expected);
    const moved = await body<{ data: BookingDto }>(await t.app.request(`/api/v1/user/booking/${t.booking.id}`, json('PATCH', { status: 'inprogress' }, t.auth)));
    expect(moved.data.images).toEqual(expected);
  });

  it('goes with its booking when the booking row is deleted', async () => {
    const t = await shopWithBooking();
    await t.uploadOk();
    await t.deps.db.delete(bookings).where(eq(bookings.id, t.booking.id));
    expect(await t.deps.db.select().from(bookingImages)).toEqual([]);
  });
});
