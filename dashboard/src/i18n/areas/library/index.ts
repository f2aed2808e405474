import { defineArea } from '../../area.ts';
import { LIBRARY_EN } from './en.ts';

export const LIBRARY = defineArea('library', LIBRARY_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
