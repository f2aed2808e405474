// Typed calls of docs/api.md "Bookings": bookings, quotes and work orders (spec §7 "Bookings"), their photos, and
// the customer's public quote page. Answers are read through their route schemas (answers/bookings.ts, loaded with
// the first call).
import type { QuoteOptionsInput } from '@wrapsmith/core/contract';
import type { BookingStatus, CreateBookingInput, QuoteAnswer, UpdateBookingInput } from '@wrapsmith/core';
import type { KyInstance } from 'ky';
import { SERVER_WORK_TIMEOUT_MS } from './client.ts';
import { lazyAnswer } from './lazy-answer.ts';
import { withPage, type PageRequest } from './page-params.ts';

export interface BookingQuery extends PageRequest {
  /** One status, or several (sent as "pending,accepted"). */
  status?: BookingStatus | readonly BookingStatus[] | undefined;
  /** YYYY-MM-DD in the shop's local time. */
  bookingDate?: string | undefined;
  /** A range of booking days, both included (YYYY-MM-DD, at most BOOKING_RANGE_MAX_DAYS): a week's bookings. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** A calendar's range, both days included (at most BOOKING_RANGE_MAX_DAYS). */
export interface BookingDaysQuery {
  from: string;
  to: string;
  status?: readonly BookingStatus[] | undefined;
}

const statusParam = (status: BookingStatus | readonly BookingStatus[]): string => (typeof status === 'string' ? status : status.join(','));

const schemas = () => import('./answers/bookings.ts');
const publicSchemas = () => import('./answers/public-booking.ts');

export function bookingEndpoints(http: KyInstance) {
  return {
    /** GET /user/tool/material-estimate with its query already written (year, make, model, zones, rollWidthMm, wastePercent, bodyStyle). */
    materialEstimate: (query: string) => lazyAnswer(http.get('user/tool/material-estimate', { searchParams: query }), schemas, 'materialEstimate'),
    /** One page of bookings: `data` is the list, with page, pageSize and total beside it. */
    list: (query: BookingQuery = {}) => {
      const searchParams = new URLSearchParams();
      if (query.status && query.status.length > 0) searchParams.set('status', statusParam(query.status));
      if (query.bookingDate) searchParams.set('bookingDate', query.bookingDate);
      if (query.from) searchParams.set('from', query.from);
      if (query.to) searchParams.set('to', query.to);
      if (query.q?.trim()) searchParams.set('q', query.q.trim());
      return lazyAnswer(http.get('user/booking/all', { searchParams: withPage(searchParams, query) }), schemas, 'list');
    },
    /** How many bookings each day of the range holds: the calendar's marks. */
    days: ({ from, to, status }: BookingDaysQuery) => {
      const searchParams = new URLSearchParams({ from, to });
      if (status && status.length > 0) searchParams.set('status', statusParam(status));
      return lazyAnswer(http.get('user/booking/days', { searchParams }), schemas, 'days');
    },
    get: (id: string) => lazyAnswer(http.get(`user/booking/${encodeURIComponent(id)}`), schemas, 'get'),
    /** `notified`: for Send Quote, how the customer was really told (the Quote Sent modal names only that). */
    create: (body: CreateBookingInput) => lazyAnswer(http.post('user/booking', { json: body }), schemas, 'create'),
    update: (id: string, body: UpdateBookingInput) => lazyAnswer(http.put(`user/booking/${encodeURIComponent(id)}`, { json: body }), schemas, 'update'),
    setStatus: (id: string, status: BookingStatus) =>
      lazyAnswer(http.patch(`user/booking/${encodeURIComponent(id)}`, { json: { status } }), schemas, 'setStatus'),
    /** Emails a waiting quote again with a new link (the old one stops working). */
    resendQuote: (id: string) => lazyAnswer(http.post(`user/booking/${encodeURIComponent(id)}/resend-quote`), schemas, 'resendQuote'),
    /** One photo of the car per request (spec: "the booking sends a single image"). */
    uploadImage: (bookingId: string, photo: Blob) => {
      const form = new FormData();
      form.append('bookingId', bookingId);
      form.append('images', photo);
      return lazyAnswer(http.post('user/images/upload-booking', { body: form, timeout: SERVER_WORK_TIMEOUT_MS }), schemas, 'uploadImage');
    },
    deleteImage: (imageId: string) => lazyAnswer(http.delete(`user/images/booking/${encodeURIComponent(imageId)}`), schemas, 'deleteImage'),
    /** The public page: no session needed, the token is the capability. */
    publicGet: (token: string) => lazyAnswer(http.get(`public/get-booking/${encodeURIComponent(token)}`), publicSchemas, 'publicGet'),
    /** Accept (with the chosen option and the typed name, issue 25 item 3) or reject. */
    publicAnswer: (token: string, status: QuoteAnswer, signature: { optionId?: string; name?: string } = {}) =>
      lazyAnswer(http.post('public/update-booking-status', { json: { token, status, ...signature } }), publicSchemas, 'publicAnswer'),
    /** A booking's quote: its options, their lines and totals, and the customer's acceptance (issue 25 item 3). */
    quote: (id: string) => lazyAnswer(http.get(`user/booking/${encodeURIComponent(id)}/quote`), schemas, 'quote'),
    saveQuote: (id: string, body: QuoteOptionsInput) => lazyAnswer(http.put(`user/booking/${encodeURIComponent(id)}/quote`, { json: body }), schemas, 'saveQuote'),
    /** Lines for a new option of this film and these zones. */
    draftQuoteLines: (id: string, film: string, zones: readonly string[]) =>
      lazyAnswer(http.get(`user/booking/${encodeURIComponent(id)}/quote/draft`, { searchParams: { film, zones: zones.join(',') } }), schemas, 'draftQuoteLines'),
  };
}
