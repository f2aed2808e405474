// Booking rules and fixed strings that need no zod (statuses, transitions, option lists, quote expiry, messages,
// invoice code, cost, check-in time, calendar day): the dashboard's pages read them without loading the contracts
// in bookings.ts (decision 046). Spec §3, §4, §5, §9.
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
/** The token of a quote's emailed link (/confirm-booking/:token): 32 random bytes in hex. */
export const QUOTE_TOKEN = /^[0-9a-f]{64}$/;

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

/** How a customer was told of a quote: the address and number actually used, null for a way not used. */
export interface QuoteNotified {
  email: string | null;
  /** The number the quote's text message went to (issue 26); null when no text went (switched off, no phone, refused). */
  phone: string | null;
}

/** The spec's "notified by phone and email", naming only the ways the customer was really told. */
function quoteSentBody(sent: QuoteNotified): string {
  const ways = sent.phone && sent.email ? `by text message (${sent.phone}) and email (${sent.email})` : sent.phone ? `by text message (${sent.phone})` : sent.email ? `by email (${sent.email})` : null;
  if (!ways) return 'The quote is saved, but it was not sent: add the customer’s email and send it again from Leads.';
  return `Your customer has been notified ${ways} and can accept or reject the quote from the link we sent. Quotes are viewable under Leads.`;
}

export const BOOKING_MESSAGES = {
  submitFailed: 'Booking submission failed.',
  generic: 'Something went wrong. Please try again.',
  quoteSentTitle: 'Quote Sent',
  quoteSentBody,
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
