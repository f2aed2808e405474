// "Book with a deposit" (issue 25 item 6, second half; decision 088): the shop's choice on the widget settings page,
// the visitor's request through the widget key, and the shop's view and "Send this quote" of a drafted quote.
import * as z from 'zod/mini';
import { WIDGET_BOOKING_MODES, WIDGET_BOOKING_REQUEST_STATUSES } from '../widget-booking.ts';
import { widgetBookingRequestInput, widgetBookingSettingsInput } from '../widget-booking-inputs.ts';
import { data, nullable, route } from './route.ts';

export const widgetBookingSettingsDto = z.object({
  mode: z.enum(WIDGET_BOOKING_MODES),
  /** Whether "deposit now" can work now: deposits on and a connected account (Settings → Payments). */
  depositAvailable: z.boolean(),
});
export type WidgetBookingSettingsDto = z.infer<typeof widgetBookingSettingsDto>;

/** What the widget shows after a render: the choices the visitor has. */
export const widgetBookingOfferDto = z.object({
  mode: z.enum(WIDGET_BOOKING_MODES),
  /** deposit_now: the first day the visitor may pick (tomorrow, the shop's day) and the last. */
  firstDay: z.string(),
  lastDay: z.string(),
});
export type WidgetBookingOfferDto = z.infer<typeof widgetBookingOfferDto>;

export const widgetBookingAnswerDto = z.object({
  leadId: z.string(),
  /** deposit_now: the payment page (Stripe Checkout on the shop's account, or the offline test page); else null. */
  payUrl: z.optional(nullable(z.string())),
  /** deposit_now: the deposit in minor units of `currency`. */
  depositMinor: z.optional(nullable(z.number())),
  currency: z.optional(z.string()),
});
export type WidgetBookingAnswerDto = z.infer<typeof widgetBookingAnswerDto>;

/** A lead's drafted quote, as the shop reviews it before sending. */
export const draftedQuoteDto = z.object({
  status: z.enum(WIDGET_BOOKING_REQUEST_STATUSES),
  film: z.string(),
  zones: z.array(z.string()),
  /** The price book's total for the vehicle, film and zones now (minor units), or null without a price. */
  totalMinor: nullable(z.number()),
  currency: z.string(),
  requestedDay: nullable(z.string()),
  bookingId: nullable(z.string()),
});
export type DraftedQuoteDto = z.infer<typeof draftedQuoteDto>;

const keyParam = z.object({ key: z.string() });
const idParam = z.object({ id: z.string() });

export const widgetBookingRoutes = {
  getWidgetBookingSettings: route({
    method: 'get',
    path: '/api/v1/user/widget/booking',
    summary: 'What the widget’s “Book with a deposit” does: quote first, or a deposit now',
    tags: ['Widget settings'],
    auth: 'bearer',
    responses: { 200: data(widgetBookingSettingsDto) },
  }),
  putWidgetBookingSettings: route({
    method: 'put',
    path: '/api/v1/user/widget/booking',
    summary: 'Choose quote first or deposit now (deposit now needs deposits on and a connected account)',
    tags: ['Widget settings'],
    auth: 'bearer',
    request: { body: widgetBookingSettingsInput },
    responses: { 200: data(widgetBookingSettingsDto) },
  }),
  getWidgetBookingOffer: route({
    method: 'get',
    path: '/api/v1/widget/:key/booking',
    summary: 'What “Book with a deposit” offers the visitor now',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam },
    responses: { 200: data(widgetBookingOfferDto) },
  }),
  createWidgetBookingRequest: route({
    method: 'post',
    path: '/api/v1/widget/:key/booking-requests',
    summary: 'The visitor books the rendered vehicle and film: a lead and a drafted quote, or a requested day and its deposit',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam, body: widgetBookingRequestInput },
    responses: { 200: data(widgetBookingAnswerDto), 201: data(widgetBookingAnswerDto) },
  }),
  getDraftedQuote: route({
    method: 'get',
    path: '/api/v1/user/leads/:id/drafted-quote',
    summary: 'The quote drafted from the price book for a widget booking request',
    tags: ['Leads'],
    auth: 'bearer',
    request: { params: idParam },
    responses: { 200: data(draftedQuoteDto) },
  }),
  sendDraftedQuote: route({
    method: 'post',
    path: '/api/v1/user/leads/:id/drafted-quote/send',
    summary: 'Send the drafted quote: a quote from the price book emailed to the visitor',
    tags: ['Leads'],
    auth: 'bearer',
    request: { params: idParam },
    responses: { 200: data(draftedQuoteDto) },
  }),
};
