// A library photo's selection as it is kept: the alpha (0–255 per pixel, at the photo's size) as a greyscale PNG.
import sharp from 'sharp';
import { RenderEngineError } from '../render/types.ts';

/** The selection's alpha as a one-channel PNG of `width` × `height`. */
export async function maskPng(alpha: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(alpha, { raw: { width, height, channels: 1 } }).toColourspace('b-w').png({ compressionLevel: 9, palette: false }).toBuffer();
}

/**
 * A kept mask back to its alpha, checked against the photo's size. Any PNG is read by its first channel (a hand
 * mask saved as RGB too), so 255 stays selected and 0 not.
 */
export async function maskAlpha(png: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const { data, info } = await sharp(png)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new RenderEngineError('The library mask could not be decoded', { cause: error });
    });
  if (info.width !== width || info.height !== height) {
    throw new RenderEngineError(`The library mask is ${info.width} × ${info.height}, its photo ${width} × ${height}`);
  }
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
