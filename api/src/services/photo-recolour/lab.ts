// sRGB (D65) ⇄ CIE L*a*b* over whole images, as flat Float32Array planes: the same formulas as the catalogue's
// rgbToLab, with a table for the sRGB curve so a 2048 px photo converts in tens of milliseconds.
import type { Lab } from '@wrapsmith/catalog';

export interface LabImage {
  width: number;
  height: number;
  l: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

const TO_LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;
const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
const fInverse = (t: number) => (t ** 3 > EPSILON ? t ** 3 : (116 * t - 16) / KAPPA);

/** One sRGB colour (0–255 channels) in Lab. */
export function rgbToLabValues(r: number, g: number, b: number): Lab {
  const lr = TO_LINEAR[r] ?? 0;
  const lg = TO_LINEAR[g] ?? 0;
  const lb = TO_LINEAR[b] ?? 0;
  const fx = f((0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047);
  const fy = f(0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb);
  const fz = f((0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / 1.08883);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** The L* of one sRGB colour (0–255 channels): rgbToLabValues(r, g, b).l without the a* and b* work. */
export function lightnessOf(r: number, g: number, b: number): number {
  return 116 * f(0.2126729 * (TO_LINEAR[r] ?? 0) + 0.7151522 * (TO_LINEAR[g] ?? 0) + 0.072175 * (TO_LINEAR[b] ?? 0)) - 16;
}

/** The L* plane alone of an image of `channels` bytes a pixel (RGB or RGBA): a third of toLab's memory. */
export function lightnessPlane(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Float32Array {
  const l = new Float32Array(width * height);
  for (let i = 0, o = 0; i < l.length; i++, o += channels) l[i] = lightnessOf(pixels[o]!, pixels[o + 1]!, pixels[o + 2]!);
  return l;
}

/**
 * An RGBA buffer as Lab planes (alpha ignored). With `into` of the same size its planes are written over and returned
 * instead of three new ones (a photo worker reuses them from one recolour to the next: issue 23 item 22).
 */
export function toLab(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, into?: LabImage): LabImage {
  const n = width * height;
  const reuse = into && into.l.length === n;
  const l = reuse ? into.l : new Float32Array(n);
  const a = reuse ? into.a : new Float32Array(n);
  const b = reuse ? into.b : new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const lab = rgbToLabValues(rgba[i * 4] ?? 0, rgba[i * 4 + 1] ?? 0, rgba[i * 4 + 2] ?? 0);
    l[i] = lab.l;
    a[i] = lab.a;
    b[i] = lab.b;
  }
  return { width, height, l, a, b };
}

const toSrgb = (linear: number) => 255 * (linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055);

/** Lab → linear RGB, unclipped (a channel outside 0–1 means the colour is outside sRGB). */
function labToLinear(l: number, a: number, b: number, out: Float64Array): void {
  const fy = (l + 16) / 116;
  const x = 0.95047 * fInverse(fy + a / 500);
  const y = l > KAPPA * EPSILON ? fy ** 3 : l / KAPPA;
  const z = 1.08883 * fInverse(fy - b / 200);
  out[0] = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  out[1] = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  out[2] = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
}

const inGamut = (rgb: Float64Array) => rgb[0]! >= -1e-4 && rgb[0]! <= 1.0001 && rgb[1]! >= -1e-4 && rgb[1]! <= 1.0001 && rgb[2]! >= -1e-4 && rgb[2]! <= 1.0001;

/**
 * Lab → sRGB bytes written at `out[offset…offset+2]`. A colour outside sRGB keeps its lightness and hue and loses
 * chroma until it fits (a bisection), rather than having its channels clipped, which would shift its hue.
 */
export function writeLabAsRgb(l: number, a: number, b: number, out: Uint8Array | Uint8ClampedArray, offset: number, scratch = new Float64Array(3)): void {
  const lightness = Math.min(100, Math.max(0, l));
  labToLinear(lightness, a, b, scratch);
  if (!inGamut(scratch)) {
    let low = 0;
    let high = 1;
    for (let step = 0; step < 12; step++) {
      const mid = (low + high) / 2;
      labToLinear(lightness, a * mid, b * mid, scratch);
      if (inGamut(scratch)) low = mid;
      else high = mid;
    }
    labToLinear(lightness, a * low, b * low, scratch);
  }
  for (let c = 0; c < 3; c++) out[offset + c] = Math.round(Math.min(255, Math.max(0, toSrgb(Math.min(1, Math.max(0, scratch[c]!))))));
}
