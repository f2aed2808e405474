// The visualizer's words in the host's language (issue 28 item 1, decision 099). English stays the default inside
// the package (messages.ts, photo-tool-messages.ts); a host that speaks another language wraps the visualizer in
// <VisualizerWordsProvider words={…}> with the words it loaded (visualizerWordsFrom in ./i18n/words.ts builds them
// from a catalogue). Nothing here imports a catalogue, so no language reaches a bundle that does not load it.
import { createContext, useContext, type ReactNode } from 'react';

/** Widens a messages object's literal types: the same keys, any string, the same function signatures. */
export type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : T[K] extends Record<string, string> ? { readonly [S in keyof T[K]]: string } : T[K] };

export interface VisualizerWordOverrides {
  /** Replacements for VISUALIZER_MESSAGES (a key left out stays English). */
  visualizer?: Record<string, unknown>;
  /** Replacements for PHOTO_TOOL_MESSAGES. */
  photo?: Record<string, unknown>;
  /** The BCP 47 language of these words, for Intl and the `lang` the host sets. */
  locale?: string;
}

const WordsContext = createContext<VisualizerWordOverrides>({});

export function VisualizerWordsProvider({ words, children }: { words: VisualizerWordOverrides; children: ReactNode }) {
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

// One merged object per (defaults, overrides) pair. The overrides sit over the English object as its prototype's
// children, so English getters (the plans' prices, made only when the popup opens) stay lazy.
const merged = new WeakMap<object, WeakMap<object, object>>();

function over<T extends object>(defaults: T, overrides: Record<string, unknown> | undefined): T {
  if (!overrides) return defaults;
  let byDefaults = merged.get(overrides);
  if (!byDefaults) merged.set(overrides, (byDefaults = new WeakMap()));
  let words = byDefaults.get(defaults) as T | undefined;
  if (!words) {
    words = Object.create(defaults) as T;
    for (const key of Object.keys(overrides)) {
      const descriptor = Object.getOwnPropertyDescriptor(overrides, key);
      if (descriptor) Object.defineProperty(words, key, { ...descriptor, enumerable: true });
    }
    byDefaults.set(defaults, words);
  }
  return words;
}

/** The words to show: `defaults` (English) with the host's replacements for `part` over them. */
export function useWords<T extends object>(defaults: T, part: 'visualizer' | 'photo'): T {
  return over(defaults, useContext(WordsContext)[part]);
}

/** The language the host's words are in ('en' when it gave none). */
export function useWordsLocale(): string {
  return useContext(WordsContext).locale ?? 'en';
}
