// The quote editor's values (issue 25 item 3): options and lines as the shop types them (text), read into the API's
// input (minor units, thousandths, rates) with parseMajor and rateFromPercent, and priced live with priceDocument.
import {
  parseMajor,
  priceDocument,
  rateFromPercent,
  minorToDecimalString,
  MAX_QUOTE_OPTIONS,
  QUOTE_OPTION_LABELS,
  type PricingTotals,
  type QuoteLineKind,
} from '@wrapsmith/core';
import type { QuoteDto, QuoteLineDto, QuoteOptionDto, QuoteOptionsInput } from '@wrapsmith/core/contract';

/** The zones an option can cover, as the Studio names them. */
export const QUOTE_ZONE_LABELS: Record<string, string> = {
  fullWrap: 'Full wrap',
  roof: 'Roof',
  mirrors: 'Mirrors',
  chromeDelete: 'Chrome delete',
  calipers: 'Calipers',
  windowTint: 'Window tint',
  ppf: 'PPF',
};

export interface LineValues {
  key: string;
  kind: QuoteLineKind;
  description: string;
  quantity: string;
  unitPrice: string;
  /** Percent as typed: "8.875". */
  taxRate: string;
}

export interface OptionValues {
  key: string;
  label: string;
  film: string;
  zones: string[];
  renderId: string | null;
  discountKind: 'none' | 'amount' | 'rate';
  discount: string;
  notes: string;
  lines: LineValues[];
}

let counter = 0;
export const newKey = (): string => `k${(counter += 1)}`;

const percentText = (rate: number): string => String(rate / 1000);
const quantityText = (milli: number): string => String(milli / 1000);

export function lineValues(line: Pick<QuoteLineDto, 'kind' | 'description' | 'quantityMilli' | 'unitAmount' | 'taxRate'>, currency: string): LineValues {
  return {
    key: newKey(),
    kind: line.kind,
    description: line.description,
    quantity: quantityText(line.quantityMilli),
    unitPrice: minorToDecimalString(line.unitAmount, currency),
    taxRate: percentText(line.taxRate),
  };
}

export function emptyLine(defaultTaxRate: number): LineValues {
  return { key: newKey(), kind: 'labour', description: '', quantity: '1', unitPrice: '', taxRate: percentText(defaultTaxRate) };
}

export function optionValues(option: QuoteOptionDto, currency: string): OptionValues {
  return {
    key: newKey(),
    label: option.label,
    film: option.film,
    zones: [...option.zones],
    renderId: option.renderId,
    discountKind: option.discount?.kind ?? 'none',
    discount: option.discount ? (option.discount.kind === 'amount' ? minorToDecimalString(option.discount.amount, currency) : percentText(option.discount.rate)) : '',
    notes: option.notes,
    lines: option.lines.map((l) => lineValues(l, currency)),
  };
}

export function newOption(existing: readonly OptionValues[], copyOf: OptionValues | undefined, defaultTaxRate: number): OptionValues {
  const used = new Set(existing.map((o) => o.label));
  const label = QUOTE_OPTION_LABELS.find((l) => !used.has(l)) ?? `Option ${existing.length + 1}`;
  if (copyOf) return { ...copyOf, key: newKey(), label, lines: copyOf.lines.map((l) => ({ ...l, key: newKey() })) };
  return { key: newKey(), label, film: '', zones: [], renderId: null, discountKind: 'none', discount: '', notes: '', lines: [emptyLine(defaultTaxRate)] };
}

export const canAddOption = (options: readonly OptionValues[]): boolean => options.length < MAX_QUOTE_OPTIONS;

/** "12.5" → 12500; null unless a positive number with at most 3 decimals. */
export function parseQuantity(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,3})?$/.test(t)) return null;
  const milli = Math.round(Number(t) * 1000);
  return milli > 0 ? milli : null;
}

export function parseRate(text: string): number | null {
  const t = text.trim().replace(',', '.').replace(/\s*%$/, '');
  if (t === '') return 0;
  if (!/^\d+(\.\d{1,3})?$/.test(t)) return null;
  return rateFromPercent(Number(t));
}

