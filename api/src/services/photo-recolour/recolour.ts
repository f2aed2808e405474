// Paints the film onto the masked paint (docs/decisions/036): each pixel keeps its lightness relative to the
// paint's median, scaled per finish (L_out = L_film + k·(L − L_median)), and takes the film's a*b*, so the car's
// shading, reflections and highlights stay while its colour becomes the film's; outside the mask every byte is
// the photo's own.
import type { Finish } from '@wrapsmith/catalog';
import { hexToRgb } from '@wrapsmith/catalog';
import { rgbToLabValues, writeLabAsRgb, type LabImage } from './lab.ts';
import type { PaintMask } from './segment.ts';

export interface FilmLook {
  hex: string;
  finish: Finish;
  /** Colour-shift films: the colour seen at the far end of the car. */
  secondaryHex?: string | undefined;
}

export interface FinishLook {
  /** Lightness gain below the paint's median (shadows, body lines). */
  shadow: number;
  /** Lightness gain above it (reflections, highlights). */
  highlight: number;
  /** How much of the film's chroma a full-white highlight loses (a clear coat reflects white light). */
  glare: number;
  /** A fine lightness texture: brushed grain along the rows, or a carbon twill weave. */
  texture?: 'brushed' | 'carbon';
}

/** Per finish. Gloss is the photo's own shading; matte and satin flatten highlights more than shadows. */
export const FINISH_LOOKS: Record<Finish, FinishLook> = {
  gloss: { shadow: 1, highlight: 1, glare: 0.7 },
  satin: { shadow: 0.8, highlight: 0.6, glare: 0.45 },
  matte: { shadow: 0.55, highlight: 0.3, glare: 0.2 },
  chrome: { shadow: 1.6, highlight: 1.6, glare: 0.85 },
  flip: { shadow: 1, highlight: 1, glare: 0.7 },
  brushed: { shadow: 0.8, highlight: 0.6, glare: 0.5, texture: 'brushed' },
  carbon: { shadow: 0.6, highlight: 0.4, glare: 0.3, texture: 'carbon' },
};

/** Median lightness of the fully masked pixels (a 0.1-step histogram). */
export function medianLightness(lab: LabImage, mask: PaintMask): number {
  const bins = new Uint32Array(1001);
  let count = 0;
  for (let i = 0; i < mask.alpha.length; i++) {
    if (mask.alpha[i] !== 255) continue;
    bins[Math.min(1000, Math.max(0, Math.round(lab.l[i]! * 10)))]!++;
    count++;
  }
  let seen = 0;
  for (let bin = 0; bin < bins.length; bin++) {
    seen += bins[bin]!;
    if (seen * 2 >= count) return bin / 10;
  }
  return 50;
}

/** Keeps lightness inside 0–100 without a hard clip: past a knee between the film and the end it rolls off. */
function softLimit(value: number, film: number): number {
  const high = film + 0.6 * (100 - film);
  if (value > high) return high + (100 - high) * Math.tanh((value - high) / (100 - high || 1));
  const low = 0.6 * film;
  if (value < low) return low - low * Math.tanh((low - value) / (low || 1));
  return value;
}

/** Levels of the finish textures: brushed grain takes one of 8 per streak, carbon one of 2 per weave cell. */
const TEXTURE_LEVELS = { brushed: 8, carbon: 2 } as const;

/** Small deterministic grain, 0 … levels − 1. */
function grain(n: number, levels: number): number {
  const s = Math.sin(n * 12.9898) * 43758.5453;
  return Math.floor((s - Math.floor(s)) * levels);
}

/** The texture level at a pixel (0 without texture). */
function textureLevel(texture: FinishLook['texture'], x: number, y: number, scale: number): number {
  if (texture === 'brushed') return grain(y * 7.13 + Math.floor(x / (40 * scale)), TEXTURE_LEVELS.brushed);
  if (texture === 'carbon') {
    const cell = Math.max(2, Math.round(4 * scale));
    return ((Math.floor(x / cell) + Math.floor(y / cell)) & 2) === 0 ? 1 : 0;
  }
  return 0;
}

/** The lightness a texture level adds: brushed ±1.2, carbon ±2.5, centred on zero. */
function textureLightness(texture: FinishLook['texture'], level: number): number {
  if (texture === 'brushed') return 1.2 * ((2 * level) / (TEXTURE_LEVELS.brushed - 1) - 1);
  if (texture === 'carbon') return level ? 2.5 : -2.5;
  return 0;
}

