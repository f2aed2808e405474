// /api/v1/user/booking/:id/quote (the staff's quote editor: options and their lines, its PDF, lines drafted for an
// option) and the customer's side of it on /api/v1/public (each option's picture, the quote's PDF). Issue 25 item 3,
// decision 086. Amounts are integer minor units of the quote's currency; rates thousandths of a percent.
import * as z from 'zod/mini';
import { MAX_MINOR_AMOUNT, RATE_SCALE } from '../money.ts';
import { MAX_QUANTITY_MILLI } from '../pricing.ts';
import {
  MAX_QUOTE_LINES,
  MAX_QUOTE_OPTIONS,
  QUOTE_FILM_MAX,
  QUOTE_LABEL_MAX,
  QUOTE_LINE_KINDS,
  QUOTE_LINE_TEXT_MAX,
  QUOTE_NOTES_MAX,
  QUOTE_ZONES_MAX,
} from '../quotes.ts';
import { data, isoTime, nullable, route } from './route.ts';
import { idParam64 } from './shared.ts';

const minor = z.int().check(z.gte(-MAX_MINOR_AMOUNT), z.lte(MAX_MINOR_AMOUNT));
const rate = z.int().check(z.gte(0), z.lte(RATE_SCALE));

export const quoteDiscountDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), amount: z.int().check(z.gte(0), z.lte(MAX_MINOR_AMOUNT)) }),
  z.object({ kind: z.literal('rate'), rate }),
]);
export type QuoteDiscountDto = z.infer<typeof quoteDiscountDto>;

/** One line as written: a quantity (thousandths) of a unit price (minor units) at a tax rate. */
export const quoteLineInput = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  description: z.string().check(z.trim(), z.minLength(1, 'Each line needs a description.'), z.maxLength(QUOTE_LINE_TEXT_MAX)),
  quantityMilli: z.int().check(z.gte(1, 'A quantity must be above zero.'), z.lte(MAX_QUANTITY_MILLI)),
  unitAmount: minor,
  taxRate: rate,
});
export type QuoteLineInput = z.infer<typeof quoteLineInput>;

const zone = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'A zone is a word like roof or chromeDelete'));

export const quoteOptionInput = z.object({
  label: z.string().check(z.trim(), z.minLength(1, 'Each option needs a name, like Good, Better or Best.'), z.maxLength(QUOTE_LABEL_MAX)),
  /** The film as the customer reads it ("3M 2080 Gloss Black"), or ''. */
  film: z.optional(z.string().check(z.trim(), z.maxLength(QUOTE_FILM_MAX))),
  zones: z.optional(z.array(zone).check(z.maxLength(QUOTE_ZONES_MAX))),
  /** One of the shop's renders: the option's picture. */
  renderId: z.optional(nullable(idParam64.shape.id)),
  discount: z.optional(nullable(quoteDiscountDto)),
  notes: z.optional(z.string().check(z.maxLength(QUOTE_NOTES_MAX))),
  lines: z.array(quoteLineInput).check(z.maxLength(MAX_QUOTE_LINES)),
});
export type QuoteOptionInput = z.infer<typeof quoteOptionInput>;

/** PUT /user/booking/:id/quote: the quote's options, in order, replacing what it had. */
export const quoteOptionsInput = z.object({
  options: z.array(quoteOptionInput).check(z.minLength(1, 'A quote has at least one option.'), z.maxLength(MAX_QUOTE_OPTIONS, `A quote has at most ${MAX_QUOTE_OPTIONS} options.`)),
});
export type QuoteOptionsInput = z.infer<typeof quoteOptionsInput>;

export const quoteLineDto = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  description: z.string(),
  quantityMilli: z.number(),
  unitAmount: z.number(),
  taxRate: z.number(),
  /** quantity × unit price, rounded once. */
  lineAmount: z.number(),
});
export type QuoteLineDto = z.infer<typeof quoteLineDto>;

/** priceDocument's answer for one option. */
export const quoteTotalsDto = z.object({
  subtotal: z.number(),
  discount: z.number(),
  net: z.number(),
  taxes: z.array(z.object({ rate: z.number(), taxable: z.number(), tax: z.number() })),
  tax: z.number(),
  total: z.number(),
});
export type QuoteTotalsDto = z.infer<typeof quoteTotalsDto>;

export const quoteOptionDto = z.object({
  id: z.string(),
  label: z.string(),
  film: z.string(),
  zones: z.array(z.string()),
  renderId: nullable(z.string()),
  /** The option's picture: for staff the render's address (needs a login); on the public page one through the link. */
  imageUrl: nullable(z.string()),
  discount: nullable(quoteDiscountDto),
  notes: z.string(),
  lines: z.array(quoteLineDto),
  totals: quoteTotalsDto,
});
export type QuoteOptionDto = z.infer<typeof quoteOptionDto>;

