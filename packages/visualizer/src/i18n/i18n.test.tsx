// Issue 28 item 1: the visualizer's catalogues are complete, the English one says what the components show in
// English, and a host's words reach every component through <VisualizerWordsProvider>.
import { BODY_STYLE_LABELS, FINISH_LABELS } from '@wrapsmith/catalog';
import { catalogueProblems } from '@wrapsmith/core/i18n';
import { RENDER_VIEW_LABELS } from '@wrapsmith/core/rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VISUALIZER_MESSAGES } from '../messages.ts';
import { PHOTO_TOOL_MESSAGES } from '../photo-tool-messages.ts';
import { FinishTabs } from '../finish-tabs.tsx';
import { RenderView } from '../render-view.tsx';
import { VisualizerWordsProvider } from '../words.tsx';
import DE from './de.ts';
import { VISUALIZER_EN } from './en.ts';
import ES from './es.ts';
import FR from './fr.ts';
import PT from './pt.ts';
import { visualizerWordsFrom } from './words.ts';

/** Sample arguments for every message that takes some, in the order the English functions take them. */
const SAMPLES: Record<string, unknown[]> = {
  noFilms: ['Oracal'], filmCount: [1], tintValue: [35], zoneBrand: ['Roof colour'], zoneFilm: ['Roof colour'], zoneColour: ['Roof colour'],
  extraRoof: ['Gloss Black'], extraMirrors: ['Gloss Black'], extraCalipers: ['#c62828'], extraTint: [20], extraPpf: ['Gloss'],
  renderAlt: ['2021 Toyota RAV4', '3M Gloss Black'], libraryNote: ['Northside Wrap'], photoAlt: ['3M Gloss Black'], photoCaption: ['3M Gloss Black'],
  planLine: ['Basic', 7900, 1000], coverage: [0.42], limited: [61_000, 0], uploadLimited: [1_000 * 60 * 20, 0], tapsFull: [24], strokesFull: [40],
};

function same(english: Record<string, unknown>, built: Record<string, unknown>, part: string) {
  for (const key of Object.keys(english)) {
    const want = english[key];
    const got = built[key];
    if (typeof want === 'function') {
      const args = SAMPLES[key];
      expect(args, `${part}.${key} needs sample arguments`).toBeDefined();
      expect((got as (...a: unknown[]) => string)(...args!), `${part}.${key}`).toBe((want as (...a: unknown[]) => string)(...args!));
    } else {
      expect(got, `${part}.${key}`).toEqual(want);
    }
  }
}

describe('issue 28 item 1: the visualizer in five languages', () => {
  it('every catalogue has every English key, no other, and the same arguments', () => {
    expect(catalogueProblems(VISUALIZER_EN, { es: ES, fr: FR, de: DE, pt: PT })).toEqual([]);
    const { recolour: _dropped, ...missing } = ES;
    expect(catalogueProblems(VISUALIZER_EN, { es: missing as typeof ES })).toEqual(['es: missing key "recolour"']);
  });

  it('the English catalogue, built into words, says exactly what the English messages say (every key of both)', () => {
    const words = visualizerWordsFrom('en', VISUALIZER_EN) as { visualizer: Record<string, unknown>; photo: Record<string, unknown> };
    same(VISUALIZER_MESSAGES as unknown as Record<string, unknown>, words.visualizer!, 'visualizer');
    same(PHOTO_TOOL_MESSAGES as unknown as Record<string, unknown>, words.photo!, 'photo');
    expect(Object.keys(words.visualizer!).sort()).toEqual([...Object.keys(VISUALIZER_MESSAGES), 'finishNames', 'bodyStyleNames'].sort());
    expect(words.visualizer!.views).toEqual(RENDER_VIEW_LABELS);
    expect(words.visualizer!.finishNames).toEqual(FINISH_LABELS);
    expect(words.visualizer!.bodyStyleNames).toEqual(BODY_STYLE_LABELS);
    expect(Object.keys(words.photo!).sort()).toEqual(Object.keys(PHOTO_TOOL_MESSAGES).sort());
  });

  it('plurals follow the language and numbers and prices its Intl formats', () => {
    const de = visualizerWordsFrom('de', DE).visualizer as typeof VISUALIZER_MESSAGES;
    expect(de.filmCount(1)).toBe('1 Farbe');
    expect(de.filmCount(1200)).toBe('1.200 Farben');
    expect(de.planLine('Pro', 19900, 5000)).toBe('Pro: 199\u00a0$ im Monat, 5.000 Vorschauen im Monat');
    const fr = visualizerWordsFrom('fr', FR).photo as typeof PHOTO_TOOL_MESSAGES;
    expect(fr.limited(1_000, 0)).toBe('Trop d’aperçus en peu de temps. La sélection se mettra à jour dans 1 seconde.');
  });

  it('a host’s words reach the components; with none they speak English', () => {
    const words = visualizerWordsFrom('es', ES);
    const { unmount } = render(
      <VisualizerWordsProvider words={words}>
        <FinishTabs finishes={['gloss', 'carbon']} value="gloss" onChange={() => {}}>
          <RenderView image={null} generating={false} />
        </FinishTabs>
      </VisualizerWordsProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Brillo' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Fibra de carbono' })).toBeTruthy();
    expect(screen.getByText(ES.previewEmpty)).toBeTruthy();
    unmount();
    render(
      <VisualizerWordsProvider words={{}}>
        <RenderView image={null} generating={false} />
      </VisualizerWordsProvider>,
    );
    expect(screen.getByText(VISUALIZER_MESSAGES.previewEmpty)).toBeTruthy();
  });
});
