// Paths and validators of the text messages (issue 26 item 1, decision 089): /user/customers/:id/texts (the Customers
// area at view to read; sending also needs Bookings at edit, the level that edits a customer's details on their
// work orders: the Customers area has no edit level, decision 065), /user/texts (Settings: the log and the country), Twilio's webhooks under
// /texts/twilio, and the offline stand-in for a customer's reply under /dev/texts.
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePermission, requirePlanFeature } from '../../lib/auth.ts';
import type { AppEnv, AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as texts from './texts.handlers.ts';

const declared = CONTRACT.texts;

/** Mounted on /user/customers beside the customers' own routes. */
export function customerTextRoutes() {
  return new Hono<AuthedEnv>()
    .use('/:id/texts', requirePlanFeature('customers'), requireAccess('view', 'customers'))
    .get('/:id/texts', validate('param', declared.thread.request.params), (c) => texts.getThread(c, c.req.valid('param').id))
    .post('/:id/texts', requireAccess('edit', 'bookings'), validate('param', declared.send.request.params), validate('json', declared.send.request.body), (c) =>
      texts.sendToCustomer(c, c.req.valid('param').id, c.req.valid('json')),
    );
}

/** Mounted on /user/texts. */
export function shopTextRoutes() {
  return new Hono<AuthedEnv>()
    .use(requireAccess('view', 'settings'))
    .get('/', validate('query', declared.list.request.query), (c) => texts.listTexts(c, c.req.valid('query')))
    .get('/settings', (c) => texts.getSettings(c))
    .put('/settings', requirePermission('shop:manage', 'Only the shop owner can change the country'), validate('json', declared.updateSettings.request.body), (c) =>
      texts.updateSettings(c, c.req.valid('json')),
    );
}

/** Mounted on /texts: Twilio's webhooks (404 unless Twilio is configured). */
export function twilioWebhookRoutes() {
  return new Hono<AppEnv>().post('/twilio/inbound', (c) => texts.twilioInbound(c)).post('/twilio/status', (c) => texts.twilioStatus(c));
}

/** Mounted on /dev/texts outside production. */
export function devTextRoutes() {
  return new Hono<AppEnv>().post('/inbound', validate('json', declared.devInbound.request.body), (c) => texts.devInbound(c, c.req.valid('json')));
}
