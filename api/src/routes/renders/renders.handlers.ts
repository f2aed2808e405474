// My Wraps: the shop's renders, newest first, by tab; saving, deleting and serving the PNG. Another shop's
// render is not found (404), whatever its id.
import type { RenderTab } from '@wrapsmith/core';
import { count, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { renders, type Render, type RenderStatus } from '../../db/schema/index.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import type { RenderSpec } from '../../services/render/index.ts';
import type { RenderDto } from '../../types.ts';
import { firstRow } from '../../db/tx.ts';

export const PAGE_SIZE = 24;

const TAB_STATUS: Record<RenderTab, RenderStatus | undefined> = { saved: 'saved', lead_sent: 'lead_sent', drafts: 'draft', all: undefined };

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
    url: `/api/v1/user/renders/${row.id}/image`,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRenders(c: Context<AuthedEnv>, query: { tab: RenderTab; page: number }) {
  const { db } = c.var.deps;
  const { scope } = c.var.viewer;
  const status = TAB_STATUS[query.tab];
  const where = scope.where(renders, status ? eq(renders.status, status) : undefined);
  const rows = await db
    .select()
    .from(renders)
    .where(where)
    .orderBy(desc(renders.createdAt), desc(renders.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const total = (await firstRow(db.select({ n: count() }).from(renders).where(where)))?.n ?? 0;
  return c.json({ data: { renders: rows.map(toRenderDto), page: query.page, pageSize: PAGE_SIZE, total } });
}

async function findRender(c: Context<AuthedEnv>, id: string): Promise<Render> {
  const row = await firstRow(c.var.deps.db.select().from(renders).where(c.var.viewer.scope.where(renders, eq(renders.id, id))));
  if (!row) throw notFound('Render not found');
  return row;
}

/** Drafts become saved; a render whose lead was sent stays in Lead Sent. */
export async function saveRender(c: Context<AuthedEnv>, id: string) {
  const row = await findRender(c, id);
  if (row.status !== 'draft') return c.json({ data: toRenderDto(row) });
  const updated = await firstRow(c.var.deps.db
    .update(renders)
    .set({ status: 'saved' })
    .where(c.var.viewer.scope.where(renders, eq(renders.id, id)))
    .returning());
  return c.json({ data: toRenderDto(updated ?? row) });
}

export async function deleteRender(c: Context<AuthedEnv>, id: string) {
  const row = await findRender(c, id);
  await c.var.deps.db.delete(renders).where(c.var.viewer.scope.where(renders, eq(renders.id, id)));
  await c.var.deps.storage.delete(row.imageKey);
  return c.json({ message: 'Render deleted' });
}

export async function renderImage(c: Context<AuthedEnv>, id: string, download: boolean) {
  const row = await findRender(c, id);
  const png = await c.var.deps.storage.get(row.imageKey);
  if (!png) throw notFound('The image of this render is missing');
  const headers: Record<string, string> = {
    'Content-Type': 'image/png',
    'Content-Length': String(png.length),
    // Shop-private: browsers may keep it, shared caches must not.
    'Cache-Control': 'private, max-age=86400, immutable',
  };
  if (download) headers['Content-Disposition'] = `attachment; filename="wrapsmith-${row.id}.png"`;
  return c.body(new Uint8Array(png), 200, headers);
}
