// What a shop's plan allows, counted from its rows (decision 064): "extra images" are the photos the shop keeps
// besides its renders, car photos on work orders and photos in the vehicle library, counted together against the
// plan's number. Exports (services/render/export.ts) and customer design previews (services/widget) read the same
// allowance.
import { planAllowance, PLAN_LIMIT_MESSAGES, type PlanAllowance } from '@wrapsmith/core';
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookingImages, libraryVehicles, shops, type Shop } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow, lockRow } from '../../db/tx.ts';
import { ApiError } from '../../lib/errors.ts';

export interface ExtraImagesUse {
  used: number;
  limit: number;
}

/** Work-order photos and library photos of the shop, and what its plan allows. */
export async function extraImagesUse(db: DbOrTx, shop: Pick<Shop, 'id' | 'planKey'>): Promise<ExtraImagesUse> {
  const scope = forShop(shop.id);
  const [photos, library] = await Promise.all([
    firstRow(db.select({ n: count() }).from(bookingImages).where(scope.where(bookingImages))),
    firstRow(db.select({ n: count() }).from(libraryVehicles).where(scope.where(libraryVehicles))),
  ]);
  return { used: (photos?.n ?? 0) + (library?.n ?? 0), limit: planAllowance(shop.planKey).extraImages };
}

export const extraImagesFull = (allowance: PlanAllowance) => new ApiError(403, 'PLAN_LIMIT', PLAN_LIMIT_MESSAGES.extraImagesFull(allowance));

/**
 * 403 `PLAN_LIMIT` when the shop keeps as many photos as its plan allows. Inside a transaction it first locks the
 * shop's row (PostgreSQL; SQLite's transaction holds the whole database), so two uploads racing for the last place
 * cannot both get it.
 */
export async function requireExtraImageRoom(db: DbOrTx, shop: Pick<Shop, 'id' | 'planKey'>, options: { locked?: boolean } = {}): Promise<void> {
  if (options.locked) await lockRow(db, shops, shop.id);
  const use = await extraImagesUse(db, shop);
  if (use.used >= use.limit) throw extraImagesFull(planAllowance(shop.planKey));
}
