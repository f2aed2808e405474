import { defineArea } from '../../area.ts';
import { TEXTS_EN } from './en.ts';

export const TEXTS_AREA = defineArea('texts', TEXTS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
