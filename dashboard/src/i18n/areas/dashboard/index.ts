import { defineArea } from '../../area.ts';
import { DASHBOARD_EN } from './en.ts';

export const DASHBOARD = defineArea('dashboard', DASHBOARD_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
