// A priced document's arithmetic (issue 25, decision 082): quote options and invoices are lists of lines, each a
// quantity of a unit price in integer minor units with a tax rate; a discount; prices that include tax or not. One
// function turns lines into the totals every screen, email, PDF, deposit and invoice shows, so they never disagree.
import { allocate, assertCurrency, isMinorAmount, mulDivRound, percentOf, RATE_SCALE } from './money.ts';

export interface PricedLine {
  /** Whole units, or thousandths for measured quantities: quantityMilli 12_500 is 12.5 ft. */
  quantityMilli: number;
  /** Price of one unit, in minor units; tax included when the document's prices include tax. */
  unitAmount: number;
  /** Thousandths of a percent (RATE_SCALE = 100 %): 8875 is 8.875 %. 0 for untaxed lines. */
  taxRate: number;
}

export interface PricingInput {
  currency: string;
  lines: readonly PricedLine[];
  /** True where the shop's prices are written with tax in (most of Europe, Australia); false in the US. */
  pricesIncludeTax: boolean;
  /** Off the whole document before tax: a fixed amount (minor units) or a rate (thousandths of a percent). */
  discount?: { kind: 'amount'; amount: number } | { kind: 'rate'; rate: number } | null;
}

export interface PricedLineTotal {
  /** quantity × unit price, rounded once (half away from zero). */
  lineAmount: number;
  /** This line's share of the discount (≤ 0), so discounted lines add up to the document exactly. */
  discount: number;
}

export interface TaxTotal {
  rate: number;
  /** The amount this rate is charged on, net of tax. */
  taxable: number;
  tax: number;
}

export interface PricingTotals {
  currency: string;
  lines: PricedLineTotal[];
  /** Sum of the lines as written (tax included or not, as the prices are). */
  subtotal: number;
  /** ≤ 0. */
  discount: number;
  /** Net of tax, after discount. */
  net: number;
  /** Tax per rate, computed once per rate on the document's sum (not per line), as most tax offices require. */
  taxes: TaxTotal[];
  tax: number;
  /** What the customer pays. */
  total: number;
}

export class PricingError extends Error {}

/** Quantities: thousandths (a line of 12.5 ft is 12_500); up to a million units. */
export const MAX_QUANTITY_MILLI = 1_000_000_000;

export function priceDocument({ currency, lines, pricesIncludeTax, discount }: PricingInput): PricingTotals {
  assertCurrency(currency);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantityMilli) || line.quantityMilli < 0 || line.quantityMilli > MAX_QUANTITY_MILLI) {
      throw new PricingError('A quantity must be between 0 and 1,000,000, in thousandths at most.');
    }
    if (!isMinorAmount(line.unitAmount)) throw new PricingError('A unit price must be a whole number of minor units.');
    if (!Number.isSafeInteger(line.taxRate) || line.taxRate < 0 || line.taxRate > RATE_SCALE) {
      throw new PricingError('A tax rate must be between 0 % and 100 %.');
    }
  }
  const amounts = lines.map((line) => mulDivRound(line.unitAmount, line.quantityMilli, 1000));
  const subtotal = amounts.reduce((sum, a) => sum + a, 0);
  if (!isMinorAmount(subtotal)) throw new PricingError('The total is too large.');

  let discountTotal = 0;
  if (discount?.kind === 'amount') {
    if (!isMinorAmount(discount.amount) || discount.amount < 0) throw new PricingError('A discount must be a positive amount.');
    if (discount.amount > subtotal) throw new PricingError('The discount is larger than the price.');
    discountTotal = -discount.amount;
  } else if (discount?.kind === 'rate') {
    if (!Number.isSafeInteger(discount.rate) || discount.rate < 0 || discount.rate > RATE_SCALE) {
      throw new PricingError('A discount must be between 0 % and 100 %.');
    }
    discountTotal = -percentOf(subtotal, discount.rate);
  }
  // Lines with a negative amount (a credit) take no share of a discount; the rest share it by their amounts.
  const shares = allocate(discountTotal, amounts.map((a) => Math.max(a, 0)));

  // Per rate: the discounted sum of its lines, then its tax, once.
  const byRate = new Map<number, number>();
  lines.forEach((line, i) => byRate.set(line.taxRate, (byRate.get(line.taxRate) ?? 0) + (amounts[i] ?? 0) + (shares[i] ?? 0)));
  const taxes: TaxTotal[] = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, sum]) => {
      if (rate === 0) return { rate, taxable: sum, tax: 0 };
      if (pricesIncludeTax) {
        const tax = mulDivRound(sum, rate, RATE_SCALE + rate);
        return { rate, taxable: sum - tax, tax };
      }
      return { rate, taxable: sum, tax: percentOf(sum, rate) };
    });
  const tax = taxes.reduce((sum, t) => sum + t.tax, 0);
  const afterDiscount = subtotal + discountTotal;
  const net = pricesIncludeTax ? afterDiscount - tax : afterDiscount;
  const total = pricesIncludeTax ? afterDiscount : afterDiscount + tax;
  return {
    currency,
    lines: amounts.map((lineAmount, i) => ({ lineAmount, discount: shares[i] ?? 0 })),
    subtotal,
    discount: discountTotal,
    net,
    taxes: taxes.filter((t) => t.rate !== 0 || t.taxable !== 0),
    tax,
    total,
  };
}

// The deposit rule (a share or a fixed amount of a total, never above it) is `quoteDepositFor` in deposits.ts: one
// rule for the API, the dashboard and the tests (issue 25 item 2 of the finishing list, decision 088).
