// The emails a shop's account sent (Settings → Emails), newest first, scoped to the shop.
import { pageOffset, type PageQuery } from '@wrapsmith/core';
import { count, desc } from 'drizzle-orm';
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
