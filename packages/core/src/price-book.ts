// A shop's price book (issue 25 item 1, decision 085): what its work costs, per vehicle size class and service, what
// its films cost per square foot or metre, its extras, waste allowance, tax rates and currency. Pure data and rules,
// zod-free: the contract (contract/prices.ts) validates what the API takes; draft-lines.ts prices a job from it.
// Every amount is integer minor units of the book's currency (decision 082); every rate is thousandths of a percent.
import { FINISHES, type BodyStyle, type Finish } from '@wrapsmith/catalog';
import { currencyExponent, RATE_SCALE } from './money.ts';

/**
 * Vehicle size classes labour is priced by. Every body style maps to one (SIZE_CLASS_OF_BODY_STYLE); a car whose
 * generation's length is known moves up or down (sizeClassOf), so a Mini and a 7 Series are not the same job.
 */
export const SIZE_CLASSES = ['small', 'mid', 'large', 'pickup', 'van'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

export const SIZE_CLASS_LABELS: Record<SizeClass, string> = {
  small: 'Small car',
  mid: 'Mid-size car',
  large: 'Large car / SUV',
  pickup: 'Pickup',
  van: 'Van',
};

/** The class of a body style when nothing else is known about the vehicle. */
export const SIZE_CLASS_OF_BODY_STYLE: Record<BodyStyle, SizeClass> = {
  hatchback: 'small',
  coupe: 'small',
  convertible: 'small',
  sedan: 'mid',
  wagon: 'mid',
  suv: 'large',
  pickup: 'pickup',
  van: 'van',
};

/** Lengths (mm) that move a car between classes: under 4,400 mm small, 4,900 mm and over large. */
export const SMALL_CAR_MAX_MM = 4400;
export const LARGE_CAR_MIN_MM = 4900;
/** A crossover under this length is wrapped like a mid-size car (a Honda HR-V, not a Tahoe). */
export const COMPACT_SUV_MAX_MM = 4500;

export interface SizedVehicle {
  bodyStyle: BodyStyle;
  /** The generation's published length (catalog's factsFor), when known. */
  lengthMm?: number | null | undefined;
}

/**
 * A vehicle's size class: its body style's, refined by its length when known. Cars (sedan, coupe, hatchback,
 * wagon, convertible) go small / mid / large by length; an SUV shorter than 4.5 m is priced as a mid-size car;
 * pickups and vans stay in their own classes.
 */
export function sizeClassOf({ bodyStyle, lengthMm }: SizedVehicle): SizeClass {
  const byStyle = SIZE_CLASS_OF_BODY_STYLE[bodyStyle];
  if (!lengthMm || !Number.isFinite(lengthMm) || lengthMm <= 0) return byStyle;
  if (byStyle === 'pickup' || byStyle === 'van') return byStyle;
  if (bodyStyle === 'suv') return lengthMm < COMPACT_SUV_MAX_MM ? 'mid' : 'large';
  if (lengthMm < SMALL_CAR_MAX_MM) return 'small';
  if (lengthMm >= LARGE_CAR_MIN_MM) return 'large';
  return 'mid';
}

/**
 * The services labour is priced for. The render's zones (catalog's ZONE_KEYS) are services of their own, except
 * window tint, priced by window, and PPF, priced by package: the zone `windowTint` drafts the usual three
 * (front sides, rear sides, rear window) and `ppf` the full front, and a quote may name any one of them instead.
 */
export const LABOUR_SERVICES = [
  'fullWrap',
  'roof',
  'mirrors',
  'chromeDelete',
  'calipers',
  'tintFrontSides',
  'tintRearSides',
  'tintRearWindow',
  'tintWindscreen',
  'tintWindscreenStrip',
  'ppfPartialFront',
  'ppfFullFront',
  'ppfTrackPack',
  'ppfFullBody',
] as const;
export type LabourService = (typeof LABOUR_SERVICES)[number];

export type ServiceGroup = 'wrap' | 'tint' | 'ppf';

export const LABOUR_SERVICE_INFO: Record<LabourService, { label: string; group: ServiceGroup }> = {
  fullWrap: { label: 'Full wrap', group: 'wrap' },
  roof: { label: 'Roof', group: 'wrap' },
  mirrors: { label: 'Mirror caps', group: 'wrap' },
  chromeDelete: { label: 'Chrome delete', group: 'wrap' },
  calipers: { label: 'Brake calipers (set of four)', group: 'wrap' },
  tintFrontSides: { label: 'Tint: front side windows (pair)', group: 'tint' },
  tintRearSides: { label: 'Tint: rear side windows', group: 'tint' },
  tintRearWindow: { label: 'Tint: rear window', group: 'tint' },
  tintWindscreen: { label: 'Tint: windscreen', group: 'tint' },
  tintWindscreenStrip: { label: 'Tint: windscreen sun strip', group: 'tint' },
  ppfPartialFront: { label: 'PPF: partial front (bumper, part of the hood, mirrors)', group: 'ppf' },
  ppfFullFront: { label: 'PPF: full front (bumper, hood, fenders, mirrors)', group: 'ppf' },
  ppfTrackPack: { label: 'PPF: track pack (full front, rockers, rear impact areas)', group: 'ppf' },
  ppfFullBody: { label: 'PPF: full body', group: 'ppf' },
};

/** What a render zone drafts when a quote names the zone rather than a service. */
export const ZONE_SERVICES = {
  fullWrap: ['fullWrap'],
  roof: ['roof'],
  mirrors: ['mirrors'],
  chromeDelete: ['chromeDelete'],
  calipers: ['calipers'],
  windowTint: ['tintFrontSides', 'tintRearSides', 'tintRearWindow'],
  ppf: ['ppfFullFront'],
} as const satisfies Record<string, readonly LabourService[]>;
/** The full wrap and the render's zones, as a quote or the widget names them. */
export type PriceZone = keyof typeof ZONE_SERVICES;
export const PRICE_ZONES = Object.keys(ZONE_SERVICES) as PriceZone[];

/** The zones film is bought for (tint and PPF are priced as packages, material included). */
export const FILM_ZONES = ['fullWrap', 'roof', 'mirrors'] as const;
export type FilmZone = (typeof FILM_ZONES)[number];

export type AreaUnit = 'sqft' | 'm2';
export const AREA_UNITS: readonly AreaUnit[] = ['sqft', 'm2'];
export const AREA_UNIT_LABELS: Record<AreaUnit, string> = { sqft: 'sq ft', m2: 'm²' };
/** Square feet in a square metre (0.3048 m to the foot, exactly). */
export const SQFT_PER_M2 = 1 / (0.3048 * 0.3048);

export interface TaxRate {
  /** Short id the book's lines refer to: letters, digits, '-' or '_'. */
  id: string;
  name: string;
  /** Thousandths of a percent: 8875 is 8.875 %. */
  rate: number;
}

export interface PriceBookExtra {
  id: string;
  name: string;
  /** Minor units. */
  price: number;
}

export interface PriceBook {
  /** ISO 4217; the shop's currency (shops.currency), every amount below is in its minor unit. */
  currency: string;
  /** True where the shop's prices are written with tax in (most of Europe); false in the US. */
  pricesIncludeTax: boolean;
  taxRates: TaxRate[];
  /** The rate the drafted lines carry; null: untaxed. */
  defaultTaxRateId: string | null;
  /** Labour per service per size class, minor units. */
  labour: Record<LabourService, Record<SizeClass, number>>;
  film: {
    /** What the film prices below are per. */
    unit: AreaUnit;
    /** Per finish: the fallback for any film without its own or its brand's price. */
    byFinish: Record<Finish, number>;
    /** A brand's price, for one finish or (finish null) all of its finishes. */
    byBrand: { brandId: string; finish: Finish | null; price: number }[];
    /** A film's own price, over its brand's and its finish's. */
    byFilm: { filmId: string; price: number }[];
  };
  extras: PriceBookExtra[];
  /** Film bought beyond the measured area (overlaps, trimming, mistakes): thousandths of a percent of the area. */
  wasteRate: number;
  /** The widget's "From … to …" after a render (item 6). */
  widgetRange: { enabled: boolean; /** ± this share of the drafted total, thousandths of a percent. */ spreadRate: number };
}

/** Amounts above these are refused as typing mistakes (in the currency's minor units). */
export const MAX_BOOK_PRICE = 100_000_000;
export const MAX_FILM_PRICE = 1_000_000;
export const MAX_TAX_RATES = 5;
export const MAX_EXTRAS = 30;
export const MAX_FILM_PRICES = 200;
/** A waste allowance over 100 % or a range of ± more than 50 % is not an allowance or a range. */
export const MAX_WASTE_RATE = RATE_SCALE;
export const MAX_RANGE_SPREAD = RATE_SCALE / 2;
export const BOOK_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

// Starting points, in US dollars (major units), as US shops price in 2026: a mid-size sedan's full wrap about
// $2,200 of labour plus film at $4.50 a square foot. Shown on the page as starting points to change.
const LABOUR_START: Record<LabourService, readonly [small: number, mid: number, large: number, pickup: number, van: number]> = {
  fullWrap: [1800, 2200, 2600, 2800, 3200],
  roof: [250, 300, 350, 350, 450],
  mirrors: [90, 100, 120, 120, 120],
  chromeDelete: [350, 450, 550, 550, 500],
  calipers: [400, 400, 450, 450, 450],
  tintFrontSides: [120, 120, 130, 130, 130],
  tintRearSides: [120, 130, 180, 120, 220],
  tintRearWindow: [100, 100, 120, 90, 140],
  tintWindscreen: [200, 220, 240, 240, 250],
  tintWindscreenStrip: [50, 50, 50, 50, 60],
  ppfPartialFront: [900, 950, 1000, 1000, 1100],
  ppfFullFront: [1800, 1900, 2100, 2200, 2300],
  ppfTrackPack: [2600, 2800, 3100, 3200, 3400],
  ppfFullBody: [5500, 6000, 7000, 7500, 8000],
};
const FILM_START: Record<Finish, number> = { gloss: 4.5, satin: 5, matte: 5, chrome: 12, flip: 8, brushed: 7, carbon: 7 };
const EXTRAS_START: readonly [id: string, name: string, price: number][] = [
  ['door-jambs', 'Door jambs', 600],
  ['ceramic-coating', 'Ceramic coating over the wrap', 500],
  ['old-wrap-removal', 'Removing an old wrap', 450],
];

/**
 * The book a shop quotes from until it saves its own: the US starting points above, the same major-unit figures in
 * any other currency (2,200 of the currency's main unit), no tax until the shop sets its rate, prices before tax,
 * film per square foot in the US and per square metre elsewhere, a 15 % waste allowance, the widget range on (it
 * shows only once the book is saved: decision 085).
 */
export function defaultPriceBook(currency = 'USD'): PriceBook {
  const scale = 10 ** currencyExponent(currency);
  const minor = (major: number) => Math.round(major * scale);
  const perM2 = currency !== 'USD';
  const filmMinor = (perSqft: number) => (perM2 ? Math.round(perSqft * SQFT_PER_M2) * scale : minor(perSqft));
  return {
    currency,
    pricesIncludeTax: false,
    taxRates: [{ id: 'sales-tax', name: 'Sales tax', rate: 0 }],
    defaultTaxRateId: 'sales-tax',
    labour: Object.fromEntries(
      LABOUR_SERVICES.map((service) => [service, Object.fromEntries(SIZE_CLASSES.map((size, i) => [size, minor(LABOUR_START[service][i] ?? 0)]))]),
    ) as PriceBook['labour'],
    film: {
      unit: perM2 ? 'm2' : 'sqft',
      byFinish: Object.fromEntries(FINISHES.map((finish) => [finish, filmMinor(FILM_START[finish])])) as Record<Finish, number>,
      byBrand: [],
      byFilm: [],
    },
    extras: EXTRAS_START.map(([id, name, price]) => ({ id, name, price: minor(price) })),
    wasteRate: 15_000,
    widgetRange: { enabled: true, spreadRate: 10_000 },
  };
}

/**
 * A stored book read against today's vocabulary: a service, size class or finish added since it was saved takes
 * its default, so an older book always prices every service. The currency is the shop's.
 */
export function completePriceBook(stored: Partial<PriceBook> | null | undefined, currency: string): PriceBook {
  const defaults = defaultPriceBook(currency);
  if (!stored || typeof stored !== 'object') return defaults;
  const labour = Object.fromEntries(
    LABOUR_SERVICES.map((service) => [
      service,
      Object.fromEntries(SIZE_CLASSES.map((size) => [size, stored.labour?.[service]?.[size] ?? defaults.labour[service][size]])),
    ]),
  ) as PriceBook['labour'];
  return {
    currency,
    pricesIncludeTax: stored.pricesIncludeTax ?? defaults.pricesIncludeTax,
    taxRates: stored.taxRates ?? defaults.taxRates,
    defaultTaxRateId: stored.defaultTaxRateId === undefined ? defaults.defaultTaxRateId : stored.defaultTaxRateId,
    labour,
    film: {
      unit: stored.film?.unit ?? defaults.film.unit,
      byFinish: { ...defaults.film.byFinish, ...stored.film?.byFinish },
      byBrand: stored.film?.byBrand ?? [],
      byFilm: stored.film?.byFilm ?? [],
    },
    extras: stored.extras ?? defaults.extras,
    wasteRate: stored.wasteRate ?? defaults.wasteRate,
    widgetRange: { ...defaults.widgetRange, ...stored.widgetRange },
  };
}

/** The rate lines carry: the default rate's, 0 when the book has none. */
export function defaultTaxRate(book: Pick<PriceBook, 'taxRates' | 'defaultTaxRateId'>): number {
  return book.taxRates.find((t) => t.id === book.defaultTaxRateId)?.rate ?? 0;
}

/** The price of a film per area unit: its own, else its brand's for its finish, else its brand's, else its finish's. */
export function filmPrice(book: Pick<PriceBook, 'film'>, film: { id: string; brandId: string; finish: Finish }): number {
  const own = book.film.byFilm.find((f) => f.filmId === film.id);
  if (own) return own.price;
  const brandFinish = book.film.byBrand.find((b) => b.brandId === film.brandId && b.finish === film.finish);
  if (brandFinish) return brandFinish.price;
  const brand = book.film.byBrand.find((b) => b.brandId === film.brandId && b.finish === null);
  if (brand) return brand.price;
  return book.film.byFinish[film.finish];
}

/**
 * What is wrong with a book beyond its shape (the contract checks types and bounds): duplicate or dangling ids,
 * prices out of range. Null when nothing is. The API also checks the film ids against the shop's catalogue.
 */
export function priceBookProblem(book: PriceBook): string | null {
  const amount = (value: number, max: number) => Number.isSafeInteger(value) && value >= 0 && value <= max;
  for (const service of LABOUR_SERVICES) {
    for (const size of SIZE_CLASSES) {
      if (!amount(book.labour[service][size], MAX_BOOK_PRICE)) return `The labour price of ${LABOUR_SERVICE_INFO[service].label} for a ${SIZE_CLASS_LABELS[size].toLowerCase()} must be between 0 and ${MAX_BOOK_PRICE.toLocaleString('en-US')} in minor units.`;
    }
  }
  const filmPrices = [...Object.values(book.film.byFinish), ...book.film.byBrand.map((b) => b.price), ...book.film.byFilm.map((f) => f.price)];
  if (filmPrices.some((p) => !amount(p, MAX_FILM_PRICE))) return `A film price must be between 0 and ${MAX_FILM_PRICE.toLocaleString('en-US')} in minor units per ${AREA_UNIT_LABELS[book.film.unit]}.`;
  if (book.extras.some((e) => !amount(e.price, MAX_BOOK_PRICE))) return `An extra’s price must be between 0 and ${MAX_BOOK_PRICE.toLocaleString('en-US')} in minor units.`;
  const taxIds = book.taxRates.map((t) => t.id);
  if (new Set(taxIds).size !== taxIds.length) return 'Two tax rates have the same id.';
  if (book.taxRates.some((t) => !Number.isSafeInteger(t.rate) || t.rate < 0 || t.rate > RATE_SCALE)) return 'A tax rate must be between 0 % and 100 %, with at most 3 decimals.';
  if (book.defaultTaxRateId !== null && !taxIds.includes(book.defaultTaxRateId)) return `The default tax rate "${book.defaultTaxRateId}" is not one of the book’s tax rates.`;
  const extraIds = book.extras.map((e) => e.id);
  if (new Set(extraIds).size !== extraIds.length) return 'Two extras have the same id.';
  const films = book.film.byFilm.map((f) => f.filmId);
  if (new Set(films).size !== films.length) return 'A film has two prices.';
  const brands = book.film.byBrand.map((b) => `${b.brandId} ${b.finish ?? '*'}`);
  if (new Set(brands).size !== brands.length) return 'A brand has two prices for the same finish.';
  return null;
}
