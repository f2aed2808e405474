// /api/v1/user/price-book (the shop's price book, issue 25 item 1) and the widget's instant price range
// /api/v1/widget/:key/price-range (item 6); decision 085. In zod/mini: Settings → Prices validates with the same
// schema before it saves.
import { FINISHES } from '@wrapsmith/catalog';
import * as z from 'zod/mini';
import { isCurrencyCode, RATE_SCALE } from '../money.ts';
import {
  AREA_UNITS,
  BOOK_ID_PATTERN,
  LABOUR_SERVICES,
  MAX_BOOK_PRICE,
  MAX_EXTRAS,
  MAX_FILM_PRICE,
  MAX_FILM_PRICES,
  MAX_RANGE_SPREAD,
  MAX_TAX_RATES,
  MAX_WASTE_RATE,
  PRICE_ZONES,
  SIZE_CLASSES,
  type PriceBook,
} from '../price-book.ts';
import { data, isoTime, nullable, route } from './route.ts';

const amountField = (what: string, max: number) =>
  z.number({ error: `${what} must be an amount in minor units` }).check(
    z.int(`${what} must be a whole number of minor units (cents)`),
    z.minimum(0, `${what} cannot be negative`),
    z.maximum(max, `${what} is too large: at most ${max.toLocaleString('en-US')} minor units`),
  );
const rateField = (what: string, max: number) =>
  z.number({ error: `${what} must be a rate in thousandths of a percent` }).check(
    z.int(`${what} can have at most 3 decimals (it is given in thousandths of a percent: 8.875 % is 8875)`),
    z.minimum(0, `${what} cannot be negative`),
    z.maximum(max, `${what} can be at most ${max / 1000} %`),
  );
const bookId = (what: string) => z.string({ error: `${what} is required` }).check(z.trim(), z.regex(BOOK_ID_PATTERN, `${what} must be 1 to 40 lower-case letters, digits, - or _`));
const nameField = (what: string, max: number) =>
  z.string({ error: `${what} is required` }).check(z.trim(), z.minLength(1, `${what} is required`), z.maxLength(max, `${what} is too long`));

const sizePrices = (service: string) => z.strictObject(Object.fromEntries(SIZE_CLASSES.map((size) => [size, amountField(`The ${service} price`, MAX_BOOK_PRICE)])) as Record<(typeof SIZE_CLASSES)[number], ReturnType<typeof amountField>>);

/** The whole price book, as GET answers it and PUT takes it (PUT replaces it whole). Amounts in the currency's minor units. */
export const priceBookInput = z.strictObject({
  currency: z.string().check(z.refine((code) => isCurrencyCode(code), 'The currency must be an ISO 4217 code such as USD, EUR or JPY')),
  pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false' }),
  taxRates: z.array(z.strictObject({ id: bookId('A tax rate’s id'), name: nameField('A tax rate’s name', 60), rate: rateField('A tax rate', RATE_SCALE) })).check(
    z.maxLength(MAX_TAX_RATES, `At most ${MAX_TAX_RATES} tax rates`),
  ),
  defaultTaxRateId: nullable(z.string()),
  labour: z.strictObject(Object.fromEntries(LABOUR_SERVICES.map((service) => [service, sizePrices(service)])) as Record<(typeof LABOUR_SERVICES)[number], ReturnType<typeof sizePrices>>),
  film: z.strictObject({
    unit: z.enum(AREA_UNITS as ['sqft', 'm2']),
    byFinish: z.strictObject(Object.fromEntries(FINISHES.map((finish) => [finish, amountField(`The ${finish} film price`, MAX_FILM_PRICE)])) as Record<(typeof FINISHES)[number], ReturnType<typeof amountField>>),
    byBrand: z
      .array(z.strictObject({ brandId: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)), finish: nullable(z.enum(FINISHES)), price: amountField('A brand’s film price', MAX_FILM_PRICE) }))
      .check(z.maxLength(MAX_FILM_PRICES, `At most ${MAX_FILM_PRICES} brand prices`)),
    byFilm: z
      .array(z.strictObject({ filmId: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)), price: amountField('A film’s price', MAX_FILM_PRICE) }))
      .check(z.maxLength(MAX_FILM_PRICES, `At most ${MAX_FILM_PRICES} film prices`)),
  }),
  extras: z.array(z.strictObject({ id: bookId('An extra’s id'), name: nameField('An extra’s name', 80), price: amountField('An extra’s price', MAX_BOOK_PRICE) })).check(
    z.maxLength(MAX_EXTRAS, `At most ${MAX_EXTRAS} extras`),
  ),
  wasteRate: rateField('The waste allowance', MAX_WASTE_RATE),
  widgetRange: z.strictObject({ enabled: z.boolean(), spreadRate: rateField('The range', MAX_RANGE_SPREAD) }),
});
export type PriceBookInput = z.infer<typeof priceBookInput>;

