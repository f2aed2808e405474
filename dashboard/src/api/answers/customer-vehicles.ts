// The customer vehicles area's answer schemas (customer-vehicle-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { customerVehicleRoutes } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  list: customerVehicleRoutes.listCustomerVehicles.responses[200],
  search: customerVehicleRoutes.searchCustomerVehicles.responses[200],
  get: customerVehicleRoutes.getCustomerVehicle.responses[200],
  create: customerVehicleRoutes.createCustomerVehicle.responses[201],
  update: customerVehicleRoutes.updateCustomerVehicle.responses[200],
};
