// Words the widget shows to a shop's visitors, in one place for the UI and its tests: the active language's
// catalogue (./i18n, decision 095). A message without arguments is a string; one with arguments a function taking
// them in the order the English message names them ("From {low} to {high}": (low, high)). English is bundled;
// useCatalogue swaps in another language before the widget shows.
import type { formatMessage } from '@wrapsmith/core/i18n';
import { EN } from './i18n/en.ts';

type Format = typeof formatMessage;

/**
 * English fills its `{arguments}` by name and needs no more: it has no plural or select (i18n.test.ts checks), so the
 * ICU formatter (decision 095) stays out of the first download and arrives with the other languages' chunks.
 */
const fillArguments: Format = (_locale, message, values = {}) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The argument names of an English message, in order: 'From {low} to {high}' → ['low', 'high']. */
type ArgsOf<S extends string> = S extends `${string}{${infer A}}${infer R}` ? [A, ...ArgsOf<R>] : [];
type Strings<T> = { [I in keyof T]: string };
/** An English catalogue's messages as the UI calls them: strings, and functions for the ones with arguments. */
export type MessagesOf<E extends Record<string, string>> = {
  readonly [K in keyof E]: ArgsOf<E[K]> extends [] ? string : (...values: Strings<ArgsOf<E[K]>>) => string;
};
export type WidgetMessages = MessagesOf<typeof EN>;

export const WIDGET_MESSAGES = {} as WidgetMessages;
/** The language the widget speaks, its catalogue (every surface's keys) and its formatter. */
let speech: [string, Partial<Record<string, string>>, Format] = ['en', {}, fillArguments];

/** The language the widget speaks now. */
export const widgetLocale = (): string => speech[0];

/**
 * `english`'s messages in the language the widget speaks now (a key its catalogue lacks stays English), into
 * `target`: the widget's words here, a part's own words (the booking form's, i18n/book-en.ts) in its chunk.
 */
export function speak<E extends Record<string, string>>(english: E, target: object): MessagesOf<E> {
  const [locale, catalogue, format] = speech;
  for (const key in english) {
    const message = (catalogue[key] ?? english[key]) as string;
    const names = (english[key] as string).match(/[^{]+(?=})/g);
    (target as Record<string, unknown>)[key] = names
      ? (...values: string[]) => format(locale, message, Object.fromEntries(names.map((name, i) => [name, values[i]!])))
      : message;
  }
  return target as MessagesOf<E>;
}

/** Makes the widget speak `locale` with its catalogue (a key it lacks stays English), formatted by `format`. */
export function useCatalogue(locale: string, catalogue: Partial<Record<string, string>>, format: Format = fillArguments): void {
  speech = [locale, catalogue, format];
  speak(EN, WIDGET_MESSAGES);
}

speak(EN, WIDGET_MESSAGES);
