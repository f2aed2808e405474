// Paints the film onto the masked paint (docs/decisions/036, 055). The car keeps its own light, measured per
// region: the paint's lightness is split into a large-scale part (`base`, a masked blur over ~4 % of the paint's
// size: which panels face the light, the shade under the sills) and the detail on top of it (reflections, body
// lines, glare). The film's lightness takes both back, each with a gain per finish:
//   L_out = L_film + g_base · (base − median) + g_detail · detail
// so the paint's median lands on the film while a door in shade stays darker than a sunlit bonnet (one median for
// the whole car blew shaded white doors out). Gloss keeps the detail sharp; satin and matte take it from a blurred
// copy (reflections diffused: no mirror image of the sky on a matte door); chrome raises the contrast and tints
// the mirror image by the film (dark gold in the shadows, pale gold in the highlights, the film's gold between);
// colour-shift films move between their colours with the light on each panel and along the car; brushed and
// carbon carry a texture scaled to the car's size in the photo. Positive deviations roll off below white with
// headroom, and only the original's own near-white glare loses the film's chroma, so a pastel film shows no white
// blotches where the original paint was merely bright. Outside the mask every byte is the photo's own.
import type { Finish } from '@wrapsmith/catalog';
import { hexToRgb } from '@wrapsmith/catalog';
import { lightnessOf, rgbToLabValues, writeLabAsRgb, type LabImage } from './lab.ts';
import type { PaintMask } from './segment.ts';

export interface FilmLook {
  hex: string;
  finish: Finish;
  /** Colour-shift films: the colour seen at the far end of the car. */
  secondaryHex?: string | undefined;
}

export interface FinishLook {
  /** Gain of the large-scale light (which panels face the light). */
  base: number;
  /** Gain of the detail (reflections, body lines, glare). */
  detail: number;
  /** How much of the detail comes from the blurred copy: 0 sharp reflections (gloss), 1 fully diffused (matte). */
  diffuse: number;
  /** How much of the film's chroma the original's own near-white glare takes away (a clear coat reflects white). */
  glare: number;
  /** A fine lightness texture: brushed grain along the rows, or a carbon twill weave. */
  texture?: 'brushed' | 'carbon';
}

/** Per finish. */
export const FINISH_LOOKS: Record<Finish, FinishLook> = {
  gloss: { base: 0.6, detail: 1, diffuse: 0, glare: 0.7 },
  satin: { base: 0.55, detail: 0.7, diffuse: 0.5, glare: 0.4 },
  matte: { base: 0.5, detail: 0.45, diffuse: 1, glare: 0.1 },
  chrome: { base: 1.3, detail: 1.8, diffuse: 0, glare: 0 },
  flip: { base: 0.6, detail: 1, diffuse: 0, glare: 0.7 },
  brushed: { base: 0.55, detail: 0.6, diffuse: 0.6, glare: 0.4, texture: 'brushed' },
  carbon: { base: 0.5, detail: 0.5, diffuse: 0.8, glare: 0.3, texture: 'carbon' },
};

/** Half the 16–84 % spread of the fully masked pixels' lightness (a robust standard deviation), at least 2. */
function robustSpread(l: Float32Array, mask: PaintMask): number {
  const values: number[] = [];
  for (let i = 0; i < mask.alpha.length; i += 3) if (mask.alpha[i] === 255) values.push(l[i]!);
  if (values.length < 10) return 10;
  values.sort((p, q) => p - q);
  return Math.max(2, (values[Math.floor(values.length * 0.84)]! - values[Math.floor(values.length * 0.16)]!) / 2);
}

/** The median of what the mirror stretches (base and detail with their gains) over the fully masked pixels. */
function mirrorCentre(l: Float32Array, base: Float32Array, look: FinishLook, mask: PaintMask, median: number): number {
  const values: number[] = [];
  for (let i = 0; i < mask.alpha.length; i += 2) {
    if (mask.alpha[i] === 255) values.push(look.base * (base[i]! - median) + look.detail * (l[i]! - base[i]!));
  }
  values.sort((p, q) => p - q);
  return values[values.length >> 1] ?? 0;
}

