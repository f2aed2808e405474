// /api/v1/user/booking (Book Now, Send Quote, the lists, the calendar's days, the work order), /api/v1/user/images
// (photos of the customer's car on a booking) and /api/v1/user/customers (the shop's customers as people).
import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../booking-rules.ts';
import { bookingDaysQuery, bookingExportQuery, bookingListQuery, bookingStatusInput, createBookingInput, updateBookingInput } from '../bookings.ts';
import { customerListQuery } from '../route-inputs.ts';
import { data, isoTime, messageOnly, nullable, route, saved } from './route.ts';
import { cursorPageOf, idParam64, pageOf } from './shared.ts';

/** A photo of the customer's car on a booking; `url` needs a login (GET /user/images/booking/:imageId). */
export const bookingImageDto = z.object({ _id: z.string(), url: z.string(), width: z.number(), height: z.number(), createdAt: isoTime });
export type BookingImageDto = z.infer<typeof bookingImageDto>;

/** The answer of POST /user/images/upload-booking. */
export const uploadedBookingImageDto = z.extend(bookingImageDto, { bookingId: z.string() });
export type UploadedBookingImageDto = z.infer<typeof uploadedBookingImageDto>;

const money = nullable(z.number());

/** A booking, quote or work order (spec §3 "Booking / appointment"), as GET /user/booking/:id returns it. */
export const bookingDto = z.object({
  _id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  isQuoted: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: nullable(z.string()),
  phone: z.string(),
  /** YYYY-MM-DD, the shop's local day. */
  bookingDate: nullable(z.string()),
  /** H:MM or HH:MM, or "". */
  checkInTime: z.string(),
  completionDate: nullable(z.string()),
  /**
   * The instant the booking starts (ISO, UTC): bookingDate at checkInTime (00:00 without one) in the shop's time
   * zone (issue 28 item 2, decision 098); null without a day.
   */
  startsAt: nullable(isoTime),
  year: nullable(z.number()),
  make: z.string(),
  model: z.string(),
  brand: z.string(),
  wrapColor: z.string(),
  price: money,
  ppfCost: money,
  decalsCost: money,
  windowTintingCost: money,
  frontPercentage: nullable(z.number()),
  rearPercentage: nullable(z.number()),
  additionalTotal: money,
  customerTotal: money,
  notes: z.string(),
  vip: nullable(z.string()),
  repeatCustomer: nullable(z.string()),
  dealership: nullable(z.string()),
  estimatedSQ: nullable(z.number()),
  estimatedRolls: nullable(z.number()),
  estimatedMaterialCost: money,
  netMaterialRevenue: money,
  customerQuote: money,
  /** The widget lead it was made from, if any. */
  leadId: nullable(z.string()),
  /** The lead's render, shown on the booking and in the quote. */
  render: nullable(z.object({ _id: z.string(), imageUrl: z.string() })),
  /** Photos of the customer's car, oldest first (POST /user/images/upload-booking). */
  images: z.array(bookingImageDto),
  /** Last 6 characters of _id, uppercase (spec §9). */
  invoiceCode: z.string(),
  /** price + ppfCost + decalsCost + windowTintingCost (spec §9); null when prices are hidden. */
  cost: money,
  /**
   * True when the viewer's role may not see prices (decision 062): every money field (BOOKING_PRICE_FIELDS) and
   * `cost` are null, whatever is stored.
   */
  pricesHidden: z.boolean(),
  /** When the customer answered the quote link, if they did. */
  answeredAt: nullable(isoTime),
  /** When Vehicle Completed was pressed (ISO), null until then. completionDate is the planned day. */
  completedAt: nullable(isoTime),
  /** When staff marked the car ready for collection (issue 26 item 3); null when not ready. */
  readyAt: nullable(isoTime),
  /**
   * Until when the quote link can be answered (ISO): 30 days (QUOTE_VALID_DAYS) after Send Quote or the last
   * resend. Null for a booking that was never a quote, and for a quote sent before quotes expired (it does not
   * expire). Kept after the answer.
   */
  quoteExpiresAt: nullable(isoTime),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type BookingDto = z.infer<typeof bookingDto>;

/** GET /user/booking/days: one day of a calendar's range that has bookings. */
export const bookingDayDto = z.object({ date: z.string(), count: z.number() });
export type BookingDayDto = z.infer<typeof bookingDayDto>;

/** How a quote's customer was really told: the address and number used, null for a way not used. */
export const quoteNotifiedDto = z.object({ email: nullable(z.string()), phone: nullable(z.string()) });

/**
 * GET /user/customers: one person the shop has quoted, booked or worked for (decision 065): bookings merged by email,
 * or by phone without one. `_id` is the id of their first booking; the counts are of the bookings the viewer's role
 * reaches. `bookings` counts booked appointments not yet completed (pending, accepted, in progress).
 */
export const customerDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: nullable(z.string()),
  phone: nullable(z.string()),
  vehicles: z.array(z.string()),
  quotes: z.number(),
  bookings: z.number(),
  jobs: z.number(),
  cancelled: z.number(),
  lastActivity: isoTime,
});
export type CustomerDto = z.infer<typeof customerDto>;

/** GET /user/customers/:id: the person and each of their bookings, quotes and jobs, first first. */
export const customerDetailDto = z.extend(customerDto, { history: z.array(bookingDto) });
export type CustomerDetailDto = z.infer<typeof customerDetailDto>;

