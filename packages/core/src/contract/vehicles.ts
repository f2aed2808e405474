// /api/v1/user/customer-vehicles: a customer's vehicles (year, make, model, colour, VIN, plate), each vehicle's
// history (quotes, jobs, films, rolls, warranties) and the search by plate, VIN or phone (issue 27 item 3,
// decision 094). Guarded like the Customers area; adding and editing also needs Bookings at edit.
import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../booking-rules.ts';
import { PLATE_MAX, VEHICLE_NOTES_MAX, VEHICLE_TEXT_MAX } from '../customer-vehicles.ts';
import { data, isoTime, nullable, route, saved } from './route.ts';
import { idParam64 } from './shared.ts';

const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** POST: a new vehicle of the customer (any of their bookings' ids names them); PATCH takes the same fields, all optional. */
export const customerVehicleFields = {
  year: z.optional(nullable(z.int().check(z.gte(1900, 'A year from 1900 on.'), z.lte(2100, 'A year up to 2100.')))),
  make: text(VEHICLE_TEXT_MAX),
  model: text(VEHICLE_TEXT_MAX),
  colour: text(VEHICLE_TEXT_MAX),
  /** 17 letters and digits, no I, O or Q; '' for none. A North American VIN's check digit is checked as a warning. */
  vin: text(40),
  /** As on the car; searched upper case without spaces or dashes. '' for none. */
  plate: text(PLATE_MAX + 10),
  notes: text(VEHICLE_NOTES_MAX),
};
export const createCustomerVehicleInput = z.strictObject({ customerId: idParam64.shape.id, ...customerVehicleFields });
export type CreateCustomerVehicleInput = z.infer<typeof createCustomerVehicleInput>;
export const updateCustomerVehicleInput = z.strictObject(customerVehicleFields);
export type UpdateCustomerVehicleInput = z.infer<typeof updateCustomerVehicleInput>;

export const customerVehicleListQuery = z.strictObject({ customer: idParam64.shape.id });
export const customerVehicleSearchQuery = z.strictObject({ q: z.string().check(z.trim(), z.minLength(2, 'Type at least 2 characters.'), z.maxLength(100)) });

export const customerVehicleDto = z.object({
  _id: z.string(),
  /** The customer (a person, decision 065) by their first booking's id; null when the viewer's role sees none of their bookings. */
  customerId: nullable(z.string()),
  customerName: z.string(),
  year: nullable(z.number()),
  make: z.string(),
  model: z.string(),
  /** "2021 Toyota RAV4". */
  name: z.string(),
  /** Whether year, make and model are the catalogue's (spelled as the Studio's pickers spell them). */
  fromCatalogue: z.boolean(),
  colour: z.string(),
  vin: z.string(),
  /** Why a North American VIN's check digit looks wrong; null when it is right or not checked. */
  vinWarning: nullable(z.string()),
  plate: z.string(),
  notes: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type CustomerVehicleDto = z.infer<typeof customerVehicleDto>;

/** One quote or job on the vehicle, with what went on it. */
export const vehicleHistoryEntryDto = z.object({
  bookingId: z.string(),
  invoiceCode: z.string(),
  kind: z.enum(['quote', 'job']),
  status: z.enum(BOOKING_STATUSES),
  /** The booked day (YYYY-MM-DD), else the day it was made. */
  day: z.string(),
  createdAt: isoTime,
  completedAt: nullable(isoTime),
  /** The wrap booked, and each quote option's film ("3M 2080 Gloss Black"). */
  films: z.array(z.string()),
  rolls: z.array(z.object({ rollId: z.string(), filmName: z.string(), filmCode: nullable(z.string()), batch: z.string(), usedMm: z.number() })),
  warranties: z.array(
    z.object({ id: z.string(), filmName: z.string(), batch: nullable(z.string()), zones: z.array(z.string()), installedOn: z.string(), status: z.string(), verifyUrl: z.string() }),
  ),
});
export type VehicleHistoryEntryDto = z.infer<typeof vehicleHistoryEntryDto>;

export const customerVehicleDetailDto = z.extend(customerVehicleDto, { history: z.array(vehicleHistoryEntryDto) });
export type CustomerVehicleDetailDto = z.infer<typeof customerVehicleDetailDto>;

/** A search's answer: the vehicles whose plate or VIN holds the text, or whose customer's phone has its digits. */
export const customerVehicleHitDto = z.extend(customerVehicleDto, { matchedBy: z.enum(['plate', 'vin', 'phone']) });
export type CustomerVehicleHitDto = z.infer<typeof customerVehicleHitDto>;

/** Added or changed: the vehicle and the sentence that confirms it. */
const one = saved(customerVehicleDto);
const list = data(z.array(customerVehicleDto));
const detail = data(customerVehicleDetailDto);
const hits = data(z.array(customerVehicleHitDto));

export const customerVehicleAnswers = { list, one, detail, hits } as const;

export const customerVehicleRoutes = {
  listCustomerVehicles: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/customer-vehicles',
    summary: 'A customer’s vehicles, newest first',
    tags: ['Customers'],
    auth: 'bearer',
    request: { query: customerVehicleListQuery },
    responses: { 200: list },
  }),
  searchCustomerVehicles: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/customer-vehicles/search',
    summary: 'Vehicles by plate, VIN or the customer’s phone',
    description: 'Plates match without spaces or dashes, in any case; a phone matches on its digits (at least 4).',
    tags: ['Customers'],
    auth: 'bearer',
    request: { query: customerVehicleSearchQuery },
    responses: { 200: hits },
  }),
  createCustomerVehicle: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/customer-vehicles',
    summary: 'Add a vehicle to a customer',
    tags: ['Customers'],
    auth: 'bearer',
    request: { body: createCustomerVehicleInput },
    responses: { 201: one },
  }),
  getCustomerVehicle: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/customer-vehicles/:id',
    summary: 'One vehicle with its quotes, jobs, films, rolls and warranties, newest first',
    tags: ['Customers'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: detail },
  }),
  updateCustomerVehicle: /* @__PURE__ */ route({
    method: 'patch',
    path: '/api/v1/user/customer-vehicles/:id',
    summary: 'Change a vehicle’s details',
    tags: ['Customers'],
    auth: 'bearer',
    request: { params: idParam64, body: updateCustomerVehicleInput },
    responses: { 200: one },
  }),
} as const;
