// /api/v1/user: the account, the shop's name, support tickets, notifications and the shop's email log.
import * as z from 'zod/mini';
import { accountSettingsInput, shopNameInput, supportTicketInput } from '../auth.ts';
import { idField } from '../fields.ts';
import { UNIT_SYSTEMS } from '../units.ts';
import { pageQuery } from '../lists.ts';
import { notificationsQuery } from './queries.ts';
import { data, nullable, route, saved } from './route.ts';
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
  /** Files sent with it (issue 26 item 4: a booking's .ics), each downloadable at `url`. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), url: z.string() })),
  createdAt: z.string(),
});
export type ShopEmailDto = z.infer<typeof shopEmailDto>;


const idParam = /* @__PURE__ */ z.object({ id: idField });

const account = /* @__NO_SIDE_EFFECTS__ */ <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Account'] as const, auth: 'bearer' as const });
const notification = /* @__NO_SIDE_EFFECTS__ */ <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Notifications'] as const, auth: 'bearer' as const });

/** What each route of `userRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const userGetAccountAnswer = z.object({ success: z.literal(true), user: userDto, data: z.object({ user: userDto }) });
const userUpdateAccountAnswer = z.object({ success: z.literal(true), message: z.string(), data: z.object({ user: userDto }) });
const userRenameShopAnswer = data(z.object({ shop: z.object({ _id: z.string(), name: z.string(), slug: z.string(), shareUrl: z.string() }), user: userDto }));
/** PUT /user/shop/units: metric or imperial, or null to follow the shop's country (issue 28 item 2, decision 098). */
export const shopUnitsInput = z.object({ units: nullable(z.enum(UNIT_SYSTEMS, { error: 'Choose metric or imperial' })) });
export type ShopUnitsInput = z.infer<typeof shopUnitsInput>;
const userSetShopUnitsAnswer = saved(z.object({ user: userDto }));
const userCreateSupportTicketAnswer = data(z.object({ ticket: supportTicketDto }));

export const userAnswers = {
  getAccount: userGetAccountAnswer,
  updateAccount: userUpdateAccountAnswer,
  renameShop: userRenameShopAnswer,
  setShopUnits: userSetShopUnitsAnswer,
  createSupportTicket: userCreateSupportTicketAnswer,
} as const;

export const userRoutes = {
  getAccount: /* @__PURE__ */ account({
    method: 'get',
    path: '/api/v1/user',
    summary: 'The signed-in user (the spec’s shape: success, user, data.user)',
    responses: { 200: userGetAccountAnswer },
  }),
  updateAccount: /* @__PURE__ */ account({
    method: 'put',
    path: '/api/v1/user',
    summary: 'Account settings; a new email or password needs the current password and signs out everywhere',
    request: { body: accountSettingsInput },
    responses: { 200: userUpdateAccountAnswer },
  }),
  renameShop: /* @__PURE__ */ account({
    method: 'put',
    path: '/api/v1/user/shop',
    summary: 'Rename the shop (the owner); the share link moves and the old one redirects',
    request: { body: shopNameInput },
    responses: { 200: userRenameShopAnswer },
  }),
  setShopUnits: /* @__PURE__ */ account({
    method: 'put',
    path: '/api/v1/user/shop/units',
    summary: 'The shop’s units, metric or imperial (the owner); null follows the shop’s country',
    request: { body: shopUnitsInput },
    responses: { 200: userSetShopUnitsAnswer },
  }),
  createSupportTicket: /* @__PURE__ */ account({
    method: 'post',
    path: '/api/v1/user/support-tickets',
    summary: 'Send a support ticket',
    request: { body: supportTicketInput },
    responses: { 201: userCreateSupportTicketAnswer },
  }),
} as const;

/** What each route of `notificationRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const notificationListAnswer = z.extend(pagedDto(notificationDto), { unreadCount: z.number() });
const notificationReadAllAnswer = data(z.object({ updated: z.number() }));
const notificationGetAnswer = data(notificationDto);
const notificationMarkReadAnswer = data(notificationDto);

export const notificationAnswers = {
  list: notificationListAnswer,
  readAll: notificationReadAllAnswer,
  get: notificationGetAnswer,
  markRead: notificationMarkReadAnswer,
} as const;

export const notificationRoutes = {
  list: /* @__PURE__ */ notification({
    method: 'get',
    path: '/api/v1/user/notifications',
    summary: 'One page of the user’s notifications, newest first, and how many are unread',
    request: { query: notificationsQuery },
    responses: { 200: notificationListAnswer },
  }),
  readAll: /* @__PURE__ */ notification({ method: 'post', path: '/api/v1/user/notifications/read-all', summary: 'Mark every notification read', responses: { 200: notificationReadAllAnswer } }),
  get: /* @__PURE__ */ notification({ method: 'get', path: '/api/v1/user/notifications/:id', summary: 'One notification', request: { params: idParam }, responses: { 200: notificationGetAnswer } }),
  markRead: /* @__PURE__ */ notification({ method: 'post', path: '/api/v1/user/notifications/:id/read', summary: 'Mark one notification read', request: { params: idParam }, responses: { 200: notificationMarkReadAnswer } }),
} as const;

/** What each route of `emailRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const emailListAnswer = pagedDto(shopEmailDto);

export const emailAnswers = {
  list: emailListAnswer,
} as const;

export const emailRoutes = {
  list: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/emails',
    summary: 'One page of the emails Wrapsmith sent for the shop (codes and reset links hidden)',
    tags: ['Account'],
    auth: 'bearer',
    request: { query: pageQuery },
    responses: { 200: emailListAnswer },
  }),
  attachment: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/emails/:id/attachments/:index',
    summary: 'One attachment of a sent email (its file, as sent)',
    tags: ['Account'],
    auth: 'bearer',
    request: { params: z.object({ id: idField, index: z.string() }) },
    responses: { 200: { contentType: 'application/octet-stream', description: 'The attached file with its own content type' } },
  }),
} as const;
