import { defineArea } from '../../area.ts';
import { AITOOL_EN } from './en.ts';

export const AITOOL = defineArea('aitool', AITOOL_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
