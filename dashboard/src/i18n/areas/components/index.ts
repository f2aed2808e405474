import { defineArea } from '../../area.ts';
import { COMMON } from '../common/index.ts';
import { preloadArea } from '../shell/soon.ts';
import { COMPONENTS_EN } from './en.ts';

export const COMPONENTS = defineArea('components', COMPONENTS_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});

// The shared components show everywhere, a dialog often long after its page: their words (and the common ones they
// reuse) are fetched with the language, not when a component first renders (which would suspend the page under it).
preloadArea(COMPONENTS);
preloadArea(COMMON);
