// What the booking form holds (text, as the inputs give it) and how it turns into the API's body: the
// dependency resets of spec §4, numbers converted on send (empty → null), the check-in time normalised (§5),
// and the checks the server makes as well, so most mistakes show next to their field before a round trip.
import type { BookingDto, LeadDto } from '@wrapsmith/core/contract';
import { BOOKING_MESSAGES, BOOKING_PRICE_FIELDS, normaliseCheckInTime, updateBookingInput, type UpdateBookingInput } from '@wrapsmith/core';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

export const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'bookingDate', 'checkInTime', 'completionDate', 'make', 'model', 'brand', 'wrapColor', 'notes'] as const;
export const CHOICE_FIELDS = ['vip', 'repeatCustomer', 'dealership'] as const;
export const NUMBER_FIELDS = [
  'year',
  'price',
  'ppfCost',
  'decalsCost',
  'windowTintingCost',
  'frontPercentage',
  'rearPercentage',
  'additionalTotal',
  'customerTotal',
  'estimatedSQ',
  'estimatedRolls',
  'estimatedMaterialCost',
  'netMaterialRevenue',
  'customerQuote',
] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type ChoiceField = (typeof CHOICE_FIELDS)[number];
type NumberField = (typeof NUMBER_FIELDS)[number];
export type BookingField = TextField | ChoiceField | NumberField;

/** Every field as the form's inputs hold it: text, "" for empty. */
export type BookingFormValues = Record<BookingField, string>;

export const EMPTY_BOOKING_FORM: BookingFormValues = Object.fromEntries(
  [...TEXT_FIELDS, ...CHOICE_FIELDS, ...NUMBER_FIELDS].map((field) => [field, '']),
) as BookingFormValues;

/** Changing year resets make and model, changing make resets model, changing brand resets wrap colour (§4). */
export function withChange(values: BookingFormValues, field: BookingField, value: string): BookingFormValues {
  const next = { ...values, [field]: value };
  if (value === values[field]) return next;
  if (field === 'year') return { ...next, make: '', model: '' };
  if (field === 'make') return { ...next, model: '' };
  if (field === 'brand') return { ...next, wrapColor: '' };
  return next;
}

/** "" is null; anything else is a number (NaN included, which the contract then refuses with a message). */
function toNumber(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The body of POST and PUT /user/booking: every field, numbers converted, the check-in time normalised. Without
 * `prices` (a role that may not set them, decision 062) the money fields are left out, so the server keeps them.
 */
export function bookingBody(values: BookingFormValues, { prices = true }: { prices?: boolean } = {}): UpdateBookingInput {
  const body: Record<string, string | number | null> = {};
  for (const field of TEXT_FIELDS) body[field] = values[field].trim();
  for (const field of CHOICE_FIELDS) body[field] = values[field] === '' ? null : values[field];
  for (const field of NUMBER_FIELDS) {
    if (prices || !(BOOKING_PRICE_FIELDS as readonly string[]).includes(field)) body[field] = toNumber(values[field]);
  }
  body.checkInTime = normaliseCheckInTime(values.checkInTime);
  return body as UpdateBookingInput;
}

export type BookingAction = 'book' | 'quote' | 'save';

/**
 * The contract's field checks, then what the action needs (a date to Book Now, an email to Send Quote) and the
 * date rules; `today` is given for a new booking, whose dates may not be in the past. Empty when all is well.
 */
export function checkBooking(values: BookingFormValues, action: BookingAction, today?: string): FieldErrors {
  const parsed = updateBookingInput.safeParse(bookingBody(values));
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  const bookingDate = values.bookingDate.trim();
  const completionDate = values.completionDate.trim();
  if (action === 'book' && !bookingDate) errors.bookingDate ??= BOOKING_MESSAGES.dateNeeded;
  if (action === 'quote' && !values.email.trim()) errors.email ??= BOOKING_MESSAGES.emailNeededForQuote;
  if (today !== undefined) {
    if (bookingDate && bookingDate < today) errors.bookingDate ??= BOOKING_MESSAGES.dateInPast;
    if (completionDate && completionDate < today) errors.completionDate ??= BOOKING_MESSAGES.dateInPast;
  }
  if (bookingDate && completionDate && completionDate < bookingDate) errors.completionDate ??= BOOKING_MESSAGES.completionBeforeBooking;
  return errors;
}

/** The browser's own calendar day as YYYY-MM-DD (the shop books in its local time). */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A film as the booking stores it: its name with the product code in brackets (spec §3). */
export function filmName(film: { name: string; code: string }): string {
  return film.code && !film.name.includes(`(${film.code})`) ? `${film.name} (${film.code})` : film.name;
}

const text = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function formFromBooking(booking: BookingDto): BookingFormValues {
  const values = { ...EMPTY_BOOKING_FORM };
  for (const field of TEXT_FIELDS) values[field] = text(booking[field]);
  for (const field of CHOICE_FIELDS) values[field] = text(booking[field]);
  for (const field of NUMBER_FIELDS) values[field] = numberText(booking[field]);
  return values;
}

/**
 * A widget lead as a new booking: its name split at the first space, contact, vehicle, film and message, and
 * its preferred date unless that day has passed.
 */
export function formFromLead(lead: LeadDto, today: string): BookingFormValues {
  const name = lead.name.trim();
  const space = name.indexOf(' ');
  const preferred = lead.preferredDate?.slice(0, 10) ?? '';
  return {
    ...EMPTY_BOOKING_FORM,
    firstName: space === -1 ? name : name.slice(0, space),
    lastName: space === -1 ? '' : name.slice(space + 1).trim(),
    email: lead.email,
    phone: text(lead.phone),
    bookingDate: preferred >= today ? preferred : '',
    year: lead.vehicle ? String(lead.vehicle.year) : '',
    make: lead.vehicle?.make ?? '',
    model: lead.vehicle?.model ?? '',
    brand: lead.film.brand,
    wrapColor: lead.film.name ? filmName(lead.film) : '',
    notes: text(lead.message),
  };
}
