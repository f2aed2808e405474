// /api/v1/user/notifications: mounted inside the user router, behind requireUser().
import { idField, pageFields } from '@wrapsmith/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as notifications from './notifications.handlers.ts';

const listQuery = z.strictObject({ unread: z.enum(['true', 'false']).optional().transform((v) => v === 'true'), ...pageFields() });
const idParam = z.object({ id: idField });

export function notificationRoutes() {
  return new Hono<AuthedEnv>()
    .get('/', validate('query', listQuery), (c) => notifications.listNotifications(c, c.req.valid('query')))
    .post('/read-all', (c) => notifications.markAllRead(c))
    .get('/:id', validate('param', idParam), (c) => notifications.getNotification(c, c.req.valid('param').id))
    .post('/:id/read', validate('param', idParam), (c) => notifications.markRead(c, c.req.valid('param').id));
}