/** GET /user/price-book: the book, and whether the shop saved it (false: the starting points, decision 085). */
export const priceBookDto = z.object({
  book: priceBookInput,
  saved: z.boolean(),
  updatedAt: nullable(isoTime),
});
export type PriceBookDto = z.infer<typeof priceBookDto>;

/** GET /widget/:key/price-range: the vehicle and film just rendered, and the extras picked. */
export const priceRangeQuery = z.object({
  year: z.coerce.number().check(z.int(), z.minimum(1900), z.maximum(2100)),
  make: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  model: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  bodyStyle: z.optional(z.string().check(z.trim(), z.maxLength(30))),
  filmId: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  /** Comma-separated zones beside the full wrap: roof,mirrors,… */
  zones: z.optional(z.string().check(z.maxLength(200), z.regex(new RegExp(`^((${PRICE_ZONES.join('|')})(,|$))*$`), 'zones must be a comma-separated list of zones'))),
});
export type PriceRangeQuery = z.infer<typeof priceRangeQuery>;

/** The range, in the shop's currency's minor units; null when the shop shows none (switched off, or no saved book). */
export const priceRangeDto = nullable(
  z.object({
    currency: z.string(),
    low: z.number(),
    high: z.number(),
    /** The currency's minor-unit digits (ISO 4217: USD 2, JPY 0), so a page writes low and high exactly. */
    exponent: z.number(),
  }),
);
export type PriceRangeDto = z.infer<typeof priceRangeDto>;

// The book's TypeScript type and the contract's must stay one.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<PriceBookInput, PriceBook> = true;
void sameShape;

export const priceBookRoutes = {
  getPriceBook: route({
    method: 'get',
    path: '/api/v1/user/price-book',
    summary: 'The shop’s price book (its starting points until it saves one)',
    tags: ['Prices'],
    auth: 'bearer',
    responses: { 200: data(priceBookDto) },
  }),
  putPriceBook: route({
    method: 'put',
    path: '/api/v1/user/price-book',
    summary: 'Replace the shop’s price book, and set the shop’s currency',
    description:
      'The whole book: labour per service and vehicle size class, film prices per area, extras, waste allowance, tax rates and the widget’s price range. Amounts are integers in the currency’s minor unit, rates thousandths of a percent. A book with an unknown film or brand, a negative or absurd price, or a rate with more than 3 decimals is refused with 400 and nothing is written.',
    tags: ['Prices'],
    auth: 'bearer',
    request: { body: priceBookInput },
    responses: { 200: data(priceBookDto) },
  }),
};

export const widgetPriceRoutes = {
  getPriceRange: route({
    method: 'get',
    path: '/api/v1/widget/:key/price-range',
    summary: 'An instant price range for a vehicle and film, from the shop’s price book',
    description: 'Null when the shop shows no prices in its widget (switched off in Settings → Prices, or no price book saved). Spends no credit.',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: z.object({ key: z.string() }), query: priceRangeQuery },
    responses: { 200: data(priceRangeDto) },
  }),
};
