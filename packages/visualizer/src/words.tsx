// The visualizer's words in the host's language (issue 28 item 1, decision 099). English stays the default inside
// the package (messages.ts, photo-tool-messages.ts); a host that speaks another language wraps the visualizer in
// <VisualizerWordsProvider words={…}> with the words it loaded (visualizerWordsFrom in ./i18n/words.ts builds them
// from a catalogue). Nothing here imports a catalogue, so no language reaches a bundle that does not load it. Small
// on purpose: it is in the widget's first view.
import { createContext, useContext, type ReactNode } from 'react';

/** Widens a messages object's literal types: the same keys, any string, the same function signatures. */
export type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : T[K] extends Record<string, string> ? { readonly [S in keyof T[K]]: string } : T[K] };

export interface VisualizerWordOverrides {
  /** Replacements for VISUALIZER_MESSAGES (a key left out stays English), and finishNames / bodyStyleNames. */
  visualizer?: Record<string, unknown>;
  /** Replacements for PHOTO_TOOL_MESSAGES. */
  photo?: Record<string, unknown>;
  /** The BCP 47 language of these words. */
  locale?: string;
}

const WordsContext = createContext<VisualizerWordOverrides>({});

export function VisualizerWordsProvider({ words, children }: { words: VisualizerWordOverrides; children: ReactNode }) {
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

// One merged object per overrides object, over the English one as its prototype: English getters (the plans'
// prices, made only when the popup opens) stay lazy where the host gave no replacement.
const merged = new WeakMap<object, object>();

/** The words to show: `defaults` (English) with the host's replacements for `part` over them. */
export function useWords<T extends object>(defaults: T, part: 'visualizer' | 'photo'): T {
  const overrides = useContext(WordsContext)[part];
  if (!overrides) return defaults;
  let words = merged.get(overrides) as T | undefined;
  if (!words) merged.set(overrides, (words = Object.defineProperties(Object.create(defaults), Object.getOwnPropertyDescriptors(overrides)) as T));
  return words;
}
