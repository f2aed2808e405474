// /api/v1/user/notifications: mounted inside the user router, behind requireUser().
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as notifications from './notifications.handlers.ts';

const declared = CONTRACT.notifications;

export function notificationRoutes() {
  return new Hono<AuthedEnv>()
    .get('/', validate('query', declared.list.request.query), (c) => notifications.listNotifications(c, c.req.valid('query')))
    .post('/read-all', (c) => notifications.markAllRead(c))
    .get('/:id', validate('param', declared.get.request.params), (c) => notifications.getNotification(c, c.req.valid('param').id))
    .post('/:id/read', validate('param', declared.markRead.request.params), (c) => notifications.markRead(c, c.req.valid('param').id));
}
