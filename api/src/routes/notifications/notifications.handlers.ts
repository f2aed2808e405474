// The viewer's notifications (services/notifications): their own plus the shop-wide ones, never another shop's.
import { paged, type PageQuery } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { toNotificationDto } from '../../lib/dto.ts';
import { notFound } from '../../lib/errors.ts';
import {
  findNotification,
  listNotifications as listFor,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationReader,
} from '../../services/notifications/index.ts';

const readerOf = (c: Context<AuthedEnv>): NotificationReader => {
  const viewer = c.get('viewer');
  return { scope: viewer.scope, userId: viewer.user.id, permissions: viewer.permissions };
};
const notificationNotFound = () => notFound('Notification not found');

/** One page, newest first; unreadCount counts every unread one (the bell's badge), whatever the page. */
export async function listNotifications(c: Context<AuthedEnv>, query: PageQuery & { unread?: boolean | undefined }) {
  const { rows, total, unread } = await listFor(c.get('deps').db, readerOf(c), query);
  return c.json({ ...paged(rows.map(toNotificationDto), query, total), unreadCount: unread });
}

export async function getNotification(c: Context<AuthedEnv>, id: string) {
  const row = await findNotification(c.get('deps').db, readerOf(c), id);
  if (!row) throw notificationNotFound();
  return c.json({ data: toNotificationDto(row) });
}

export async function markRead(c: Context<AuthedEnv>, id: string) {
  const row = await markNotificationRead(c.get('deps').db, readerOf(c), id, c.get('deps').now());
  if (!row) throw notificationNotFound();
  return c.json({ data: toNotificationDto(row) });
}

export async function markAllRead(c: Context<AuthedEnv>) {
  return c.json({ data: { updated: await markAllNotificationsRead(c.get('deps').db, readerOf(c), c.get('deps').now()) } });
}
