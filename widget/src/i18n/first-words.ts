// The first usable control's words in every language (issue 23 item 23, issue 28; decisions 075 and 095): the build
// bakes this small table into first-control.ts, which draws before any catalogue chunk could arrive, and which leaves
// the entry its loading line for before the config (in the forced or the browser's language). Its words are the
// ones the visualizer shows when it takes the place over, so nothing changes under the visitor's eyes: the title is
// the widget's `dialogTitle` in each catalogue; the Year field's words are the visualizer's own (packages/visualizer),
// which the widget shows in English in every language until that package's words reach the widget's catalogues —
// then they come from there, here too.
import { SUPPORTED_LOCALES, type Locale } from '@wrapsmith/core/i18n';
import { VISUALIZER_MESSAGES } from '@wrapsmith/visualizer';
import DE from './de.ts';
import { EN, type WidgetCatalogue } from './en.ts';
import ES from './es.ts';
import FR from './fr.ts';
import PT from './pt.ts';

/** [the title with `{shop}`, the Year field's label, its empty option, the widget's loading line]. */
export type FirstWords = readonly [title: string, year: string, chooseYear: string, loading: string];

const CATALOGUES: Record<Locale, Pick<WidgetCatalogue, 'dialogTitle' | 'loading'>> = { en: EN, es: ES, fr: FR, de: DE, pt: PT };

export function firstControlWords(): Record<Locale, FirstWords> {
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, [CATALOGUES[locale].dialogTitle, VISUALIZER_MESSAGES.year, VISUALIZER_MESSAGES.chooseYear, CATALOGUES[locale].loading] as const]),
  ) as Record<Locale, FirstWords>;
}
