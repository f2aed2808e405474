// Numbers, money and dates as people read them in a locale, all through Intl (issue 28 item 1, decision 095).
import { formatMinor, type Money } from '../money.ts';

/** The region-less language ("de") reads numbers and dates as its main region does; English as en-US. */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-US' : locale;
}

export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

/** "1.234,50 €" for { amount: 123450, currency: 'EUR' } in German: money in minor units via the money core. */
export function formatMoneyIn(locale: string, money: Money, options: { wholeWithoutCents?: boolean } = {}): string {
  return formatMinor(money.amount, money.currency, { locale: intlLocale(locale), ...options });
}

/** A date (and time when asked) in the locale, in the given time zone when one is given. */
export function formatDate(
  locale: string,
  date: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(date);
}
