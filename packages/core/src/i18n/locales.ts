// The languages Wrapsmith speaks and how a visitor's language is picked (issue 28 item 1, decision 095).

export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de', 'pt'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, for pickers ("Deutsch", not "German"). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

/** Languages written right to left (their scripts: Arabic, Hebrew, Persian, Urdu, Syriac, Thaana, N’Ko …). */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'ckb', 'dv', 'syr', 'nqo']);

/**
 * The text direction of a BCP 47 tag, for `dir` beside `lang` (issue 28 item 3, decision 102). Every language we ship
 * today is left to right; the layout is written in logical properties so one of these mirrors it.
 */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const base = `${tag}`.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return RIGHT_TO_LEFT.has(base) ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** "de-AT" → "de"; anything we don't speak (or not a string) → null. */
export function baseLocale(tag: unknown): Locale | null {
  const base = `${tag}`.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

export interface NegotiateInput {
  /** The shop's languages, first one first (its default). Unknown entries are ignored. */
  shopLocales: readonly unknown[];
  /** The visitor's languages in their order of preference (`navigator.languages`). */
  visitorLocales?: readonly string[];
  /** A language the embed forces (`data-lang="de"`); wins when the shop speaks it. */
  forced?: string | null;
}

/**
 * The language to speak: the forced one when the shop speaks it, else the visitor's first preferred language
 * the shop speaks, else the shop's first language, else English.
 */
export function negotiateLocale({ shopLocales, visitorLocales = [], forced }: NegotiateInput): Locale {
  const shop = shopLocales.map(baseLocale).filter((l) => l !== null);
  // Small on purpose: this runs in the widget's first download.
  for (const tag of [forced, ...visitorLocales]) {
    const l = baseLocale(tag);
    if (l && shop.includes(l)) return l;
  }
  return shop[0] ?? DEFAULT_LOCALE;
}