/** Median lightness of the fully masked pixels (a 0.1-step histogram). */
export function medianLightness(lab: Pick<LabImage, 'l'>, mask: PaintMask): number {
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

/** Keeps lightness inside 0–100 without a hard clip: deviations from the film roll off toward black and white. */
function softLimit(value: number, film: number): number {
  if (value >= film) {
    const room = 0.97 * (100 - film);
    return room <= 0 ? film : film + room * Math.tanh((value - film) / room);
  }
  const room = 0.97 * film;
  return room <= 0 ? film : film - room * Math.tanh((film - value) / room);
}

/** Levels of the finish textures: brushed grain takes one of 8 per streak, carbon one of 2 per weave cell. */
const TEXTURE_LEVELS = { brushed: 8, carbon: 2 } as const;

/** Small deterministic grain, 0 … levels − 1. */
function grain(n: number, levels: number): number {
  const s = Math.sin(n * 12.9898) * 43758.5453;
  return Math.floor((s - Math.floor(s)) * levels);
}

/**
 * The texture level at a pixel (0 without texture). `mm` is millimetres of car per pixel: a carbon weave's tows
 * are drawn 12 mm wide (twice a real 2×2 twill's, so the weave reads at a phone's viewing distance), brushed
 * streaks 60 mm long, one pixel row each.
 */
function textureLevel(texture: FinishLook['texture'], x: number, y: number, mm: number): number {
  if (texture === 'brushed') return grain(y * 7.13 + Math.floor(x / Math.max(4, 60 / mm)), TEXTURE_LEVELS.brushed);
  if (texture === 'carbon') {
    const cell = Math.max(2, Math.round(12 / mm));
    return ((Math.floor(x / cell) + Math.floor(y / cell)) & 2) === 0 ? 1 : 0;
  }
  return 0;
}

/** The lightness a texture level adds: brushed ±1.5, carbon ±3, centred on zero. */
function textureLightness(texture: FinishLook['texture'], level: number): number {
  if (texture === 'brushed') return 1.5 * ((2 * level) / (TEXTURE_LEVELS.brushed - 1) - 1);
  if (texture === 'carbon') return level ? 3 : -3;
  return 0;
}

/** Steps of a colour-shift film's blend between its colours. */
const FLIP_STEPS = 48;
/** Steps of the glare's chroma loss. */
const GLARE_STEPS = 16;
/** Lightness steps per unit: looked up at 0.1, far below a visible step. */
const L_STEPS = 10;
/** A car is about this long: the scale of textures on the paint. */
const CAR_LENGTH_MM = 4500;

/** Masked box blur (normalised by the mask's own weight), radius `r`, two passes: close to a Gaussian. */
export function maskedBlur(values: Float32Array, weight: Float32Array, width: number, height: number, r: number): Float32Array {
  let num: Float32Array = values.map((v, i) => v * weight[i]!);
  let den: Float32Array = weight.slice();
  for (let pass = 0; pass < 2; pass++) {
    num = boxBlur(num, width, height, r);
    den = boxBlur(den, width, height, r);
  }
  const out = new Float32Array(values.length);
  for (let i = 0; i < out.length; i++) out[i] = den[i]! > 1e-6 ? num[i]! / den[i]! : values[i]!;
  return out;
}

function boxBlur(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = -r; x <= r; x++) sum += src[row + Math.min(width - 1, Math.max(0, x))]!;
    for (let x = 0; x < width; x++) {
      tmp[row + x] = sum / (2 * r + 1);
      sum += src[row + Math.min(width - 1, x + r + 1)]! - src[row + Math.max(0, x - r)]!;
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = -r; y <= r; y++) sum += tmp[Math.min(height - 1, Math.max(0, y)) * width + x]!;
    for (let y = 0; y < height; y++) {
      out[y * width + x] = sum / (2 * r + 1);
      sum += tmp[Math.min(height - 1, y + r + 1) * width + x]! - tmp[Math.max(0, y - r) * width + x]!;
    }
  }
  return out;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function extent(mask: PaintMask): Box {
  const box = { left: mask.width, right: -1, top: mask.height, bottom: -1 };
  for (let i = 0; i < mask.alpha.length; i++) {
    if (!mask.alpha[i]) continue;
    const x = i % mask.width;
    const y = (i - x) / mask.width;
    if (x < box.left) box.left = x;
    if (x > box.right) box.right = x;
    if (y < box.top) box.top = y;
    if (y > box.bottom) box.bottom = y;
  }
  return box;
}

