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
export type WidgetMessages = {
  readonly [K in keyof typeof EN]: ArgsOf<(typeof EN)[K]> extends [] ? string : (...values: Strings<ArgsOf<(typeof EN)[K]>>) => string;
};

export const WIDGET_MESSAGES = {} as WidgetMessages;
let active = 'en';

/** The language the widget speaks now. */
export const widgetLocale = (): string => active;

/** Makes the widget speak `locale` with its catalogue (a key it lacks stays English), formatted by `format`. */
export function useCatalogue(locale: string, catalogue: Partial<Record<keyof typeof EN, string>>, format: Format = fillArguments): void {
  active = locale;
  for (const key in EN) {
    const english = EN[key as keyof typeof EN];
    const message = catalogue[key as keyof typeof EN] ?? english;
    const names = english.match(/[^{]+(?=})/g);
    (WIDGET_MESSAGES as Record<string, unknown>)[key] = names
      ? (...values: string[]) => format(locale, message, Object.fromEntries(names.map((name, i) => [name, values[i]!])))
      : message;
  }
}

useCatalogue('en', EN);
