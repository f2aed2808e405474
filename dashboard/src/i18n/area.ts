// A screen's words in every language (issue 28 item 1, decision 101): an *area* is one group of screens (leads,
// invoices, settings …) with its English beside its code and each other language in a chunk of its own
// (`areas/<name>/<lang>.ts`), fetched the first time a screen of that area shows in that language. So the language
// chunk every visitor loads before the first screen (../es.ts …: the frame, sign-in and the Studio) stays small, and
// a customer on the quote page never downloads the staff screens' words.
//
// `useArea(AREA)` suspends (the route's loading state shows) while the area's chunk loads, so no English flashes
// before the translation; a chunk that fails to load leaves that area in English. English has no plural or select
// (the area test checks): it fills `{arguments}` by name; other languages go through the ICU formatter.
import type { Locale } from '@wrapsmith/core/i18n';
import { beforeLanguageSwitch, useLocale } from './locale.ts';

export type OtherLocale = Exclude<Locale, 'en'>;
type Values = Record<string, string | number>;

/** One language's messages for an area: exactly the English keys. */
export type AreaMessages<E> = { readonly [K in keyof E]: string };

export interface Area<E extends Readonly<Record<string, string>>> {
  readonly name: string;
  readonly english: E;
  readonly chunks: Readonly<Record<OtherLocale, () => Promise<{ default: AreaMessages<E> }>>>;
}

/**
 * Declares an area: `chunks` must be written as literal `() => import('./es.ts')` … so the build sees each language as
 * a chunk of its own (build.mjs lists them and holds each to its budget).
 */
export function defineArea<E extends Readonly<Record<string, string>>>(name: string, english: E, chunks: Area<E>['chunks']): Area<E> {
  return { name, english, chunks };
}

const loaded = new Map<string, Readonly<Record<string, string>>>();
const pending = new Map<string, Promise<void>>();

/** Fetches `area`'s words in `locale` (once; English needs nothing). Never rejects: a failed chunk means English. */
export function loadArea(area: Area<Readonly<Record<string, string>>>, locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  const id = `${area.name}:${locale}`;
  if (loaded.has(id)) return Promise.resolve();
  let wait = pending.get(id);
  if (!wait) {
    wait = area.chunks[locale]()
      .then((m) => void loaded.set(id, m.default))
      .catch(() => void loaded.set(id, {}))
      .finally(() => pending.delete(id));
    pending.set(id, wait);
  }
  return wait;
}

/** Every area a screen has shown on this visit, so a switch of language can fetch their words first. */
const used = new Set<Area<Readonly<Record<string, string>>>>();

/**
 * Fetches `locale`'s words for every area shown so far: called before switching language at a visitor's request
 * (the public footer's picker), so the screens on show change language at once instead of suspending.
 */
export function loadUsedAreas(locale: Locale): Promise<void> {
  return Promise.all([...used].map((area) => loadArea(area, locale))).then(() => undefined);
}

// Any switch of language (Settings → Profile, the footer's picker, signing in) fetches them first.
beforeLanguageSwitch(loadUsedAreas);

/** Whether `area`'s words in `locale` are here (English always is). */
export function areaReady(area: Area<Readonly<Record<string, string>>>, locale: Locale): boolean {
  return locale === 'en' || loaded.has(`${area.name}:${locale}`);
}

/**
 * `t(key, values)` for one area in the active language; suspends while that language's chunk for the area loads.
 * Wrap tests that render in another language with `await loadArea(AREA, 'de')` after `speak('de')`.
 */
export function useArea<E extends Readonly<Record<string, string>>>(area: Area<E>): (key: keyof E & string, values?: Values) => string {
  const { locale, format } = useLocale();
  used.add(area as Area<Readonly<Record<string, string>>>);
  if (locale !== 'en' && !areaReady(area as Area<Readonly<Record<string, string>>>, locale)) {
    // React (preact/compat) Suspense: the nearest boundary (the route's) shows its loading state until this settles.
    throw loadArea(area as Area<Readonly<Record<string, string>>>, locale);
  }
  const messages: Readonly<Record<string, string>> = locale === 'en' ? area.english : (loaded.get(`${area.name}:${locale}`) ?? {});
  return (key, values) => format(locale, messages[key] ?? (area.english[key] as string), values);
}
