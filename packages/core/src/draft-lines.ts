// Drafting a job's lines from the shop's price book (issue 25 items 1, 3 and 6; decision 085). Pure.
//
//   draftQuoteLines(book, { vehicle, filmId, zones, zoneAreasM2?, extras?, film? }) → DraftLine[]
//
//   - vehicle: { year, make, model, bodyStyle, lengthMm? }. The size class comes from the body style, refined by the
//     generation's length when given (sizeClassOf in price-book.ts; the API passes catalog's factsFor(...).lengthMm).
//   - filmId: the film wrapped; a built-in catalogue film is found by id, any other (an import, a custom colour)
//     is passed as `film` ({ id, brandId, finish, name }). Unknown → PricingError.
//   - zones: what is done, in order: 'fullWrap' and the render's zones ('roof', 'mirrors', 'chromeDelete',
//     'calipers', 'windowTint' = front sides + rear sides + rear window, 'ppf' = full front), or any labour
//     service by its id ('tintWindscreen', 'ppfFullBody'…: LABOUR_SERVICES).
//   - zoneAreasM2: each film zone's surface in m² (the vehicle's area estimate); a zone left out takes the size
//     class's default (DEFAULT_ZONE_AREAS_M2). With a full wrap and a roof, the roof's area is taken out of the
//     full wrap's (it is in another film).
//   - extras: ids of the book's extras.
//
// Lines, in this order: one labour line per service (quantity 1), one film line per film zone (area × the film's
// price per area unit, the quantity in thousandths of the book's unit), one waste line (the book's waste allowance
// of the film area, at the same price), one line per extra. Every line carries the book's default tax rate and a
// description a customer reads. Pass them with the book's currency and pricesIncludeTax to priceDocument() for the
// totals; priceRange() does that for the widget's "From … to …".
import { BRANDS, FILMS, type BodyStyle, type Finish } from '@wrapsmith/catalog';
import { RATE_SCALE, mulDivRound } from './money.ts';
import {
  AREA_UNIT_LABELS,
  FILM_ZONES,
  LABOUR_SERVICES,
  LABOUR_SERVICE_INFO,
  SIZE_CLASS_LABELS,
  SQFT_PER_M2,
  ZONE_SERVICES,
  defaultTaxRate,
  filmPrice,
  sizeClassOf,
  type FilmZone,
  type LabourService,
  type PriceBook,
  type PriceZone,
  type SizeClass,
} from './price-book.ts';
import { PricingError, priceDocument, type PricedLine } from './pricing.ts';

export type DraftLineKind = 'labour' | 'film' | 'waste' | 'extra';

/** A PricedLine with what a quote shows and keeps: its kind, what it prices, its words. */
export interface DraftLine extends PricedLine {
  kind: DraftLineKind;
  /** The labour service, film zone or extra id the line prices ('waste' for the waste line). */
  ref: string;
  description: string;
  /** What quantityMilli counts: whole jobs ('each'), or thousandths of the book's area unit. */
  unit: 'each' | 'sqft' | 'm2';
}

export interface DraftVehicle {
  year: number;
  make: string;
  model: string;
  bodyStyle: BodyStyle;
  lengthMm?: number | null | undefined;
}

export interface DraftFilm {
  id: string;
  brandId: string;
  finish: Finish;
  name: string;
}

export interface DraftInput {
  vehicle: DraftVehicle;
  filmId: string;
  zones: readonly (PriceZone | LabourService)[];
  zoneAreasM2?: Partial<Record<FilmZone, number>> | undefined;
  extras?: readonly string[] | undefined;
  /** The film, when it is not in the built-in catalogue (an import, a custom colour). */
  film?: DraftFilm | undefined;
}

/**
 * Surfaces (m²) of the film zones per size class, used until the vehicle's own estimate (item 2) is passed in:
 * the painted body of a typical vehicle of the class, as wrap suppliers' area charts give it.
 */
export const DEFAULT_ZONE_AREAS_M2: Record<SizeClass, Record<FilmZone, number>> = {
  small: { fullWrap: 15, roof: 1.6, mirrors: 0.3 },
  mid: { fullWrap: 17, roof: 1.8, mirrors: 0.3 },
  large: { fullWrap: 20, roof: 2.4, mirrors: 0.4 },
  pickup: { fullWrap: 21, roof: 1.8, mirrors: 0.4 },
  van: { fullWrap: 26, roof: 4.5, mirrors: 0.4 },
};

/** An area this large (m²) is not one vehicle's zone: refused rather than priced. */
export const MAX_ZONE_AREA_M2 = 200;

const FILM_ZONE_LABELS: Record<FilmZone, string> = { fullWrap: 'full wrap', roof: 'roof', mirrors: 'mirror caps' };

/** The film a draft names: the caller's, else the built-in catalogue's. */
function resolveFilm(input: DraftInput): DraftFilm {
  if (input.film) {
    if (input.film.id !== input.filmId) throw new PricingError('The film given is not the film named.');
    return input.film;
  }
  const film = FILMS.find((f) => f.id === input.filmId);
  if (!film) throw new PricingError(`Unknown film "${input.filmId}".`);
  return film;
}

/** "3M Gloss Black (G12)": the brand and the film, as a quote line says it. */
export function filmLabel(film: Pick<DraftFilm, 'brandId' | 'name'>): string {
  const brand = BRANDS.find((b) => b.id === film.brandId)?.name;
  return brand && !film.name.startsWith(brand) ? `${brand} ${film.name}` : film.name;
}

