// Brush strokes on the customer's photo: a pointer path turned into what the selection route takes (points as
// fractions of the picture, at most PHOTO_STROKE_POINTS of them; a radius as a fraction of its long edge).
import { PHOTO_STROKE_POINTS } from '@wrapsmith/core/rules';

export interface Point {
  x: number;
  y: number;
}

/** Brush radii, as fractions of the photo's long edge (the route takes 0.002 to 0.1), smallest first. */
export const BRUSH_RADII = [0.01, 0.02, 0.035, 0.055, 0.08] as const;
export const DEFAULT_BRUSH = 2;

const clamp = (n: number) => Math.min(1, Math.max(0, n));
const round = (n: number) => Math.round(n * 10000) / 10000;

/** A point of the picture from a pointer position and the picture's box on screen, as rounded fractions. */
export function pointIn(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): Point {
  return { x: round(clamp((clientX - box.left) / box.width)), y: round(clamp((clientY - box.top) / box.height)) };
}

/**
 * Adds a pointer position to a path unless it is within `minStep` screen pixels of the last point kept: pointer
 * events come at the screen's rate, far denser than a brush needs. Returns whether it was kept.
 */
export function extendPath(path: Point[], next: Point, box: { width: number; height: number }, minStep = 2): boolean {
  const last = path.at(-1);
  if (last && Math.hypot((next.x - last.x) * box.width, (next.y - last.y) * box.height) < minStep) return false;
  path.push(next);
  return true;
}

/** A path cut to at most `limit` points, evenly spaced along it, the first and last kept. */
export function thinPath(path: readonly Point[], limit = PHOTO_STROKE_POINTS): Point[] {
  if (path.length <= limit) return [...path];
  const step = (path.length - 1) / (limit - 1);
  return Array.from({ length: limit }, (_, i) => path[Math.round(i * step)] as Point);
}
