// Rasterising helpers for the tests: render a scene with resvg (as the API does) and read pixels at
// vehicle coordinates in millimetres, so assertions follow the body-style templates instead of magic pixels.
import { Resvg } from '@resvg/resvg-js';
import { deltaE2000, hexToRgb, rgbToLab } from '@wrapsmith/catalog';
import type { Film, Lab } from '@wrapsmith/catalog';
import { toDesign } from './geometry.ts';
import { renderSvg, sceneLayout } from './render-svg.ts';
import { normalizeScene } from './scene.ts';
import type { RenderScene } from './scene.ts';
import type { VehicleProfile } from './vehicle/profile.ts';

export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
  profile: VehicleProfile;
  /** Pixel position of a vehicle point given in millimetres (x from the front bumper, y up from the ground). */
  at: (x: number, y: number) => { px: number; py: number };
  /** Pixel position (fractional) of a point in the picture's design units. */
  design: (d: { x: number; y: number }) => { px: number; py: number };
}

export function rasterise(input: RenderScene): Raster {
  const scene = normalizeScene(input);
  const image = new Resvg(renderSvg(input)).render();
  const { view, frame, profile } = sceneLayout(scene);
  const perUnit = scene.size.width / view.width;
  return {
    width: image.width,
    height: image.height,
    pixels: image.pixels,
    profile,
    at: (x, y) => {
      const d = toDesign(frame, { x, y });
      return { px: Math.round((d.x - view.x) * perUnit), py: Math.round((d.y - view.y) * perUnit) };
    },
    design: (d) => ({ px: (d.x - view.x) * perUnit, py: (d.y - view.y) * perUnit }),
  };
}

export type Rgb = [number, number, number];

export function pixel(r: Raster, px: number, py: number): Rgb {
  const i = (py * r.width + px) * 4;
  return [r.pixels[i] ?? 0, r.pixels[i + 1] ?? 0, r.pixels[i + 2] ?? 0];
}

/** Mean colour of a square patch, which smooths grain and anti-aliasing. */
export function patchMean(r: Raster, px: number, py: number, radius = 3): Rgb {
  const sum: Rgb = [0, 0, 0];
  let n = 0;
  for (let y = py - radius; y <= py + radius; y += 1) {
    for (let x = px - radius; x <= px + radius; x += 1) {
      const [red, green, blue] = pixel(r, x, y);
      sum[0] += red;
      sum[1] += green;
      sum[2] += blue;
      n += 1;
    }
  }
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

/** The flat of the front door, clear of handles, arches and the shoulder crease, as a pixel rectangle. */
export function doorRect(r: Raster): { x0: number; y0: number; x1: number; y1: number } {
  const p = r.profile;
  const [front, back] = [p.doors[0] ?? 0, p.doors[1] ?? 0];
  const inset = (back - front) * 0.15;
  const topLeft = r.at(front + inset, p.shoulderY - 150);
  const bottomRight = r.at(back - inset, p.sillY + 60);
  return { x0: topLeft.px, y0: topLeft.py, x1: bottomRight.px, y1: bottomRight.py };
}

export function doorPixels(r: Raster): Rgb[] {
  const rect = doorRect(r);
  const out: Rgb[] = [];
  for (let y = rect.y0; y <= rect.y1; y += 1) {
    for (let x = rect.x0; x <= rect.x1; x += 1) out.push(pixel(r, x, y));
  }
  return out;
}

export const lum = ([red, green, blue]: Rgb): number => 0.2126 * red + 0.7152 * green + 0.0722 * blue;

export function variance(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
}

export const hexRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export const distance = (a: Rgb, b: Rgb): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

// Colour measurements for the finish tests. Differences are CIEDE2000 (the catalogue's implementation, checked
// there against Sharma's published pairs), so thresholds read as "how different a customer sees it".

export const labOf = ([r, g, b]: Rgb): Lab => rgbToLab({ r, g, b });
export const deltaE = (a: Rgb, b: Rgb): number => deltaE2000(labOf(a), labOf(b));
/** CIELAB hue angle in degrees [0, 360). */
export const hueOf = ({ a, b }: Lab): number => ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
export const hueError = (x: number, y: number): number => Math.abs(((x - y + 540) % 360) - 180);

export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The film-covered body: every pixel that changes when only the film colour changes (a dark and a light
 * matte render of the same scene). It holds panels, roof, mirror cap and the film-tinted shut lines; glass,
 * trim, lights, wheels and the backdrop do not depend on the film and drop out.
 */
export function bodyMask(scene: RenderScene): Uint8Array {
  const { secondaryHex: _second, ...film } = scene.film;
  const dark = rasterise({ ...scene, film: { ...film, finish: 'matte', hex: '#202020' } });
  const light = rasterise({ ...scene, film: { ...film, finish: 'matte', hex: '#e0e0e0' } });
  const mask = changedPixels(dark, light, 60);
  // The caption's film swatch changes too; keep only rows between the ground and the roof.
  const roof = dark.at(0, dark.profile.height).py - 2;
  const ground = dark.at(0, 0).py;
  mask.forEach((_, i) => {
    const y = Math.floor(i / dark.width);
    if (y < roof || y > ground) mask[i] = 0;
  });
  return mask;
}

/**
 * The mask without its outermost pixels: what stays is film on every side, so anti-aliased edges against
 * the backdrop, glass and chrome handles do not count as highlights.
 */
export function erode(mask: Uint8Array, width: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let i = width; i < mask.length - width; i += 1) {
    const x = i % width;
    if (x === 0 || x === width - 1) continue;
    let all = true;
    for (const j of [i - width - 1, i - width, i - width + 1, i - 1, i, i + 1, i + width - 1, i + width, i + width + 1]) {
      if (!mask[j]) all = false;
    }
    if (all) out[i] = 1;
  }
  return out;
}

