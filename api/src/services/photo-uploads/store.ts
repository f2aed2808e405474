// Stored photos of the photo tool (issue 21): uploaded once, prepared (upright, at most 2048 px, no metadata) and
// kept for PHOTO_LIMITS.uploadTtlMs as `photos/<shopId>/<id>.jpg` (a bigger photo also as its original of up to
// 4096 px, `<id>.original.jpg`, decision 074), with the segmentation model's embedding computed
// before the upload is answered, so the first round of taps is quick. Found again only by the shop's Studio (a
// Studio upload) or by the visitor who sent it (a widget or share-link upload); once expired, as if it never was.
import { PHOTO_RECOLOUR_MESSAGES } from '@wrapsmith/core';
import { and, asc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { photoJobs, photoUploads, type PhotoUpload } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow, onlyRow } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';
import { ApiError } from '../../lib/errors.ts';
import { embeddingKey, photoEmbedding, photoSha256, prepareOriginal, preparePhoto, tapSelectionKey, type PreparedPhoto } from '../photo-recolour/index.ts';
import type { Storage } from '../storage/index.ts';
import type { CheckedPhoto } from './check.ts';
import { PHOTO_LIMITS, sourceOf, type PhotoActor } from './limits.ts';

export const photoUploadKey = (shopId: string, id: string): string => `photos/${shopId}/${id}.jpg`;
/** The upload's original (up to 4096 px) beside its working copy, when the photo was bigger than 2048 px (decision 074). */
export const photoOriginalKey = (storageKey: string): string => storageKey.replace(/\.jpg$/, '.original.jpg');

export const photoNotFound = () => new ApiError(404, 'NOT_FOUND', PHOTO_RECOLOUR_MESSAGES.photoNotFound);

interface StoreDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
}

/**
 * Prepares the checked upload, stores it and its embedding, and writes its row. The row is written before the
 * embedding is computed (so the prune never takes an embedding a new upload is about to use) and removed with the
 * file if anything after the store fails.
 */
export async function storePhoto(deps: StoreDeps, actor: PhotoActor, upload: CheckedPhoto): Promise<PhotoUpload> {
  const prepared = await preparePhoto(upload.bytes, upload, { original: false });
  const id = newId();
  const storageKey = photoUploadKey(actor.shopId, id);
  const createdAt = deps.now();
  const originalKey = photoOriginalKey(storageKey);
  await deps.storage.put(storageKey, prepared.bytes);
  try {
    const row = await onlyRow(
      deps.db
        .insert(photoUploads)
        .values({
          id,
          shopId: actor.shopId,
          source: sourceOf(actor),
          widgetKeyId: actor.kind === 'visitor' ? actor.keyId : null,
          visitorId: actor.kind === 'visitor' ? actor.visitorId : null,
          userId: actor.kind === 'studio' ? actor.userId : null,
          sha256: photoSha256(prepared.bytes),
          width: prepared.width,
          height: prepared.height,
          storageKey,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + PHOTO_LIMITS.uploadTtlMs),
        })
        .returning(),
    );
    try {
      // The original (decision 074) is re-encoded while a photo worker computes the embedding: no longer an upload.
      const keepOriginal = async () => {
        const original = await prepareOriginal(upload.bytes, upload, prepared);
        if (original) await deps.storage.put(originalKey, original.bytes);
      };
      await Promise.all([photoEmbedding(deps.storage, prepared.bytes), keepOriginal()]);
    } catch (error) {
      await deps.db.delete(photoUploads).where(eq(photoUploads.id, id));
      throw error;
    }
    return row;
  } catch (error) {
    await Promise.all([storageKey, originalKey].map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** The actor's live photo with this id: a Studio upload of the shop, or a widget upload of this visitor. */
export async function findOwnPhoto(db: Db, actor: PhotoActor, id: string, now: Date): Promise<PhotoUpload | undefined> {
  const owner =
    actor.kind === 'studio'
      ? eq(photoUploads.source, 'studio')
      : and(ne(photoUploads.source, 'studio'), eq(photoUploads.visitorId, actor.visitorId));
  return firstRow(
    db
      .select()
      .from(photoUploads)
      .where(forShop(actor.shopId).where(photoUploads, eq(photoUploads.id, id), owner, gt(photoUploads.expiresAt, now))),
  );
}

export interface OwnPhoto {
  row: PhotoUpload;
  /** The prepared JPEG, as the recolour engine takes it. */
  photo: PreparedPhoto;
}

/**
 * The actor's live photo and its bytes, or 404 photoNotFound (unknown, expired, someone else's, file gone). With
 * `original`, also its bigger original when it has one (a paid recolour and a library photo keep it, decision 074).
 */
export async function readOwnPhoto(deps: StoreDeps, actor: PhotoActor, id: string, options: { original?: boolean } = {}): Promise<OwnPhoto> {
  const row = await findOwnPhoto(deps.db, actor, id, deps.now());
  const bytes = row ? await deps.storage.get(row.storageKey) : null;
  if (!row || !bytes) throw photoNotFound();
  const photo: PreparedPhoto = { bytes, mimeType: 'image/jpeg', width: row.width, height: row.height };
  const original = options.original ? await deps.storage.get(photoOriginalKey(row.storageKey)) : null;
  if (original) {
    const meta = await sharp(original).metadata();
    photo.original = { bytes: original, width: meta.width ?? 0, height: meta.height ?? 0 };
  }
  return { row, photo };
}

/** Expired uploads removed per prune pass; the rest go in the next pass. */
export const PRUNE_BATCH = 1000;

export interface PhotoPruneResult {
  uploads: number;
  embeddings: number;
  jobs: number;
}

/**
 * Housekeeping (services/maintenance/prune.ts): expired uploads lose their stored photo, then their row; an
 * embedding and its kept selection (tap-selection.ts) go with the last live upload of the photo. Files go first,
 * so a pass cut short leaves rows that the next pass finds again (an expired row is never served). Job rows older
 * than the longest window go too.
 */
export async function prunePhotoUploads(db: Db, storage: Storage, now: Date): Promise<PhotoPruneResult> {
  const expired = await db
    .select({ id: photoUploads.id, sha256: photoUploads.sha256, storageKey: photoUploads.storageKey })
    .from(photoUploads)
    .where(lte(photoUploads.expiresAt, now))
    .orderBy(asc(photoUploads.expiresAt))
    .limit(PRUNE_BATCH);
  let embeddings = 0;
  for (const upload of expired) {
    await storage.delete(upload.storageKey);
    await storage.delete(photoOriginalKey(upload.storageKey));
  }
  for (const sha of new Set(expired.map((upload) => upload.sha256))) {
    const live = await firstRow(
      db
        .select({ id: photoUploads.id })
        .from(photoUploads)
        .where(and(eq(photoUploads.sha256, sha), gt(photoUploads.expiresAt, now)))
        .limit(1),
    );
    if (live) continue;
    await storage.delete(embeddingKey(sha));
    await storage.delete(tapSelectionKey(sha));
    embeddings += 1;
  }
  let uploads = 0;
  for (let at = 0; at < expired.length; at += 100) {
    const ids = expired.slice(at, at + 100).map((upload) => upload.id);
    uploads += (await db.delete(photoUploads).where(inArray(photoUploads.id, ids)).returning({ id: photoUploads.id })).length;
  }
  const jobs = await db
    .delete(photoJobs)
    .where(lte(photoJobs.createdAt, new Date(now.getTime() - PHOTO_LIMITS.jobRetentionMs)))
    .returning({ id: photoJobs.id });
  return { uploads, embeddings, jobs: jobs.length };
}
