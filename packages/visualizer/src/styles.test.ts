import { designCss, tokensCss } from '@wrapsmith/design';
import { describe, expect, it } from 'vitest';
import { visualizerCss, visualizerShadowCss } from './styles.ts';

describe('visualizer stylesheet', () => {
  it('uses only design tokens that exist', () => {
    const defined = new Set([...tokensCss.matchAll(/(--ws-[a-z0-9-]+):/g)].map((m) => m[1]));
    const used = new Set([...visualizerCss.matchAll(/var\((--ws-[a-z0-9-]+)\)/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(15);
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('gives shadow roots the design base before its own rules', () => {
    expect(visualizerShadowCss.startsWith(designCss)).toBe(true);
    expect(visualizerShadowCss.endsWith(visualizerCss)).toBe(true);
  });
});
