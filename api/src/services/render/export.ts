// Exports (decision 064): a render downloaded at a chosen width, 1024, 2048 ("2K") or 4096 px ("4K"), as far as the
// shop's plan allows. A drawing is drawn again at that size (it is vectors, so the bigger picture has real detail);
// a photo (a customer's car, a library photo, an AI render) is fitted inside that size from its stored picture and
// never enlarged. Exports cost nothing; each size is kept beside the render the first time it is asked for.
import { EXPORT_EDGES, planAllowance, PLAN_LIMIT_MESSAGES, type ExportEdge } from '@wrapsmith/core';
import sharp from 'sharp';
import type { Render, Shop } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Storage } from '../storage/index.ts';
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
  pool?: RenderPool;
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
    const stored = await deps.storage.get(row.imageKey);
    if (!stored) return null;
    png = await sharp(stored).resize(edge, edge, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  }
  await deps.storage.put(key, png);
  return measured(png);
}
