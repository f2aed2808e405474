import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors.ts';
import { ORIGINAL_MAX_EDGE, preparePhoto, RECOLOUR_MAX_EDGE, tapPixels } from './photo.ts';
import { recolourPool } from './pool.ts';
import { runPhotoJob } from './recolour-photo.ts';
import { syntheticCar } from './synthetic.test-support.ts';

/** A phone-sized JPEG shot sideways (EXIF orientation 6) with a GPS position and a camera make in its EXIF. */
async function phoneJpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3060a0' } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('preparePhoto', () => {
  it('turns a 12-MP phone photo upright, fits it in 2048 px and drops its EXIF (GPS, camera)', async () => {
    const upload = await phoneJpeg(4032, 3024);
    const before = await sharp(upload).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    expect(before.orientation).toBe(6);
    const photo = await preparePhoto(upload, { width: 4032, height: 3024 });
    const meta = await sharp(photo.bytes).metadata();
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1536, height: RECOLOUR_MAX_EDGE });
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: 1536, height: 2048, format: 'jpeg' });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(photo.mimeType).toBe('image/jpeg');
    // Issue 22 item 5, decision 074: its original is kept too, upright, at its own 3024 × 4032, without EXIF.
    const original = await sharp(photo.original!.bytes).metadata();
    expect(photo.original).toMatchObject({ width: 3024, height: 4032 });
    expect({ width: original.width, height: original.height, format: original.format, exif: original.exif, orientation: original.orientation }).toEqual({
      width: 3024,
      height: 4032,
      format: 'jpeg',
      exif: undefined,
      orientation: undefined,
    });
  });

  it('keeps a bigger photo’s original at up to 4096 px, and none for a photo the working copy already holds whole', async () => {
    const huge = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#3060a0' } }).jpeg().toBuffer();
    const photo = await preparePhoto(huge, { width: 6000, height: 4000 });
    expect({ width: photo.width, height: photo.height, original: { width: photo.original?.width, height: photo.original?.height } }).toEqual({
      width: RECOLOUR_MAX_EDGE,
      height: 1365,
      original: { width: ORIGINAL_MAX_EDGE, height: 2731 },
    });
    const small = await sharp({ create: { width: 2048, height: 1000, channels: 3, background: '#3060a0' } }).jpeg().toBuffer();
    expect((await preparePhoto(small, { width: 2048, height: 1000 })).original).toBeUndefined();
  });

  it('puts transparency on white, keeps a small photo’s size, and is the same bytes for the same upload', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const first = await preparePhoto(png, { width: 300, height: 200 });
    const second = await preparePhoto(png, { width: 300, height: 200 });
    expect(first.bytes.equals(second.bytes)).toBe(true);
    const { data } = await sharp(first.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
    expect({ width: first.width, height: first.height }).toEqual({ width: 300, height: 200 });
  });

  it('refuses a photo too small to hold a car, and one claiming more than 100 megapixels', async () => {
    const tiny = await sharp({ create: { width: 40, height: 300, channels: 3, background: '#888888' } }).png().toBuffer();
    await expect(preparePhoto(tiny, { width: 40, height: 300 })).rejects.toMatchObject({ status: 400 });
    await expect(preparePhoto(tiny, { width: 20_000, height: 20_000 })).rejects.toBeInstanceOf(ApiError);
    await expect(preparePhoto(tiny, { width: 20_000, height: 20_000 })).rejects.toMatchObject({ status: 413 });
  });
});

describe('tapPixels', () => {
  it('maps fractions to pixels, 1.0 to the last pixel', () => {
    expect(tapPixels([{ x: 0, y: 0, mode: 'add' }, { x: 1, y: 1, mode: 'remove' }, { x: 0.5, y: 0.25, mode: 'add' }], 200, 100)).toEqual([
      { x: 0, y: 0, mode: 'add' },
      { x: 199, y: 99, mode: 'remove' },
      { x: 100, y: 25, mode: 'add' },
    ]);
  });
});

describe('photo pool', () => {
  const pool = recolourPool({ size: 1 });
  afterAll(() => pool.close());

  it('recolours a selection in a worker thread, with the same result as in this thread', async () => {
    const car = syntheticCar({ width: 240, height: 160 });
    const alpha = new Uint8Array(car.width * car.height);
    for (let i = 0; i < alpha.length; i++) alpha[i] = car.isPaint(i % car.width, Math.floor(i / car.width)) ? 255 : 0;
    const job = () => ({ kind: 'recolour-mask' as const, rgba: car.rgba.slice(), width: car.width, height: car.height, alpha: alpha.slice(), film: { hex: '#c8102e', finish: 'gloss' as const } });
    const here = await runPhotoJob(job());
    const sent = job();
    const there = await pool.run(sent);
    expect(sent.rgba.byteLength).toBe(0);
    expect(threadId).toBe(0);
    expect(Buffer.from(there.bytes).equals(Buffer.from(here.bytes))).toBe(true);
    expect(there.coverage).toBeCloseTo(here.coverage, 10);
    expect(there.coverage).toBeGreaterThan(0.05);
  });

  it('recolours a bigger copy of the photo (an export, decision 074) in a worker thread, with the same result as in this thread', async () => {
    const car = syntheticCar({ width: 240, height: 160 });
    const rgb = new Uint8Array(await sharp(Buffer.from(car.rgba), { raw: { width: 240, height: 160, channels: 4 } }).removeAlpha().raw().toBuffer());
    const full = new Uint8Array(await sharp(Buffer.from(rgb), { raw: { width: 240, height: 160, channels: 3 } }).resize(480, 320).raw().toBuffer());
    const alpha = new Uint8Array(car.width * car.height);
    for (let i = 0; i < alpha.length; i++) alpha[i] = car.isPaint(i % car.width, Math.floor(i / car.width)) ? 255 : 0;
    const job = () => ({
      kind: 'recolour-full' as const,
      rgb: rgb.slice(),
      width: 240,
      height: 160,
      alpha: alpha.slice(),
      film: { hex: '#c8102e', finish: 'satin' as const },
      full: full.slice(),
      fullWidth: 480,
      fullHeight: 320,
    });
    const here = await runPhotoJob(job());
    const sent = job();
    const there = await pool.run(sent);
    expect(sent.full.byteLength).toBe(0);
    expect(there.bytes.length).toBe(480 * 320 * 3);
    expect(Buffer.from(there.bytes).equals(Buffer.from(here.bytes))).toBe(true);
    expect(Buffer.from(there.bytes).equals(Buffer.from(full))).toBe(false);
  });

  it('fails a job once it is closed', async () => {
    const closed = recolourPool({ size: 1 });
    await closed.close();
    await expect(closed.run({ kind: 'recolour-mask', rgba: new Uint8Array(4), width: 1, height: 1, alpha: new Uint8Array(1), film: { hex: '#000000', finish: 'gloss' } })).rejects.toThrow(/closed/);
  });
});
