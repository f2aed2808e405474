// Contracts and fixed strings of bookings, quotes and work orders (spec §3 "Booking / appointment", "Option
// lists", §4 "Booking status", §5, §7 "Bookings", §8 "Bookings, profile and contact", §9). Shared by the API
// (validation) and the dashboard (forms, labels), so both read one list of statuses, options and messages.
import * as z from 'zod/mini';
import type { $RefinementCtx } from 'zod/v4/core';
import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  CHECK_IN_TIME,
  DEALERSHIP_OPTIONS,
  isCalendarDay,
  QUOTE_ANSWERS,
  QUOTE_TOKEN,
  REPEAT_CUSTOMER_OPTIONS,
  VIP_OPTIONS,
} from './booking-rules.ts';
import { emailField, idField, optionalText, phoneField } from './fields.ts';
import { cursorField, pageFields } from './lists.ts';
import { VEHICLE_YEAR_MAX, VEHICLE_YEAR_MIN } from './studio.ts';
import { DAY } from './time.ts';
import { QUOTE_MESSAGES, QUOTE_SIGNATURE_MAX } from './quotes.ts';

const dayField = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  z.pipe(
    z.string({ error: `${label} must be a date` }).check(z.trim(), z.refine((v) => v === '' || isCalendarDay(v), `${label} must be a date like 2026-05-31`)),
    z.transform((v: string) => (v === '' ? null : v)),
  );

const money = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  z.nullable(z.number({ error: `${label} must be a number` }).check(z.gte(0, `${label} cannot be negative`), z.lte(10_000_000, `${label} is too large`)));

const percent = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  z.nullable(z.number({ error: `${label} must be a number` }).check(z.gte(0, `${label} must be 0 to 100`), z.lte(100, `${label} must be 0 to 100`)));

const blankToNull = /* @__NO_SIDE_EFFECTS__ */ () => z.pipe(z.literal(''), z.transform(() => null));

const choice = /* @__NO_SIDE_EFFECTS__ */ <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.nullable(z.union([z.enum(options, { error: `${label} must be one of ${options.join(', ')}` }), blankToNull()]));

/**
 * Every field of the booking form and the work order (spec §3). The form has no required fields (spec §5);
 * the server asks only for what an action needs: a booking date for Book Now, an email for Send Quote.
 * Money and percentages are numbers (the form converts them), "" clears a text or choice.
 */
export const bookingFields = {
  firstName: optionalText('First name', 80),
  lastName: optionalText('Last name', 80),
  email: z.nullable(z.union([blankToNull(), emailField])),
  phone: phoneField,
  bookingDate: dayField('Booking date'),
  checkInTime: z
    .string({ error: 'Check-in time must be text' })
    .check(z.trim(), z.refine((v) => v === '' || CHECK_IN_TIME.test(v), 'Check-in time must look like 9:30 or 14:05')),
  completionDate: dayField('Completion date'),
  year: z.nullable(
    z
      .number({ error: 'Year must be a number' })
      .check(
        z.int('Year must be a whole year'),
        z.gte(VEHICLE_YEAR_MIN, `Year must be from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}`),
        z.lte(VEHICLE_YEAR_MAX, `Year must be from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}`),
      ),
  ),
  make: optionalText('Make', 80),
  model: optionalText('Model', 120),
  brand: optionalText('Brand', 80),
  wrapColor: optionalText('Wrap colour', 160),
  price: money('Price'),
  ppfCost: money('PPF cost'),
  decalsCost: money('Decals cost'),
  windowTintingCost: money('Window tinting cost'),
  frontPercentage: percent('Front tint percentage'),
  rearPercentage: percent('Rear tint percentage'),
  additionalTotal: money('Additional total'),
  customerTotal: money('Customer total'),
  notes: optionalText('Notes', 4000),
  vip: choice('VIP', VIP_OPTIONS),
  repeatCustomer: choice('Repeat customer', REPEAT_CUSTOMER_OPTIONS),
  dealership: choice('Dealership', DEALERSHIP_OPTIONS),
  estimatedSQ: money('Estimated square feet'),
  estimatedRolls: money('Estimated rolls'),
  estimatedMaterialCost: money('Estimated material cost'),
  netMaterialRevenue: money('Net material revenue'),
  customerQuote: money('Customer quote'),
};

/** POST /user/booking: Book Now (isQuoted false) or Send Quote (isQuoted true); leadId links a widget lead. */
export const createBookingInput = z.strictObject({
  ...z.partial(z.object(bookingFields)).shape,
  isQuoted: z._default(z.boolean({ error: 'isQuoted must be true or false' }), false),
  leadId: z.optional(idField),
});
export type CreateBookingInput = z.input<typeof createBookingInput>;

