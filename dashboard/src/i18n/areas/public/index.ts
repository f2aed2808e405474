import { defineArea } from '../../area.ts';
import { PUBLIC_EN } from './en.ts';

export const PUBLIC = defineArea('public', PUBLIC_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