/**
 * Everything the film's shading needs, worked out once from the photo at the mask's size: the paint's median and
 * spread, its large-scale light (`base`) and diffused lightness (`soft`) per pixel, its extent, and the table of
 * painted colours. recolour() paints that photo with it; recolourFull() a bigger copy of the same photo (an export).
 */
interface Shading {
  look: FinishLook;
  median: number;
  primary: ReturnType<typeof labOf>;
  flip: ReturnType<typeof labOf> | null;
  box: Box;
  base: Float32Array;
  soft: Float32Array;
  /** Millimetres of car per pixel of the photo at the mask's size. */
  mm: number;
  glareFrom: number;
  steps: number;
  levels: number;
  lSlots: number;
  table: Int32Array;
  chrome: boolean;
  spreadL: number;
  centre: number;
  mirrorRange: number;
  paint: (step: number, level: number, glareStep: number, slot: number) => number;
}

/** The shading of the film over `mask` on a photo whose lightness is `l`; null when the mask selects nothing. */
function shadingOf(l: Float32Array, width: number, height: number, mask: PaintMask, film: FilmLook): Shading | null {
  const n = width * height;
  const look = FINISH_LOOKS[film.finish];
  const lab = { l };
  const median = medianLightness(lab, mask);
  const primary = labOf(film.hex);
  const flip = film.finish === 'flip' && film.secondaryHex ? labOf(film.secondaryHex) : null;
  const box = extent(mask);
  if (box.right < 0) return null;
  const size = Math.max(box.right - box.left, box.bottom - box.top) + 1;
  const weight = new Float32Array(n);
  for (let i = 0; i < n; i++) weight[i] = mask.alpha[i]! / 255;
  const base = maskedBlur(lab.l, weight, width, height, Math.max(2, Math.round(0.04 * size)));
  const soft = look.diffuse > 0 ? maskedBlur(lab.l, weight, width, height, Math.max(1, Math.round((0.004 + 0.012 * look.diffuse) * size))) : lab.l;
  const mm = CAR_LENGTH_MM / Math.max(1, box.right - box.left);
  // The original's glare: near white and well above the paint's own median.
  const glareFrom = Math.max(median + 12, 80);
  const steps = flip ? FLIP_STEPS : 1;
  const levels = look.texture ? TEXTURE_LEVELS[look.texture] : 1;
  const lSlots = 100 * L_STEPS + 1;
  // Packed 0xRRGGBB + 1 per (flip step, texture level, glare step, lightness); 0 = not worked out yet.
  const table = new Int32Array(steps * levels * (GLARE_STEPS + 1) * lSlots);
  const scratch = new Float64Array(3);
  const painted = new Uint8Array(3);
  const chrome = film.finish === 'chrome';
  // A mirror shows its surroundings at full contrast whatever the paint under it was: the original's lightness is
  // stretched from its own spread (a black car's dim reflections) to the mirror's range around the film.
  const spreadL = chrome ? robustSpread(lab.l, mask) : 1;
  // The mirror is centred on its own median light, so the film's colour sits at the paint's median.
  const centre = chrome ? mirrorCentre(lab.l, base, look, mask, median) : 0;
  const mirrorRange = 0.9 * Math.min(primary.l, 100 - primary.l);

  const paint = (step: number, level: number, glareStep: number, slot: number): number => {
    const t = steps === 1 ? 0 : step / (steps - 1);
    const second = flip ?? primary;
    const filmL = primary.l + (second.l - primary.l) * t;
    const filmA = primary.a + (second.a - primary.a) * t;
    const filmB = primary.b + (second.b - primary.b) * t;
    const lightness = Math.min(100, Math.max(0, slot / L_STEPS + textureLightness(look.texture, level)));
    let chroma = 1 - (look.glare * glareStep) / GLARE_STEPS;
    if (chrome) {
      // A tinted mirror: the tint deepens toward black in the shadows and pales toward white in the highlights.
      // Full tint within half the mirror's range of the film's lightness, so the paint's median is the film.
      const flat = 0.5 * mirrorRange;
      if (lightness < filmL - flat) chroma *= lightness / Math.max(1, filmL - flat);
      else if (lightness > filmL + flat) chroma *= 1 - 0.75 * ((lightness - filmL - flat) / Math.max(1, 100 - filmL - flat)) ** 2;
    }
    writeLabAsRgb(lightness, filmA * chroma, filmB * chroma, painted, 0, scratch);
    return ((painted[0]! << 16) | (painted[1]! << 8) | painted[2]!) + 1;
  };
  return { look, median, primary, flip, box, base, soft, mm, glareFrom, steps, levels, lSlots, table, chrome, spreadL, centre, mirrorRange, paint };
}

