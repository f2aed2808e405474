import { defineArea } from '../../area.ts';
import { ERROR_EN } from './en.ts';

export const ERROR = defineArea('error', ERROR_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
