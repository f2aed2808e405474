// Multipart uploads: the form's one file field and its text fields, and the limits and answers every image upload
// shares. What an image must be is checked by services/photo-uploads/check.ts (checkImageFile, readImageUpload).
import type { Context } from 'hono';
import { ApiError } from './errors.ts';
import { BODY_MESSAGES, isCleanText } from './json-body.ts';

export const MiB = 1024 * 1024;
/** Room for the multipart boundaries and text fields around the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;
/** A swatch photo for colour matching. */
export const SWATCH_MAX_BYTES = 5 * MiB;
/** A shop's logo for its widget and share link. */
export const LOGO_MAX_BYTES = 2 * MiB;
/** A customer's car photo for /aitool. */
export const PHOTO_MAX_BYTES = 10 * MiB;

export const imageTooLarge = (maxBytes: number) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', `The image is too large. The limit is ${Math.round(maxBytes / MiB)} MB.`);
export const emptyImage = () => new ApiError(400, 'VALIDATION_FAILED', 'The image file is empty. Choose the photo again.');
export const notAnImage = () => new ApiError(415, 'UNSUPPORTED_MEDIA', 'Upload an image file (JPEG, PNG, WebP, AVIF or GIF).');

export interface UploadForm {
  /** The one file sent in the form's file field, if any. */
  file: File | undefined;
  /** The form's other fields, as text. */
  fields: Record<string, string>;
}

/**
 * A multipart form: its text fields (clean text, the last value of a repeated field) and the file in `field`.
 * Refuses another content type, an unreadable body and two files in the field; whether a file is required, and what
 * it must be, is the caller's.
 */
export async function readUploadForm(c: Context, field: string): Promise<UploadForm> {
  if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
    throw new ApiError(400, 'BAD_REQUEST', `Send the image as multipart/form-data in the "${field}" field.`);
  }
  const body = await c.req.parseBody({ all: true }).catch((error: unknown) => {
    throw new ApiError(400, 'BAD_REQUEST', 'The upload could not be read. Please try again.', { cause: error });
  });
  const fields: Record<string, string> = {};
  // A text field sent twice counts once, the last value winning, as a plain form read would have it.
  for (const [key, entry] of Object.entries(body)) {
    const text = Array.isArray(entry) ? entry.at(-1) : entry;
    if (typeof text !== 'string') continue;
    if (!isCleanText(text)) throw new ApiError(400, 'VALIDATION_FAILED', BODY_MESSAGES.badText(key));
    fields[key] = text;
  }
  const file = body[field];
  // One image per request: a second file would otherwise be dropped without a word.
  if (Array.isArray(file)) throw new ApiError(400, 'VALIDATION_FAILED', `Send one image in the "${field}" field.`);
  return { file: file instanceof File ? file : undefined, fields };
}

export const fileRequired = (field: string) => new ApiError(400, 'VALIDATION_FAILED', `${field} is required`);
