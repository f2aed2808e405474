import { defineArea } from '../../area.ts';
import { QUOTES_EN } from './en.ts';

export const QUOTES = defineArea('quotes', QUOTES_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
