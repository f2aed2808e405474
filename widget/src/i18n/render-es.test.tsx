// Issue 28 item 5: a visitor whose browser prefers Spanish (navigator.languages) sees the shop's Spanish widget, the
// language chunk loaded before the widget shows; no English word of the widget's catalogue is left.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test/render-language.ts';
import { EN } from './en.ts';
import ES from './es.ts';

afterAll(() => vi.unstubAllGlobals());

describe('issue 28 item 5: the widget in Spanish', () => {
  it('follows the visitor’s browser among the shop’s languages', async () => {
    const { root, words } = await renderWidget({ visitorLanguages: ['it-IT', 'es-MX', 'en'] });
    expect(words).toContain(ES.poweredBy);
    expect(words).toContain('Contactar con Northside Wraps');
    expect(root.querySelector('.wsw')?.getAttribute('lang')).toBe('es');
    for (const [key, english] of Object.entries(EN)) {
      if (english === ES[key as keyof typeof ES]) continue;
      const fixed = english.split(/\{[^}]*\}/).filter((part) => part.trim().length > 3);
      for (const part of fixed) expect(words, `${key}: "${part}"`).not.toContain(part);
    }
  });
});