/**
 * The painted colour (0xRRGGBB) of one pixel: `l` its own lightness, `baseL` and `softL` the large-scale and the
 * diffused lightness there, `along` how far along the car it is (0 front … 1 back, for colour-shift films), `level`
 * its texture level.
 */
function shade(s: Shading, l: number, baseL: number, softL: number, along: number, level: number): number {
  const { look, flip, primary } = s;
  const large = baseL - s.median;
  const detail = (1 - look.diffuse) * (l - baseL) + look.diffuse * (softL - baseL);
  let step = 0;
  let filmL = primary.l;
  if (flip) {
    // Colour-shift films turn with the light on the panel and along the car (front to back).
    const t = smoothstep(0.5 * along + 0.5 * (0.5 + large / 40));
    step = Math.round(t * (s.steps - 1));
    filmL = primary.l + (flip.l - primary.l) * (step / (s.steps - 1));
  }
  const target = s.chrome
    ? filmL + s.mirrorRange * Math.tanh((look.base * large + look.detail * detail - s.centre) / (1.5 * s.spreadL))
    : softLimit(filmL + look.base * large + look.detail * detail, filmL);
  const glare = l > s.glareFrom ? Math.min(1, (l - s.glareFrom) / Math.max(1, 100 - s.glareFrom)) : 0;
  const glareStep = Math.round(glare * glare * GLARE_STEPS);
  const slot = Math.min(s.lSlots - 1, Math.max(0, Math.round(target * L_STEPS)));
  const key = ((step * s.levels + level) * (GLARE_STEPS + 1) + glareStep) * s.lSlots + slot;
  let packed = s.table[key]!;
  if (packed === 0) packed = s.table[key] = s.paint(step, level, glareStep, slot);
  return packed - 1;
}

/** Writes `colour` over the pixel at `o`, in full where alpha is 255 and blended by alpha on the feathered edge. */
function blend(out: Uint8Array, original: Uint8Array, o: number, colour: number, alpha: number): void {
  const r = (colour >> 16) & 255;
  const g = (colour >> 8) & 255;
  const b = colour & 255;
  if (alpha === 255) {
    out[o] = r;
    out[o + 1] = g;
    out[o + 2] = b;
    return;
  }
  const w = alpha / 255;
  out[o] = Math.round(original[o]! + (r - original[o]!) * w);
  out[o + 1] = Math.round(original[o + 1]! + (g - original[o + 1]!) * w);
  out[o + 2] = Math.round(original[o + 2]! + (b - original[o + 2]!) * w);
}

/**
 * The recoloured photo as RGBA: the film on the mask (its feathered edge blended), the photo's own bytes elsewhere.
 * `lab` is the photo's Lab (toLab of the same bytes). A painted colour depends only on its target lightness, the
 * glare step, the colour-shift step and the texture level, so each combination is worked out once (with its gamut
 * mapping) and looked up for every other pixel that has it.
 */
