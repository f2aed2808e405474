// The dashboard's language (issue 28 item 1, decision 099): the signed-in user's own (users.locale, Settings →
// Profile), else the browser's languages among the five we speak. English travels with the screens (./en/*); another
// language's catalogue is a chunk of its own (./es.ts …) with the ICU formatter, loaded only for whoever reads it,
// before the first screen shows in it.
import { isLocale, negotiateLocale, SUPPORTED_LOCALES, textDirection, type Locale } from '@wrapsmith/core/i18n';
import { create } from 'zustand';
import { useSession } from '../stores/session.ts';
import type { DashboardCatalogue } from './en.ts';

type Values = Record<string, string | number>;
type Format = (locale: string, message: string, values?: Values) => string;

export interface LanguagePack {
  messages: DashboardCatalogue;
  /** The ICU formatter (core's formatMessage), in the language's chunk: English needs none. */
  format: Format;
}

const CHUNKS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: LanguagePack }>> = {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
};

/** English has no plural or select (i18n.test.ts checks), so filling its `{arguments}` by name is its ICU result. */
const fillArguments: Format = (_locale, message, values = {}) => message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

interface LocaleState {
  locale: Locale;
  /** The active language's messages; empty for English (each screen carries its English). */
  messages: Partial<DashboardCatalogue>;
  format: Format;
}

export const useLocale = create<LocaleState>(() => ({ locale: 'en', messages: {}, format: fillArguments }));

/** The language to speak: the user's own choice, else the first of the browser's languages we speak, else English. */
export function chosenLocale(userLocale: string | null | undefined, browser: readonly string[] = globalThis.navigator?.languages ?? []): Locale {
  return negotiateLocale({ shopLocales: SUPPORTED_LOCALES, visitorLocales: browser, forced: userLocale ?? null });
}

let wanted: Locale = 'en';

/** Work to finish before the screens switch language (decision 101: the areas on show fetch their words first). */
const beforeSwitch: ((locale: Locale) => Promise<void>)[] = [];
export function beforeLanguageSwitch(work: (locale: Locale) => Promise<void>): void {
  beforeSwitch.push(work);
}

/** Loads `locale`'s catalogue and switches to it; `<html lang>` follows. A chunk that fails to load keeps the current language. */
export async function speak(locale: Locale): Promise<void> {
  wanted = locale;
  let next: LocaleState = { locale: 'en', messages: {}, format: fillArguments };
  if (locale !== 'en') {
    try {
      const pack = (await CHUNKS[locale]()).default;
      next = { locale, messages: pack.messages, format: pack.format };
    } catch {
      return;
    }
  }
  // The screens on show get their words in the new language before they switch, so none suspends mid-visit; a
  // connection that stalls holds the switch 4 s at most (the screens then wait for their words themselves).
  await Promise.race([Promise.all(beforeSwitch.map((work) => work(locale))), new Promise((resolve) => setTimeout(resolve, 4_000))]);
  if (wanted !== locale) return; // a later choice won while this one loaded
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale); // logical CSS mirrors the layout for a right-to-left language (decision 102)
  useLocale.setState(next);
}

/** Where a visitor's choice from the public footer's picker is kept for the next visit (this browser only). */
export const VISITOR_LANGUAGE_KEY = 'wrapsmith.language';

/** The language a visitor who is not signed in picked in the public footer, if any. */
export function visitorLocale(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(VISITOR_LANGUAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null; // storage refused (private mode, blocked cookies): the browser's languages decide
  }
}

/** The public footer's picker: speaks `locale` at once and remembers it for this browser's next visit. */
export function chooseVisitorLocale(locale: Locale): Promise<void> {
  try {
    globalThis.localStorage?.setItem(VISITOR_LANGUAGE_KEY, locale);
  } catch {
    // not remembered, but this visit still switches
  }
  return speak(locale);
}

/**
 * The language for the session's user: a signed-in user's own choice (users.locale, null meaning their browser's);
 * before sign-in, the visitor's pick in the public footer, else the browser's.
 */
const localeFor = (user: { locale?: string | null } | null | undefined): Locale => chosenLocale(user ? (user.locale ?? null) : visitorLocale());

/**
 * Speaks the language the session asks for now and whenever the signed-in user (or their choice) changes; resolves
 * once the first language is loaded, so the first screen shows in it.
 */
let stopFollowing: (() => void) | undefined;

/** Stops following the session's user (tests that call startLanguage end with it, so other files are untouched). */
export function stopLanguage(): void {
  stopFollowing?.();
  stopFollowing = undefined;
}

/**
 * The customer's pages (quote, tracking, payment, warranty check): they speak the customer's language through their
 * own catalogues (decision 100), so the staff's words are not awaited before their first screen (decision 101).
 */
export const CUSTOMER_PAGES: readonly string[] = ['/confirm-booking', '/track', '/deposit/pay', '/invoice/pay', '/pay-invoice', '/verify-warranty'];
export const isCustomerPage = (path: string): boolean => CUSTOMER_PAGES.includes(path.replace(/\/+$/, '') || '/');

export function startLanguage(): Promise<void> {
  stopLanguage();
  let current = useSession.getState().currentUser;
  stopFollowing = useSession.subscribe((state) => {
    const next = state.currentUser;
    if (Boolean(next) === Boolean(current) && next?.locale === current?.locale) return;
    current = next;
    void speak(localeFor(next));
  });
  return speak(localeFor(current));
}

/**
 * `t(key, values)` for one area's keys: the active language's message, else the area's English, formatted (plurals
 * by the language's rules). `english` is the area's catalogue (./en/auth.ts …), which the screen brings with it.
 */
export function useT<K extends keyof DashboardCatalogue>(english: Readonly<Record<K, string>>): (key: K, values?: Values) => string {
  const { locale, messages, format } = useLocale();
  return (key, values) => format(locale, messages[key] ?? english[key], values);
}

/** Numbers and dates as the active language writes them (Intl; plain "en" reads as en-US). */
export function useFormat() {
  const locale = useLocale((s) => s.locale);
  const intl = locale === 'en' ? 'en-US' : locale;
  return {
    locale,
    number: (value: number) => new Intl.NumberFormat(intl).format(value),
    date: (value: Date | number | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(intl, options).format(new Date(value)),
  };
}
