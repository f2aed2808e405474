// My Wraps: the shop's renders, newest first, by tab; saving, deleting and serving the PNG. Another shop's
// render is not found (404), whatever its id.
import { renderFileName, type ExportEdge, type RenderTab } from '@wrapsmith/core';
import { renderImagePath } from '@wrapsmith/core/contract';
import type { Context } from 'hono';
import type { Render } from '../../db/schema/index.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteShopRender,
  findShopRender,
  listShopRenders,
  MY_WRAPS_PAGE_SIZE,
  saveShopRender,
  type RenderSpec,
} from '../../services/render/index.ts';
import { exportKeys, exportRender, requireExportAllowed } from '../../services/render/export.ts';
import { renderMaskKey, renderOriginalKey } from '../../services/storage/index.ts';
import type { RenderDto } from '../../types.ts';

export const PAGE_SIZE = MY_WRAPS_PAGE_SIZE;

export function toRenderDto(row: Render): RenderDto {
  const spec = row.spec as RenderSpec;
  return {
    _id: row.id,
    status: row.status,
    source: row.source,
    engine: row.engine,
    vehicle: spec.vehicle,
    film: { id: spec.film.id, brand: spec.film.brand, name: spec.film.name, code: spec.film.code, colorCode: spec.film.hex, finish: spec.film.finish },
    zones: spec.zones,
    userId: row.userId,
    url: renderImagePath(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRenders(c: Context<AuthedEnv>, query: { tab: RenderTab; page: number }) {
  const { rows, total } = await listShopRenders(c.get('deps').db, c.get('viewer').scope, query.tab, query.page);
  return c.json({ data: { renders: rows.map(toRenderDto), page: query.page, pageSize: PAGE_SIZE, total } });
}

async function findRender(c: Context<AuthedEnv>, id: string): Promise<Render> {
  const row = await findShopRender(c.get('deps').db, c.get('viewer').scope, id);
  if (!row) throw notFound('Render not found');
  return row;
}

/** Drafts become saved; a render whose lead was sent stays in Lead Sent. */
export async function saveRender(c: Context<AuthedEnv>, id: string) {
  const row = await findRender(c, id);
  return c.json({ data: toRenderDto(await saveShopRender(c.get('deps').db, c.get('viewer').scope, row)) });
}

export async function deleteRender(c: Context<AuthedEnv>, id: string) {
  const row = await findRender(c, id);
  // The picture's file goes when no other render shows it (a free repeat shares it, decision 060); its exports with
  // it, and the original and selection a photo recolour keeps for them (decision 074).
  if (await deleteShopRender(c.get('deps').db, c.get('viewer').scope, row)) {
    const { storage } = c.get('deps');
    await Promise.all([row.imageKey, ...exportKeys(row.imageKey), renderOriginalKey(row.imageKey), renderMaskKey(row.imageKey)].map((key) => storage.delete(key)));
  }
  return c.json({ message: 'Render deleted' });
}

/** The extras a picture shows, as its file name lists them: "roof 111111", "chrome delete", "35 tint", "gloss ppf". */
function extrasOf(zones: RenderSpec['zones']): string[] {
  const extras: string[] = [];
  if (zones.roof) extras.push(`roof ${zones.roof}`);
  if (zones.mirrors) extras.push(`mirrors ${zones.mirrors}`);
  if (zones.calipers) extras.push(`calipers ${zones.calipers}`);
  if (zones.chromeDelete) extras.push('chrome delete');
  if (zones.windowTint !== undefined) extras.push(`${zones.windowTint} tint`);
  if (zones.ppf) extras.push(`${zones.ppf} ppf`);
  return extras;
}

/** Named by what it shows (vehicle, film and extras), not by its id, so a folder of downloads reads as a list of looks. */
function downloadName(spec: RenderSpec, width?: number): string {
  const vehicle = spec.vehicle ? `${spec.vehicle.year} ${spec.vehicle.make} ${spec.vehicle.model}` : 'car photo';
  const name = renderFileName(vehicle, spec.film.brand, spec.film.name, ...extrasOf(spec.zones ?? {}));
  return width ? name.replace(/\.png$/, `-${width}px.png`) : name;
}

const PRIVATE_IMAGE_CACHE = 'private, max-age=86400, immutable';

/**
 * The render's PNG; with `size` an export at that width (decision 064): 403 `PLAN_LIMIT` above the plan's size,
 * checked before anything is read or drawn. Exports never cost a credit. A photo comes at its own size when that is
 * smaller (never enlarged, decision 074): `X-Image-Size` and the file name say the size that came out.
 */
export async function renderImage(c: Context<AuthedEnv>, id: string, options: { download: boolean; size?: ExportEdge | undefined }) {
  const row = await findRender(c, id);
  const { storage } = c.get('deps');
  let png: Buffer | null;
  let width: number | undefined;
  const headers: Record<string, string> = { 'Content-Type': 'image/png', 'Cache-Control': PRIVATE_IMAGE_CACHE };
  if (options.size !== undefined) {
    requireExportAllowed(c.get('viewer').shop, options.size);
    const exported = await exportRender({ storage, db: c.get('deps').db }, row, options.size);
    png = exported?.png ?? null;
    width = exported?.width;
    if (exported) headers['X-Image-Size'] = `${exported.width}x${exported.height}`;
  } else {
    png = await storage.get(row.imageKey);
  }
  if (!png) throw notFound('The image of this render is missing');
  headers['Content-Length'] = String(png.length);
  if (options.download) headers['Content-Disposition'] = `attachment; filename="${downloadName(row.spec as RenderSpec, width)}"`;
  return c.body(new Uint8Array(png), 200, headers);
}
