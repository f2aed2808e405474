// Paths and validators of /api/v1/user/customer-vehicles: a customer's vehicles, one vehicle with its history, and
// the search by plate, VIN or phone (issue 27 item 3, decision 094). Everything needs the Customers area at view (as
// /user/customers); adding and editing a vehicle also needs Bookings at edit (Customers has no edit level, and
// whoever books and works jobs keeps the car's details).
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePlanFeature } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as vehicles from './customer-vehicles.handlers.ts';

const declared = CONTRACT.customerVehicles;

export function customerVehicleRoutes() {
  const edit = requireAccess('edit', 'bookings');
  return new Hono<AuthedEnv>()
    .use(requirePlanFeature('customers'), requireAccess('view', 'customers'))
    .get('/', validate('query', declared.listCustomerVehicles.request.query), (c) => vehicles.listVehicles(c, c.req.valid('query').customer))
    .get('/search', validate('query', declared.searchCustomerVehicles.request.query), (c) => vehicles.searchVehicles(c, c.req.valid('query').q))
    .post('/', edit, validate('json', declared.createCustomerVehicle.request.body), (c) => vehicles.addVehicle(c, c.req.valid('json')))
    .get('/:id', validate('param', declared.getCustomerVehicle.request.params), (c) => vehicles.getVehicle(c, c.req.valid('param').id))
    .patch('/:id', edit, validate('param', declared.updateCustomerVehicle.request.params), validate('json', declared.updateCustomerVehicle.request.body), (c) =>
      vehicles.updateVehicle(c, c.req.valid('param').id, c.req.valid('json')),
    );
}
