// In-app notifications: created by the events that cause them (verification, a new team member …), read by the
// shop's users: each sees their own and the shop-wide ones.
import { pageOffset, type PageQuery } from '@wrapsmith/core';
import { count, desc, eq, isNull, or, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, type Notification } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';

export interface NewNotification {
  shopId: string;
  /** Omit to notify every user of the shop. */
  userId?: string;
  title: string;
  body: string;
  link?: string;
  at: Date;
}

export async function notify(db: DbOrTx, n: NewNotification): Promise<string> {
  const id = newId();
  await db.insert(notifications)
    .values({ id, shopId: n.shopId, userId: n.userId ?? null, title: n.title, body: n.body, link: n.link ?? null, createdAt: n.at });
  return id;
}

/** Whose notifications a reader sees: their own and the shop-wide ones (user_id null), never another shop's. */
export interface NotificationReader {
  scope: ShopScope;
  userId: string;
}

function visibleTo(reader: NotificationReader, ...conditions: (SQLWrapper | undefined)[]) {
  return reader.scope.where(notifications, or(eq(notifications.userId, reader.userId), isNull(notifications.userId)), ...conditions);
}

/** One page, newest first, its total, and every unread one counted (the bell's badge), whatever the page. */
export async function listNotifications(db: DbOrTx, reader: NotificationReader, query: PageQuery & { unread?: boolean | undefined }) {
  const where = visibleTo(reader, query.unread ? isNull(notifications.readAt) : undefined);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = (await firstRow(db.select({ n: count() }).from(notifications).where(where)))?.n ?? 0;
  const unread = (await firstRow(db.select({ n: count() }).from(notifications).where(visibleTo(reader, isNull(notifications.readAt)))))?.n ?? 0;
  return { rows, total, unread };
}

export async function findNotification(db: DbOrTx, reader: NotificationReader, id: string): Promise<Notification | undefined> {
  return firstRow(db.select().from(notifications).where(visibleTo(reader, eq(notifications.id, id))));
}

/** Marks one read (keeping the first time it was read); undefined when the reader has no such notification. */
export async function markNotificationRead(db: DbOrTx, reader: NotificationReader, id: string, now: Date): Promise<Notification | undefined> {
  const row = await findNotification(db, reader, id);
  if (!row) return undefined;
  const readAt = row.readAt ?? now;
  await db.update(notifications).set({ readAt }).where(visibleTo(reader, eq(notifications.id, row.id)));
  return { ...row, readAt };
}

/** Marks every unread one read; how many were. */
export async function markAllNotificationsRead(db: DbOrTx, reader: NotificationReader, now: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(visibleTo(reader, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}
