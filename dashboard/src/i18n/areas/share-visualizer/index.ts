import { defineArea } from '../../area.ts';
import { SHARE_VISUALIZER_EN } from './en.ts';

export const SHARE_VISUALIZER = defineArea('share-visualizer', SHARE_VISUALIZER_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
