import { defineArea } from '../../area.ts';
import { LANDING_EN } from './en.ts';

export const LANDING = defineArea('landing', LANDING_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
