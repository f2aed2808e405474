import { defineArea } from '../../area.ts';
import { TEAM_EN } from './en.ts';

export const TEAM = defineArea('team', TEAM_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
