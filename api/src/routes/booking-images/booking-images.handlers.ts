// Booking photos of the viewer's shop: upload (multipart bookingId + images), serve and delete. Another shop's
// booking or photo answers 404 and nothing is stored or removed.
import { idField } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { IMAGE_RULES, readImageUpload } from '../../services/photo-uploads/index.ts';
import { addBookingImage, BOOKING_IMAGE_MESSAGES, deleteBookingImage as remove, findBookingImage } from '../../services/bookings/index.ts';
import type { UploadedBookingImageDto } from '@wrapsmith/core/contract';
import { toBookingImageDto } from '../bookings/booking-dto.ts';

/** The spec's multipart field names. */
export const UPLOAD_FIELDS = { bookingId: 'bookingId', image: 'images' } as const;

function parseBookingId(value: string | undefined): string {
  const invalid = (message: string) => new ApiError(400, 'VALIDATION_FAILED', message, { details: [{ path: UPLOAD_FIELDS.bookingId, message }] });
  if (!value?.trim()) throw invalid('bookingId is required');
  const parsed = idField.safeParse(value);
  if (!parsed.success) throw invalid('bookingId is not a valid booking id');
  return parsed.data;
}

export async function uploadBookingImage(c: Context<AuthedEnv>) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const upload = await readImageUpload(c, UPLOAD_FIELDS.image, IMAGE_RULES.photo);
  const bookingId = parseBookingId(upload.fields[UPLOAD_FIELDS.bookingId]);
  const row = await addBookingImage({ deps, scope: viewer.scope, userId: viewer.user.id, shop: viewer.shop }, bookingId, upload.bytes);
  const data: UploadedBookingImageDto = { ...toBookingImageDto(row), bookingId: row.bookingId };
  return c.json({ data }, 201);
}

export async function bookingImage(c: Context<AuthedEnv>, id: string) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const row = await findBookingImage(deps.db, viewer.scope, id);
  if (!row) throw notFound(BOOKING_IMAGE_MESSAGES.notFound);
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw notFound(BOOKING_IMAGE_MESSAGES.missingFile);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': row.mime,
    'Content-Length': String(bytes.length),
    // Shop-private, and a photo id never gets other bytes: browsers may keep it, shared caches must not.
    'Cache-Control': 'private, max-age=86400, immutable',
  });
}

export async function deleteBookingImage(c: Context<AuthedEnv>, id: string) {
  await remove(c.get('deps'), c.get('viewer').scope, id);
  return c.json({ message: BOOKING_IMAGE_MESSAGES.deleted });
}
