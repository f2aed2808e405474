// Contracts and fixed strings of bookings, quotes and work orders (spec §3 "Booking / appointment", "Option
// lists", §4 "Booking status", §5, §7 "Bookings", §8 "Bookings, profile and contact", §9). Shared by the API
// (validation) and the dashboard (forms, labels), so both read one list of statuses, options and messages.
import { z } from 'zod';
import { emailField, idField, optionalText, phoneField } from './fields.ts';
import { pageFields } from './lists.ts';
import { VEHICLE_YEAR_MAX, VEHICLE_YEAR_MIN } from './studio.ts';
import { DAY } from './time.ts';

/**
 * pending: booked, not started (Book Now). quote_sent: a quote waiting for the customer (Send Quote).
 * accepted: the customer accepted the quote through the link. inprogress: Book IN. completed: Vehicle
 * Completed. cancelled: Cancel Appointment, or the customer rejected the quote.
 */
export const BOOKING_STATUSES = ['pending', 'quote_sent', 'accepted', 'inprogress', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Booked',
  quote_sent: 'Quote sent',
  accepted: 'Accepted',
  inprogress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * What the shop may move a booking to from each status (work order actions: Book IN → inprogress, Vehicle
 * Completed → completed, Cancel Appointment → cancelled; a cancelled booking can be re-opened as pending).
 * accepted/cancelled from quote_sent are the customer's answer through the public link, not listed here.
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['inprogress', 'cancelled'],
  quote_sent: ['cancelled'],
  accepted: ['inprogress', 'cancelled'],
  inprogress: ['completed', 'cancelled'],
  completed: [],
  cancelled: ['pending'],
};

export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/** The customer's answers on /confirm-booking: Accept sets accepted, Reject sets cancelled (spec §4). */
export const QUOTE_ANSWERS = ['accepted', 'cancelled'] as const;
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];

export const VIP_OPTIONS = ['VIP Dealer', 'VIP Customer', 'Business Partner', 'Other'] as const;
export const REPEAT_CUSTOMER_OPTIONS = ['Yes', 'No', 'Not Sure'] as const;
export const DEALERSHIP_OPTIONS = ['Authorized Dealer', 'Independent Dealer', 'Fleet Account', 'Private Seller', 'Not Applicable'] as const;
/** The spec shows the value Private Seller as "Private Customer". */
export const DEALERSHIP_LABELS: Record<(typeof DEALERSHIP_OPTIONS)[number], string> = {
  'Authorized Dealer': 'Authorized Dealer',
  'Independent Dealer': 'Independent Dealer',
  'Fleet Account': 'Fleet Account',
  'Private Seller': 'Private Customer',
  'Not Applicable': 'Not Applicable',
};

/**
 * How long a sent quote can be accepted: it is priced on today's film prices and today's calendar, and shops
 * write "valid for 30 days" on every quote. Send Quote sets the expiry and every resend starts it again.
 */
export const QUOTE_VALID_DAYS = 30;
export const QUOTE_VALID_MS = QUOTE_VALID_DAYS * DAY;

/**
 * A quote's expiry reads as its UTC day in the en-US long form ("December 23, 2026"), the same in the email, the
 * API's messages and the pages, whatever the reader's time zone (the server does not know the customer's).
 */
const expiryDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export function formatQuoteExpiry(at: Date | string): string {
  return expiryDay.format(typeof at === 'string' ? new Date(at) : at);
}

/**
 * Whether a quote can no longer be accepted because its time ran out. No expiry (null): a quote sent before quotes
 * expired, which stays answerable. The API's answer applies the same rule inside its conditional update.
 */
export function isQuoteExpired(expiresAt: Date | string | null, now: Date): boolean {
  if (expiresAt === null) return false;
  return (typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime()) <= now.getTime();
}

export const BOOKING_MESSAGES = {
  submitFailed: 'Booking submission failed.',
  generic: 'Something went wrong. Please try again.',
  quoteSentTitle: 'Quote Sent',
  quoteSentBody:
    'Your customer has been notified by phone and email and can accept or reject the quote from the link we sent. Quotes are viewable under Leads.',
  alreadyAnswered: (status: string) => `Booking Already ${status}`,
  noRecords: 'No records found',
  // Ours, not the spec's:
  booked: 'Booking saved',
  quoteSent: 'Quote sent',
  saved: 'Work order saved',
  notFound: 'Booking not found',
  linkInvalid: 'This booking link is not valid. Ask the shop to send it again.',
  emailNeededForQuote: 'Add the customer’s email address to send a quote',
  dateNeeded: 'Pick a booking date',
  dateInPast: 'The date cannot be earlier than today',
  completionBeforeBooking: 'The completion date cannot be before the booking date',
  quoteResent: (email: string) => `Quote sent again to ${email}. The earlier link no longer works.`,
  resendFailed: 'Could not send the quote again.',
  resendNotWaiting: 'Only a quote waiting for the customer’s answer can be sent again',
  resendTooSoon: 'The quote was sent less than a minute ago. Wait a moment before sending it again.',
  quoteExpired: (expiresAt: Date | string, shopName: string) => `This quote expired on ${formatQuoteExpiry(expiresAt)}. Ask ${shopName} for a new one.`,
  cannotMove: (from: BookingStatus, to: BookingStatus) =>
    `A booking that is ${BOOKING_STATUS_LABELS[from].toLowerCase()} cannot be set to ${BOOKING_STATUS_LABELS[to].toLowerCase()}`,
} as const;

