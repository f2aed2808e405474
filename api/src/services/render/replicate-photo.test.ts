import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoDataUrl } from './replicate-photo.ts';
import { RenderEngineError } from './types.ts';

const decode = (url: string) => Buffer.from(url.replace(/^data:image\/jpeg;base64,/, ''), 'base64');

describe('photoDataUrl', () => {
  it('sends a small photo as it is, as JPEG, and never enlarges it', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const url = await photoDataUrl(png);
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    const { format, width, height } = await sharp(decode(url)).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 400, height: 300 });
    // Transparency goes to white, not JPEG's black.
    const { channels } = await sharp(decode(url)).stats();
    expect(channels[0]?.mean).toBeGreaterThan(250);
  });

  it('turns the photo upright by its EXIF orientation and sends no metadata on', async () => {
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#777777' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(decode(await photoDataUrl(sideways))).metadata();
    expect({ width: sent.width, height: sent.height, orientation: sent.orientation, exif: sent.exif }).toEqual({ width: 200, height: 300, orientation: undefined, exif: undefined });
  });

  it('steps quality, then size, down until the data URL fits', async () => {
    const [width, height] = [1200, 900];
    const noise = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    const url = await photoDataUrl(noise, 200_000);
    expect(url.length).toBeLessThanOrEqual(200_000);
    const sent = await sharp(decode(url)).metadata();
    expect(sent.width).toBeLessThan(width);
    expect((sent.width ?? 0) / (sent.height ?? 1)).toBeCloseTo(4 / 3, 1);
  });

  it('fails with a RenderEngineError on bytes that are not an image', async () => {
    await expect(photoDataUrl(Buffer.from('not a photo'))).rejects.toThrow(RenderEngineError);
  });
});
