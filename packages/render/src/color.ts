// Colour arithmetic for shading: every tone of a render is computed from the film hex, so nothing is a
// hand-picked swatch that could drift from the customer's choice.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHex(value: unknown): value is string {
  return typeof value === 'string' && HEX_PATTERN.test(value);
}

/** `#ABC` and `#aabbcc` both become `#aabbcc`. */
export function normalizeHex(hex: string): string {
  const lower = hex.toLowerCase();
  if (lower.length === 4) {
    return `#${lower[1]}${lower[1]}${lower[2]}${lower[2]}${lower[3]}${lower[3]}`;
  }
  return lower;
}

export function parseHex(hex: string): Rgb {
  const full = normalizeHex(hex);
  const value = Number.parseInt(full.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

const clampByte = (n: number): number => Math.max(0, Math.min(255, Math.round(n)));

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => clampByte(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear blend of two colours; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const t = Math.max(0, Math.min(1, amount));
  return toHex({ r: ca.r + (cb.r - ca.r) * t, g: ca.g + (cb.g - ca.g) * t, b: ca.b + (cb.b - ca.b) * t });
}

/** Every channel moved by `delta` (−255…255): an even step in brightness that keeps a neutral neutral. */
export function shift(hex: string, delta: number): string {
  const { r, g, b } = parseHex(hex);
  return toHex({ r: r + delta, g: g + delta, b: b + delta });
}

export const lighten = (hex: string, amount: number): string => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number): string => mix(hex, '#000000', amount);

/** Hue in degrees, saturation and lightness in 0–1. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function toHsl(hex: string): Hsl {
  const { r, g, b } = parseHex(hex);
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

function fromHsl({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r1, g1, b1] =
    hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  return toHex({ r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 });
}

/**
 * The partner hue of a colour-shift film when the catalogue gives none: a rotation on the colour wheel,
 * with saturation raised so that a grey film still shifts visibly, and a pale film keeps a pale partner.
 */
export function shiftHue(hex: string, degrees: number): string {
  const hsl = toHsl(hex);
  return fromHsl({ h: hsl.h + degrees, s: Math.max(hsl.s, 0.5), l: Math.min(Math.max(hsl.l, 0.3), 0.72) });
}

/**
 * The same hue and saturation at another HSL lightness (0–1), optionally with the saturation raised: the
 * tones of a coloured mirror stay that colour instead of fading to grey or white.
 */
export function withLightness(hex: string, lightness: number, saturationBoost = 0): string {
  const hsl = toHsl(hex);
  return fromHsl({ h: hsl.h, s: Math.min(1, hsl.s + saturationBoost), l: Math.max(0, Math.min(1, lightness)) });
}

/** Lighter by `amount` of the way to white in HSL lightness, keeping hue and saturation: a tinted sheen. */
export function lift(hex: string, amount: number): string {
  const l = toHsl(hex).l;
  return withLightness(hex, l + (1 - l) * amount);
}
