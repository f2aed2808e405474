import { defineArea } from '../../area.ts';
import { WARRANTY_EN } from './en.ts';

export const WARRANTY = defineArea('warranty', WARRANTY_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
