// Files an attacker uploads (issue 23 items 1, 11 and 15): each one cheap to send and costly to decode, or broken
// after a valid header. Built in memory; none is decoded here.
import { deflateSync } from 'node:zlib';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, valid PNG of `size` × `size` black pixels at one bit each: 16000 × 16000 is 256 megapixels in about 31 KB,
 * which a decoder would really decode (seconds, and most of a gigabyte at 8 bits a channel).
 */
export function pngBomb(size = 16_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter method, no interlace
  const row = Math.ceil(size / 8) + 1; // the filter byte, then the row's bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(row * size), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 235 bytes or so of SVG whose filter asks for a 9999 × 9999 turbulence: a minute of CPU in a rasteriser. */
export const TURBULENCE_SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="9999" height="9999"><filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="10"/></filter><rect width="9999" height="9999" filter="url(#f)"/></svg>',
);

/** A photo-sized TIFF: sharp reads TIFF, but no upload route takes it. */
export const tiffPhoto = () => sharp({ create: { width: 320, height: 240, channels: 3, background: '#3366aa' } }).tiff().toBuffer();

/** A PNG of noise cut off half-way: its header is whole (320 × 240), its pixel data is not. */
export async function truncatedPng(): Promise<Buffer> {
  const noise = Buffer.alloc(320 * 240 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const png = await sharp(noise, { raw: { width: 320, height: 240, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}
