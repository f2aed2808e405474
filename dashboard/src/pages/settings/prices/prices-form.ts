// Settings → Prices' form state: the price book with every amount as the text a person types in the currency's main
// unit ("2,200.00") and every rate as a percentage ("8.875"), turned back into minor units and thousandths of a
// percent exactly (parseMajor, parseRate: never through a float) when saved.
import { currencyExponent, isCurrencyCode, minorToDecimalString, parseMajor } from '@wrapsmith/core';
import type { PriceBookInput } from '@wrapsmith/core/contract';
import { FINISHES, LABOUR_SERVICES, SIZE_CLASSES, type AreaUnit, type Finish, type LabourService, type SizeClass } from '@wrapsmith/core/prices';

export interface TaxRow { key: string; id: string; name: string; percent: string }
export interface ExtraRow { key: string; id: string; name: string; price: string }
export interface BrandRow { key: string; brandId: string; finish: Finish | ''; price: string }
export interface FilmRow { key: string; filmId: string; price: string }

export interface PriceForm {
  currency: string;
  pricesIncludeTax: boolean;
  taxes: TaxRow[];
  defaultTaxKey: string | null;
  labour: Record<LabourService, Record<SizeClass, string>>;
  unit: AreaUnit;
  byFinish: Record<Finish, string>;
  byBrand: BrandRow[];
  byFilm: FilmRow[];
  extras: ExtraRow[];
  waste: string;
  rangeEnabled: boolean;
  rangeSpread: string;
}

let counter = 0;
/** A key for a new row of a list (React's key, and the tax rate a new default points at). */
export const rowKey = (): string => `row-${(counter += 1)}`;

