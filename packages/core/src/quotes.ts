// Quotes with line items and options (issue 25 item 3, decision 086). Zod-free rules shared by the API and the
// dashboard: the line kinds, the limits, the messages, the mapping of the spec's booking price fields onto lines,
// and an option's totals (always through priceDocument, decision 082).
import { currencyExponent, parseMajor } from './money.ts';
import { priceDocument, type PricedLine, type PricingTotals } from './pricing.ts';

/** What a line is for: the quote page, the PDF and the invoice group nothing by it, but reports and the price book do. */
export const QUOTE_LINE_KINDS = ['labour', 'film', 'ppf', 'tint', 'decals', 'extra', 'discount'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export const QUOTE_LINE_KIND_LABELS: Record<QuoteLineKind, string> = {
  labour: 'Labour',
  film: 'Film',
  ppf: 'Paint protection film',
  tint: 'Window tint',
  decals: 'Decals',
  extra: 'Extra',
  discount: 'Discount',
};

/** Good / better / best at most: a customer compares three, not more. */
export const MAX_QUOTE_OPTIONS = 3;
export const MAX_QUOTE_LINES = 40;
export const QUOTE_LABEL_MAX = 40;
export const QUOTE_LINE_TEXT_MAX = 200;
export const QUOTE_NOTES_MAX = 2000;
export const QUOTE_FILM_MAX = 120;
export const QUOTE_ZONES_MAX = 12;
/** A typed name as a signature: a person's name, not an essay. */
export const QUOTE_SIGNATURE_MAX = 120;

/** The labels the editor offers for a new option, in order. */
export const QUOTE_OPTION_LABELS = ['Good', 'Better', 'Best'] as const;

export type QuoteDiscount = { kind: 'amount'; amount: number } | { kind: 'rate'; rate: number };

export interface QuoteLine extends PricedLine {
  kind: QuoteLineKind;
  description: string;
}

export const QUOTE_MESSAGES = {
  saved: 'Quote options saved.',
  notFound: 'Quote not found',
  alreadyAccepted: 'The customer has accepted this quote: its options can no longer change.',
  cancelled: 'This booking is cancelled: its quote can no longer change.',
  unknownOption: 'That option is not part of this quote. Reload the page and pick one of the options shown.',
  chooseOption: 'Choose one of the options before accepting.',
  nameNeeded: 'Type your full name to accept the quote.',
  optionTaken: (label: string) => `This quote was already accepted (option “${label}”), perhaps in another tab. Reload the page to see it.`,
  unknownPicture: 'That picture is not one of this shop’s renders.',
  negativeTotal: 'An option’s total cannot be below zero.',
  discountLineSign: 'A discount line takes a negative price; other lines a positive one.',
  pdfTitle: 'Quote',
} as const;

/** A price in the spec's real major units (3850.5 dollars) as minor units, exactly as it reads: 385050. */
export function minorFromMajor(amount: number, currency: string): number | null {
  if (!Number.isFinite(amount)) return null;
  return parseMajor(amount.toFixed(currencyExponent(currency)), currency);
}

/** The spec's price fields of a booking (real dollars, nullable), as the booking form saves them. */
export interface BookingPriceFields {
  brand: string;
  wrapColor: string;
  price: number | null;
  ppfCost: number | null;
  decalsCost: number | null;
  windowTintingCost: number | null;
  frontPercentage: number | null;
  rearPercentage: number | null;
  additionalTotal: number | null;
  customerTotal: number | null;
  customerQuote: number | null;
}

const ONE = 1000;

/**
 * The spec's booking fields mapped onto lines (decision 086), so a quote saved through the old form reads as one
 * option whose total is the spec's quote total (customerQuote, else customerTotal, else the cost sum):
 *   price → labour "Wrap[: brand colour]", ppfCost → ppf, decalsCost → decals, windowTintingCost → tint (with the
 *   front/rear percentages), and only when customerQuote or customerTotal is set (the spec's cost sum leaves it out)
 *   additionalTotal → extra "Additional work"; then, when customerQuote or customerTotal differs from the sum of those lines, one line for the difference:
 *   "Quoted price" (no other line), "Adjustment to the quoted price" (above) or a discount line (below).
 * The fields are what the customer pays, so every line is untaxed (rate 0): the total stays the one the form shows.
 */
export function linesFromBookingFields(b: BookingPriceFields, currency: string): QuoteLine[] {
  const minor = (value: number | null) => (value === null ? null : minorFromMajor(value, currency));
  const lines: QuoteLine[] = [];
  const addMinor = (kind: QuoteLineKind, description: string, amount: number | null) => {
    if (amount !== null && amount !== 0) lines.push({ kind, description, quantityMilli: ONE, unitAmount: amount, taxRate: 0 });
  };
  const add = (kind: QuoteLineKind, description: string, value: number | null) => addMinor(kind, description, minor(value));
  const film = b.wrapColor.toLowerCase().startsWith(b.brand.toLowerCase()) ? b.wrapColor : [b.brand, b.wrapColor].filter(Boolean).join(' ');
  add('labour', film ? `Wrap: ${film}` : 'Wrap', b.price);
  add('ppf', 'Paint protection film', b.ppfCost);
  add('decals', 'Decals', b.decalsCost);
  const shades = [b.frontPercentage === null ? '' : `front ${b.frontPercentage} %`, b.rearPercentage === null ? '' : `rear ${b.rearPercentage} %`].filter(Boolean);
  add('tint', shades.length ? `Window tint (${shades.join(', ')})` : 'Window tint', b.windowTintingCost);
  const target = minor(b.customerQuote ?? b.customerTotal);
  if (target !== null) {
    // Additional work counts only towards a customer total or quote: the spec's cost sum leaves it out.
    add('extra', 'Additional work', b.additionalTotal);
    const sum = lines.reduce((s, l) => s + l.unitAmount, 0);
    const difference = target - sum;
    if (lines.length === 0) addMinor('labour', 'Quoted price', target);
    else if (difference > 0) addMinor('extra', 'Adjustment to the quoted price', difference);
    else if (difference < 0) addMinor('discount', 'Discount to the quoted price', difference);
  }
  return lines;
}

export interface QuoteOptionPricing {
  lines: readonly QuoteLine[];
  discount: QuoteDiscount | null;
}

/** An option's totals: priceDocument, nothing else. Throws PricingError on a discount above the price. */
export function quoteOptionTotals(option: QuoteOptionPricing, currency: string, pricesIncludeTax: boolean): PricingTotals {
  return priceDocument({ currency, lines: option.lines, pricesIncludeTax, discount: option.discount });
}

/** "33 %" for 33000, "8.875 %" for 8875: a rate as people read it. */
export function formatRate(rate: number): string {
  return `${(rate / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} %`;
}

/** "1", "2.5": a quantity in thousandths as people read it. */
export function formatQuantity(quantityMilli: number): string {
  return (quantityMilli / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 });
}