/** PUT /user/booking/:id (the work order's Save): any fields; the status is kept. */
export const updateBookingInput = z.strictObject(z.partial(z.object(bookingFields)).shape);
export type UpdateBookingInput = z.input<typeof updateBookingInput>;

const statusError = `status must be one of ${BOOKING_STATUSES.join(', ')}`;

/** PATCH /user/booking/:id: a work order action. */
export const bookingStatusInput = z.strictObject({
  status: z.enum(BOOKING_STATUSES, { error: statusError }),
});

/** The widest date range one request may ask for: two months, so a calendar can show a month and its edges. */
export const BOOKING_RANGE_MAX_DAYS = 62;

export const BOOKING_RANGE_MESSAGES = {
  bothEnds: 'from and to go together: give both dates of the range',
  backwards: 'from must not be after to',
  tooLong: `A date range can span at most ${BOOKING_RANGE_MAX_DAYS} days`,
} as const;

const dayParam = /* @__NO_SIDE_EFFECTS__ */ (name: string) =>
  z.string({ error: `${name} must be a date like 2026-05-31` }).check(z.refine((v) => isCalendarDay(v), `${name} must be a date like 2026-05-31`));

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;

/** from and to (inclusive, YYYY-MM-DD) come together, in order, at most BOOKING_RANGE_MAX_DAYS apart. */
function checkRange(query: { from?: string | undefined; to?: string | undefined }, ctx: $RefinementCtx): void {
  const { from, to } = query;
  if (from === undefined && to === undefined) return;
  if (from === undefined || to === undefined) {
    ctx.addIssue({ code: 'custom', message: BOOKING_RANGE_MESSAGES.bothEnds, path: [from === undefined ? 'from' : 'to'] });
  } else if (from > to) {
    ctx.addIssue({ code: 'custom', message: BOOKING_RANGE_MESSAGES.backwards, path: ['from'] });
  } else if (daysInRange(from, to) > BOOKING_RANGE_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: BOOKING_RANGE_MESSAGES.tooLong, path: ['to'] });
  }
}

/**
 * One status (the spec's filter) or several separated by commas ("pending,accepted"), so a panel that shows
 * some statuses gets whole pages of them, counted right.
 */
const statusFilter = z.pipe(
  z.pipe(z.string({ error: statusError }), z.transform((v: string) => v.split(','))),
  z.array(z.enum(BOOKING_STATUSES, { error: statusError })).check(z.minLength(1, statusError)),
);

/** The filters of GET /user/booking/all and its CSV export; bookingDate is the shop's own local day. */
const bookingFilters = {
  status: z.optional(statusFilter),
  bookingDate: z.optional(dayParam('bookingDate')),
  isToday: z.optional(z.enum(['true', 'false'])),
  isTomorrow: z.optional(z.enum(['true', 'false'])),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search is too long'))),
  from: z.optional(dayParam('from')),
  to: z.optional(dayParam('to')),
};

/** GET /user/booking/all: every filter optional, one page of the bookings they match. */
export const bookingListQuery = z.strictObject({ ...bookingFilters, ...pageFields(), cursor: z.optional(cursorField) }).check(z.superRefine(checkRange));

/** GET /user/booking/export.csv: the list's filters without its page, since the file holds every matching row. */
export const bookingExportQuery = z.strictObject(bookingFilters).check(z.superRefine(checkRange));

/** GET /user/booking/days: how many bookings each day of a range holds, for a calendar; the range is required. */
export const bookingDaysQuery = z
  .strictObject({ from: dayParam('from'), to: dayParam('to'), status: z.optional(statusFilter) })
  .check(z.superRefine(checkRange));

/** POST /public/update-booking-status: the customer's answer, carried by the emailed link's token. */
export const quoteAnswerInput = z.strictObject({
  token: z.string().check(z.trim(), z.regex(QUOTE_TOKEN, BOOKING_MESSAGES.linkInvalid)),
  status: z.enum(QUOTE_ANSWERS, { error: 'status must be accepted or cancelled' }),
  /**
   * Issue 25 item 3 (decision 086): the option accepted and the name typed as a signature. Both are required to
   * accept a quote of several options; a quote of one option (the spec's form) may still be accepted without them.
   */
  optionId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  name: z.optional(z.string().check(z.trim(), z.minLength(1, QUOTE_MESSAGES.nameNeeded), z.maxLength(QUOTE_SIGNATURE_MAX))),
});
