// Paths and validators of /api/v1/user/customers: the shop's customers as people (issue 22 item 11, decision 065),
// a page at a time with a search, and one person with their bookings. The Customers area of the role matrix
// (decision 062) guards both; which bookings count depends on the other areas the role reaches.
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePlanFeature } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as customers from './customers.handlers.ts';

const declared = CONTRACT.customers;

export function customerRoutes() {
  return new Hono<AuthedEnv>()
    .use(requirePlanFeature('customers'), requireAccess('view', 'customers'))
    .get('/', validate('query', declared.listCustomers.request.query), (c) => customers.listCustomers(c, c.req.valid('query')))
    .get('/:id', validate('param', declared.getCustomer.request.params), (c) => customers.getCustomer(c, c.req.valid('param').id));
}