export function recolour(rgba: Uint8Array, lab: LabImage, mask: PaintMask, film: FilmLook): Uint8Array {
  const { width, height } = lab;
  const out = rgba.slice();
  const s = shadingOf(lab.l, width, height, mask, film);
  if (!s) return out;
  const { box, look } = s;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const alpha = mask.alpha[i]!;
      if (alpha === 0) continue;
      const along = (x - box.left) / Math.max(1, box.right - box.left);
      const level = s.levels === 1 ? 0 : textureLevel(look.texture, x, y, s.mm);
      blend(out, rgba, i * 4, shade(s, lab.l[i]!, s.base[i]!, s.soft[i]!, along, level), alpha);
    }
  }
  return out;
}

/** The photo at the mask's size, by its lightness alone (lightnessPlane): what recolourFull() shades from. */
export interface WorkingPhoto {
  l: Float32Array;
  width: number;
  height: number;
}

/**
 * The film painted onto a bigger copy of the same photo (an export at the original's resolution, decision 074), in
 * one pass and in place: `full` holds `channels` bytes a pixel (3 for RGB) and is answered, recoloured. The shading
 * is worked out at the mask's size (`working`, the photo the selection was made on); each pixel of the bigger copy
 * then takes the mask and the large-scale light interpolated from there (bilinear: a smooth edge, no steps) and its
 * own lightness for the detail, reflections and glare, so the bigger picture has its own fine detail under the film.
 * Nothing the size of the bigger copy is allocated beyond `full` itself.
 */
export function recolourFull(working: WorkingPhoto, mask: PaintMask, film: FilmLook, full: { pixels: Uint8Array; width: number; height: number; channels: 3 | 4 }): Uint8Array {
  const { width: w, height: h } = working;
  const { pixels, width: fw, height: fh, channels } = full;
  const s = shadingOf(working.l, w, h, mask, film);
  if (!s) return pixels;
  const { box, look, base, soft } = s;
  const alpha = mask.alpha;
  const sx = w / fw;
  const sy = h / fh;
  // Per column of the bigger copy: the working column to its left and the weight of the one to its right.
  const col0 = new Int32Array(fw);
  const colT = new Float32Array(fw);
  for (let x = 0; x < fw; x++) {
    const u = Math.min(w - 1, Math.max(0, (x + 0.5) * sx - 0.5));
    col0[x] = Math.min(w - 2, Math.floor(u));
    colT[x] = u - col0[x]!;
  }
  const mm = s.mm * sx;
  const span = Math.max(1, box.right - box.left);
  for (let y = 0; y < fh; y++) {
    const v = Math.min(h - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const row0 = Math.min(h - 2, Math.floor(v));
    const ty = v - row0;
    const top = row0 * w;
    for (let x = 0; x < fw; x++) {
      const i00 = top + col0[x]!;
      const i01 = i00 + 1;
      const i10 = i00 + w;
      const i11 = i10 + 1;
      const a00 = alpha[i00]!;
      const a01 = alpha[i01]!;
      const a10 = alpha[i10]!;
      const a11 = alpha[i11]!;
      if ((a00 | a01 | a10 | a11) === 0) continue;
      const tx = colT[x]!;
      const w00 = (1 - tx) * (1 - ty);
      const w01 = tx * (1 - ty);
      const w10 = (1 - tx) * ty;
      const w11 = tx * ty;
      const a = Math.round(a00 * w00 + a01 * w01 + a10 * w10 + a11 * w11);
      if (a === 0) continue;
      const baseL = base[i00]! * w00 + base[i01]! * w01 + base[i10]! * w10 + base[i11]! * w11;
      const softL = look.diffuse > 0 ? soft[i00]! * w00 + soft[i01]! * w01 + soft[i10]! * w10 + soft[i11]! * w11 : baseL;
      const o = (y * fw + x) * channels;
      const l = lightnessOf(pixels[o]!, pixels[o + 1]!, pixels[o + 2]!);
      const along = ((x + 0.5) * sx - 0.5 - box.left) / span;
      const level = s.levels === 1 ? 0 : textureLevel(look.texture, x, y, mm);
      blend(pixels, pixels, o, shade(s, l, baseL, softL, along, level), a);
    }
  }
  return pixels;
}

function labOf(hex: string) {
  const { r, g, b } = hexToRgb(hex);
  return rgbToLabValues(r, g, b);
}

const smoothstep = (t: number) => {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
};
