import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, baseCss, contrastRatio, cssVar, designCss, tokens, tokensCss } from './index.ts';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known AA boundary (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('colour tokens', () => {
  it.each(CONTRAST_PAIRS)('$use: $fg on $bg reaches $min:1', ({ fg, bg, min }) => {
    expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(min);
  });
});

describe('CSS custom properties', () => {
  it('declares one --ws- property per token, on :root and :host', () => {
    expect(tokensCss.startsWith(':root, :host {')).toBe(true);
    expect(tokensCss).toContain(`--ws-color-text-muted: ${tokens.color.textMuted};`);
    expect(tokensCss).toContain(`--ws-space-4: ${tokens.space['4']};`);
    expect(tokensCss).toContain(`--ws-radius-md: ${tokens.radius.md};`);
    expect(tokensCss).toContain(`--ws-font-size-2xl: ${tokens.fontSize['2xl']};`);
    expect(tokensCss).toContain(`--ws-focus-ring: ${tokens.focusRing};`);
    expect(tokensCss).toContain(`--ws-layout-sidebar: 256px;`);
  });

  it('defines every variable the base stylesheet uses', () => {
    const defined = new Set([...tokensCss.matchAll(/(--ws-[a-z0-9-]+):/g)].map((m) => m[1]));
    const used = new Set([...baseCss.matchAll(/var\((--ws-[a-z0-9-]+)\)/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('references variables by token path', () => {
    expect(cssVar('color', 'accentText')).toBe('var(--ws-color-accent-text)');
  });

  it('ships tokens before the base rules in one stylesheet', () => {
    expect(designCss.indexOf('--ws-color-ink:')).toBeLessThan(designCss.indexOf('.ws-btn'));
  });

  it('gives every focusable element a visible focus outline', () => {
    expect(baseCss).toMatch(/:focus-visible\s*\{\s*outline: 3px solid var\(--ws-color-focus\)/);
  });
});
