import { defineArea } from '../../area.ts';
import { LEADS_EN } from './en.ts';

export const LEADS = defineArea('leads', LEADS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
