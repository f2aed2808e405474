// Dates on the Leads, Customers and quote screens in the reader's language (issue 28 items 1 and 2, decision 098):
// the shop's conventions (its country's order of day and month, its clock and its time zone) with the month's name
// in the language the user reads. English keeps the shop's own locale ("en-GB", "en-US"), as before.
import { useFormat } from '../../i18n/locale.ts';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { dateFormat, readerLocale } from '../../lib/shop-conventions.ts';
import { useShopFormat } from '../../lib/shop-format.ts';

/** "de-US" for German words in a US shop; undefined (the shop's own locale) in English. */
export const wordsLocale = readerLocale;

export interface WordsDates {
  /** The locale passed to the shared formatters: undefined means the shop's own. */
  locale: string | undefined;
  /** An instant, in the shop's zone: "27. Nov. 2026, 09:30". */
  dateTime: (iso: string) => string;
  /** A calendar day (YYYY-MM-DD), or "—". */
  day: (isoDay: string | null | undefined) => string;
  /** A day as its UTC date in the long form ("23. Dezember 2026"), as a quote's expiry reads. */
  longUtcDay: (iso: string) => string;
}

export function useWordsDates(): WordsDates {
  const { locale: language } = useFormat();
  const { locale: shopLocale } = useShopFormat();
  const locale = wordsLocale(language, shopLocale);
  return {
    locale,
    dateTime: (iso) => formatDateTime(iso, locale),
    day: (isoDay) => (isoDay ? formatDay(isoDay.slice(0, 10), locale) : '—'),
    longUtcDay: (iso) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : dateFormat({ dateStyle: 'long', timeZone: 'UTC' }, 'day', locale).format(d);
    },
  };
}
