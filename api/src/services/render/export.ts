// Exports (decision 064): a render downloaded at a chosen width, 1024, 2048 ("2K") or 4096 px ("4K"), as far as the
// shop's plan allows. A drawing is drawn again at that size (it is vectors, so the bigger picture has real detail).
// A photo recolour or a library photo whose original is bigger than the 2048 px it was recoloured at is recoloured
// again from that original at the export's size (decision 074): the selection made at 2048 px, upsampled with a smooth
// edge, and the same film shading on every pixel of the original. Any photo is fitted inside the size and never
// enlarged: a photo smaller than the size comes at its own. Exports cost nothing; each size is kept beside the render
// the first time it is asked for.
import { EXPORT_EDGES, planAllowance, PLAN_LIMIT_MESSAGES, type ExportEdge } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { libraryVehicles, type Render, type Shop } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { ApiError } from '../../lib/errors.ts';
import { LIBRARY_ENGINE } from '../library/engine.ts';
import { libraryOriginalKey } from '../library/store.ts';
import { sharedRecolourPool, type RecolourPool } from '../photo-recolour/pool.ts';
import { renderMaskKey, renderOriginalKey, type Storage } from '../storage/index.ts';
import { sharedRenderPool, type RenderPool } from './render-pool.ts';
import { RENDER_SIZE, sceneOf } from './scene.ts';
import type { RenderSpec } from './types.ts';

/** Where an export of a render is kept: beside its picture, deleted with it. */
export const exportKey = (imageKey: string, edge: ExportEdge): string => imageKey.replace(/\.png$/, `-export-${edge}.png`);

export const exportKeys = (imageKey: string): string[] => EXPORT_EDGES.map((edge) => exportKey(imageKey, edge));

/** 403 `PLAN_LIMIT` when the shop's plan does not export at this size; checked before anything is read or drawn. */
export function requireExportAllowed(shop: Pick<Shop, 'planKey'>, edge: ExportEdge): void {
  const allowance = planAllowance(shop.planKey);
  if (edge > allowance.exportEdge) {
    throw new ApiError(403, 'PLAN_LIMIT', PLAN_LIMIT_MESSAGES.exportTooBig(edge, allowance), { details: { allowed: allowance.exportEdge } });
  }
}

/** True when the render is a drawing of the local engine, which can be drawn again at any size. */
export const isDrawing = (row: Pick<Render, 'engine' | 'spec'>): boolean => row.engine === 'local' && (row.spec as RenderSpec).vehicle !== null;

export interface ExportDeps {
  storage: Storage;
  /** Finds a library render's photo (decision 074); without it a library photo exports from its stored picture. */
  db?: Db;
  pool?: RenderPool;
  /** The photo workers that recolour an original (the process's shared pool by default). */
  photoPool?: RecolourPool;
}

export interface ExportedPicture {
  png: Buffer;
  width: number;
  height: number;
}

async function measured(png: Buffer): Promise<ExportedPicture> {
  const meta = await sharp(png).metadata();
  return { png, width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** The render's picture at `edge` px wide (photos: fitted inside `edge`, never enlarged). Null when its file is gone. */
export async function exportRender(deps: ExportDeps, row: Render, edge: ExportEdge): Promise<ExportedPicture | null> {
  const key = exportKey(row.imageKey, edge);
  const kept = await deps.storage.get(key);
  if (kept) return measured(kept);
  let png: Buffer;
  if (isDrawing(row)) {
    const size = { width: edge, height: Math.round((edge * RENDER_SIZE.height) / RENDER_SIZE.width) };
    png = (await (deps.pool ?? sharedRenderPool()).draw({ ...sceneOf(row.spec as RenderSpec), size })).png;
  } else {
    const full = await fromOriginal(deps, row, edge);
    if (full) png = full;
    else {
      const stored = await deps.storage.get(row.imageKey);
      if (!stored) return null;
      png = await sharp(stored).resize(edge, edge, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    }
  }
  await deps.storage.put(key, png);
  return measured(png);
}

/** The original of a photo render and the selection its film was painted on, or null when it has none kept. */
async function originalOf(deps: ExportDeps, row: Render): Promise<{ original: Buffer; mask: Buffer } | null> {
  if (row.engine === 'recolour') {
    const [original, mask] = await Promise.all([deps.storage.get(renderOriginalKey(row.imageKey)), deps.storage.get(renderMaskKey(row.imageKey))]);
    return original && mask ? { original, mask } : null;
  }
  const spec = row.spec as RenderSpec;
  if (row.engine !== LIBRARY_ENGINE || !deps.db || !spec.libraryVehicleId) return null;
  // The library photo as it was when the render was made: marked again or replaced since, it no longer matches.
  const vehicle = await firstRow(
    deps.db.select().from(libraryVehicles).where(forShop(row.shopId).where(libraryVehicles, eq(libraryVehicles.id, spec.libraryVehicleId))),
  );
  if (!vehicle || vehicle.photoSha256 !== spec.photoSha256 || vehicle.maskSha256 !== spec.maskSha256) return null;
  const [original, mask] = await Promise.all([deps.storage.get(libraryOriginalKey(vehicle.photoKey)), deps.storage.get(vehicle.maskKey)]);
  return original && mask ? { original, mask } : null;
}

/** Raw RGB (3 bytes a pixel) of `image` resized to exactly width × height, as a buffer of its own (transferable). */
async function rgbAt(image: Buffer, width: number, height: number): Promise<Uint8Array> {
  const { data, info } = await sharp(image).resize(width, height, { fit: 'fill' }).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`Expected RGB, got ${info.channels} channels`);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * A photo recolour or library photo recoloured again from its original at `edge` (decision 074), or null when that
 * would give no more pixels than the stored picture (no original kept, or the size asked for is not bigger than the
 * picture): the stored picture serves then. Memory: the original decoded once at the export's size (a 4096 × 3072
 * photo is 38 MB of RGB), recoloured in place in one pass by a photo worker, then encoded; nothing else that big.
 */
async function fromOriginal(deps: ExportDeps, row: Render, edge: ExportEdge): Promise<Buffer | null> {
  const kept = await originalOf(deps, row);
  if (!kept) return null;
  const [photo, selection] = await Promise.all([
    sharp(kept.original).metadata(),
    sharp(kept.mask).extractChannel(0).raw().toBuffer({ resolveWithObject: true }),
  ]);
  const { width: w, height: h } = selection.info;
  const ow = photo.width ?? 0;
  const oh = photo.height ?? 0;
  // Fitted inside the size, never enlarged: the original's own size at most.
  const scale = Math.min(1, edge / Math.max(ow, oh));
  const fw = Math.round(ow * scale);
  const fh = Math.round(oh * scale);
  if (fw * fh <= w * h || Math.abs(fw / fh - w / h) > 0.02) return null;
  const alpha = new Uint8Array(selection.data.byteLength);
  alpha.set(selection.data);
  const rgb = await rgbAt(kept.original, w, h);
  const full = await rgbAt(kept.original, fw, fh);
  const film = (row.spec as RenderSpec).film;
  const pool = deps.photoPool ?? sharedRecolourPool();
  const result = await pool.run({
    kind: 'recolour-full',
    rgb,
    width: w,
    height: h,
    alpha,
    film: { hex: film.hex, finish: film.finish, secondaryHex: film.secondaryHex },
    full,
    fullWidth: fw,
    fullHeight: fh,
  });
  return sharp(result.bytes, { raw: { width: fw, height: fh, channels: 3 } }).png().toBuffer();
}
