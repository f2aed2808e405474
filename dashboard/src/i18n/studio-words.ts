// The visualizer's words in the dashboard's language, for the Studio (issue 28 item 1, decision 099): English is the
// visualizer's own default; another language's words are a chunk loaded when the Studio first shows in it.
import type { Locale } from '@wrapsmith/core/i18n';
import type { VisualizerWordOverrides } from '@wrapsmith/visualizer';
import { useEffect, useState } from 'react';
import { useLocale } from './locale.ts';

const CHUNKS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: VisualizerWordOverrides }>> = {
  es: () => import('./visualizer-es.ts'),
  fr: () => import('./visualizer-fr.ts'),
  de: () => import('./visualizer-de.ts'),
  pt: () => import('./visualizer-pt.ts'),
};

const loaded = new Map<Locale, VisualizerWordOverrides>([['en', {}]]);

/** The words for <VisualizerWordsProvider>, or null while the language's chunk loads (English at once; English too if it fails). */
export function useStudioWords(): VisualizerWordOverrides | null {
  const locale = useLocale((s) => s.locale);
  const [, rerender] = useState(0);
  const words = loaded.get(locale);
  useEffect(() => {
    if (words || locale === 'en') return;
    let live = true;
    CHUNKS[locale]()
      .then((m) => loaded.set(locale, m.default))
      .catch(() => loaded.set(locale, {}))
      .finally(() => live && rerender((n) => n + 1));
    return () => {
      live = false;
    };
  }, [locale, words]);
  return words ?? null;
}