/** 1 where the two rasters (same size) differ by more than `threshold` summed over r, g and b. */
export function changedPixels(a: Raster, b: Raster, threshold: number): Uint8Array {
  const mask = new Uint8Array(a.width * a.height);
  for (let i = 0; i < mask.length; i += 1) {
    const j = i * 4;
    const d =
      Math.abs((a.pixels[j] ?? 0) - (b.pixels[j] ?? 0)) +
      Math.abs((a.pixels[j + 1] ?? 0) - (b.pixels[j + 1] ?? 0)) +
      Math.abs((a.pixels[j + 2] ?? 0) - (b.pixels[j + 2] ?? 0));
    if (d > threshold) mask[i] = 1;
  }
  return mask;
}

/**
 * The front door between its shut lines, inset by `inset` of the door's width at each end, from `bottom`
 * to `top` (millimetres above the ground), as a pixel rectangle.
 */
export function frontDoorRect(r: Raster, bottom: number, top: number, inset = 0.15): PixelRect {
  const [front, back] = [r.profile.doors[0] ?? 0, r.profile.doors[1] ?? 0];
  const margin = (back - front) * inset;
  const topLeft = r.at(front + margin, top);
  const bottomRight = r.at(back - margin, bottom);
  return { x0: topLeft.px, y0: topLeft.py, x1: bottomRight.px, y1: bottomRight.py };
}

/**
 * The body's mid-panel: the middle 40 % of the front door's height between sill and shoulder (30 % to 70 % of
 * the way up), 15 % in from each shut line. It is where a customer judges the colour: clear of the shoulder
 * crease, the handles (at the shoulder less 85 mm) and the rocker.
 */
export function midPanelRect(r: Raster): PixelRect {
  const { sillY, shoulderY } = r.profile;
  const span = shoulderY - sillY;
  return frontDoorRect(r, sillY + span * 0.3, sillY + span * 0.7);
}

/**
 * The door's flat face, where a glossy film shows its studio reflections: from just above the sill up to below
 * the handles, whose chrome would otherwise count as a highlight.
 */
