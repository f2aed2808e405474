// The price book and the lines drafted from it (issue 25 items 1, 3 and 6; decision 085).
import { BODY_STYLES, GENERATION_FACTS } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ZONE_AREAS_M2, draftQuoteLines, draftTotal, priceRange, servicesOf, type DraftInput } from './draft-lines.ts';
import {
  completePriceBook,
  defaultPriceBook,
  filmPrice,
  LABOUR_SERVICES,
  priceBookProblem,
  SIZE_CLASSES,
  sizeClassOf,
  SQFT_PER_M2,
  type PriceBook,
} from './price-book.ts';
import { priceDocument, PricingError } from './pricing.ts';

const camry: DraftInput['vehicle'] = { year: 2022, make: 'Toyota', model: 'Camry', bodyStyle: 'sedan' };
const gloss = '3m-g12';

describe('size classes (issue 25 item 1)', () => {
  it('maps every body style to a class', () => {
    for (const style of BODY_STYLES) expect(SIZE_CLASSES).toContain(sizeClassOf({ bodyStyle: style }));
    expect(sizeClassOf({ bodyStyle: 'sedan' })).toBe('mid');
    expect(sizeClassOf({ bodyStyle: 'hatchback' })).toBe('small');
    expect(sizeClassOf({ bodyStyle: 'suv' })).toBe('large');
    expect(sizeClassOf({ bodyStyle: 'pickup' })).toBe('pickup');
    expect(sizeClassOf({ bodyStyle: 'van' })).toBe('van');
  });

  it('moves a car by its length: a Mini is small, a long sedan large, a compact crossover mid; pickups and vans stay', () => {
    expect(sizeClassOf({ bodyStyle: 'sedan', lengthMm: 4200 })).toBe('small');
    expect(sizeClassOf({ bodyStyle: 'sedan', lengthMm: 4885 })).toBe('mid');
    expect(sizeClassOf({ bodyStyle: 'sedan', lengthMm: 5260 })).toBe('large');
    expect(sizeClassOf({ bodyStyle: 'hatchback', lengthMm: 4650 })).toBe('mid');
    expect(sizeClassOf({ bodyStyle: 'suv', lengthMm: 4330 })).toBe('mid');
    expect(sizeClassOf({ bodyStyle: 'suv', lengthMm: 5350 })).toBe('large');
    expect(sizeClassOf({ bodyStyle: 'pickup', lengthMm: 4000 })).toBe('pickup');
    expect(sizeClassOf({ bodyStyle: 'van', lengthMm: 6000 })).toBe('van');
  });

  it('gives every catalogue generation a class', () => {
    const counts = new Map<string, number>();
    for (const facts of GENERATION_FACTS) {
      const size = sizeClassOf(facts);
      counts.set(size, (counts.get(size) ?? 0) + 1);
    }
    for (const size of SIZE_CLASSES) expect(counts.get(size), size).toBeGreaterThan(0);
  });
});

describe('the default price book (issue 25 item 1)', () => {
  it('prices every service for every class, and is valid', () => {
    const book = defaultPriceBook();
    for (const service of LABOUR_SERVICES) for (const size of SIZE_CLASSES) expect(book.labour[service][size]).toBeGreaterThan(0);
    expect(priceBookProblem(book)).toBeNull();
    expect(book.labour.fullWrap.mid).toBe(220_000);
    expect(book.film.unit).toBe('sqft');
  });

  it('keeps the major-unit figures in another currency, per m² outside the US', () => {
    expect(defaultPriceBook('JPY').labour.fullWrap.mid).toBe(2200);
    expect(defaultPriceBook('BHD').labour.fullWrap.mid).toBe(2_200_000);
    const eur = defaultPriceBook('EUR');
    expect(eur.film.unit).toBe('m2');
    expect(eur.film.byFinish.gloss).toBe(Math.round(4.5 * SQFT_PER_M2) * 100);
    expect(priceBookProblem(eur)).toBeNull();
  });

  it('completes an older stored book with today’s services and the shop’s currency', () => {
    const stored = { labour: { fullWrap: { small: 1, mid: 2 } }, wasteRate: 10_000 } as unknown as Partial<PriceBook>;
    const book = completePriceBook(stored, 'USD');
    expect(book.labour.fullWrap.mid).toBe(2);
    expect(book.labour.fullWrap.van).toBe(320_000);
    expect(book.labour.ppfFullBody.mid).toBe(600_000);
    expect(book.wasteRate).toBe(10_000);
  });

  it('names what is wrong: duplicates, a dangling default rate, prices out of range', () => {
    const book = defaultPriceBook();
    expect(priceBookProblem({ ...book, defaultTaxRateId: 'vat' })).toMatch(/default tax rate/);
    expect(priceBookProblem({ ...book, taxRates: [...book.taxRates, ...book.taxRates] })).toMatch(/same id/);
    expect(priceBookProblem({ ...book, labour: { ...book.labour, roof: { ...book.labour.roof, mid: -1 } } })).toMatch(/Roof/);
    expect(priceBookProblem({ ...book, film: { ...book.film, byFilm: [{ filmId: gloss, price: 5_000_000 }] } })).toMatch(/film price/);
  });

  it('prices a film by its own price, else its brand’s for its finish, else its brand’s, else its finish’s', () => {
    const book = defaultPriceBook();
    const film = { id: gloss, brandId: '3m', finish: 'gloss' as const };
    expect(filmPrice(book, film)).toBe(450);
    book.film.byBrand = [{ brandId: '3m', finish: null, price: 500 }];
    expect(filmPrice(book, film)).toBe(500);
    book.film.byBrand.push({ brandId: '3m', finish: 'gloss', price: 550 });
    expect(filmPrice(book, film)).toBe(550);
    book.film.byFilm = [{ filmId: gloss, price: 600 }];
    expect(filmPrice(book, film)).toBe(600);
  });
});

