// Colour arithmetic for films: hex parsing, colour spaces, perceptual distance, swatch averaging and plain names.
import { differenceCiede2000, modeLab65, modeLrgb, modeRgb, useMode, wcagContrast, wcagLuminance, type Rgb as CuloriRgb } from 'culori/fn';
import type { Film } from './films/film.ts';

// culori/fn knows no colour space until one is registered: sRGB, linear sRGB (WCAG) and CIELAB D65 (CIEDE2000).
useMode(modeRgb);
useMode(modeLrgb);
useMode(modeLab65);
const ciede2000 = differenceCiede2000();

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue in degrees [0, 360), saturation and lightness in [0, 100]. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export interface Lab {
  l: number;
  a: number;
  b: number;
}

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#rrggbb` exactly (the stored form). */
export function isHex(value: string): boolean {
  return /^#[0-9a-f]{6}$/.test(value);
}

/** `#ABC`, `abc`, ` #AABBCC ` → `#aabbcc`; anything else → null. */
export function normalizeHex(value: string): string | null {
  const match = HEX_PATTERN.exec(value.trim());
  const digits = match?.[1]?.toLowerCase();
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

export function hexToRgb(hex: string): Rgb {
  const normal = normalizeHex(hex);
  if (!normal) throw new Error(`Not a hex colour: ${hex}`);
  const value = Number.parseInt(normal.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

function clampChannel(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => clampChannel(c).toString(16).padStart(2, '0')).join('')}`;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: l * 100 };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / delta) % 6;
  else if (max === gn) h = (bn - rn) / delta + 2;
  else h = (rn - gn) / delta + 4;
  return { h: (h * 60 + 360) % 360, s: s * 100, l: l * 100 };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sn = s / 100;
  const ln = l / 100;
  const chroma = (1 - Math.abs(2 * ln - 1)) * sn;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((hp % 2) - 1));
  const [r1, g1, b1] =
    hp < 1 ? [chroma, x, 0] : hp < 2 ? [x, chroma, 0] : hp < 3 ? [0, chroma, x] : hp < 4 ? [0, x, chroma] : hp < 5 ? [x, 0, chroma] : [chroma, 0, x];
  const m = ln - chroma / 2;
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}

export function hexToHsl(hex: string): Hsl {
  return rgbToHsl(hexToRgb(hex));
}

export function hslToHex(hsl: Hsl): string {
  return rgbToHex(hslToRgb(hsl));
}

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function fromLinear(linear: number): number {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return c * 255;
}

function culoriRgb(hex: string): CuloriRgb {
  const { r, g, b } = hexToRgb(hex);
  return { mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 };
}

/** WCAG 2 relative luminance in [0, 1]. */
export const relativeLuminance = (hex: string): number => wcagLuminance(culoriRgb(hex));

/** WCAG 2 contrast ratio in [1, 21], e.g. to pick black or white text on a swatch. */
export const contrastRatio = (hexA: string, hexB: string): number => wcagContrast(culoriRgb(hexA), culoriRgb(hexB));

/** `ink` or white, whichever contrasts more with `background`: text on a colour a shop picked. */
export const textColourOn = (background: string, ink: string): string =>
  contrastRatio(background, ink) >= contrastRatio(background, '#ffffff') ? ink : '#ffffff';

/** CIE L*a*b* under D65, the space in which colour differences match what a customer sees. */
export function rgbToLab({ r, g, b }: Rgb): Lab {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047;
  const y = 0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** CIEDE2000 colour difference; about 1 is the smallest difference a trained eye notices. */
export const deltaE2000 = (first: Lab, second: Lab): number => ciede2000({ mode: 'lab65', ...first }, { mode: 'lab65', ...second });

export function colorDistance(hexA: string, hexB: string): number {
  return deltaE2000(rgbToLab(hexToRgb(hexA)), rgbToLab(hexToRgb(hexB)));
}

export interface NearestFilm<F extends Film = Film> {
  film: F;
  /** CIEDE2000 difference between the asked colour and the film. */
  distance: number;
}

/** The film whose colour looks closest to `hex` (CIEDE2000), or undefined when there are no films. */
export function nearestFilm<F extends Film>(hex: string, films: readonly F[]): NearestFilm<F> | undefined {
  const target = rgbToLab(hexToRgb(hex));
  let best: NearestFilm<F> | undefined;
  for (const film of films) {
    const distance = deltaE2000(target, rgbToLab(hexToRgb(film.hex)));
    if (!best || distance < best.distance) best = { film, distance };
  }
  return best;
}

export interface AverageColorOptions {
  /** Pixels whose every channel is at or above this are treated as a white background. */
  whiteAbove?: number;
  /** Pixels whose every channel is at or below this are treated as a black background. */
  blackBelow?: number;
  /** Pixels less opaque than this are ignored. */
  minAlpha?: number;
}

/**
 * Average colour of a swatch photo given as RGBA bytes. Near-white and near-black pixels are taken for
 * the background the swatch was shot on and left out, unless nothing else is left (a black or white film).
 * Channels are averaged in linear light so that a half-red, half-green patch does not come out muddy.
 * Returns null when no pixel is opaque enough.
 */
export function averageColor(rgbaPixels: Uint8Array, options: AverageColorOptions = {}): string | null {
  const { whiteAbove = 240, blackBelow = 15, minAlpha = 128 } = options;
  const kept = [0, 0, 0, 0];
  const all = [0, 0, 0, 0];
  for (let i = 0; i + 3 < rgbaPixels.length; i += 4) {
    const r = rgbaPixels[i] ?? 0;
    const g = rgbaPixels[i + 1] ?? 0;
    const b = rgbaPixels[i + 2] ?? 0;
    if ((rgbaPixels[i + 3] ?? 0) < minAlpha) continue;
    const linear = [toLinear(r), toLinear(g), toLinear(b)] as const;
    accumulate(all, linear);
    const background = Math.min(r, g, b) >= whiteAbove || Math.max(r, g, b) <= blackBelow;
    if (!background) accumulate(kept, linear);
  }
  const sums = kept[3] ? kept : all;
  const count = sums[3] ?? 0;
  if (count === 0) return null;
  return rgbToHex({
    r: fromLinear((sums[0] ?? 0) / count),
    g: fromLinear((sums[1] ?? 0) / count),
    b: fromLinear((sums[2] ?? 0) / count),
  });
}

function accumulate(sums: number[], [r, g, b]: readonly [number, number, number]): void {
  sums[0] = (sums[0] ?? 0) + r;
  sums[1] = (sums[1] ?? 0) + g;
  sums[2] = (sums[2] ?? 0) + b;
  sums[3] = (sums[3] ?? 0) + 1;
}

const HUE_NAMES: readonly [upTo: number, name: string][] = [
  [15, 'Red'],
  [40, 'Orange'],
  [65, 'Yellow'],
  [85, 'Lime'],
  [160, 'Green'],
  [190, 'Teal'],
  [250, 'Blue'],
  [280, 'Violet'],
  [320, 'Purple'],
  [345, 'Pink'],
  [360, 'Red'],
];

/** A plain English name for a colour ("Dark Blue", "Light Grey"), for films whose source gives only a code. */
export function describeColor(hex: string): string {
  const { h, s, l } = hexToHsl(hex);
  if (l < 12) return 'Black';
  if (l > 92) return 'White';
  if (s < 12) return l < 35 ? 'Dark Grey' : l > 70 ? 'Light Grey' : 'Grey';
  const hue = HUE_NAMES.find(([upTo]) => h < upTo)?.[1] ?? 'Red';
  const base = hue === 'Orange' && l < 35 ? 'Brown' : hue;
  if (l < 30) return base === 'Brown' ? base : `Dark ${base}`;
  if (l > 75) return `Light ${base}`;
  return base;
}
