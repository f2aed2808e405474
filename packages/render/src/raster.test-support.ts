// Rasterising helpers for the tests: render a scene with resvg (as the API does) and read pixels at
// vehicle coordinates in millimetres, so assertions follow the body-style templates instead of magic pixels.
import { Resvg } from '@resvg/resvg-js';
import { toDesign } from './geometry.ts';
import { renderSvg, sceneLayout } from './render-svg.ts';
import { normalizeScene } from './scene.ts';
import type { RenderScene } from './scene.ts';
import { VEHICLE_PROFILES } from './vehicle/profiles.ts';
import type { VehicleProfile } from './vehicle/profile.ts';

export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
  profile: VehicleProfile;
  /** Pixel position of a vehicle point given in millimetres (x from the front bumper, y up from the ground). */
  at: (x: number, y: number) => { px: number; py: number };
}

export function rasterise(input: RenderScene): Raster {
  const scene = normalizeScene(input);
  const image = new Resvg(renderSvg(input)).render();
  const { view, frame } = sceneLayout(scene);
  const perUnit = scene.size.width / view.width;
  return {
    width: image.width,
    height: image.height,
    pixels: image.pixels,
    profile: VEHICLE_PROFILES[scene.vehicle.bodyStyle],
    at: (x, y) => {
      const d = toDesign(frame, { x, y });
      return { px: Math.round((d.x - view.x) * perUnit), py: Math.round((d.y - view.y) * perUnit) };
    },
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
