// Issue 28 item 5: the embed forces German (the element's `lang`, as `data-lang="de"` sets it) for a visitor whose
// browser prefers English; the shop speaks German, so the first view has no English word of the widget's left.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test/render-language.ts';
import DE from './de.ts';
import { EN } from './en.ts';

afterAll(() => vi.unstubAllGlobals());

describe('issue 28 item 5: the widget in German', () => {
  it('speaks German when the embed forces it, and leaves no English of its catalogue on screen', async () => {
    const { root, words } = await renderWidget({ lang: 'de', visitorLanguages: ['en-US', 'en'] });
    expect(words).toContain(DE.poweredBy);
    expect(words).toContain('{phone} anrufen'.replace('{phone}', '(555) 010-2000'));
    expect(words).toContain('Northside Wraps kontaktieren');
    expect(root.querySelector('.wsw')?.getAttribute('lang')).toBe('de');
    for (const [key, english] of Object.entries(EN)) {
      if (english === DE[key as keyof typeof DE]) continue; // "Name" is German too.
      const fixed = english.split(/\{[^}]*\}/).filter((part) => part.trim().length > 3);
      for (const part of fixed) expect(words, `${key}: "${part}"`).not.toContain(part);
    }
  });
});
