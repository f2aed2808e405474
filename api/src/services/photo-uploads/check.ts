// A customer's car photo checked by its content before anything decodes it (issue 21): the format by its magic
// bytes (JPEG, PNG, WebP, GIF, AVIF; never SVG, TIFF or anything else sharp could also open), then the size from
// its header alone (sharp's metadata() reads headers, not pixels): at most 100 megapixels, and enough pixels left on
// the short edge once fitted inside 2048 px. Only a photo that passes is decoded (photo-recolour/photo.ts), into its
// 2048 px working copy and, when bigger, its original of up to 4096 px (decision 074).
import { PHOTO_RECOLOUR_MESSAGES } from '@wrapsmith/core';
import sharp from 'sharp';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { emptyImage, imageTooLarge, notAnImage, PHOTO_MAX_BYTES } from '../../lib/upload.ts';
import { RECOLOUR_MAX_EDGE, RECOLOUR_MAX_INPUT_PIXELS, RECOLOUR_MIN_EDGE } from '../photo-recolour/photo.ts';

export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const MAX_BRANDS = 32;

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** AVIF: an ISO-BMFF `ftyp` box whose major or compatible brands name AVIF (HEIC's HEVC is not decodable here). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (size < 16) return false;
  // A real ftyp lists a handful of brands; a box claiming megabytes is read no further than this.
  const end = Math.min(bytes.length, size, 16 + 4 * MAX_BRANDS);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** The photo's format by its first bytes, or null when it is not one we take. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 7) === 'PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** What sharp's metadata() calls each format (AVIF is HEIF with the AV1 codec). */
const SHARP_FORMAT: Record<PhotoFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'heif' };

export interface CheckedPhoto {
  /** The upload as sent: not decoded yet. */
  bytes: Buffer;
  format: PhotoFormat;
  mimeType: string;
  /** From the header, before the EXIF orientation is applied. */
  width: number;
  height: number;
}

/**
 * The uploaded file, checked without decoding it: size, declared type, magic bytes, header. Throws the 4xx to
 * answer: 413 over 10 MB or 100 megapixels, 400 empty or too small, 415 anything but a JPEG, PNG, WebP, GIF or AVIF.
 */
export async function checkPhotoFile(file: File, maxBytes = PHOTO_MAX_BYTES): Promise<CheckedPhoto> {
  if (file.size > maxBytes) throw imageTooLarge(maxBytes);
  if (file.size === 0) throw emptyImage();
  if (!file.type.startsWith('image/')) throw notAnImage();
  const bytes = Buffer.from(await file.arrayBuffer());
  const format = sniffPhotoFormat(bytes);
  if (!format) throw notAnImage();
  // Headers only; sharp's own pixel limit would refuse a huge header as "not an image" before we can say 413.
  const meta = await Promise.resolve()
    .then(() => sharp(bytes, { limitInputPixels: false }).metadata())
    .catch(() => undefined);
  if (!meta?.width || !meta.height || meta.format !== SHARP_FORMAT[format]) throw notAnImage();
  if (format === 'avif' && meta.compression !== 'av1') throw notAnImage();
  const { width, height } = meta;
  if (width * height > RECOLOUR_MAX_INPUT_PIXELS) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', PHOTO_RECOLOUR_MESSAGES.tooManyPixels);
  // The short edge as it will be once fitted inside RECOLOUR_MAX_EDGE (preparePhoto checks the result again).
  const fitted = Math.min(width, height) * Math.min(1, RECOLOUR_MAX_EDGE / Math.max(width, height));
  if (Math.round(fitted) < RECOLOUR_MIN_EDGE) throw badRequest(PHOTO_RECOLOUR_MESSAGES.photoTooSmall);
  return { bytes, format, mimeType: `image/${format}`, width, height };
}
