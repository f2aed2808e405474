// Reads a photo-recolour form (Studio and widget): the photo through the shared image upload, `taps` as JSON text,
// the other fields against the route's schema, then the photo re-encoded. Every check runs before anything is
// spent or written, and each failure is a 4xx in the common error shape.
import { PHOTO_RECOLOUR_MESSAGES } from '@wrapsmith/core';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { ApiError } from '../../lib/errors.ts';
import { MULTIPART_OVERHEAD, PHOTO_MAX_BYTES, readImageUpload } from '../../lib/upload.ts';
import { preparePhoto, type PreparedPhoto } from './photo.ts';

/** The route's body limit: the photo's 10 MB plus room for the multipart boundaries and the text fields. */
export const recolourBodyLimit = () =>
  bodyLimit({
    maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The photo is too large. The limit is 10 MB.');
    },
  });

function describe(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid form';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  const field = issue.path.map(String).join('.');
  // The tap messages say what to do on their own; other fields are named.
  if (field.startsWith('taps') || !field) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `${field} is required`;
  return `${field}: ${issue.message}`;
}

export async function readRecolourForm<T extends z.ZodType>(c: Context, schema: T): Promise<{ fields: z.output<T>; photo: PreparedPhoto }> {
  const upload = await readImageUpload(c, 'photo', PHOTO_MAX_BYTES);
  const { taps: tapsText, ...rest } = upload.fields;
  let taps: unknown;
  if (tapsText !== undefined) {
    try {
      taps = JSON.parse(tapsText);
    } catch {
      throw new ApiError(400, 'VALIDATION_FAILED', PHOTO_RECOLOUR_MESSAGES.tapsNotJson);
    }
  }
  const parsed = schema.safeParse({ ...rest, ...(taps === undefined ? {} : { taps }) });
  if (!parsed.success) {
    throw new ApiError(400, 'VALIDATION_FAILED', describe(parsed.error.issues[0]), {
      details: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    });
  }
  return { fields: parsed.data, photo: await preparePhoto(upload.bytes, upload) };
}
