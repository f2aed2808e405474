// The shop's vehicle library (decision 056): rows of library_vehicles and their stored files, the prepared photo
// and its mask, and the photo's bigger original when it has one (decision 074). Files are written before the row that points at them and removed again if the row is not written;
// a row's files go after the row, so a row never points at nothing. Every query is scoped to the shop.
import type { VehicleRow } from '@wrapsmith/catalog';
import { pageOffset, type LibrarySide, type PageQuery, type PhotoStroke, type PhotoTap } from '@wrapsmith/core';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { libraryVehicles, photoUploads, type LibraryVehicle, type Shop } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow, onlyRow, transaction } from '../../db/tx.ts';
import { requireExtraImageRoom } from '../plans/index.ts';
import { newId, newOrderedId } from '../../lib/crypto.ts';
import { embeddingKey, photoSha256, tapSelectionKey, type Selection } from '../photo-recolour/index.ts';
import type { Storage } from '../storage/index.ts';
import { maskPng } from './mask.ts';

interface StoreDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
}

/** Under the shop and the library vehicle; a new name for each file, so a changed file is a new object. */
const fileKey = (shopId: string, id: string, ending: string) => `library/${shopId}/${id}/${newId()}${ending}`;

/** The photo's original (up to 4096 px) beside it, when it was bigger than the 2048 px kept photo (decision 074). */
export const libraryOriginalKey = (photoKey: string): string => photoKey.replace(/\.jpg$/, '.original.jpg');

/** A photo with the paint marked on it, ready to keep: the prepared JPEG, the selection and the marks it came from. */
export interface MarkedPhoto {
  /** The prepared JPEG (upright, at most 2048 px, no metadata) the selection was made on. */
  photo: Uint8Array;
  /** The same photo at up to 4096 px when it is bigger (decision 074): kept for exports at its size. */
  original?: Uint8Array | undefined;
  selection: Selection;
  taps: PhotoTap[];
  strokes: PhotoStroke[];
}

interface StoredFiles {
  photo?: { key: string; sha256: string; width: number; height: number };
  mask: { key: string; sha256: string };
}

/** Writes the mask (and the photo when `withPhoto`), removing what was written if a later write fails. */
async function storeFiles(storage: Storage, shopId: string, id: string, marked: MarkedPhoto, withPhoto: boolean): Promise<StoredFiles> {
  const png = await maskPng(marked.selection.alpha, marked.selection.width, marked.selection.height);
  const mask = { key: fileKey(shopId, id, '.mask.png'), sha256: photoSha256(png) };
  const photo = withPhoto
    ? { key: fileKey(shopId, id, '.jpg'), sha256: photoSha256(marked.photo), width: marked.selection.width, height: marked.selection.height }
    : undefined;
  if (photo) await storage.put(photo.key, marked.photo);
  try {
    if (photo && marked.original) await storage.put(libraryOriginalKey(photo.key), marked.original);
    await storage.put(mask.key, png);
  } catch (error) {
    if (photo) await removeFiles(storage, [photo.key, libraryOriginalKey(photo.key)]);
    throw error;
  }
  return photo ? { photo, mask } : { mask };
}

async function removeFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

export async function findLibraryVehicle(db: Db, scope: ShopScope, id: string): Promise<LibraryVehicle | undefined> {
  return firstRow(db.select().from(libraryVehicles).where(scope.where(libraryVehicles, eq(libraryVehicles.id, id))));
}

