// The API's error messages in the reader's language (issue 28 item 1, decision 103). The API keeps throwing core's
// English constants; its error handler asks `translateServerMessage` for the language the request prefers
// (`Accept-Language`, which the dashboard sets to the language it shows). A message not in the catalogue (one with
// a value in it, or an API-only one) stays English.
import { negotiateLocale, SUPPORTED_LOCALES, type Locale } from '../locales.ts';
import { SERVER_MESSAGES_DE } from './de.ts';
import { SERVER_MESSAGES_EN, type ServerMessageKey } from './en.ts';
import { SERVER_MESSAGES_ES } from './es.ts';
import { SERVER_MESSAGES_FR } from './fr.ts';
import { SERVER_MESSAGES_PT } from './pt.ts';

export { SERVER_MESSAGES_EN, type ServerMessageKey } from './en.ts';
export const SERVER_MESSAGES: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<ServerMessageKey, string>>>> = {
  es: SERVER_MESSAGES_ES,
  fr: SERVER_MESSAGES_FR,
  de: SERVER_MESSAGES_DE,
  pt: SERVER_MESSAGES_PT,
};

let byEnglish: Map<string, ServerMessageKey> | undefined;

/** `english` in `locale` when the catalogue has it, else `english` unchanged. */
export function translateServerMessage(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  byEnglish ??= new Map(Object.entries(SERVER_MESSAGES_EN).map(([key, text]) => [text as string, key as ServerMessageKey]));
  const key = byEnglish.get(english);
  return key ? SERVER_MESSAGES[locale][key] : english;
}

/** The languages of an `Accept-Language` header, most preferred first (q=0 dropped, at most 12 read). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 12)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}

/** The language to answer an API request in: the first of its `Accept-Language` we speak, else English. */
export function requestLocale(acceptLanguage: string | null | undefined): Locale {
  return negotiateLocale({ shopLocales: SUPPORTED_LOCALES, visitorLocales: acceptedLanguages(acceptLanguage) });
}
