// The viewer's notifications: their own plus the shop-wide ones (user_id null), never another shop's.
import { paged, pageOffset, type PageQuery } from '@wrapsmith/core';
import { count, desc, eq, isNull, or, type SQLWrapper } from 'drizzle-orm';
import type { Context } from 'hono';
import { notifications } from '../../db/schema/index.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { toNotificationDto } from '../../lib/dto.ts';
import { notFound } from '../../lib/errors.ts';
import { firstRow } from '../../db/tx.ts';

function visibleTo(c: Context<AuthedEnv>, ...conditions: (SQLWrapper | undefined)[]) {
  const { scope, user } = c.var.viewer;
  return scope.where(notifications, or(eq(notifications.userId, user.id), isNull(notifications.userId)), ...conditions);
}

/** One page, newest first; unreadCount counts every unread one (the bell's badge), whatever the page. */
export async function listNotifications(c: Context<AuthedEnv>, query: PageQuery & { unread?: boolean | undefined }) {
  const { db } = c.var.deps;
  const where = visibleTo(c, query.unread ? isNull(notifications.readAt) : undefined);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = (await firstRow(db.select({ n: count() }).from(notifications).where(where)))?.n ?? 0;
  const unread = await firstRow(db.select({ n: count() }).from(notifications).where(visibleTo(c, isNull(notifications.readAt))));
  return c.json({ ...paged(rows.map(toNotificationDto), query, total), unreadCount: unread?.n ?? 0 });
}

async function findOne(c: Context<AuthedEnv>, id: string) {
  const row = await firstRow(c.var.deps.db.select().from(notifications).where(visibleTo(c, eq(notifications.id, id))));
  if (!row) throw notFound('Notification not found');
  return row;
}

export async function getNotification(c: Context<AuthedEnv>, id: string) {
  return c.json({ data: toNotificationDto((await findOne(c, id))) });
}

export async function markRead(c: Context<AuthedEnv>, id: string) {
  const row = await findOne(c, id);
  const readAt = row.readAt ?? c.var.deps.now();
  await c.var.deps.db.update(notifications).set({ readAt }).where(visibleTo(c, eq(notifications.id, row.id)));
  return c.json({ data: toNotificationDto({ ...row, readAt }) });
}

export async function markAllRead(c: Context<AuthedEnv>) {
  const result = await c.var.deps.db
    .update(notifications)
    .set({ readAt: c.var.deps.now() })
    .where(visibleTo(c, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return c.json({ data: { updated: result.length } });
}
