import { defineArea } from '../../area.ts';
import { WRAPS_EN } from './en.ts';

export const WRAPS = defineArea('wraps', WRAPS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