/** Steps of a colour-shift film's blend from front to back. */
const FLIP_STEPS = 64;
/** Lightness steps per unit: the photo's lightness is looked up at 0.1, far below a visible step. */
const L_STEPS = 10;

/**
 * The recoloured photo as RGBA: the film on the mask (its feathered edge blended), the photo's own bytes elsewhere.
 * `lab` is the photo's Lab (toLab of the same bytes). A painted colour depends only on the pixel's lightness, the
 * blend step of a colour-shift film and the texture level, so each combination is worked out once (with its gamut
 * mapping) and looked up for every other pixel that has it.
 */
export function recolour(rgba: Uint8Array, lab: LabImage, mask: PaintMask, film: FilmLook): Uint8Array {
  const { width, height } = lab;
  const out = rgba.slice();
  const look = FINISH_LOOKS[film.finish];
  const median = medianLightness(lab, mask);
  const primary = labOf(film.hex);
  const secondary = film.finish === 'flip' && film.secondaryHex ? labOf(film.secondaryHex) : primary;
  const steps = secondary === primary ? 1 : FLIP_STEPS;
  const levels = look.texture ? TEXTURE_LEVELS[look.texture] : 1;
  const { left, right } = horizontalExtent(mask);
  const scale = Math.max(width, height) / 1024;
  const lSlots = 100 * L_STEPS + 1;
  // Packed 0xRRGGBB + 1 per (blend step, texture level, lightness); 0 = not worked out yet.
  const table = new Int32Array(steps * levels * lSlots);
  const scratch = new Float64Array(3);
  const painted = new Uint8Array(3);

  const paint = (step: number, level: number, slot: number): number => {
    const t = steps === 1 ? 0 : step / (steps - 1);
    const filmL = primary.l + (secondary.l - primary.l) * t;
    const filmA = primary.a + (secondary.a - primary.a) * t;
    const filmB = primary.b + (secondary.b - primary.b) * t;
    const d = slot / L_STEPS - median;
    const lightness = softLimit(filmL + (d < 0 ? look.shadow : look.highlight) * d + textureLightness(look.texture, level), filmL);
    const whiteness = d > 0 ? Math.min(1, d / Math.max(1, 100 - median)) : 0;
    const chroma = 1 - look.glare * whiteness * whiteness;
    writeLabAsRgb(lightness, filmA * chroma, filmB * chroma, painted, 0, scratch);
    return ((painted[0]! << 16) | (painted[1]! << 8) | painted[2]!) + 1;
  };

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const alpha = mask.alpha[i]!;
      if (alpha === 0) continue;
      // Colour-shift films turn from the first colour at the car's front to the second at its back.
      const step = steps === 1 ? 0 : Math.round(smoothstep((x - left) / Math.max(1, right - left)) * (steps - 1));
      const level = levels === 1 ? 0 : textureLevel(look.texture, x, y, scale);
      const slot = Math.min(lSlots - 1, Math.max(0, Math.round(lab.l[i]! * L_STEPS)));
      const key = (step * levels + level) * lSlots + slot;
      let packed = table[key]!;
      if (packed === 0) packed = table[key] = paint(step, level, slot);
      const colour = packed - 1;
      const o = i * 4;
      const w = alpha / 255;
      const r = (colour >> 16) & 255;
      const g = (colour >> 8) & 255;
      const b = colour & 255;
      out[o] = alpha === 255 ? r : Math.round(rgba[o]! + (r - rgba[o]!) * w);
      out[o + 1] = alpha === 255 ? g : Math.round(rgba[o + 1]! + (g - rgba[o + 1]!) * w);
      out[o + 2] = alpha === 255 ? b : Math.round(rgba[o + 2]! + (b - rgba[o + 2]!) * w);
    }
  }
  return out;
}

function labOf(hex: string) {
  const { r, g, b } = hexToRgb(hex);
  return rgbToLabValues(r, g, b);
}

const smoothstep = (t: number) => {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
};

function horizontalExtent(mask: PaintMask): { left: number; right: number } {
  let left = mask.width;
  let right = 0;
  for (let i = 0; i < mask.alpha.length; i++) {
    if (!mask.alpha[i]) continue;
    const x = i % mask.width;
    if (x < left) left = x;
    if (x > right) right = x;
  }
  return { left, right };
}
