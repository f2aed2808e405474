// The shop's branding as custom properties over the design tokens: primary colours the header and the dark
// buttons, accent the call-to-action colour. Text colours on them are picked for WCAG AA, whatever the shop chose.
import type { WidgetConfig } from './api.ts';

const INK = '#0b1220';
const WHITE = '#ffffff';

const RADII: Record<WidgetConfig['branding']['corner'], Record<string, string> | null> = {
  rounded: null,
  square: { '--ws-radius-sm': '0px', '--ws-radius-md': '0px', '--ws-radius-lg': '0px' },
  pill: { '--ws-radius-sm': '999px', '--ws-radius-md': '22px', '--ws-radius-lg': '28px' },
};

function mix(hex: string, toward: string, amount: number): string {
  const channel = (value: string, at: number) => Number.parseInt(value.slice(at, at + 2), 16);
  const parts = [1, 3, 5].map((at) => Math.round(channel(hex, at) + (channel(toward, at) - channel(hex, at)) * amount));
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

// WCAG 2 relative luminance. Not @wrapsmith/design's contrastRatio: importing the design index drags its whole
// stylesheet into the bundle a second time (the widget ships that stylesheet precompiled), 12 KB for 8 lines.
function luminance(hex: string): number {
  const channel = (at: number) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);
const contrastWithInk = (hex: string) => (luminance(hex) + 0.05) / (luminance(INK) + 0.05);

export function readableOn(background: string): string {
  return contrastWithInk(background) >= contrastWithWhite(background) ? INK : WHITE;
}

/** Darkens a colour until it reads as text on white (4.5:1), for links and accent-coloured words. */
export function textShade(hex: string): string {
  let shade = hex;
  for (let step = 0; step < 10 && contrastWithWhite(shade) < 4.5; step += 1) shade = mix(shade, INK, 0.2);
  return shade;
}

export function brandingProperties(branding: WidgetConfig['branding']): Record<string, string> {
  const properties: Record<string, string> = { ...RADII[branding.corner] };
  if (branding.accent) {
    properties['--ws-color-accent'] = branding.accent;
    properties['--ws-color-accent-hover'] = mix(branding.accent, WHITE, 0.15);
    properties['--ws-color-on-accent'] = readableOn(branding.accent);
    properties['--ws-color-accent-text'] = textShade(branding.accent);
    properties['--ws-color-accent-tint'] = mix(branding.accent, WHITE, 0.9);
  }
  if (branding.primary) {
    properties['--wsw-primary'] = branding.primary;
    properties['--wsw-primary-hover'] = mix(branding.primary, readableOn(branding.primary), 0.15);
    properties['--wsw-on-primary'] = readableOn(branding.primary);
  }
  return properties;
}
