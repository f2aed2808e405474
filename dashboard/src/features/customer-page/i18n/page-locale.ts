// The language of the shop's pages for its customer (the quote page, the tracking page; decision 100), on its own so
// a page does not load another page's catalogues with it.
import { negotiateLocale, SUPPORTED_LOCALES, type Locale } from '@wrapsmith/core/i18n';

/** The page's language: the customer's (from the API) once known, before that the browser's. */
export function pageLocale(customer: Locale | undefined): Locale {
  if (customer) return customer;
  const visitor = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  return negotiateLocale({ shopLocales: SUPPORTED_LOCALES, visitorLocales: visitor });
}