describe('draftQuoteLines (issue 25 item 3)', () => {
  it('drafts labour per zone for the size class, film by area, waste and extras, with descriptions', () => {
    const book = defaultPriceBook();
    const lines = draftQuoteLines(book, { vehicle: camry, filmId: gloss, zones: ['fullWrap', 'mirrors', 'chromeDelete'], extras: ['door-jambs'] });
    expect(lines.map((l) => [l.kind, l.ref])).toEqual([
      ['labour', 'fullWrap'],
      ['labour', 'mirrors'],
      ['labour', 'chromeDelete'],
      ['film', 'fullWrap'],
      ['film', 'mirrors'],
      ['waste', 'waste'],
      ['extra', 'door-jambs'],
    ]);
    expect(lines[0]).toMatchObject({ unitAmount: 220_000, quantityMilli: 1000, unit: 'each', taxRate: 0 });
    expect(lines[0]?.description).toBe('Full wrap: 2022 Toyota Camry (mid-size car)');
    // 17 m² is 182.986 sq ft, at $4.50.
    expect(lines[3]).toMatchObject({ unit: 'sqft', quantityMilli: Math.round(17 * SQFT_PER_M2 * 1000), unitAmount: 450 });
    expect(lines[3]?.description).toBe('3M Gloss Black (G12), full wrap: 183 sq ft');
    // 15 % of the film's area, at the film's price.
    expect(lines[5]?.quantityMilli).toBe(Math.round(((lines[3]?.quantityMilli ?? 0) + (lines[4]?.quantityMilli ?? 0)) * 0.15));
    expect(lines[6]).toMatchObject({ description: 'Door jambs', unitAmount: 60_000 });
  });

  it('uses the areas given, takes the roof out of the full wrap, and expands tint and PPF into their services', () => {
    const book = { ...defaultPriceBook('EUR'), wasteRate: 0 };
    const lines = draftQuoteLines(book, { vehicle: camry, filmId: gloss, zones: ['fullWrap', 'roof', 'windowTint', 'ppf'], zoneAreasM2: { fullWrap: 18.5, roof: 2 } });
    const film = lines.filter((l) => l.kind === 'film');
    expect(film.map((l) => [l.ref, l.quantityMilli])).toEqual([
      ['fullWrap', 16_500],
      ['roof', 2000],
    ]);
    expect(lines.some((l) => l.kind === 'waste')).toBe(false);
    expect(servicesOf(['windowTint', 'ppf'])).toEqual(['tintFrontSides', 'tintRearSides', 'tintRearWindow', 'ppfFullFront']);
    expect(servicesOf(['tintWindscreen', 'ppfFullBody', 'windowTint', 'tintRearWindow'])).toEqual([
      'tintFrontSides',
      'tintRearSides',
      'tintRearWindow',
      'tintWindscreen',
      'ppfFullBody',
    ]);
  });

  it('prices by the class: a pickup’s full wrap costs more than a hatchback’s, with the class’s default area', () => {
    const book = defaultPriceBook();
    const total = (vehicle: DraftInput['vehicle']) => draftTotal(book, draftQuoteLines(book, { vehicle, filmId: gloss, zones: ['fullWrap'] }));
    const small = total({ year: 2020, make: 'Honda', model: 'Fit', bodyStyle: 'hatchback' });
    const pickup = total({ year: 2020, make: 'Ford', model: 'F-150', bodyStyle: 'pickup' });
    expect(pickup).toBeGreaterThan(small);
    expect(DEFAULT_ZONE_AREAS_M2.pickup.fullWrap).toBeGreaterThan(DEFAULT_ZONE_AREAS_M2.small.fullWrap);
  });

  it('takes a film outside the built-in catalogue when given, and refuses unknown films, zones, extras and areas', () => {
    const book = defaultPriceBook();
    const custom = { id: 'custom-abc', brandId: 'custom', finish: 'matte' as const, name: 'Shop Olive' };
    const lines = draftQuoteLines(book, { vehicle: camry, filmId: custom.id, film: custom, zones: ['fullWrap'] });
    expect(lines.find((l) => l.kind === 'film')).toMatchObject({ unitAmount: 500, description: expect.stringContaining('Shop Olive') });
    expect(() => draftQuoteLines(book, { vehicle: camry, filmId: 'nope', zones: ['fullWrap'] })).toThrow(PricingError);
    expect(() => draftQuoteLines(book, { vehicle: camry, filmId: gloss, zones: ['sunroof' as 'roof'] })).toThrow(/Unknown zone/);
    expect(() => draftQuoteLines(book, { vehicle: camry, filmId: gloss, zones: ['fullWrap'], extras: ['nope'] })).toThrow(/Unknown extra/);
    expect(() => draftQuoteLines(book, { vehicle: camry, filmId: gloss, zones: ['fullWrap'], zoneAreasM2: { fullWrap: -1 } })).toThrow(/area/);
  });

  it('totals through priceDocument with the book’s tax: exclusive, inclusive, 0 %', () => {
    const book: PriceBook = { ...defaultPriceBook(), taxRates: [{ id: 'ny', name: 'NY sales tax', rate: 8875 }], defaultTaxRateId: 'ny' };
    const lines = draftQuoteLines(book, { vehicle: camry, filmId: gloss, zones: ['fullWrap'] });
    const totals = priceDocument({ currency: 'USD', lines, pricesIncludeTax: false });
    expect(lines.every((l) => l.taxRate === 8875)).toBe(true);
    expect(totals.tax).toBe(Math.round(totals.subtotal * 0.08875));
    expect(totals.total).toBe(totals.subtotal + totals.tax);
    const inclusive = priceDocument({ currency: 'USD', lines, pricesIncludeTax: true });
    expect(inclusive.total).toBe(inclusive.subtotal);
    const untaxed = draftQuoteLines({ ...book, defaultTaxRateId: null }, { vehicle: camry, filmId: gloss, zones: ['fullWrap'] });
    expect(priceDocument({ currency: 'USD', lines: untaxed, pricesIncludeTax: false }).tax).toBe(0);
  });

  it('rounds per currency: whole yen, fils to three places', () => {
    for (const currency of ['JPY', 'BHD']) {
      const book: PriceBook = { ...defaultPriceBook(currency), taxRates: [{ id: 'vat', name: 'VAT', rate: 10_000 }], defaultTaxRateId: 'vat', pricesIncludeTax: true };
      const lines = draftQuoteLines(book, { vehicle: camry, filmId: gloss, zones: ['fullWrap', 'roof'], zoneAreasM2: { fullWrap: 17.333, roof: 1.777 } });
      const totals = priceDocument({ currency, lines, pricesIncludeTax: true });
      for (const value of [totals.total, totals.tax, totals.net, ...totals.lines.map((l) => l.lineAmount)]) expect(Number.isInteger(value)).toBe(true);
      expect(totals.net + totals.tax).toBe(totals.total);
    }
    const yen = defaultPriceBook('JPY');
    const lines = draftQuoteLines(yen, { vehicle: camry, filmId: gloss, zones: ['fullWrap'] });
    // ¥48 per m² × 17 m² = ¥816 of film, whole yen.
    expect(priceDocument({ currency: 'JPY', lines, pricesIncludeTax: false }).lines[1]?.lineAmount).toBe(816);
  });
});

describe('priceRange (issue 25 item 6)', () => {
  it('is the drafted total ± the spread, widened to two significant figures', () => {
    const book = defaultPriceBook();
    const input: DraftInput = { vehicle: camry, filmId: gloss, zones: ['fullWrap'] };
    const total = draftTotal(book, draftQuoteLines(book, input));
    const range = priceRange(book, input);
    expect(range).not.toBeNull();
    const { low = 0, high = 0 } = range ?? {};
    expect(low).toBeLessThanOrEqual(Math.round(total * 0.9));
    expect(high).toBeGreaterThanOrEqual(Math.round(total * 1.1));
    expect(low % 10_000).toBe(0);
    expect(high % 10_000).toBe(0);
    // $2,200 labour + 210.4 sq ft at $4.50: $3,146.96 → from $2,800 to $3,500.
    expect(range).toEqual({ currency: 'USD', low: 280_000, high: 350_000 });
  });

  it('is null when the shop switched it off', () => {
    const book = { ...defaultPriceBook(), widgetRange: { enabled: false, spreadRate: 10_000 } };
    expect(priceRange(book, { vehicle: camry, filmId: gloss, zones: ['fullWrap'] })).toBeNull();
  });
});
