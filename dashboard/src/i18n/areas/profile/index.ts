import { defineArea } from '../../area.ts';
import { PROFILE_EN } from './en.ts';

export const PROFILE = defineArea('profile', PROFILE_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
