// Paths and validators of /api/v1/user/customers/:id/language (issue 28 item 1, decision 100): the Customers area at
// view reads it; setting it needs Bookings at edit, the level that edits a customer's details on their work orders
// (the Customers area has no edit level, decision 065), as texting a customer does.
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePlanFeature } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as handlers from './customer-language.handlers.ts';

const declared = CONTRACT.customerLanguage;

/** Mounted on /user/customers beside the customers' own routes. */
export function customerLanguageRoutes() {
  return new Hono<AuthedEnv>()
    .use('/:id/language', requirePlanFeature('customers'), requireAccess('view', 'customers'))
    .get('/:id/language', validate('param', declared.get.request.params), (c) => handlers.getLanguage(c, c.req.valid('param').id))
    .put('/:id/language', requireAccess('edit', 'bookings'), validate('param', declared.set.request.params), validate('json', declared.set.request.body), (c) =>
      handlers.setLanguage(c, c.req.valid('param').id, c.req.valid('json').locale),
    );
}
