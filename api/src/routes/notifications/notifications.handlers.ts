// The viewer's notifications: their own plus the shop-wide ones (user_id null), never another shop's.
import { paged, pageOffset, type PageQuery } from '@wrapsmith/core';
import { count, desc, eq, isNull, or, type SQLWrapper } from 'drizzle-orm';
import type { Context } from 'hono';
import { notifications } from '../../db/schema/index.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { toNotificationDto } from '../../lib/dto.ts';
import { notFound } from '../../lib/errors.ts';

function visibleTo(c: Context<AuthedEnv>, ...conditions: (SQLWrapper | undefined)[]) {
  const { scope, user } = c.var.viewer;
  return scope.where(notifications, or(eq(notifications.userId, user.id), isNull(notifications.userId)), ...conditions);
}

/** One page, newest first; unreadCount counts every unread one (the bell's badge), whatever the page. */
export function listNotifications(c: Context<AuthedEnv>, query: PageQuery & { unread?: boolean | undefined }) {
  const { db } = c.var.deps;
  const where = visibleTo(c, query.unread ? isNull(notifications.readAt) : undefined);
  const rows = db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset(pageOffset(query))
    .all();
  const total = db.select({ n: count() }).from(notifications).where(where).get()?.n ?? 0;
  const unread = db.select({ n: count() }).from(notifications).where(visibleTo(c, isNull(notifications.readAt))).get();
  return c.json({ ...paged(rows.map(toNotificationDto), query, total), unreadCount: unread?.n ?? 0 });
}

function findOne(c: Context<AuthedEnv>, id: string) {
  const row = c.var.deps.db.select().from(notifications).where(visibleTo(c, eq(notifications.id, id))).get();
  if (!row) throw notFound('Notification not found');
  return row;
}

export function getNotification(c: Context<AuthedEnv>, id: string) {
  return c.json({ data: toNotificationDto(findOne(c, id)) });
}

export function markRead(c: Context<AuthedEnv>, id: string) {
  const row = findOne(c, id);
  const readAt = row.readAt ?? c.var.deps.now();
  c.var.deps.db.update(notifications).set({ readAt }).where(visibleTo(c, eq(notifications.id, row.id))).run();
  return c.json({ data: toNotificationDto({ ...row, readAt }) });
}

export function markAllRead(c: Context<AuthedEnv>) {
  const result = c.var.deps.db
    .update(notifications)
    .set({ readAt: c.var.deps.now() })
    .where(visibleTo(c, isNull(notifications.readAt)))
    .run();
  return c.json({ data: { updated: result.changes } });
}
