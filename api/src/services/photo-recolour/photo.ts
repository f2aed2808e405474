// The customer's car photo as the recolour works on it: upright by its EXIF orientation, at most 2048 px on the
// long edge, transparency on white, re-encoded as a JPEG without any metadata (no GPS position, camera or time),
// like booking photos (services/bookings/images.ts). Taps arrive as fractions of that upright picture.
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
const JPEG_QUALITY = 92;

export interface PreparedPhoto {
  /** The re-encoded JPEG: what the engine reads and what the render's photoSha256 is of. */
  bytes: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded photo (already checked by its bytes and header: services/photo-uploads/check.ts), in the
 * bounded decode queue with its pixel and time limits (lib/decode-queue.ts).
 */
export async function preparePhoto(upload: Buffer, size: { width: number; height: number }): Promise<PreparedPhoto> {
  if (size.width * size.height > RECOLOUR_MAX_INPUT_PIXELS) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', PHOTO_RECOLOUR_MESSAGES.tooManyPixels);
  const { data, info } = await decodeUpload(() =>
    decoder(upload, RECOLOUR_MAX_INPUT_PIXELS)
      .rotate()
      .resize(RECOLOUR_MAX_EDGE, RECOLOUR_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true }),
  );
  if (Math.min(info.width, info.height) < RECOLOUR_MIN_EDGE) throw badRequest(PHOTO_RECOLOUR_MESSAGES.photoTooSmall);
  return { bytes: data, mimeType: 'image/jpeg', width: info.width, height: info.height };
}

/** Fractions of the picture → pixel column and row (1.0 is the last pixel, not one past it). */
export function tapPixels(taps: readonly PhotoTap[], width: number, height: number): PixelTap[] {
  return taps.map((tap) => ({
    x: Math.min(width - 1, Math.floor(tap.x * width)),
    y: Math.min(height - 1, Math.floor(tap.y * height)),
    mode: tap.mode,
  }));
}
