// The shop's one name (docs/decisions/058): set at sign-up, renamed by the owner. Every email, page, invite, the
// widget and the share link read it from the shop row. A rename moves the share link to the new name's slug and
// keeps the old slug in shop_slugs, so `/v/<old-slug>` still leads to the shop (on every instance: it is a table).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shops, shopSlugs, users, type Shop } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow, lockRow, onlyRow, transaction } from '../../db/tx.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { slugify, uniqueShopSlug } from './accounts.ts';

/** The slug keeps its place when the new name makes the same one (a change of case or punctuation). */
function slugFits(slug: string, name: string): boolean {
  const base = slugify(name);
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

async function renameOnce(db: DbOrTx, shopId: string, name: string, at: Date): Promise<Shop> {
  return transaction(db, async (tx) => {
    await lockRow(tx, shops, shopId);
    const current = await firstRow(tx.select().from(shops).where(eq(shops.id, shopId)));
    if (!current) throw new Error(`Shop ${shopId} vanished during a rename`);
    if (current.name === name) return current;
    const slug = slugFits(current.slug, name) ? current.slug : await uniqueShopSlug(tx, name, shopId);
    if (slug !== current.slug) {
      await tx.delete(shopSlugs).where(forShop(shopId).where(shopSlugs, eq(shopSlugs.slug, slug)));
      await tx.insert(shopSlugs).values({ slug: current.slug, shopId, retiredAt: at }).onConflictDoNothing({ target: shopSlugs.slug });
    }
    // The owner's profile "Business name" is the shop's name under the spec's field name.
    await tx.update(users).set({ businessName: name, updatedAt: at }).where(forShop(shopId).where(users, eq(users.role, 'owner')));
    return onlyRow(tx.update(shops).set({ name, slug }).where(eq(shops.id, shopId)).returning());
  });
}

/**
 * Renames the shop (the name trimmed; the caller has validated it). Another shop can take the chosen slug between
 * the read and the write, on any instance: the unique slug then refuses the write and the next free slug is tried.
 */
export async function renameShop(db: DbOrTx, shopId: string, name: string, at: Date): Promise<Shop> {
  const trimmed = name.trim();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await renameOnce(db, shopId, trimmed, at);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 10) throw error;
    }
  }
}

/** The shop a share-link slug leads to now: its live slug, or a slug it had before a rename. */
export async function findShopBySlug(db: DbOrTx, slug: string): Promise<{ shop: Shop; current: boolean } | undefined> {
  const live = await firstRow(db.select().from(shops).where(eq(shops.slug, slug)));
  if (live) return { shop: live, current: true };
  const retired = await firstRow(db.select({ shop: shops }).from(shopSlugs).innerJoin(shops, eq(shops.id, shopSlugs.shopId)).where(eq(shopSlugs.slug, slug)));
  return retired && { shop: retired.shop, current: false };
}
