// /api/v1/user/emails: the shop's sent-email log (outbox or Postmark), so a shop without an email provider can
// still read what Wrapsmith sent on its behalf. Owner only; mounted inside the user router, behind requireUser().
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as emails from './emails.handlers.ts';

export function emailRoutes() {
  return new Hono<AuthedEnv>()
    .use(requireAccess('view', 'settings'))
    .get('/', validate('query', CONTRACT.emails.list.request.query), (c) => emails.listEmails(c, c.req.valid('query')))
    .get('/:id/attachments/:index', validate('param', CONTRACT.emails.attachment.request.params), (c) => emails.attachment(c, c.req.valid('param')));
}
