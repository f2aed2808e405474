import { defineArea } from '../../area.ts';
import { COMMON_EN } from './en.ts';

export const COMMON = defineArea('common', COMMON_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