/** "8875" → "8.875": thousandths of a percent as a person reads them. */
export function percentText(rate: number): string {
  const whole = Math.trunc(rate / 1000);
  const fraction = String(rate % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** "8.875" → 8875, "20" → 20000; null for anything else (more than 3 decimals, a sign, letters). */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{0,3}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

const money = (amount: number, currency: string) => minorToDecimalString(amount, currency);

export function toForm(book: PriceBookInput): PriceForm {
  const taxes = book.taxRates.map((t) => ({ key: rowKey(), id: t.id, name: t.name, percent: percentText(t.rate) }));
  const map = <K extends string, V, W>(keys: readonly K[], value: (k: K) => W) => Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, W> & Record<string, V>;
  return {
    currency: book.currency,
    pricesIncludeTax: book.pricesIncludeTax,
    taxes,
    defaultTaxKey: taxes.find((t) => t.id === book.defaultTaxRateId)?.key ?? null,
    labour: map(LABOUR_SERVICES, (s) => map(SIZE_CLASSES, (size) => money(book.labour[s][size], book.currency))),
    unit: book.film.unit,
    byFinish: map(FINISHES, (f) => money(book.film.byFinish[f], book.currency)),
    byBrand: book.film.byBrand.map((b) => ({ key: rowKey(), brandId: b.brandId, finish: b.finish ?? '', price: money(b.price, book.currency) })),
    byFilm: book.film.byFilm.map((f) => ({ key: rowKey(), filmId: f.filmId, price: money(f.price, book.currency) })),
    extras: book.extras.map((e) => ({ key: rowKey(), id: e.id, name: e.name, price: money(e.price, book.currency) })),
    waste: percentText(book.wasteRate),
    rangeEnabled: book.widgetRange.enabled,
    rangeSpread: percentText(book.widgetRange.spreadRate),
  };
}

/** An id from a name: "Door jambs" → "door-jambs", unique among `taken`. */
export function idFrom(name: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 32) || fallback;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

export type FormErrors = Record<string, string>;

/** What the form says of a field it cannot read, in the screen's language (English by default). */
export interface FormWords {
  pickCurrency: string;
  currencyFirst: string;
  amount: (currency: string, example: string) => string;
  percent: (max: number) => string;
  nameTax: string;
  nameExtra: string;
}

export const ENGLISH_FORM_WORDS: FormWords = {
  pickCurrency: 'Pick a currency from the list.',
  currencyFirst: 'Pick a currency first.',
  amount: (currency, example) => `Enter an amount in ${currency} like ${example}.`,
  percent: (max) => `Enter a percentage from 0 to ${max}, with at most 3 decimals.`,
  nameTax: 'Name the tax rate.',
  nameExtra: 'Name the extra.',
};

/**
 * The book the form says, or the fields that do not read as an amount or a rate (keyed by the field's name in the
 * form: `labour.fullWrap.mid`, `extras.2.price`…). The server checks the rest (ranges, ids) and says what is wrong.
 */
export function fromForm(form: PriceForm, say: FormWords = ENGLISH_FORM_WORDS): { book: PriceBookInput } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const currency = form.currency.trim().toUpperCase();
  if (!isCurrencyCode(currency)) errors.currency = say.pickCurrency;
  const amount = (text: string, field: string): number => {
    const value = isCurrencyCode(currency) ? parseMajor(text, currency) : null;
    if (value === null || value < 0) {
      errors[field] = isCurrencyCode(currency) ? say.amount(currency, money(1250 * 10 ** currencyExponent(currency), currency)) : say.currencyFirst;
      return 0;
    }
    return value;
  };
  const rate = (text: string, field: string, max = 100_000): number => {
    const value = parseRate(text);
    if (value === null || value > max) {
      errors[field] = say.percent(max / 1000);
      return 0;
    }
    return value;
  };
  const taxIds = new Set<string>();
  const taxRates = form.taxes.map((t, i) => {
    const id = t.id || idFrom(t.name, taxIds, `tax-${i + 1}`);
    taxIds.add(id);
    if (!t.name.trim()) errors[`taxes.${i}.name`] = say.nameTax;
    return { id, name: t.name.trim(), rate: rate(t.percent, `taxes.${i}.percent`) };
  });
  const defaultIndex = form.taxes.findIndex((t) => t.key === form.defaultTaxKey);
  const extraIds = new Set<string>();
  const extras = form.extras.map((e, i) => {
    const id = e.id || idFrom(e.name, extraIds, `extra-${i + 1}`);
    extraIds.add(id);
    if (!e.name.trim()) errors[`extras.${i}.name`] = say.nameExtra;
    return { id, name: e.name.trim(), price: amount(e.price, `extras.${i}.price`) };
  });
  const book: PriceBookInput = {
    currency,
    pricesIncludeTax: form.pricesIncludeTax,
    taxRates,
    defaultTaxRateId: defaultIndex === -1 ? null : (taxRates[defaultIndex]?.id ?? null),
    labour: Object.fromEntries(
      LABOUR_SERVICES.map((s) => [s, Object.fromEntries(SIZE_CLASSES.map((size) => [size, amount(form.labour[s][size], `labour.${s}.${size}`)]))]),
    ) as PriceBookInput['labour'],
    film: {
      unit: form.unit,
      byFinish: Object.fromEntries(FINISHES.map((f) => [f, amount(form.byFinish[f], `byFinish.${f}`)])) as PriceBookInput['film']['byFinish'],
      byBrand: form.byBrand.map((b, i) => ({ brandId: b.brandId, finish: b.finish === '' ? null : b.finish, price: amount(b.price, `byBrand.${i}.price`) })),
      byFilm: form.byFilm.map((f, i) => ({ filmId: f.filmId, price: amount(f.price, `byFilm.${i}.price`) })),
    },
    extras,
    wasteRate: rate(form.waste, 'waste'),
    widgetRange: { enabled: form.rangeEnabled, spreadRate: rate(form.rangeSpread, 'rangeSpread', 50_000) },
  };
  return Object.keys(errors).length > 0 ? { errors } : { book };
}
