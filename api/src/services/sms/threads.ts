// The shop's texts as the dashboard reads them: one customer's thread, and the shop's whole log (Settings → Texts).
import { pageOffset, type PageQuery } from '@wrapsmith/core';
import { asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { textMessages, type TextMessageRow } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { isOptedOut } from './service.ts';

/** At most this many texts of a thread, the latest. */
export const THREAD_LIMIT = 200;

/**
 * A person's thread: the shop's texts with their number, and those sent for one of their bookings (so a changed number
 * keeps its history). Oldest first.
 */
export async function threadOf(db: Db, scope: ShopScope, person: { phone: string | null; bookingIds: readonly string[] }): Promise<{ messages: TextMessageRow[]; optedOut: boolean }> {
  const ids = [...person.bookingIds];
  const conditions: SQL[] = [];
  if (person.phone) conditions.push(eq(textMessages.phone, person.phone));
  if (ids.length) conditions.push(inArray(textMessages.bookingId, ids), inArray(textMessages.customerId, ids));
  if (conditions.length === 0) return { messages: [], optedOut: false };
  const latest = await db
    .select()
    .from(textMessages)
    .where(scope.where(textMessages, or(...conditions)))
    .orderBy(desc(textMessages.createdAt), desc(textMessages.id))
    .limit(THREAD_LIMIT);
  const optedOut = person.phone ? await isOptedOut(db, scope.shopId, person.phone) : false;
  return { messages: latest.reverse(), optedOut };
}

/** The shop's texts, newest first, a page at a time. */
export async function listShopTexts(db: Db, scope: ShopScope, query: PageQuery): Promise<{ rows: TextMessageRow[]; total: number }> {
  const where = scope.where(textMessages);
  const rows = await db.select().from(textMessages).where(where).orderBy(desc(textMessages.createdAt), desc(textMessages.id)).limit(query.pageSize).offset(pageOffset(query));
  const total = (await firstRow(db.select({ n: count() }).from(textMessages).where(where)))?.n ?? 0;
  return { rows, total };
}

/** One of the shop's texts. */
export async function findShopText(db: Db, scope: ShopScope, id: string): Promise<TextMessageRow | undefined> {
  return firstRow(db.select().from(textMessages).where(scope.where(textMessages, eq(textMessages.id, id))).orderBy(asc(textMessages.id)));
}
