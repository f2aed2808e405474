// Every uploaded image checked by its content before anything decodes it (issues 21 and 23): the one check of every
// upload route (the photo tool, photo recolours, booking photos, the swatch, the widget logo, the AI tool). The format
// by its magic bytes (JPEG, PNG, WebP, GIF, AVIF; never SVG, TIFF or anything else sharp could also open: an SVG's
// filters or a TIFF's tiles cost seconds of CPU before a single pixel is checked), then the size from its header
// alone (sharp's metadata() reads headers, not pixels) against the route's pixel limit. Only an image that passes is
// decoded, in the bounded decode queue with the same pixel limit and a time limit (lib/decode-queue.ts): a
// photo into its 2048 px working copy and, when bigger, its original of up to 4096 px (decision 074).
import { PHOTO_RECOLOUR_MESSAGES } from '@wrapsmith/core';
import type { Context } from 'hono';
import sharp from 'sharp';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { emptyImage, fileRequired, imageTooLarge, LOGO_MAX_BYTES, notAnImage, PHOTO_MAX_BYTES, readUploadForm, SWATCH_MAX_BYTES } from '../../lib/upload.ts';
import { RECOLOUR_MAX_EDGE, RECOLOUR_MAX_INPUT_PIXELS, RECOLOUR_MIN_EDGE } from '../photo-recolour/photo.ts';

export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Pixels a small image (a logo, a swatch) may claim: 25 megapixels, far above any logo, far below a decode bomb. */
export const SMALL_IMAGE_MAX_PIXELS = 25_000_000;

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

/** The image's format by its first bytes, or null when it is not one we take. */
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

export interface CheckedImage {
  /** The upload as sent: not decoded yet. */
  bytes: Buffer;
  format: PhotoFormat;
  mimeType: string;
  /** From the header, before the EXIF orientation is applied. */
  width: number;
  height: number;
}
export type CheckedPhoto = CheckedImage;

export interface ImageRules {
  maxBytes: number;
  /** Pixels the header may claim; more is 413 before any decode. */
  maxPixels: number;
  /** The 413's words when the header claims more than maxPixels. */
  tooManyPixels?: string;
}

export const tooManyPixels = (maxPixels: number) =>
  `The image has too many pixels. Use an image of at most ${Math.round(maxPixels / 1_000_000)} megapixels.`;

/**
 * The uploaded file, checked without decoding it: size, declared type, magic bytes, header. Throws the 4xx to
 * answer: 413 over the bytes or pixels allowed, 400 empty, 415 anything but a JPEG, PNG, WebP, GIF or AVIF.
 */
export async function checkImageFile(file: File, rules: ImageRules): Promise<CheckedImage> {
  if (file.size > rules.maxBytes) throw imageTooLarge(rules.maxBytes);
  if (file.size === 0) throw emptyImage();
  if (!file.type.startsWith('image/')) throw notAnImage();
  // Only the first bytes decide the format: an SVG or a TIFF is refused before the rest of the file is even read.
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  const format = sniffPhotoFormat(head);
  if (!format) throw notAnImage();
  const bytes = Buffer.from(await file.arrayBuffer());
  // Headers only; sharp's own pixel limit would refuse a huge header as "not an image" before we can say 413.
  const meta = await Promise.resolve()
    .then(() => sharp(bytes, { limitInputPixels: false }).metadata())
    .catch(() => undefined);
  if (!meta?.width || !meta.height || meta.format !== SHARP_FORMAT[format]) throw notAnImage();
  if (format === 'avif' && meta.compression !== 'av1') throw notAnImage();
  // An animated GIF or WebP is decoded by its first frame only (sharp's default), which is what the header gives.
  const { width, height } = meta;
  if (width * height > rules.maxPixels) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', rules.tooManyPixels ?? tooManyPixels(rules.maxPixels));
  return { bytes, format, mimeType: `image/${format}`, width, height };
}

/** A customer's car photo: at most 10 MB and 100 megapixels, with enough pixels left once fitted inside 2048 px. */
export async function checkPhotoFile(file: File, maxBytes = PHOTO_MAX_BYTES): Promise<CheckedPhoto> {
  const checked = await checkImageFile(file, { maxBytes, maxPixels: RECOLOUR_MAX_INPUT_PIXELS, tooManyPixels: PHOTO_RECOLOUR_MESSAGES.tooManyPixels });
  const { width, height } = checked;
  // The short edge as it will be once fitted inside RECOLOUR_MAX_EDGE (preparePhoto checks the result again).
  const fitted = Math.min(width, height) * Math.min(1, RECOLOUR_MAX_EDGE / Math.max(width, height));
  if (Math.round(fitted) < RECOLOUR_MIN_EDGE) throw badRequest(PHOTO_RECOLOUR_MESSAGES.photoTooSmall);
  return checked;
}

export interface ImageUpload extends CheckedImage {
  /** The form's other fields, as text. */
  fields: Record<string, string>;
}

/** The rules of each upload route that takes one image (docs/api.md, "Uploads"). */
export const IMAGE_RULES = {
  /** A booking photo, an AI-tool photo: a phone photo. */
  photo: { maxBytes: PHOTO_MAX_BYTES, maxPixels: RECOLOUR_MAX_INPUT_PIXELS, tooManyPixels: PHOTO_RECOLOUR_MESSAGES.tooManyPixels },
  /** A swatch photo for colour matching. */
  swatch: { maxBytes: SWATCH_MAX_BYTES, maxPixels: SMALL_IMAGE_MAX_PIXELS },
  /** A shop's logo for its widget and share link. */
  logo: { maxBytes: LOGO_MAX_BYTES, maxPixels: SMALL_IMAGE_MAX_PIXELS },
} as const satisfies Record<string, ImageRules>;

/** A multipart form's one image in `field`, checked by checkImageFile (not decoded), and its text fields. */
export async function readImageUpload(c: Context, field: string, rules: ImageRules): Promise<ImageUpload> {
  const { file, fields } = await readUploadForm(c, field);
  if (!file) throw fileRequired(field);
  return { ...(await checkImageFile(file, rules)), fields };
}
