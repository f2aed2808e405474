// The visualizer's words in the reader's language around a Studio screen (the Studio, the AI photo render, the
// vehicle library): in another language they arrive as a small chunk first, so the screen waits on a spinner rather
// than showing English first (decision 099).
import type { ReactNode } from 'react';
import { VisualizerWordsProvider } from '@wrapsmith/visualizer';
import { useStudioWords } from '../i18n/studio-words.ts';
import { Spinner } from './loading.tsx';

export function StudioWords({ children }: { children: ReactNode }) {
  const words = useStudioWords();
  if (!words) return <Spinner />;
  return <VisualizerWordsProvider words={words}>{children}</VisualizerWordsProvider>;
}