/** A quote may be emailed again once this long after its last email, so a double click cannot spam a customer. */
export const QUOTE_RESEND_COOLDOWN_MS = 60_000;

/** The most photos of the car a booking holds (POST /user/images/upload-booking): a handful, not an album. */
export const BOOKING_IMAGE_LIMIT = 10;

/** The invoice code is the last 6 characters of the booking id, in uppercase (spec §9). */
export function invoiceCode(bookingId: string): string {
  return bookingId.slice(-6).toUpperCase();
}

/** The In Progress table's cost: price + ppfCost + decalsCost + windowTintingCost, missing ones as 0 (spec §9). */
export function bookingCost(b: { price: number | null; ppfCost: number | null; decalsCost: number | null; windowTintingCost: number | null }): number {
  return (b.price ?? 0) + (b.ppfCost ?? 0) + (b.decalsCost ?? 0) + (b.windowTintingCost ?? 0);
}

/** "9:05" and "09:05" pass (hour 0–23, minute 0–59); anything else is sent empty (spec §5). */
export const CHECK_IN_TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;
export function normaliseCheckInTime(value: string): string {
  const trimmed = value.trim();
  return CHECK_IN_TIME.test(trimmed) ? trimmed : '';
}

export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as YYYY-MM-DD (2025-02-30 is refused). */
export function isCalendarDay(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const dayField = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .refine((v) => v === '' || isCalendarDay(v), `${label} must be a date like 2026-05-31`)
    .transform((v) => (v === '' ? null : v));

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`)
    .nullable();

const percent = (label: string) =>
  z.number({ error: `${label} must be a number` }).min(0, `${label} must be 0 to 100`).max(100, `${label} must be 0 to 100`).nullable();

const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.union([z.enum(options, { error: `${label} must be one of ${options.join(', ')}` }), z.literal('').transform(() => null)]).nullable();

/**
 * Every field of the booking form and the work order (spec §3). The form has no required fields (spec §5);
 * the server asks only for what an action needs: a booking date for Book Now, an email for Send Quote.
 * Money and percentages are numbers (the form converts them), "" clears a text or choice.
 */
export const bookingFields = {
  firstName: optionalText('First name', 80),
  lastName: optionalText('Last name', 80),
  email: z.union([z.literal('').transform(() => null), emailField]).nullable(),
  phone: phoneField,
  bookingDate: dayField('Booking date'),
  checkInTime: z
    .string({ error: 'Check-in time must be text' })
    .trim()
    .refine((v) => v === '' || CHECK_IN_TIME.test(v), 'Check-in time must look like 9:30 or 14:05'),
  completionDate: dayField('Completion date'),
  year: z
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole year')
    .min(VEHICLE_YEAR_MIN, `Year must be from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}`)
    .max(VEHICLE_YEAR_MAX, `Year must be from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}`)
    .nullable(),
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
  ...z.object(bookingFields).partial().shape,
  isQuoted: z.boolean({ error: 'isQuoted must be true or false' }).default(false),
  leadId: idField.optional(),
});
export type CreateBookingInput = z.input<typeof createBookingInput>;

/** PUT /user/booking/:id (the work order's Save): any fields; the status is kept. */
export const updateBookingInput = z.strictObject(z.object(bookingFields).partial().shape);
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

const dayParam = (name: string) => z.string({ error: `${name} must be a date like 2026-05-31` }).refine(isCalendarDay, `${name} must be a date like 2026-05-31`);

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;

/** from and to (inclusive, YYYY-MM-DD) come together, in order, at most BOOKING_RANGE_MAX_DAYS apart. */
function checkRange(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
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
const statusFilter = z
  .string({ error: statusError })
  .transform((v) => v.split(','))
  .pipe(z.array(z.enum(BOOKING_STATUSES, { error: statusError })).min(1, statusError));

/** The filters of GET /user/booking/all and its CSV export; bookingDate is the shop's own local day. */
const bookingFilters = {
  status: statusFilter.optional(),
  bookingDate: dayParam('bookingDate').optional(),
  isToday: z.enum(['true', 'false']).optional(),
  isTomorrow: z.enum(['true', 'false']).optional(),
  q: z.string().trim().max(100, 'Search is too long').optional(),
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
};

/** GET /user/booking/all: every filter optional, one page of the bookings they match. */
export const bookingListQuery = z.strictObject({ ...bookingFilters, ...pageFields() }).superRefine(checkRange);

/** GET /user/booking/export.csv: the list's filters without its page, since the file holds every matching row. */
export const bookingExportQuery = z.strictObject(bookingFilters).superRefine(checkRange);

/** GET /user/booking/days: how many bookings each day of a range holds, for a calendar; the range is required. */
export const bookingDaysQuery = z
  .strictObject({ from: dayParam('from'), to: dayParam('to'), status: statusFilter.optional() })
  .superRefine(checkRange);

/** POST /public/update-booking-status: the customer's answer, carried by the emailed link's token. */
export const quoteAnswerInput = z.strictObject({
  token: z.string().trim().regex(/^[0-9a-f]{64}$/, BOOKING_MESSAGES.linkInvalid),
  status: z.enum(QUOTE_ANSWERS, { error: 'status must be accepted or cancelled' }),
});
