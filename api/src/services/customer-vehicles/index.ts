export * from './customer-vehicles.ts';
export { bookingKey, ownerKey, personKeys, searchDigits } from './keys.ts';
export { backfillCustomerVehicles } from './backfill.ts';
