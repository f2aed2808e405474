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
