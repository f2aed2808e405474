import { defineArea } from '../../area.ts';
import { ROLLS_EN } from './en.ts';

export const ROLLS = defineArea('rolls', ROLLS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
