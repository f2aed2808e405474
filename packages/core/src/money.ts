// Money as people read it: Intl.NumberFormat in the shop's currency.

/** Shops have no currency setting yet: every price a shop sets, quotes or sees is in this one. */
export const SHOP_CURRENCY = 'USD';

export interface MoneyFormatOptions {
  /** A BCP 47 locale; en-US, as the rest of the product's words, unless given. */
  locale?: string;
  /** "$79" rather than "$79.00" for a whole amount, as prices read in running text. */
  wholeWithoutCents?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "$1,234.50" for 1234.5 USD: the amount is in the currency's main unit (dollars, not cents). */
export function formatMoney(amount: number, currency: string, { locale = 'en-US', wholeWithoutCents = false }: MoneyFormatOptions = {}): string {
  const key = `${locale} ${currency} ${wholeWithoutCents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, trailingZeroDisplay: wholeWithoutCents ? 'stripIfInteger' : 'auto' });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

// ---------------------------------------------------------------------------------------------------------------
// Exact money (issue 25, decision 082): every amount the product stores, sums, taxes or charges is an integer count
// of the currency's minor unit (cents, yen, fils) beside its ISO 4217 code. Floats appear only where a number is
// shown to a person (formatMinor) or read from one (parseMajor, which never goes through a float).

/** An amount in integer minor units of an ISO 4217 currency: { amount: 123450, currency: 'USD' } is $1,234.50. */
export interface Money {
  amount: number;
  currency: string;
}

/**
 * ISO 4217's minor-unit digits where they are not 2 (the standard's table, as Stripe charges them). Intl's CLDR data
 * differs for a few (it shows ISK, HUF or TWD with other cash digits), so the exponent is written here, not asked of
 * Intl; Intl only formats.
 */
const ZERO_DECIMAL = ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'];
const THREE_DECIMAL = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];
const FOUR_DECIMAL = ['CLF', 'UYW'];

/** Largest amount (in minor units) the product accepts anywhere: far above any wrap, well inside exact integers. */
export const MAX_MINOR_AMOUNT = 1_000_000_000_000;

let knownCurrencies: Set<string> | null = null;
/** True for a three-letter ISO 4217 code this runtime's Intl knows (so it can also be formatted). */
export function isCurrencyCode(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  knownCurrencies ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);
  return knownCurrencies.size === 0 || knownCurrencies.has(code);
}

/** How many decimal digits the currency's minor unit has: USD 2, JPY 0, BHD 3. */
export function currencyExponent(currency: string): number {
  if (ZERO_DECIMAL.includes(currency)) return 0;
  if (THREE_DECIMAL.includes(currency)) return 3;
  if (FOUR_DECIMAL.includes(currency)) return 4;
  return 2;
}

export function isMinorAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && Math.abs(amount) <= MAX_MINOR_AMOUNT;
}

function assertMinor(amount: number, what = 'amount'): void {
  if (!isMinorAmount(amount)) throw new RangeError(`${what} must be a whole number of minor units, got ${amount}`);
}

export function assertCurrency(currency: string): void {
  if (!isCurrencyCode(currency)) throw new RangeError(`not an ISO 4217 currency code: ${currency}`);
}

const minorFormatters = new Map<string, Intl.NumberFormat>();

/**
 * "€1.234,50" for 123450 EUR in de-DE: an amount in minor units, written with exactly the currency's ISO digits.
 * `wholeWithoutCents` drops ".00" from a whole amount, as prices read in running text.
 */
export function formatMinor(amount: number, currency: string, { locale = 'en-US', wholeWithoutCents = false }: MoneyFormatOptions = {}): string {
  assertMinor(amount);
  const digits = currencyExponent(currency);
  const key = `${locale} ${currency} ${wholeWithoutCents}`;
  let formatter = minorFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      trailingZeroDisplay: wholeWithoutCents ? 'stripIfInteger' : 'auto',
    });
    minorFormatters.set(key, formatter);
  }
  // A decimal string, not amount / 10^digits: exact for every amount up to MAX_MINOR_AMOUNT.
  return formatter.format(minorToDecimalString(amount, currency) as unknown as number);
}

/** "1234.50" for 123450 USD, "-0.005" for -5 BHD: exact, for formats, CSV files and APIs that take decimals. */
export function minorToDecimalString(amount: number, currency: string): string {
  assertMinor(amount);
  const digits = currencyExponent(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Reads a price a person typed ("1,234.5", "1234,50" in a comma-decimal locale, "¥3000") into minor units, exactly
 * (no float on the way). Null when it is not a plain amount, has more decimals than the currency allows, or is out
 * of range. `decimalSeparator` is the locale's (',' for de-DE); the other of '.' and ',' is taken as grouping.
 */
export function parseMajor(text: string, currency: string, { decimalSeparator = '.' }: { decimalSeparator?: '.' | ',' } = {}): number | null {
  const digits = currencyExponent(currency);
  const group = decimalSeparator === '.' ? ',' : '.';
  // Spaces, the currency's code and symbols ("$", "€", "¥") around the number go; letters or symbols inside do not.
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(new RegExp(`^${currency}|${currency}$`, 'i'), '')
    .replace(/^[^\p{L}\d\-.,]+|[^\p{L}\d.,]+$/gu, '');
  const match = new RegExp(`^(-?)(\\d{1,3}(?:\\${group}\\d{3})+|\\d+)(?:\\${decimalSeparator}(\\d*))?$`).exec(cleaned);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > digits) return null;
  const minor = Number(whole.split(group).join('') + trimmed.padEnd(digits, '0'));
  const amount = sign === '-' ? -minor : minor;
  return isMinorAmount(amount) ? amount : null;
}

/**
 * amount × numerator / denominator, rounded half away from zero to a whole minor unit, computed in BigInt so no
 * product of a large amount and a rate loses a unit. The one rounding rule of the product (decision 082).
 */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  assertMinor(amount);
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('mulDivRound takes whole numbers and a positive denominator');
  }
  const product = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs * 2n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

/**
 * Rates (tax, deposit, discount, waste) are whole thousandths of a percent, so every rate a tax office publishes is
 * exact: 8.875 % is 8875, 20 % is 20000, 100 % is RATE_SCALE.
 */
export const RATE_SCALE = 100_000;

/** 8.875 → 8875: a percentage a person typed, as the product stores it; null when it has more than 3 decimals. */
export function rateFromPercent(percent: number): number | null {
  const rate = Math.round(percent * 1000);
  return Number.isFinite(percent) && Math.abs(rate - percent * 1000) < 1e-6 && rate >= 0 && rate <= RATE_SCALE ? rate : null;
}

/** The rate's share of an amount: percentOf(10000, 8875) = 888 (8.875 % of $100.00, half away from zero). */
export function percentOf(amount: number, rateMilliPercent: number): number {
  return mulDivRound(amount, rateMilliPercent, RATE_SCALE);
}

/**
 * Splits an amount into parts proportional to the weights so the parts add up to it exactly (largest remainder):
 * a discount spread across lines, a deposit across options.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  assertMinor(amount);
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('allocate takes whole, non-negative weights');
  if (total === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const sign = amount < 0 ? -1n : 1n;
  const abs = BigInt(Math.abs(amount));
  const t = BigInt(total);
  const parts = weights.map((w) => (abs * BigInt(w)) / t);
  let left = abs - parts.reduce((sum, p) => sum + p, 0n);
  const order = weights
    .map((w, i) => ({ i, remainder: (abs * BigInt(w)) % t }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i] = (parts[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p * sign));
}
