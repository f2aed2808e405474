// The settings screens' messages that reach a component already written in English: a form check's message
// (widget-form.ts, origins.ts keep their English for the English tests) or the server's answer. `useKnownWords`
// turns one back into the area's key, so it reads in the active language; one the area does not know (a server
// refusal) shows as it came in English, or as the screen's own `otherwise` message in another language
// (as i18n/server-words.ts does).
import { useArea, type Area } from '../../area.ts';
import { useLocale } from '../../locale.ts';

type Catalogue = Readonly<Record<string, string>>;
const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Matchers for an area's English: exact sentences, and those with `{arguments}` as patterns. */
function matchersOf(english: Catalogue) {
  const exact = new Map<string, string>();
  const patterns: { key: string; names: string[]; re: RegExp }[] = [];
  for (const [key, text] of Object.entries(english)) {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    if (names.length === 0) exact.set(text, key);
    else patterns.push({ key, names, re: new RegExp(`^${text.split(/\{\w+\}/).map(escape).join('(.+?)')}$`) });
  }
  return { exact, patterns };
}

const cache = new WeakMap<Catalogue, ReturnType<typeof matchersOf>>();

export function useKnownWords<E extends Catalogue>(area: Area<E>): (text: string | null | undefined, otherwise?: keyof E & string) => string | undefined {
  const t = useArea(area);
  const english = useLocale((s) => s.locale === 'en');
  let matchers = cache.get(area.english);
  if (!matchers) cache.set(area.english, (matchers = matchersOf(area.english)));
  const { exact, patterns } = matchers;
  return (text, otherwise) => {
    if (!text) return undefined;
    if (english) return text;
    const key = exact.get(text);
    if (key) return t(key as keyof E & string);
    for (const { key: k, names, re } of patterns) {
      const m = re.exec(text);
      if (m) return t(k as keyof E & string, Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])));
    }
    return otherwise ? t(otherwise) : text;
  };
}
