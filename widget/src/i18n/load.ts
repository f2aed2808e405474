// Picks the widget's language and loads its catalogue (issue 28 items 1 and 4): English is bundled, every other
// language is its own small chunk, fetched only for the visitor who reads it, with the ICU formatter (a chunk of its own).
import { negotiateLocale, type Locale } from '@wrapsmith/core/i18n';
import { useCatalogue } from '../messages.ts';
import type { WidgetCatalogue } from './en.ts';

const CHUNKS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: WidgetCatalogue }>> = {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
};


/**
 * Negotiates the language among the shop's (`forced`, the embed's `data-lang`, wins when the shop speaks it) and
 * makes the widget speak it (it speaks English until then). A language whose chunk fails to load leaves it in English.
 */
export async function speakShopLanguage(shopLocales: readonly string[], forced?: string | null): Promise<Locale> {
  try {
    // The visitor's languages, best first. Whatever fails here leaves the widget in English, never stuck loading.
    const locale = negotiateLocale({ shopLocales, visitorLocales: navigator.languages, forced });
    if (locale !== 'en') {
      const [catalogue, icu] = await Promise.all([CHUNKS[locale](), import('./icu.ts')]);
      useCatalogue(locale, catalogue.default, icu.formatMessage);
    }
    return locale;
  } catch {
    return 'en';
  }
}
