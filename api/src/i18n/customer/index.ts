// What a shop's customer reads, in their language (issue 28 item 1, decision 100): one catalogue per language
// (English the source), and the words and formats of one locale: messages through the ICU formatter, money, days
// and dates through Intl in that language, with the shop's currency and time zone. English is written with the shop's
// country's conventions (decision 098: `shopLocale`, "26 October 2026, 09:30" in the UK, "October 26, 2026, 9:30 AM"
// in the US); another language with its own.
import { formatClock, shopLocale } from '@wrapsmith/core';
import { formatMessage, formatMoneyIn, intlLocale, type Locale, type MessageValues } from '@wrapsmith/core/i18n';
import { DE } from './de.ts';
import { EN, type CustomerCatalogue, type CustomerMessageKey } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { PT } from './pt.ts';

export { EN, type CustomerMessageKey };
export const CUSTOMER_CATALOGUES: Record<Locale, CustomerCatalogue> = { en: EN, es: ES, fr: FR, de: DE, pt: PT };

export interface CustomerWords {
  locale: Locale;
  /** The Intl locale its money, days, times and numbers are written in: `en-<shop's country>` for English, else the language. */
  intl: string;
  /** The message of `key`, formatted (ICU) with `values`. */
  t(key: CustomerMessageKey, values?: MessageValues): string;
  /** The raw message (a notification template, filled by renderTemplate). */
  raw(key: CustomerMessageKey): string;
  /** An amount in minor units in `currency`. */
  money(amount: number, currency: string): string;
  /** A calendar day (YYYY-MM-DD) written out with its weekday: "jueves, 10 de diciembre de 2026". */
  longDay(day: string): string;
  /** A calendar day or an instant as a date: "10 de diciembre de 2026" (an instant in `timeZone`, UTC by default). */
  date(at: Date | string, timeZone?: string): string;
  /** An HH:MM wall-clock time as the locale writes it: "9:30 AM" (en-US), "09:30" (en-GB, de); as typed when it is not one. */
  clock(time: string): string;
  /** A quantity in thousandths (2500 = 2.5), as the language writes numbers. */
  quantity(quantityMilli: number): string;
  /** A rate in thousandths of a percent (8875 = 8.875 %), as the language writes percentages. */
  percent(rateMilli: number): string;
}

const words = new Map<string, CustomerWords>();

/**
 * The words of `locale`. `country` is the shop's (decision 098): an English reader gets its conventions, so a UK shop's
 * customer reads "26 October 2026" and "09:30"; without it, or for another language, the language's own (en: en-US).
 */
export function customerWords(locale: Locale, country?: string | null): CustomerWords {
  const intl = locale === 'en' && country ? shopLocale(country) : intlLocale(locale);
  const cacheKey = `${locale}|${intl}`;
  let w = words.get(cacheKey);
  if (w) return w;
  const catalogue = CUSTOMER_CATALOGUES[locale];
  const asDate = (at: Date | string) => (typeof at === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T12:00:00Z` : at) : at);
  const dateIn = (at: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intl, options).format(at);
  w = {
    locale,
    intl,
    t: (key, values) => formatMessage(locale, catalogue[key], values),
    raw: (key) => catalogue[key],
    money: (amount, currency) => formatMoneyIn(intl, { amount, currency }),
    longDay: (day) => {
      const at = asDate(day);
      return Number.isNaN(at.getTime()) ? day : dateIn(at, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    },
    date: (at, timeZone = 'UTC') => {
      const d = asDate(at);
      return Number.isNaN(d.getTime()) ? String(at) : dateIn(d, { year: 'numeric', month: 'long', day: 'numeric', timeZone });
    },
    clock: (time) => formatClock(time.trim(), intl),
    quantity: (quantityMilli) => new Intl.NumberFormat(intl, { maximumFractionDigits: 3 }).format(quantityMilli / 1000),
    percent: (rateMilli) => new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 3 }).format(rateMilli / 100_000),
  };
  words.set(cacheKey, w);
  return w;
}
