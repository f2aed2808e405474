// Photos of the customer's car on a booking: re-encoded without metadata, stored under
// `bookings/<shopId>/<imageId>.jpg`, at most BOOKING_IMAGE_LIMIT per booking. Every query goes through the
// viewer's shop scope, so another shop's booking or photo is simply not found.
import { BOOKING_IMAGE_LIMIT, BOOKING_MESSAGES } from '@wrapsmith/core';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bookingImages, bookings, type BookingImage, type Shop } from '../../db/schema/index.ts';
import { requireExtraImageRoom } from '../plans/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import type { AppDeps } from '../../lib/context.ts';
import { newId } from '../../lib/crypto.ts';
import { decoder, decodeUpload } from '../../lib/decode-queue.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { RECOLOUR_MAX_INPUT_PIXELS } from '../photo-recolour/photo.ts';
import { findBooking } from './bookings.ts';
import { firstRow, lockRow, transaction, onlyRow } from '../../db/tx.ts';

/** Sharp enough to zoom in on a scratch, small enough to open on a phone in the shop. */
export const BOOKING_IMAGE_MAX_EDGE = 2048;
const JPEG_QUALITY = 82;

export const BOOKING_IMAGE_MESSAGES = {
  notFound: 'Photo not found',
  missingFile: 'The file of this photo is missing',
  tooMany: `A booking can have at most ${BOOKING_IMAGE_LIMIT} photos. Delete one to add another.`,
  deleted: 'Photo deleted',
} as const;

export const bookingImageKey = (shopId: string, imageId: string): string => `bookings/${shopId}/${imageId}.jpg`;
export const bookingImageUrl = (imageId: string): string => `/api/v1/user/images/booking/${imageId}`;

export interface StoredPhoto {
  bytes: Buffer;
  mime: string;
  width: number;
  height: number;
}

/**
 * Turns the upload upright (EXIF orientation), fits it in 2048 px and writes a fresh JPEG. sharp keeps no
 * metadata unless asked to, so the EXIF block (GPS position, camera serial, time) of a customer's car photo
 * never reaches storage. Transparent images are flattened on white, as JPEG has no alpha.
 */
export async function encodeBookingPhoto(input: Buffer): Promise<StoredPhoto> {
  // Checked by its bytes and header first (IMAGE_RULES.photo); decoded in the bounded queue (lib/decode-queue.ts).
  const { data, info } = await decodeUpload(() =>
    decoder(input, RECOLOUR_MAX_INPUT_PIXELS)
      .rotate()
      .resize(BOOKING_IMAGE_MAX_EDGE, BOOKING_IMAGE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true }),
  );
  return { bytes: data, mime: 'image/jpeg', width: info.width, height: info.height };
}

async function countImages(db: DbOrTx, scope: ShopScope, bookingId: string): Promise<number> {
  return (await firstRow(db.select({ n: count() }).from(bookingImages).where(scope.where(bookingImages, eq(bookingImages.bookingId, bookingId)))))?.n ?? 0;
}

async function requireRoom(db: DbOrTx, scope: ShopScope, bookingId: string, shop: ImageShop, locked = false): Promise<void> {
  if (!(await findBooking(db, scope, bookingId))) throw notFound(BOOKING_MESSAGES.notFound);
  if ((await countImages(db, scope, bookingId)) >= BOOKING_IMAGE_LIMIT) throw conflict(BOOKING_IMAGE_MESSAGES.tooMany);
  // The plan's "extra images": the shop's work-order and library photos together (decision 064).
  await requireExtraImageRoom(db, shop, { locked });
}

type ImageShop = Pick<Shop, 'id' | 'planKey'>;

export interface AddBookingImageContext {
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>;
  scope: ShopScope;
  userId: string;
  /** The shop, for its plan's photo allowance. */
  shop: ImageShop;
}

/**
 * Checks the booking and the limit before the (slow) re-encode, stores the file, then checks again and inserts
 * in one transaction, so two uploads racing for the tenth place cannot both get it. The file is written before
 * the row, so a row never points at nothing; a refused insert removes the file again.
 */
export async function addBookingImage(ctx: AddBookingImageContext, bookingId: string, upload: Buffer): Promise<BookingImage> {
  const { deps, scope } = ctx;
  await requireRoom(deps.db, scope, bookingId, ctx.shop);
  const photo = await encodeBookingPhoto(upload);
  const id = newId();
  const storageKey = bookingImageKey(scope.shopId, id);
  await deps.storage.put(storageKey, photo.bytes);
  try {
    return await transaction(deps.db, async (tx) => {
      // The booking's row on PostgreSQL (SQLite's transaction holds the whole database): one upload at a time counts.
      await lockRow(tx, bookings, bookingId);
      await requireRoom(tx, scope, bookingId, ctx.shop, true);
      return onlyRow(tx
        .insert(bookingImages)
        .values(
          scope.values({
            id,
            bookingId,
            storageKey,
            mime: photo.mime,
            width: photo.width,
            height: photo.height,
            bytes: photo.bytes.length,
            createdBy: ctx.userId,
            createdAt: deps.now(),
          }),
        )
        .returning());
    });
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
}

export async function findBookingImage(db: Db, scope: ShopScope, id: string): Promise<BookingImage | undefined> {
  return firstRow(db.select().from(bookingImages).where(scope.where(bookingImages, eq(bookingImages.id, id))));
}

/** Past this many bookings, one read of all the shop's photos beats a list of ids near SQLite's variable limit. */
const ID_LIST_MAX = 500;

/** The photos of each booking asked for, oldest first, in one query (an empty list for a booking without). */
export async function bookingImagesOf(db: DbOrTx, scope: ShopScope, bookingIds: readonly string[]): Promise<Map<string, BookingImage[]>> {
  const byBooking = new Map<string, BookingImage[]>(bookingIds.map((id) => [id, []]));
  if (byBooking.size === 0) return byBooking;
  const ids = [...byBooking.keys()];
  const rows = await db
    .select()
    .from(bookingImages)
    .where(scope.where(bookingImages, ids.length <= ID_LIST_MAX ? inArray(bookingImages.bookingId, ids) : undefined))
    .orderBy(asc(bookingImages.createdAt), asc(bookingImages.id));
  for (const row of rows) byBooking.get(row.bookingId)?.push(row);
  return byBooking;
}

/** Removes the row, then the file (a missing file is not an error). */
export async function deleteBookingImage(deps: Pick<AppDeps, 'db' | 'storage'>, scope: ShopScope, id: string): Promise<void> {
  const row = await findBookingImage(deps.db, scope, id);
  if (!row) throw notFound(BOOKING_IMAGE_MESSAGES.notFound);
  await deps.db.delete(bookingImages).where(scope.where(bookingImages, eq(bookingImages.id, id)));
  await deps.storage.delete(row.storageKey);
}