/** Thousandths of the book's unit for an area in m² (quantities, not money: rounded once, to 0.001). */
function areaQuantityMilli(areaM2: number, unit: PriceBook['film']['unit']): number {
  return Math.round(areaM2 * (unit === 'sqft' ? SQFT_PER_M2 : 1) * 1000);
}

/** "17.5" for 17_500: a quantity in thousandths, as a line's words show it. */
function quantityText(milli: number): string {
  return (milli / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** The services the zones name, each once, in the book's order. */
export function servicesOf(zones: DraftInput['zones']): LabourService[] {
  const wanted = new Set<LabourService>();
  for (const zone of zones) {
    if (zone in ZONE_SERVICES) for (const s of ZONE_SERVICES[zone as PriceZone]) wanted.add(s);
    else if ((LABOUR_SERVICES as readonly string[]).includes(zone)) wanted.add(zone as LabourService);
    else throw new PricingError(`Unknown zone or service "${zone}".`);
  }
  return LABOUR_SERVICES.filter((s) => wanted.has(s));
}

export function draftQuoteLines(book: PriceBook, input: DraftInput): DraftLine[] {
  const size = sizeClassOf(input.vehicle);
  const taxRate = defaultTaxRate(book);
  const film = resolveFilm(input);
  const services = servicesOf(input.zones);
  const vehicleName = `${input.vehicle.year} ${input.vehicle.make} ${input.vehicle.model}`.trim();
  const lines: DraftLine[] = services.map((service) => ({
    kind: 'labour',
    ref: service,
    description: `${LABOUR_SERVICE_INFO[service].label}: ${vehicleName} (${SIZE_CLASS_LABELS[size].toLowerCase()})`,
    unit: 'each',
    quantityMilli: 1000,
    unitAmount: book.labour[service][size],
    taxRate,
  }));

  const areaOf = (zone: FilmZone): number => {
    const given = input.zoneAreasM2?.[zone];
    if (given !== undefined && (!Number.isFinite(given) || given < 0 || given > MAX_ZONE_AREA_M2)) {
      throw new PricingError(`The ${FILM_ZONE_LABELS[zone]}’s area must be between 0 and ${MAX_ZONE_AREA_M2} m².`);
    }
    return given ?? DEFAULT_ZONE_AREAS_M2[size][zone];
  };
  const filmZones = FILM_ZONES.filter((zone) => services.includes(zone));
  const pricePerUnit = filmPrice(book, film);
  const unit = book.film.unit;
  let filmMilli = 0;
  for (const zone of filmZones) {
    let area = areaOf(zone);
    if (zone === 'fullWrap' && filmZones.includes('roof')) area = Math.max(0, area - areaOf('roof'));
    const quantityMilli = areaQuantityMilli(area, unit);
    filmMilli += quantityMilli;
    lines.push({
      kind: 'film',
      ref: zone,
      description: `${filmLabel(film)}, ${FILM_ZONE_LABELS[zone]}: ${quantityText(quantityMilli)} ${AREA_UNIT_LABELS[unit]}`,
      unit,
      quantityMilli,
      unitAmount: pricePerUnit,
      taxRate,
    });
  }
  if (filmMilli > 0 && book.wasteRate > 0) {
    const quantityMilli = mulDivRound(filmMilli, book.wasteRate, RATE_SCALE);
    lines.push({
      kind: 'waste',
      ref: 'waste',
      description: `Waste allowance (${book.wasteRate / 1000} % of the film): ${quantityText(quantityMilli)} ${AREA_UNIT_LABELS[unit]}`,
      unit,
      quantityMilli,
      unitAmount: pricePerUnit,
      taxRate,
    });
  }
  for (const id of input.extras ?? []) {
    const extra = book.extras.find((e) => e.id === id);
    if (!extra) throw new PricingError(`Unknown extra "${id}".`);
    lines.push({ kind: 'extra', ref: extra.id, description: extra.name, unit: 'each', quantityMilli: 1000, unitAmount: extra.price, taxRate });
  }
  return lines;
}

/** The total of a draft as the customer pays it (priceDocument, with the book's tax rule). */
export function draftTotal(book: PriceBook, lines: readonly PricedLine[]): number {
  return priceDocument({ currency: book.currency, lines, pricesIncludeTax: book.pricesIncludeTax }).total;
}

export interface PriceRange {
  currency: string;
  /** Minor units, rounded down and up to two significant figures: "From $2,900 to $3,400". */
  low: number;
  high: number;
}

/** The step two significant figures round to: 10 000 minor units ($100) for a total of $1,000 to $9,999.99. */
function roundingStep(amount: number): number {
  const digits = String(Math.max(1, Math.trunc(Math.abs(amount)))).length;
  return 10 ** Math.max(0, digits - 2);
}

/**
 * The widget's instant range (item 6): the drafted total ± the book's spread, widened outward to two significant
 * figures, so "From $2,900 to $3,400" reads as the estimate it is. Null when the shop switched it off.
 */
export function priceRange(book: PriceBook, input: DraftInput): PriceRange | null {
  if (!book.widgetRange.enabled) return null;
  const total = draftTotal(book, draftQuoteLines(book, input));
  const spread = mulDivRound(total, book.widgetRange.spreadRate, RATE_SCALE);
  const lowExact = Math.max(0, total - spread);
  const highExact = total + spread;
  const step = roundingStep(highExact);
  return { currency: book.currency, low: Math.floor(lowExact / step) * step, high: Math.ceil(highExact / step) * step };
}
