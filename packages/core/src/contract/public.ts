// /api/v1/public: anyone may call these (country lists, the contact form) and the customer's quote page (the token
// in the emailed link is the only key).
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import * as z from 'zod/mini';
import { citiesInput, contactInput, statesQuery } from '../auth.ts';
import { BOOKING_STATUSES } from '../booking-rules.ts';
import { quoteAnswerInput } from '../bookings.ts';
import { renderLinkQuery } from '../route-inputs.ts';
import { data, isoTime, messageOnly, nullable, route } from './route.ts';
import { publicDepositDto } from './payments.ts';
import { publicQuoteDto } from './quotes.ts';

export const countryDto = z.object({ country: z.string(), iso2: z.string() });
export type CountryDto = z.infer<typeof countryDto>;

/** A state, province or region; `code` is its ISO 3166-2 subdivision code (without the country). */
export const stateDto = z.object({ name: z.string(), code: z.string() });
export type StateDto = z.infer<typeof stateDto>;

/** The third-party list service's shape the spec used: `{ error: false, data }`. */
const listAnswer = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(item: T) => z.object({ error: z.literal(false), data: z.array(item) });

/** What /confirm-booking shows the customer: no internal costs, notes or tags. */
export const publicBookingDto = z.object({
  /**
   * The shop as its widget settings brand it (the page is the shop's): the display name, else the shop's name;
   * logo and colours (#rrggbb) when set; contact details from the widget, else the owner's email and phone;
   * poweredBy false only for a Pro shop that hid the Wrapsmith credit.
   */
  shop: z.object({
    name: z.string(),
    email: nullable(z.string()),
    phone: nullable(z.string()),
    website: nullable(z.string()),
    logoUrl: nullable(z.string()),
    primaryColor: nullable(z.string()),
    accentColor: nullable(z.string()),
    poweredBy: z.boolean(),
  }),
  status: z.enum(BOOKING_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  bookingDate: nullable(z.string()),
  checkInTime: z.string(),
  completionDate: nullable(z.string()),
  vehicle: z.string(),
  brand: z.string(),
  wrapColor: z.string(),
  /**
   * customerQuote, else customerTotal, else the cost sum; null when none is set. For a quote whose options were
   * edited: the accepted option's total, else the only option's, else null (major units, as the spec's fields).
   */
  total: nullable(z.number()),
  /** A public image URL of the render, when the booking came from a lead. */
  imageUrl: nullable(z.string()),
  invoiceCode: z.string(),
  /** Until when the quote can be answered (ISO), or null for a quote sent before quotes expired. */
  expiresAt: nullable(isoTime),
  /** The quote is still waiting (quote_sent) but its time ran out: it can no longer be accepted or rejected. */
  expired: z.boolean(),
  /** The deposit this quote asks for on acceptance, or asked (issue 25 item 4); absent when it asks for none. */
  deposit: z.optional(publicDepositDto),
  /** The customer's language (decision 100): the quote page speaks it. */
  locale: z.optional(z.enum(SUPPORTED_LOCALES)),
  /** Its options, each with its lines, totals and picture (issue 25 item 3); none when the booking has no price. */
  quote: publicQuoteDto,
});
export type PublicBookingDto = z.infer<typeof publicBookingDto>;

const tokenParam = z.object({ token: z.string() });
const fileParam = z.object({ file: z.string() });

/** What each route of `publicRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const publicListCountriesAnswer = listAnswer(countryDto);
const publicListStatesAnswer = listAnswer(stateDto);
const publicListCitiesAnswer = listAnswer(z.string());
const publicContactAnswer = messageOnly;
const publicGetPublicBookingAnswer = data(publicBookingDto);
const publicAnswerQuoteAnswer = data(publicBookingDto);

export const publicAnswers = {
  listCountries: publicListCountriesAnswer,
  listStates: publicListStatesAnswer,
  listCities: publicListCitiesAnswer,
  contact: publicContactAnswer,
  getPublicBooking: publicGetPublicBookingAnswer,
  answerQuote: publicAnswerQuoteAnswer,
} as const;

export const publicRoutes = {
  listCountries: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/public/countries',
    summary: 'Every country, by name',
    tags: ['Public'],
    auth: 'none',
    responses: { 200: publicListCountriesAnswer },
  }),
  listStates: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/public/countries/states',
    summary: 'The states, provinces or regions of a country (name or ISO code)',
    tags: ['Public'],
    auth: 'none',
    request: { query: statesQuery },
    responses: { 200: publicListStatesAnswer },
  }),
  listCities: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/public/countries/cities',
    summary: 'The cities of a country, or of one of its states',
    tags: ['Public'],
    auth: 'none',
    request: { body: citiesInput },
    responses: { 200: publicListCitiesAnswer },
  }),
  contact: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/public/contact',
    summary: 'The contact form: a message to Wrapsmith’s support',
    tags: ['Public'],
    auth: 'none',
    request: { body: contactInput },
    responses: { 200: publicContactAnswer },
  }),
  getPublicBooking: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/public/get-booking/:token',
    summary: 'The customer’s view of a quote or booking (the token of the emailed link)',
    tags: ['Public'],
    auth: 'none',
    request: { params: tokenParam },
    responses: { 200: publicGetPublicBookingAnswer },
  }),
  answerQuote: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/public/update-booking-status',
    summary: 'The customer accepts or rejects a quote',
    tags: ['Public'],
    auth: 'none',
    request: { body: quoteAnswerInput },
    responses: { 200: publicAnswerQuoteAnswer },
  }),
  publicBookingImage: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/public/booking-image/:file',
    summary: 'The render on a quote page (`<token>.png`)',
    tags: ['Public'],
    auth: 'none',
    request: { params: fileParam },
    responses: { 200: { contentType: 'image/png', description: 'The render' } },
  }),
  signedRenderImage: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/public/render-image/:file',
    summary: 'A render by a signed link (an email’s picture)',
    tags: ['Public'],
    auth: 'none',
    request: { params: fileParam, query: renderLinkQuery },
    responses: { 200: { contentType: 'image/png', description: 'The render' } },
  }),
} as const;
