// /api/v1/user: the account, the shop's name, support tickets, notifications and the shop's email log.
import { z } from 'zod/mini';
import { z as zc } from 'zod';
import { accountSettingsInput, shopNameInput, supportTicketInput } from '../auth.ts';
import { idField } from '../fields.ts';
import { pageFields, pageQuery } from '../lists.ts';
import { data, nullable, route } from './route.ts';
import { pagedDto, userDto } from './shared.ts';

export const supportTicketDto = z.object({ _id: z.string(), subject: z.string(), message: z.string(), status: z.enum(['open', 'closed']), createdAt: z.string() });
export type SupportTicketDto = z.infer<typeof supportTicketDto>;

export const notificationDto = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  link: nullable(z.string()),
  readAt: nullable(z.string()),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

/** One row of the shop's email log (GET /user/emails). Bodies of sign-in codes and reset links are hidden. */
export const shopEmailDto = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  tag: z.string(),
  provider: z.enum(['outbox', 'postmark']),
  status: z.enum(['stored', 'sending', 'sent', 'failed']),
  text: z.string(),
  createdAt: z.string(),
});
export type ShopEmailDto = z.infer<typeof shopEmailDto>;


const idParam = z.object({ id: idField });
const notificationsQuery = zc.strictObject({ unread: zc.enum(['true', 'false']).optional().transform((v) => v === 'true'), ...pageFields() });

const account = <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Account'] as const, auth: 'bearer' as const });
const notification = <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Notifications'] as const, auth: 'bearer' as const });

export const userRoutes = {
  getAccount: account({
    method: 'get',
    path: '/api/v1/user',
    summary: 'The signed-in user (the spec’s shape: success, user, data.user)',
    responses: { 200: z.object({ success: z.literal(true), user: userDto, data: z.object({ user: userDto }) }) },
  }),
  updateAccount: account({
    method: 'put',
    path: '/api/v1/user',
    summary: 'Account settings; a new email or password needs the current password and signs out everywhere',
    request: { body: accountSettingsInput },
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), data: z.object({ user: userDto }) }) },
  }),
  renameShop: account({
    method: 'put',
    path: '/api/v1/user/shop',
    summary: 'Rename the shop (the owner); the share link moves and the old one redirects',
    request: { body: shopNameInput },
    responses: { 200: data(z.object({ shop: z.object({ _id: z.string(), name: z.string(), slug: z.string(), shareUrl: z.string() }), user: userDto })) },
  }),
  createSupportTicket: account({
    method: 'post',
    path: '/api/v1/user/support-tickets',
    summary: 'Send a support ticket',
    request: { body: supportTicketInput },
    responses: { 201: data(z.object({ ticket: supportTicketDto })) },
  }),
} as const;

export const notificationRoutes = {
  list: notification({
    method: 'get',
    path: '/api/v1/user/notifications',
    summary: 'One page of the user’s notifications, newest first, and how many are unread',
    request: { query: notificationsQuery },
    responses: { 200: z.extend(pagedDto(notificationDto), { unreadCount: z.number() }) },
  }),
  readAll: notification({ method: 'post', path: '/api/v1/user/notifications/read-all', summary: 'Mark every notification read', responses: { 200: data(z.object({ updated: z.number() })) } }),
  get: notification({ method: 'get', path: '/api/v1/user/notifications/:id', summary: 'One notification', request: { params: idParam }, responses: { 200: data(notificationDto) } }),
  markRead: notification({ method: 'post', path: '/api/v1/user/notifications/:id/read', summary: 'Mark one notification read', request: { params: idParam }, responses: { 200: data(notificationDto) } }),
} as const;

export const emailRoutes = {
  list: route({
    method: 'get',
    path: '/api/v1/user/emails',
    summary: 'One page of the emails Wrapsmith sent for the shop (codes and reset links hidden)',
    tags: ['Account'],
    auth: 'bearer',
    request: { query: pageQuery },
    responses: { 200: pagedDto(shopEmailDto) },
  }),
} as const;
