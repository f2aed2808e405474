import { defineArea } from '../../area.ts';
import { ADDRESSES_EN } from './en.ts';

export const ADDRESSES = defineArea('addresses', ADDRESSES_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
