// The customer's car photo as the recolour works on it: upright by its EXIF orientation, at most 2048 px on the
// long edge, transparency on white, re-encoded as a JPEG without any metadata (no GPS position, camera or time),
// like booking photos (services/bookings/images.ts). Taps arrive as fractions of that upright picture. A photo
// bigger than that is also kept as its original, re-encoded the same way at up to 4096 px (decision 074): the
// selection and the model work on the 2048 px copy, and a 4K export paints the film onto the original.
import { PHOTO_RECOLOUR_MESSAGES, type PhotoTap } from '@wrapsmith/core';
import { decoder, decodeUpload } from '../../lib/decode-queue.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import type { PixelTap } from './segment.ts';

/** Longest edge the recolour works at: a 12-MP phone photo (4032 × 3024) is scaled to 2048 × 1536 first. */
export const RECOLOUR_MAX_EDGE = 2048;
/** Shortest edge below which there is too little car to find. */
export const RECOLOUR_MIN_EDGE = 64;
/** Pixels a photo may have before it is decoded (a small file can claim a gigantic picture). */
export const RECOLOUR_MAX_INPUT_PIXELS = 100_000_000;
/** Longest edge of the kept original (decision 074): the biggest export, Pro's 4096 px ("4K"). */
export const ORIGINAL_MAX_EDGE = 4096;
const JPEG_QUALITY = 92;

/** The photo at up to ORIGINAL_MAX_EDGE, upright, on white, a JPEG without metadata: only when it is bigger than the working copy. */
export interface OriginalPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface PreparedPhoto {
  /** The re-encoded JPEG: what the engine reads and what the render's photoSha256 is of. */
  bytes: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
  /** The photo at its own size up to 4096 px, when that is bigger than `bytes` (decision 074); else `bytes` is all of it. */
  original?: OriginalPhoto | undefined;
}

/**
 * The upload upright, fitted inside `edge` (never enlarged), on white, as a JPEG without metadata: decoded in the
 * bounded decode queue with its pixel and time limits (lib/decode-queue.ts).
 */
function reencoded(upload: Buffer, edge: number) {
  return decodeUpload(() =>
    decoder(upload, RECOLOUR_MAX_INPUT_PIXELS)
      .rotate()
      .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true }),
  );
}

/**
 * The original of an upload whose working copy is `working`: re-encoded at up to ORIGINAL_MAX_EDGE, or undefined when
 * it would hold no more pixels than the working copy (decision 074).
 */
export async function prepareOriginal(upload: Buffer, size: { width: number; height: number }, working: { width: number; height: number }): Promise<OriginalPhoto | undefined> {
  if (Math.max(size.width, size.height) <= RECOLOUR_MAX_EDGE) return undefined;
  const { data, info } = await reencoded(upload, ORIGINAL_MAX_EDGE);
  return info.width * info.height > working.width * working.height ? { bytes: data, width: info.width, height: info.height } : undefined;
}

/**
 * Re-encodes an uploaded photo (already checked by its bytes and header: services/photo-uploads/check.ts), and its original unless
 * `original: false` (a caller that prepares it later, with prepareOriginal, beside other work).
 */
export async function preparePhoto(upload: Buffer, size: { width: number; height: number }, options: { original?: boolean } = {}): Promise<PreparedPhoto> {
  if (size.width * size.height > RECOLOUR_MAX_INPUT_PIXELS) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', PHOTO_RECOLOUR_MESSAGES.tooManyPixels);
  const { data, info } = await reencoded(upload, RECOLOUR_MAX_EDGE);
  if (Math.min(info.width, info.height) < RECOLOUR_MIN_EDGE) throw badRequest(PHOTO_RECOLOUR_MESSAGES.photoTooSmall);
  const prepared: PreparedPhoto = { bytes: data, mimeType: 'image/jpeg', width: info.width, height: info.height };
  // One pipeline after the other, so at most one decoded copy of a big upload is in memory at a time.
  if (options.original !== false) prepared.original = await prepareOriginal(upload, size, prepared);
  return prepared;
}

/** Fractions of the picture → pixel column and row (1.0 is the last pixel, not one past it). */
export function tapPixels(taps: readonly PhotoTap[], width: number, height: number): PixelTap[] {
  return taps.map((tap) => ({
    x: Math.min(width - 1, Math.floor(tap.x * width)),
    y: Math.min(height - 1, Math.floor(tap.y * height)),
    mode: tap.mode,
  }));
}
