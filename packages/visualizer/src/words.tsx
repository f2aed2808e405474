// The visualizer's words in the host's language (issue 28 item 1, decision 099). English stays the default inside
// the package (messages.ts, photo-tool-messages.ts); a host that speaks another language wraps the visualizer in
// <VisualizerWordsProvider words={…}> with the words it loaded (visualizerWordsFrom in ./i18n/words.ts builds them
// from a catalogue). Nothing here imports a catalogue, so no language reaches a bundle that does not load it. Small
// on purpose: it is in the widget's first view.
import type { ReactNode } from 'react';

/** Widens a messages object's literal types: the same keys, any string, the same function signatures. */
export type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : T[K] extends Record<string, string> ? { readonly [S in keyof T[K]]: string } : T[K] };

export interface VisualizerWordOverrides {
  /** VISUALIZER_MESSAGES in the host's language, with finishNames / bodyStyleNames (visualizerWordsFrom builds them). */
  visualizer?: object;
  /** PHOTO_TOOL_MESSAGES in the host's language. */
  photo?: object;
  /** The BCP 47 language of these words. */
  locale?: string;
}

// Not a React context: preact's createContext would be the widget's first download's only use of it (~0.2 KB, and
// that download has none to spare, decision 075). A page shows one visualizer in one language, so the words the
// provider rendered last are the ones its children read; a host that changes language re-renders the provider.
export let current: VisualizerWordOverrides = {};

/** Makes the visualizer inside it speak `words` (each component reads them as it renders). */
export function VisualizerWordsProvider({ words, children }: { words: VisualizerWordOverrides; children: ReactNode }) {
  current = words;
  return <>{children}</>;
}
