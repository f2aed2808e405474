// My Wraps: a shop's stored renders by tab, saving and deleting them. Every query is scoped to the shop, so
// another shop's render id finds nothing.
import type { RenderTab } from '@wrapsmith/core';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { renders, type Render, type RenderStatus } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';

export const MY_WRAPS_PAGE_SIZE = 24;

const TAB_STATUS: Record<RenderTab, RenderStatus | undefined> = { saved: 'saved', lead_sent: 'lead_sent', drafts: 'draft', all: undefined };

/** One page of a tab, newest first, and how many the tab has. */
export async function listShopRenders(db: DbOrTx, scope: ShopScope, tab: RenderTab, page: number): Promise<{ rows: Render[]; total: number }> {
  const status = TAB_STATUS[tab];
  const where = scope.where(renders, status ? eq(renders.status, status) : undefined);
  const rows = await db
    .select()
    .from(renders)
    .where(where)
    .orderBy(desc(renders.createdAt), desc(renders.id))
    .limit(MY_WRAPS_PAGE_SIZE)
    .offset((page - 1) * MY_WRAPS_PAGE_SIZE);
  const total = (await firstRow(db.select({ n: count() }).from(renders).where(where)))?.n ?? 0;
  return { rows, total };
}

export async function findShopRender(db: DbOrTx, scope: ShopScope, id: string): Promise<Render | undefined> {
  return firstRow(db.select().from(renders).where(scope.where(renders, eq(renders.id, id))));
}

/** A draft becomes saved; a render whose lead was sent stays in Lead Sent. */
export async function saveShopRender(db: DbOrTx, scope: ShopScope, row: Render): Promise<Render> {
  if (row.status !== 'draft') return row;
  const updated = await firstRow(db.update(renders).set({ status: 'saved' }).where(scope.where(renders, eq(renders.id, row.id))).returning());
  return updated ?? row;
}

/**
 * Deletes the row; true when no other render shows its picture any more, so its stored file may go too (a picture
 * served again for free shares the paid render's file, decision 060).
 */
export async function deleteShopRender(db: DbOrTx, scope: ShopScope, row: Pick<Render, 'id' | 'imageKey'>): Promise<boolean> {
  await db.delete(renders).where(scope.where(renders, eq(renders.id, row.id)));
  const other = await firstRow(db.select({ id: renders.id }).from(renders).where(scope.where(renders, eq(renders.imageKey, row.imageKey))));
  return !other;
}
