// Reads a photo-recolour form (Studio and widget): the photo (a file, checked by its content before it is decoded,
// or `photoId`, a stored upload of the photo tool), `taps` and `strokes` as JSON text, the other fields against the
// route's schema, then the caller's admission (limits and credits, before any decode: issue 23 item 1), then the
// photo re-encoded. Every check runs before anything is spent or written, and each failure is a 4xx in the common
// error shape.
import {
  idField,
  PHOTO_RECOLOUR_MESSAGES,
  photoRecolourFields,
  photoStrokesInput,
  widgetPhotoRecolourFields,
} from '@wrapsmith/core';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import * as zm from 'zod/mini';
import { ApiError } from '../../lib/errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../lib/json-body.ts';
import { fileRequired, MULTIPART_OVERHEAD, PHOTO_MAX_BYTES, readUploadForm } from '../../lib/upload.ts';
import { checkPhotoFile } from '../photo-uploads/check.ts';
import { PHOTO_TOOL_MESSAGES } from '../photo-uploads/messages.ts';
import { preparePhoto, type PreparedPhoto } from './photo.ts';

/** The route's body limit: the photo's 10 MB plus room for the multipart boundaries and the text fields. */
export const recolourBodyLimit = () =>
  bodyLimit({
    maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The photo is too large. The limit is 10 MB.');
    },
  });

/** Beside the film and the taps: a stored photo instead of the file, and brush strokes (issue 21). */
const storedPhotoFields = { photoId: zm.optional(idField), strokes: photoStrokesInput };
export const recolourFormFields = zm.extend(photoRecolourFields, storedPhotoFields);
export const widgetRecolourFormFields = zm.extend(widgetPhotoRecolourFields, storedPhotoFields);

function describe(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid form';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  const field = issue.path.map(String).join('.');
  // The tap and stroke messages say what to do on their own; other fields are named.
  if (field.startsWith('taps') || field.startsWith('strokes') || !field) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `${field} is required`;
  return `${field}: ${issue.message}`;
}

function jsonField(text: string | undefined, notJson: string): unknown {
  if (text === undefined) return undefined;
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError(400, 'VALIDATION_FAILED', notJson);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', notJson);
  }
}

/** A stored upload's prepared JPEG by its id, for this caller; throws 404 when there is none. */
export type StoredPhotoReader = (photoId: string) => Promise<PreparedPhoto>;

export async function readRecolourForm<T extends typeof recolourFormFields | typeof widgetRecolourFormFields>(
  c: Context,
  schema: T,
  storedPhoto: StoredPhotoReader,
  /** Runs once the form is valid and before the photo is decoded or read: the limits and credits that would refuse it. */
  beforeDecode: (fields: z.output<T>) => Promise<void> = () => Promise.resolve(),
): Promise<{ fields: z.output<T>; photo: PreparedPhoto }> {
  const { file, fields: text } = await readUploadForm(c, 'photo');
  if (file && text.photoId !== undefined) throw new ApiError(400, 'VALIDATION_FAILED', PHOTO_TOOL_MESSAGES.photoOrPhotoId);
  if (!file && text.photoId === undefined) throw fileRequired('photo');
  const upload = file ? await checkPhotoFile(file) : undefined;
  const { taps: tapsText, strokes: strokesText, ...rest } = text;
  const taps = jsonField(tapsText, PHOTO_RECOLOUR_MESSAGES.tapsNotJson);
  const strokes = jsonField(strokesText, PHOTO_RECOLOUR_MESSAGES.strokesNotJson);
  const parsed = schema.safeParse({ ...rest, ...(taps === undefined ? {} : { taps }), ...(strokes === undefined ? {} : { strokes }) });
  if (!parsed.success) {
    throw new ApiError(400, 'VALIDATION_FAILED', describe(parsed.error.issues[0]), {
      details: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    });
  }
  const fields = parsed.data as z.output<T>;
  await beforeDecode(fields);
  const photo = upload ? await preparePhoto(upload.bytes, upload) : await storedPhoto(fields.photoId ?? '');
  return { fields, photo };
}
