import { defineArea } from '../../area.ts';
import { FIELD_CHECKS_EN } from './en.ts';

export const FIELD_CHECKS = defineArea('field-checks', FIELD_CHECKS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
