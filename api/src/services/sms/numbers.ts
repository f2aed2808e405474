// A shop's own sending number (decision 089): bought by the platform's operator on the platform's Twilio account,
// registered under the shop's A2P 10DLC campaign, and assigned here (`pnpm wrapsmith texts-number SLUG NUMBER`).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shops, shopTextNumbers } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { normalisePhone } from './phone.ts';

export type AssignOutcome = { ok: true; shopName: string; number: string | null } | { ok: false; message: string };

/** Gives the shop `number` (E.164, one shop per number), or takes its number away with `none`. */
export async function assignShopNumber(db: Db, slug: string, raw: string, now: Date): Promise<AssignOutcome> {
  const shop = await firstRow(db.select({ id: shops.id, name: shops.name }).from(shops).where(eq(shops.slug, slug)));
  if (!shop) return { ok: false, message: `No shop has the slug "${slug}".` };
  if (raw.trim().toLowerCase() === 'none') {
    await db.delete(shopTextNumbers).where(forShop(shop.id).where(shopTextNumbers));
    return { ok: true, shopName: shop.name, number: null };
  }
  const number = raw.trim().startsWith('+') ? normalisePhone(raw, 'US') : null;
  if (!number) return { ok: false, message: `"${raw}" is not a phone number in international form (+1…).` };
  const holder = await firstRow(db.select({ shopId: shopTextNumbers.shopId }).from(shopTextNumbers).where(eq(shopTextNumbers.phoneNumber, number)));
  if (holder && holder.shopId !== shop.id) return { ok: false, message: `${number} belongs to another shop already.` };
  await db.delete(shopTextNumbers).where(forShop(shop.id).where(shopTextNumbers));
  await db.insert(shopTextNumbers).values({ shopId: shop.id, phoneNumber: number, createdAt: now });
  return { ok: true, shopName: shop.name, number };
}
