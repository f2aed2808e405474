// One customer page's catalogue in the customer's five languages (issue 28 item 1, decision 100), for the pages that
// came after the quote, tracking and payment pages (the invoice page, the warranty verification page): English ships
// with the page, another language loads once from its own chunk (listed in build.mjs LOADED_LATER) when the page
// needs it, and a failed download leaves the page in English. ICU messages through core's formatter (decision 095).
import { useEffect, useState } from 'react';
import { formatMessage, type Locale } from '@wrapsmith/core/i18n';
import { pageLocale } from './page-locale.ts';

export type PageWords<K extends string> = (key: K, values?: Record<string, string | number>) => string;

export interface PageCatalogue<K extends string> {
  english: Readonly<Record<K, string>>;
  /** The catalogue of `locale` if it is loaded already (English always is). */
  loaded(locale: Locale): Readonly<Record<K, string>> | undefined;
  /** Loads the catalogue of `locale` (once); a failed download leaves the page in English. */
  load(locale: Locale): Promise<void>;
  /** `t(key, values)` in `locale`, from its catalogue (English while it is not loaded). */
  words(locale: Locale): PageWords<K>;
}

export function pageCatalogue<K extends string>(english: Readonly<Record<K, string>>, loaders: Record<Exclude<Locale, 'en'>, () => Promise<Readonly<Record<K, string>>>>): PageCatalogue<K> {
  const have = new Map<Locale, Readonly<Record<K, string>>>([['en', english]]);
  return {
    english,
    loaded: (locale) => have.get(locale),
    async load(locale) {
      if (have.has(locale) || locale === 'en') return;
      try {
        have.set(locale, await loaders[locale]());
      } catch {
        // English stays.
      }
    },
    words(locale) {
      const catalogue = have.get(locale);
      const lang = catalogue ? locale : 'en';
      const messages = catalogue ?? english;
      return (key, values) => formatMessage(lang, messages[key], values);
    },
  };
}

/**
 * The page's language and words: the customer's (from the API answer, `customer`) once known, before that the
 * browser's; English until that language's words are loaded. A page that loads the customer's words with its answer
 * (see `loadFor`) never shows English first.
 */
export function usePageWords<K extends string>(catalogue: PageCatalogue<K>, customer: Locale | undefined): { locale: Locale; t: PageWords<K> } {
  const wanted = pageLocale(customer);
  const locale = catalogue.loaded(wanted) ? wanted : 'en';
  const [, loadedOne] = useState(0);
  useEffect(() => {
    if (!catalogue.loaded(wanted)) void catalogue.load(wanted).then(() => loadedOne((n) => n + 1));
  }, [catalogue, wanted]);
  return { locale, t: catalogue.words(locale) };
}

/** Loads the words of the answer's language before the page shows the answer. */
export async function loadFor<K extends string, T>(catalogue: PageCatalogue<K>, answer: T, customer: (answer: T) => Locale | undefined): Promise<T> {
  await catalogue.load(pageLocale(customer(answer)));
  return answer;
}