/** The customer's acceptance: the option, the typed name, when and from which address (decision 086). */
export const quoteAcceptanceDto = z.object({
  optionId: z.string(),
  optionLabel: z.string(),
  name: z.string(),
  at: isoTime,
  address: z.string(),
});

/** GET /user/booking/:id/quote. */
export const quoteDto = z.object({
  bookingId: z.string(),
  /** ISO 4217, frozen on the quote when its options were first saved. */
  currency: z.string(),
  pricesIncludeTax: z.boolean(),
  /** The shop's default tax rate for a new line (thousandths of a percent). */
  defaultTaxRate: z.number(),
  /** False while the quote is the booking's price fields mapped onto one option (nothing stored yet). */
  edited: z.boolean(),
  options: z.array(quoteOptionDto),
  accepted: nullable(quoteAcceptanceDto),
  /** The PDF of the quote (needs a login). */
  pdfUrl: z.string(),
});
export type QuoteDto = z.infer<typeof quoteDto>;

/** GET /user/booking/:id/quote/draft: lines for an option of this film and these zones. */
export const quoteDraftQuery = z.object({
  film: z.optional(z.string().check(z.maxLength(QUOTE_FILM_MAX))),
  /** Comma-separated zones. */
  zones: z.optional(z.string().check(z.maxLength(400))),
});

/** The customer's view of the options (no render ids): on GET /public/get-booking/:token as `quote`. */
export const publicQuoteOptionDto = z.omit(quoteOptionDto, { renderId: true });
export const publicQuoteDto = z.object({
  currency: z.string(),
  pricesIncludeTax: z.boolean(),
  options: z.array(publicQuoteOptionDto),
  /** The option the customer accepted, once they have. */
  acceptedOptionId: nullable(z.string()),
  /** The PDF through the link. */
  pdfUrl: z.string(),
});
export type PublicQuoteDto = z.infer<typeof publicQuoteDto>;

const pdf = { contentType: 'application/pdf', description: 'The quote as a PDF' } as const;

export const quoteRoutes = {
  getQuote: route({
    method: 'get',
    path: '/api/v1/user/booking/:id/quote',
    summary: 'A booking’s quote: its options, their lines and totals, and the customer’s acceptance',
    tags: ['Quotes'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: data(quoteDto) },
  }),
  replaceQuote: route({
    method: 'put',
    path: '/api/v1/user/booking/:id/quote',
    summary: 'Replace a quote’s options and lines (one to three options)',
    tags: ['Quotes'],
    auth: 'bearer',
    request: { params: idParam64, body: quoteOptionsInput },
    responses: { 200: data(quoteDto) },
  }),
  draftQuoteLines: route({
    method: 'get',
    path: '/api/v1/user/booking/:id/quote/draft',
    summary: 'Lines drafted for an option of a film and zones (from the booking’s price fields until the price book)',
    tags: ['Quotes'],
    auth: 'bearer',
    request: { params: idParam64, query: quoteDraftQuery },
    responses: { 200: data(z.array(quoteLineDto)) },
  }),
  quotePdf: route({
    method: 'get',
    path: '/api/v1/user/booking/:id/quote.pdf',
    summary: 'The quote as a PDF',
    tags: ['Quotes'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: pdf },
  }),
  publicQuotePdf: route({
    method: 'get',
    path: '/api/v1/public/quote-pdf/:token',
    summary: 'The quote as a PDF, through the customer’s link',
    tags: ['Public'],
    auth: 'none',
    request: { params: z.object({ token: z.string() }) },
    responses: { 200: pdf },
  }),
  publicQuoteImage: route({
    method: 'get',
    path: '/api/v1/public/quote-image/:token/:option',
    summary: 'The picture of one option of a quote, through the customer’s link',
    tags: ['Public'],
    auth: 'none',
    request: { params: z.object({ token: z.string(), option: z.string() }) },
    responses: { 200: { contentType: 'image/png', description: 'The render' } },
  }),
} as const;

export const quotePdfPath = (bookingId: string): string => `/api/v1/user/booking/${bookingId}/quote.pdf`;
export const publicQuotePdfPath = (token: string): string => `/api/v1/public/quote-pdf/${token}`;
export const publicQuoteImagePath = (token: string, optionId: string): string => `/api/v1/public/quote-image/${token}/${optionId}`;