/** One page of the shop's library, newest first, and how many it holds. */
export async function listLibraryVehicles(db: Db, scope: ShopScope, query: PageQuery): Promise<{ rows: LibraryVehicle[]; total: number }> {
  const where = scope.where(libraryVehicles);
  const rows = await db
    .select()
    .from(libraryVehicles)
    .where(where)
    .orderBy(desc(libraryVehicles.createdAt), desc(libraryVehicles.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = (await firstRow(db.select({ n: count() }).from(libraryVehicles).where(where)))?.n ?? 0;
  return { rows, total };
}

export interface NewLibraryVehicle {
  vehicle: VehicleRow;
  side: LibrarySide;
  marked: MarkedPhoto;
  createdBy: string | null;
}

/**
 * Stores the photo and its mask, then the row, while the shop has room for another photo under its plan (decision
 * 064: library photos count as "extra images"); checked again with the insert, so a race cannot pass the limit.
 */
export async function addLibraryVehicle(deps: StoreDeps, scope: ShopScope, input: NewLibraryVehicle, shop: Pick<Shop, 'id' | 'planKey'>): Promise<LibraryVehicle> {
  await requireExtraImageRoom(deps.db, shop);
  const id = newOrderedId();
  const files = await storeFiles(deps.storage, scope.shopId, id, input.marked, true);
  const photo = files.photo!;
  const now = deps.now();
  try {
    return await transaction(deps.db, async (tx) => {
      await requireExtraImageRoom(tx, shop, { locked: true });
      return onlyRow(
      tx
        .insert(libraryVehicles)
        .values(
          scope.values({
            id,
            year: input.vehicle.year,
            make: input.vehicle.make,
            model: input.vehicle.model,
            bodyStyle: input.vehicle.bodyStyle,
            side: input.side,
            photoKey: photo.key,
            maskKey: files.mask.key,
            photoSha256: photo.sha256,
            maskSha256: files.mask.sha256,
            width: photo.width,
            height: photo.height,
            taps: input.marked.taps,
            strokes: input.marked.strokes,
            createdBy: input.createdBy,
            createdAt: now,
            updatedAt: now,
          }),
        )
        .returning(),
      );
    });
  } catch (error) {
    await removeFiles(deps.storage, [photo.key, libraryOriginalKey(photo.key), files.mask.key]);
    throw error;
  }
}

export interface LibraryChange {
  vehicle?: VehicleRow;
  side?: LibrarySide;
  /** The paint marked again; `newPhoto` when it is on another photo than the one kept. */
  marked?: MarkedPhoto & { newPhoto: boolean };
}

/** Applies new tags and/or a new selection; the files it replaces are removed once the row points at the new ones. */
export async function changeLibraryVehicle(deps: StoreDeps, scope: ShopScope, row: LibraryVehicle, change: LibraryChange): Promise<LibraryVehicle | undefined> {
  const files = change.marked ? await storeFiles(deps.storage, scope.shopId, row.id, change.marked, change.marked.newPhoto) : undefined;
  const written = files ? [files.mask.key, ...(files.photo ? [files.photo.key, libraryOriginalKey(files.photo.key)] : [])] : [];
  let updated: LibraryVehicle | undefined;
  try {
    updated = await firstRow(
      deps.db
        .update(libraryVehicles)
        .set({
          ...(change.vehicle
            ? { year: change.vehicle.year, make: change.vehicle.make, model: change.vehicle.model, bodyStyle: change.vehicle.bodyStyle }
            : {}),
          ...(change.side ? { side: change.side } : {}),
          ...(files && change.marked
            ? { maskKey: files.mask.key, maskSha256: files.mask.sha256, taps: change.marked.taps, strokes: change.marked.strokes }
            : {}),
          ...(files?.photo ? { photoKey: files.photo.key, photoSha256: files.photo.sha256, width: files.photo.width, height: files.photo.height } : {}),
          updatedAt: deps.now(),
        })
        .where(scope.where(libraryVehicles, eq(libraryVehicles.id, row.id)))
        .returning(),
    );
  } catch (error) {
    await removeFiles(deps.storage, written);
    throw error;
  }
  // Deleted meanwhile: what was just written belongs to nothing.
  if (!updated) {
    await removeFiles(deps.storage, written);
    return undefined;
  }
  const replaced = [...(files ? [row.maskKey] : []), ...(files?.photo ? [row.photoKey, libraryOriginalKey(row.photoKey)] : [])];
  await removeFiles(deps.storage, replaced);
  if (files?.photo) await dropUnusedEmbedding(deps, row.photoSha256);
  return updated;
}

/**
 * The photo’s embedding and kept selection once nothing needs them: no live upload of the same photo (the photo
 * tool keeps those) and no other library vehicle of it. Marking a library photo again computes them anew if gone.
 */
async function dropUnusedEmbedding(deps: StoreDeps, sha: string): Promise<void> {
  const upload = await firstRow(
    deps.db
      .select({ id: photoUploads.id })
      .from(photoUploads)
      .where(and(eq(photoUploads.sha256, sha), gt(photoUploads.expiresAt, deps.now())))
      .limit(1),
  );
  const library = await firstRow(deps.db.select({ id: libraryVehicles.id }).from(libraryVehicles).where(eq(libraryVehicles.photoSha256, sha)).limit(1));
  if (upload || library) return;
  await deps.storage.delete(embeddingKey(sha)).catch(() => undefined);
  await deps.storage.delete(tapSelectionKey(sha)).catch(() => undefined);
}

/** Removes the row, then its files; false when the shop has no such vehicle. */
export async function removeLibraryVehicle(deps: StoreDeps, scope: ShopScope, id: string): Promise<boolean> {
  const row = await firstRow(deps.db.delete(libraryVehicles).where(scope.where(libraryVehicles, eq(libraryVehicles.id, id))).returning());
  if (!row) return false;
  await removeFiles(deps.storage, [row.photoKey, libraryOriginalKey(row.photoKey), row.maskKey]);
  await dropUnusedEmbedding(deps, row.photoSha256);
  return true;
}
