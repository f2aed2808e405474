// The photo tool's two free jobs as the Studio and the widget run them (issue 21): an upload stored with its
// embedding, and a selection previewed as a small mask. Both run as admitted jobs (limits.ts) and answer in the
// common error shape: 429 with Retry-After when a limit refuses, 502 when the pixel work fails.
import type { PhotoSelectionInput } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { PhotoJobKind, PhotoUpload } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError, isDatabaseBusy, tooManyRequests } from '../../lib/errors.ts';
import { fileRequired, readUploadForm } from '../../lib/upload.ts';
import { selectionPng, selectPaint, type PreparedPhoto } from '../photo-recolour/index.ts';
import { checkPhotoFile } from './check.ts';
import { PhotoLimited, withPhotoJob, type PhotoActor } from './limits.ts';
import { PHOTO_TOOL_MESSAGES as M } from './messages.ts';
import { storePhoto } from './store.ts';

/** An upload's answer: what the client needs to show the photo and ask for selections. */
export const photoDto = (row: PhotoUpload) => ({ id: row.id, width: row.width, height: row.height, expiresAt: row.expiresAt.toISOString() });

export interface SelectionDto {
  /** Share of the photo selected in full, 0–1. */
  coverage: number;
  /** The photo's size, which the mask is laid over (the mask itself is at most 768 px on its long edge). */
  width: number;
  height: number;
  /** White = selected: `data:image/png;base64,…`. */
  mask: string;
}

/** The stored JPEG. Cached by the browser for a day: the photo behind an id never changes, and is gone a day after its upload. */
export function photoImageResponse(c: Context, bytes: Buffer) {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'image/jpeg',
    'Content-Length': String(bytes.length),
    'Cache-Control': 'private, max-age=86400, immutable',
  });
}

/**
 * Runs one job for the actor, in its limits. `shopName` words a refusal for a visitor. Errors of the work that are
 * not already an answer (the pool, storage) become 502 and are logged.
 */
export async function photoJob<T>(c: Context, actor: PhotoActor, kind: PhotoJobKind, shopName: string, work: () => Promise<T>): Promise<T> {
  const deps = c.get('deps') as AppDeps;
  try {
    return await withPhotoJob(deps, actor, kind, work);
  } catch (error) {
    if (error instanceof PhotoLimited) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      throw tooManyRequests(M.limited(error, shopName));
    }
    if (error instanceof ApiError || isDatabaseBusy(error)) throw error;
    deps.log.error(`Photo ${kind} for shop ${actor.shopId} failed`, error);
    throw new ApiError(502, 'RENDER_FAILED', M.workFailed, { cause: error });
  }
}

/**
 * POST …/photos: the form's one `photo`, checked from its bytes and header before the limits are asked and before
 * anything decodes it, then stored with its embedding. Nothing is counted or written for a refused upload.
 */
export async function uploadPhoto(c: Context, actor: PhotoActor, shopName: string): Promise<PhotoUpload> {
  const { file, fields } = await readUploadForm(c, 'photo');
  const unknown = Object.keys(fields);
  if (unknown.length > 0) throw new ApiError(400, 'VALIDATION_FAILED', `Unknown field: ${unknown.join(', ')}`);
  if (!file) throw fileRequired('photo');
  const checked = await checkPhotoFile(file);
  const deps = c.get('deps') as AppDeps;
  return photoJob(c, actor, 'upload', shopName, () => storePhoto(deps, actor, checked));
}

/** POST …/photos/:id/selection: the paint the taps and strokes select, as a mask over the stored photo. Free. */
export async function previewSelection(c: Context, actor: PhotoActor, shopName: string, photo: PreparedPhoto, input: PhotoSelectionInput): Promise<SelectionDto> {
  const { storage } = c.get('deps') as AppDeps;
  return photoJob(c, actor, 'selection', shopName, async () => {
    const selection = await selectPaint({ storage, photo: photo.bytes, taps: input.taps, strokes: input.strokes });
    const png = await selectionPng(selection);
    return { coverage: selection.coverage, width: selection.width, height: selection.height, mask: `data:image/png;base64,${png.toString('base64')}` };
  });
}

