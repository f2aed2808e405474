// Typed calls of docs/api.md "Customer vehicles" (issue 27 item 3, decision 094).
import type {
  CreateCustomerVehicleInput,
  CustomerVehicleDetailDto,
  CustomerVehicleDto,
  CustomerVehicleHitDto,
  UpdateCustomerVehicleInput,
} from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';

type Saved = { data: CustomerVehicleDto; message: string };

export function customerVehicleEndpoints(http: KyInstance) {
  const one = (id: string) => `user/customer-vehicles/${encodeURIComponent(id)}`;
  return {
    /** A customer's vehicles (any of their bookings' ids names them), newest first. */
    list: (customerId: string) => http.get('user/customer-vehicles', { searchParams: { customer: customerId } }).json<{ data: CustomerVehicleDto[] }>(),
    /** By plate, VIN or the customer's phone. */
    search: (q: string) => http.get('user/customer-vehicles/search', { searchParams: { q } }).json<{ data: CustomerVehicleHitDto[] }>(),
    get: (id: string) => http.get(one(id)).json<{ data: CustomerVehicleDetailDto }>(),
    create: (body: CreateCustomerVehicleInput) => http.post('user/customer-vehicles', { json: body }).json<Saved>(),
    update: (id: string, body: UpdateCustomerVehicleInput) => http.patch(one(id), { json: body }).json<Saved>(),
  };
}
