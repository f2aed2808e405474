// The English a customer-facing text must not show once it is in another language (issue 28 item 1, decision 100):
// the literal words of the English customer catalogue's messages in some groups, between their arguments, less any
// word the other language writes the same ("Status" in German, "Film" in French).
import type { Locale } from '@wrapsmith/core/i18n';
import { CUSTOMER_CATALOGUES, EN, type CustomerMessageKey } from '../i18n/customer/index.ts';

const pieces = (message: string) => message.split(/\{(?:[^{}]|\{[^{}]*\})*\}/).map((s) => s.replace(/^[\s:,.()!]+|[\s:,.()!]+$/g, ''));

/** The English catalogue's own words in the groups whose keys start with `prefixes`, as `locale` does not write them. */
export function englishOf(prefixes: readonly string[], locale: Exclude<Locale, 'en'>): string[] {
  const keys = (Object.keys(EN) as CustomerMessageKey[]).filter((k) => prefixes.some((p) => k.startsWith(p)));
  const theirs = (k: CustomerMessageKey) => pieces(CUSTOMER_CATALOGUES[locale][k]);
  return [...new Set(keys.flatMap((k) => pieces(EN[k]).filter((s) => /[A-Za-z]{3}/.test(s) && !theirs(k).includes(s))))];
}

/** Those words found in `text`. */
export function englishLeftIn(text: string, prefixes: readonly string[], locale: Exclude<Locale, 'en'>): string[] {
  return englishOf(prefixes, locale).filter((sentence) => text.includes(sentence));
}
