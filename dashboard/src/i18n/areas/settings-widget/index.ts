import { defineArea } from '../../area.ts';
import { SETTINGS_WIDGET_EN } from './en.ts';

export const SETTINGS_WIDGET = defineArea('settings-widget', SETTINGS_WIDGET_EN, {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
});
