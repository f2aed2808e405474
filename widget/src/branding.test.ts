import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from './api.ts';
import { brandingProperties, readableOn, textShade } from './branding.ts';

const base: WidgetConfig['branding'] = { displayName: 'X', logoUrl: null, primary: null, accent: null, corner: 'rounded', theme: 'light', poweredBy: true };

function contrastWithWhite(hex: string): number {
  const channel = (at: number) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 1.05 / (0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) + 0.05);
}

describe('brandingProperties', () => {
  it("keeps Wrapsmith's defaults when the shop set nothing", () => {
    expect(brandingProperties(base)).toEqual({});
  });

  it('sets the accent, a readable text colour on it and a darker shade for text on white', () => {
    const props = brandingProperties({ ...base, accent: '#fca311', primary: '#14213d' });
    expect(props['--ws-color-accent']).toBe('#fca311');
    expect(props['--ws-color-on-accent']).toBe('#0b1220');
    expect(props['--wsw-primary']).toBe('#14213d');
    expect(props['--wsw-on-primary']).toBe('#ffffff');
    expect(contrastWithWhite(props['--ws-color-accent-text'] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('maps the corner style onto the radius tokens', () => {
    expect(brandingProperties({ ...base, corner: 'square' })).toMatchObject({ '--ws-radius-md': '0px', '--ws-radius-lg': '0px' });
    expect(brandingProperties({ ...base, corner: 'pill' })['--ws-radius-sm']).toBe('999px');
  });
});

describe('readableOn and textShade', () => {
  it('picks ink on light colours and white on dark ones', () => {
    expect(readableOn('#ffe600')).toBe('#0b1220');
    expect(readableOn('#1d3f73')).toBe('#ffffff');
  });

  it('leaves a colour that already reads on white alone', () => {
    expect(textShade('#1d3f73')).toBe('#1d3f73');
    expect(contrastWithWhite(textShade('#ffe600'))).toBeGreaterThanOrEqual(4.5);
  });
});
