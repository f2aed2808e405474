import { defineArea } from '../../area.ts';
import { ROLES_EN } from './en.ts';

export const ROLES = defineArea('roles', ROLES_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
