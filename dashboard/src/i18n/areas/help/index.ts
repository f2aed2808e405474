import { defineArea } from '../../area.ts';
import { HELP_EN } from './en.ts';

export const HELP = defineArea('help', HELP_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