const csv = { contentType: 'text/csv', description: 'A CSV file (UTF-8), one row per match' } as const;

/** What each route of `bookingRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const bookingCreateBookingAnswer = z.object({ data: bookingDto, message: z.string(), notified: z.optional(quoteNotifiedDto) });
const bookingListBookingsAnswer = cursorPageOf(bookingDto);
const bookingExportBookingsAnswer = csv;
const bookingListBookingDaysAnswer = data(z.array(bookingDayDto));
const bookingGetBookingAnswer = data(bookingDto);
const bookingUpdateBookingAnswer = saved(bookingDto);
const bookingSetBookingStatusAnswer = saved(bookingDto);
const bookingResendQuoteAnswer = saved(bookingDto);

export const bookingAnswers = {
  createBooking: bookingCreateBookingAnswer,
  listBookings: bookingListBookingsAnswer,
  exportBookings: bookingExportBookingsAnswer,
  listBookingDays: bookingListBookingDaysAnswer,
  getBooking: bookingGetBookingAnswer,
  updateBooking: bookingUpdateBookingAnswer,
  setBookingStatus: bookingSetBookingStatusAnswer,
  resendQuote: bookingResendQuoteAnswer,
} as const;

export const bookingRoutes = {
  createBooking: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/booking',
    summary: 'Book Now or Send Quote',
    description: 'A quote (`isQuoted: true`) is emailed to the customer; `notified` says how the customer was really told.',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { body: createBookingInput },
    responses: { 201: bookingCreateBookingAnswer },
  }),
  listBookings: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/booking/all',
    summary: 'One page of the shop’s bookings, by page or by cursor',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { query: bookingListQuery },
    responses: { 200: bookingListBookingsAnswer },
  }),
  exportBookings: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/booking/export.csv',
    summary: 'Every booking the filters match, as a CSV file',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { query: bookingExportQuery },
    responses: { 200: bookingExportBookingsAnswer },
  }),
  listBookingDays: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/booking/days',
    summary: 'The days of a calendar range that have bookings, with their counts',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { query: bookingDaysQuery },
    responses: { 200: bookingListBookingDaysAnswer },
  }),
  getBooking: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/booking/:id',
    summary: 'One booking, quote or work order with its photos',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: bookingGetBookingAnswer },
  }),
  updateBooking: /* @__PURE__ */ route({
    method: 'put',
    path: '/api/v1/user/booking/:id',
    summary: 'Change a booking’s details',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { params: idParam64, body: updateBookingInput },
    responses: { 200: bookingUpdateBookingAnswer },
  }),
  setBookingStatus: /* @__PURE__ */ route({
    method: 'patch',
    path: '/api/v1/user/booking/:id',
    summary: 'Move a booking to another status',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { params: idParam64, body: bookingStatusInput },
    responses: { 200: bookingSetBookingStatusAnswer },
  }),
  resendQuote: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/booking/:id/resend-quote',
    summary: 'Email a quote’s link again (its 30 days start over)',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: bookingResendQuoteAnswer },
  }),
} as const;

const imageParam = z.object({ imageId: idParam64.shape.id });

/** What each route of `bookingImageRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const bookingImageUploadBookingImageAnswer = data(uploadedBookingImageDto);
const bookingImageDeleteBookingImageAnswer = messageOnly;

export const bookingImageAnswers = {
  uploadBookingImage: bookingImageUploadBookingImageAnswer,
  deleteBookingImage: bookingImageDeleteBookingImageAnswer,
} as const;

export const bookingImageRoutes = {
  uploadBookingImage: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/images/upload-booking',
    summary: 'Add a photo of the customer’s car to a booking',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { form: /* @__PURE__ */ z.object({ bookingId: /* @__PURE__ */ z.string(), images: /* @__PURE__ */ z.file() }) },
    responses: { 201: bookingImageUploadBookingImageAnswer },
  }),
  getBookingImage: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/images/booking/:imageId',
    summary: 'A photo of a booking (the file as uploaded)',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { params: imageParam },
    responses: { 200: { contentType: 'image/*', description: 'The photo (JPEG, PNG or WebP)' } },
  }),
  deleteBookingImage: /* @__PURE__ */ route({
    method: 'delete',
    path: '/api/v1/user/images/booking/:imageId',
    summary: 'Delete a photo of a booking',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { params: imageParam },
    responses: { 200: bookingImageDeleteBookingImageAnswer },
  }),
} as const;

/** What each route of `customerRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const customerListCustomersAnswer = pageOf(customerDto);
const customerGetCustomerAnswer = data(customerDetailDto);

export const customerAnswers = {
  listCustomers: customerListCustomersAnswer,
  getCustomer: customerGetCustomerAnswer,
} as const;

export const customerRoutes = {
  listCustomers: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/customers',
    summary: 'One page of the shop’s customers as people, with a search',
    tags: ['Customers'],
    auth: 'bearer',
    request: { query: customerListQuery },
    responses: { 200: customerListCustomersAnswer },
  }),
  getCustomer: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/customers/:id',
    summary: 'One customer and each of their bookings, quotes and jobs',
    tags: ['Customers'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: customerGetCustomerAnswer },
  }),
} as const;