export type LineErrors = Partial<Record<'description' | 'quantity' | 'unitPrice' | 'taxRate', string>>;

export const QUOTE_EDITOR_ERRORS = {
  description: 'Describe the line.',
  quantity: 'A quantity above 0, at most 3 decimals.',
  unitPrice: 'A price like 1250.00.',
  discountLine: 'A discount is a negative price, like -100.',
  positive: 'A price cannot be negative (use a Discount line).',
  taxRate: 'A rate between 0 and 100 %.',
  discount: 'An amount, or a percentage up to 100.',
  label: 'Name the option.',
} as const;

export interface CheckedOption {
  input: QuoteOptionsInput['options'][number] | null;
  lineErrors: LineErrors[];
  labelError?: string;
  discountError?: string;
  totals: PricingTotals | null;
  /** priceDocument's refusal (a discount above the price), in its words. */
  pricingError?: string;
}

/** One option read from what is typed: its API input when all is valid, its errors, and its live totals. */
export function checkOption(option: OptionValues, currency: string, pricesIncludeTax: boolean): CheckedOption {
  const lineErrors: LineErrors[] = [];
  const lines: QuoteOptionsInput['options'][number]['lines'] = [];
  for (const line of option.lines) {
    const errors: LineErrors = {};
    const quantityMilli = parseQuantity(line.quantity);
    const unitAmount = parseMajor(line.unitPrice, currency);
    const taxRate = parseRate(line.taxRate);
    if (!line.description.trim()) errors.description = QUOTE_EDITOR_ERRORS.description;
    if (quantityMilli === null) errors.quantity = QUOTE_EDITOR_ERRORS.quantity;
    if (unitAmount === null) errors.unitPrice = QUOTE_EDITOR_ERRORS.unitPrice;
    else if (line.kind === 'discount' && unitAmount > 0) errors.unitPrice = QUOTE_EDITOR_ERRORS.discountLine;
    else if (line.kind !== 'discount' && unitAmount < 0) errors.unitPrice = QUOTE_EDITOR_ERRORS.positive;
    if (taxRate === null) errors.taxRate = QUOTE_EDITOR_ERRORS.taxRate;
    lineErrors.push(errors);
    // Live totals count every line whose numbers read, even before it has a description.
    if (quantityMilli !== null && unitAmount !== null && taxRate !== null && !errors.unitPrice) {
      lines.push({ kind: line.kind, description: line.description.trim(), quantityMilli, unitAmount, taxRate });
    }
  }
  let discount: QuoteOptionsInput['options'][number]['discount'] = null;
  let discountError: string | undefined;
  if (option.discountKind === 'amount') {
    const amount = parseMajor(option.discount, currency);
    if (amount === null || amount < 0) discountError = QUOTE_EDITOR_ERRORS.discount;
    else discount = { kind: 'amount', amount };
  } else if (option.discountKind === 'rate') {
    const rate = parseRate(option.discount);
    if (rate === null) discountError = QUOTE_EDITOR_ERRORS.discount;
    else discount = { kind: 'rate', rate };
  }
  let totals: PricingTotals | null = null;
  let pricingError: string | undefined;
  try {
    totals = priceDocument({ currency, lines, pricesIncludeTax, discount });
  } catch (err) {
    pricingError = err instanceof Error ? err.message : String(err);
  }
  const labelError = option.label.trim() ? undefined : QUOTE_EDITOR_ERRORS.label;
  const valid = !labelError && !discountError && !pricingError && lineErrors.every((e) => Object.keys(e).length === 0);
  return {
    input: valid
      ? { label: option.label.trim(), film: option.film.trim(), zones: option.zones, renderId: option.renderId, discount, notes: option.notes, lines }
      : null,
    lineErrors,
    ...(labelError ? { labelError } : {}),
    ...(discountError ? { discountError } : {}),
    ...(pricingError ? { pricingError } : {}),
    totals,
  };
}

/** The editor's starting values: the quote's options as text. */
export function editorValues(quote: QuoteDto): OptionValues[] {
  return quote.options.map((o) => optionValues(o, quote.currency));
}
