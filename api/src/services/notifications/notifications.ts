// In-app notifications: created by the events that cause them (verification, a new team member …), read by the
// shop's users: each sees their own and the shop-wide ones.
import { allows, pageOffset, type Area, type PageQuery, type Permissions } from '@wrapsmith/core';
import { and, count, desc, eq, inArray, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationReads, notifications, type Notification } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';

export interface NewNotification {
  shopId: string;
  /** Omit to notify every user of the shop. */
  userId?: string;
  /** The areas of the role matrix a reader needs at view to see it (decision 062); omit: anyone addressed. */
  areas?: readonly NotificationArea[];
  title: string;
  body: string;
  link?: string;
  at: Date;
}

/** The areas notifications are filed under: each one a reader's role must see. */
export type NotificationArea = Extract<Area, 'leads' | 'quotes' | 'prices' | 'bookings' | 'team' | 'billing' | 'inventory'>;
/** Every combination notify() is given, so a reader's filter is one IN list of those it may see. */
const AREA_SETS: readonly (readonly NotificationArea[])[] = [['leads'], ['quotes'], ['quotes', 'prices'], ['prices'], ['bookings'], ['team'], ['billing'], ['inventory']];
const areasKey = (areas: readonly NotificationArea[]): string => areas.join(',');

export async function notify(db: DbOrTx, n: NewNotification): Promise<string> {
  const id = newId();
  const areas = n.areas && n.areas.length > 0 ? areasKey(n.areas) : null;
  if (areas !== null && !AREA_SETS.some((set) => areasKey(set) === areas)) throw new Error(`Add the notification areas ${areas} to AREA_SETS`);
  await db.insert(notifications)
    .values({ id, shopId: n.shopId, userId: n.userId ?? null, areas, title: n.title, body: n.body, link: n.link ?? null, createdAt: n.at });
  return id;
}

/** Whose notifications a reader sees: their own and the shop-wide ones (user_id null), never another shop's, and of those only the areas their role sees. */
export interface NotificationReader {
  scope: ShopScope;
  userId: string;
  /** The reader's levels (decision 062); omitted: every area. */
  permissions?: Permissions;
}

function visibleTo(reader: NotificationReader, ...conditions: (SQLWrapper | undefined)[]) {
  const { permissions } = reader;
  const areas = permissions ? AREA_SETS.filter((set) => set.every((a) => allows(permissions, a, 'view'))).map(areasKey) : undefined;
  const areaFilter = areas === undefined ? undefined : areas.length > 0 ? or(isNull(notifications.areas), inArray(notifications.areas, areas)) : isNull(notifications.areas);
  return reader.scope.where(notifications, or(eq(notifications.userId, reader.userId), isNull(notifications.userId)), areaFilter, ...conditions);
}

/** A notification as one reader sees it: read or not by them (issue 23 item 17: read state is per user). */
export type ReaderNotification = Notification & { readAt: Date | null };

/** The reader's own read mark of each notification, joined beside it (null: unread by them). */
const readsOf = (reader: NotificationReader) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, reader.userId));
// Read raw (epoch ms on both engines) and made a Date here: a left-joined custom column comes back unconverted.
const withReadAt = { notification: notifications, readAt: sql<string | number | null>`${notificationReads.readAt}` };
const flatten = ({ notification, readAt }: { notification: Notification; readAt: string | number | null }): ReaderNotification => ({
  ...notification,
  readAt: readAt === null ? null : new Date(Number(readAt)),
});

/** One page, newest first, its total, and every unread one counted (the bell's badge), whatever the page. */
export async function listNotifications(db: DbOrTx, reader: NotificationReader, query: PageQuery & { unread?: boolean | undefined }) {
  const where = visibleTo(reader, query.unread ? isNull(notificationReads.readAt) : undefined);
  const rows = await db
    .select(withReadAt)
    .from(notifications)
    .leftJoin(notificationReads, readsOf(reader))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = (await firstRow(db.select({ n: count() }).from(notifications).leftJoin(notificationReads, readsOf(reader)).where(where)))?.n ?? 0;
  const unread =
    (await firstRow(db.select({ n: count() }).from(notifications).leftJoin(notificationReads, readsOf(reader)).where(visibleTo(reader, isNull(notificationReads.readAt)))))?.n ?? 0;
  return { rows: rows.map(flatten), total, unread };
}

export async function findNotification(db: DbOrTx, reader: NotificationReader, id: string): Promise<ReaderNotification | undefined> {
  const row = await firstRow(db.select(withReadAt).from(notifications).leftJoin(notificationReads, readsOf(reader)).where(visibleTo(reader, eq(notifications.id, id))));
  return row && flatten(row);
}

/** Marks one read for this reader (keeping the first time they read it); undefined when the reader has no such notification. */
export async function markNotificationRead(db: DbOrTx, reader: NotificationReader, id: string, now: Date): Promise<ReaderNotification | undefined> {
  const row = await findNotification(db, reader, id);
  if (!row) return undefined;
  if (row.readAt) return row;
  await db.insert(notificationReads).values({ notificationId: row.id, userId: reader.userId, readAt: now }).onConflictDoNothing();
  return (await findNotification(db, reader, id)) ?? { ...row, readAt: now };
}

/** Marks every one this reader has unread read, for this reader only; how many were. */
export async function markAllNotificationsRead(db: DbOrTx, reader: NotificationReader, now: Date): Promise<number> {
  const unread = await db
    .select({ id: notifications.id })
    .from(notifications)
    .leftJoin(notificationReads, readsOf(reader))
    .where(visibleTo(reader, isNull(notificationReads.readAt)));
  let marked = 0;
  // In slices, so a long-unread bell stays within either engine's limit of bound parameters.
  for (let i = 0; i < unread.length; i += 500) {
    const slice = unread.slice(i, i + 500).map(({ id }) => ({ notificationId: id, userId: reader.userId, readAt: now }));
    marked += (await db.insert(notificationReads).values(slice).onConflictDoNothing().returning({ id: notificationReads.notificationId })).length;
  }
  return marked;
}
