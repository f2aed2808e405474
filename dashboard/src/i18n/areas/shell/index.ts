import { defineArea } from '../../area.ts';
import { SHELL_EN } from './en.ts';
import { preloadArea } from './soon.ts';

export const SHELL = defineArea('shell', SHELL_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});

// Fetched with the language, so a page that later fails to arrive (offline) still says so in the reader's language.
preloadArea(SHELL);
