// The emails a shop's account sent (Settings → Emails), newest first, scoped to the shop.
import { pageOffset, type PageQuery } from '@wrapsmith/core';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';

export async function listShopEmails(db: DbOrTx, scope: ShopScope, query: PageQuery): Promise<{ rows: (typeof emailOutbox.$inferSelect)[]; total: number }> {
  const where = scope.where(emailOutbox);
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = (await firstRow(db.select({ n: count() }).from(emailOutbox).where(where)))?.n ?? 0;
  return { rows, total };
}

/** One of the shop's sent emails by id; undefined for another shop's or an unknown one. */
export async function findShopEmail(db: DbOrTx, scope: ShopScope, id: string): Promise<typeof emailOutbox.$inferSelect | undefined> {
  return firstRow(db.select().from(emailOutbox).where(scope.where(emailOutbox, eq(emailOutbox.id, id))));
}
