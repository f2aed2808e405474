// Typed calls of docs/api.md "Customer vehicles" (issue 27 item 3, decision 094).
// Answers are read through their route schemas (answers/customer-vehicles.ts, loaded with the first call).
import type { CreateCustomerVehicleInput, UpdateCustomerVehicleInput } from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/customer-vehicles.ts');

export function customerVehicleEndpoints(http: KyInstance) {
  const one = (id: string) => `user/customer-vehicles/${encodeURIComponent(id)}`;
  return {
    /** A customer's vehicles (any of their bookings' ids names them), newest first. */
    list: (customerId: string) => lazyAnswer(http.get('user/customer-vehicles', { searchParams: { customer: customerId } }), schemas, 'list'),
    /** By plate, VIN or the customer's phone. */
    search: (q: string) => lazyAnswer(http.get('user/customer-vehicles/search', { searchParams: { q } }), schemas, 'search'),
    get: (id: string) => lazyAnswer(http.get(one(id)), schemas, 'get'),
    create: (body: CreateCustomerVehicleInput) => lazyAnswer(http.post('user/customer-vehicles', { json: body }), schemas, 'create'),
    update: (id: string, body: UpdateCustomerVehicleInput) => lazyAnswer(http.patch(one(id), { json: body }), schemas, 'update'),
  };
}