export function doorFaceRect(r: Raster): PixelRect {
  const { sillY, shoulderY } = r.profile;
  return frontDoorRect(r, sillY + (shoulderY - sillY) * 0.05, shoulderY - 130, 0.1);
}

/** Pixels inside a rectangle that are also in the mask. */
export function maskedPixels(r: Raster, mask: Uint8Array, rect: PixelRect): Rgb[] {
  const out: Rgb[] = [];
  for (let y = rect.y0; y <= rect.y1; y += 1) {
    for (let x = rect.x0; x <= rect.x1; x += 1) if (mask[y * r.width + x]) out.push(pixel(r, x, y));
  }
  return out;
}

/** Every masked pixel, with its index into the raster. */
export function maskIndices(mask: Uint8Array): number[] {
  const out: number[] = [];
  mask.forEach((v, i) => {
    if (v) out.push(i);
  });
  return out;
}

/** Per-channel median: the colour most of a region shows, whatever a few highlights do. */
export function medianColour(pixels: Rgb[]): Rgb {
  const median = (channel: 0 | 1 | 2): number => {
    const sorted = pixels.map((c) => c[channel]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return [median(0), median(1), median(2)];
}

/** Mean colour: what a texture (a weave) averages to when seen from a step back. */
export function meanColour(pixels: Rgb[]): Rgb {
  const sum: Rgb = [0, 0, 0];
  for (const [r, g, b] of pixels) {
    sum[0] += r;
    sum[1] += g;
    sum[2] += b;
  }
  const n = Math.max(1, pixels.length);
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

/** The value below which `q` (0–1) of the values lie. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;
}

/**
 * Fine texture: mean absolute L* step between neighbouring pixels (right and down) inside a rectangle where
 * both are in the mask. Smooth gradients score near 0; grain and weave score several units.
 */
export function texture(r: Raster, mask: Uint8Array, rect: PixelRect): number {
  const lightness = (x: number, y: number): number => labOf(pixel(r, x, y)).l;
  let sum = 0;
  let n = 0;
  for (let y = rect.y0; y < rect.y1; y += 1) {
    for (let x = rect.x0; x < rect.x1; x += 1) {
      const i = y * r.width + x;
      if (!mask[i] || !mask[i + 1] || !mask[i + r.width]) continue;
      const here = lightness(x, y);
      sum += Math.abs(lightness(x + 1, y) - here) + Math.abs(lightness(x, y + 1) - here);
      n += 2;
    }
  }
  return n === 0 ? 0 : sum / n;
}

/**
 * Sharpness of horizontal reflections: the 99th percentile of the L* step between vertically neighbouring
 * pixels inside a rectangle. A mirror's horizon line scores high, a satin roll-off and a matte falloff near 0.
 */
export function sharpness(r: Raster, mask: Uint8Array, rect: PixelRect): number {
  const steps: number[] = [];
  for (let y = rect.y0; y < rect.y1; y += 1) {
    for (let x = rect.x0; x <= rect.x1; x += 1) {
      const i = y * r.width + x;
      if (!mask[i] || !mask[i + r.width]) continue;
      steps.push(Math.abs(labOf(pixel(r, x, y + 1)).l - labOf(pixel(r, x, y)).l));
    }
  }
  return quantile(steps, 0.99);
}

/** A film as the accuracy tests draw it: name and brand only reach the caption, so they are fixed. */
export const testFilm = (film: Pick<Film, 'hex' | 'finish' | 'secondaryHex'>): RenderScene['film'] => ({
  brand: 'Test',
  code: 'T',
  name: 'Test Film',
  hex: film.hex,
  finish: film.finish,
  ...(film.secondaryHex ? { secondaryHex: film.secondaryHex } : {}),
});

/** Films that share hex, finish and partner look the same: one render serves them all. */
export const lookKey = (film: Film): string => `${film.hex}|${film.finish}|${film.secondaryHex ?? ''}`;

export const filmLab = (hex: string): Lab => rgbToLab(hexToRgb(hex));
export const chroma = ({ a, b }: Lab): number => Math.hypot(a, b);
