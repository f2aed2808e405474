import { describe, expect, it } from 'vitest';
import { toLab } from './lab.ts';
import { fillHoles, hueDistance, morph, SEGMENT_DEFAULTS, segmentPaint, type PixelTap } from './segment.ts';
import { bodyTap, syntheticCar, type SyntheticCar } from './synthetic.test-support.ts';

const pixelTap = (car: SyntheticCar, tap: { x: number; y: number; mode: 'add' | 'remove' }): PixelTap => ({
  x: Math.floor(tap.x * car.width),
  y: Math.floor(tap.y * car.height),
  mode: tap.mode,
});

function coverage(car: SyntheticCar, alpha: Uint8Array) {
  let paint = 0;
  let covered = 0;
  let leaked = 0;
  for (let y = 0; y < car.height; y++) {
    for (let x = 0; x < car.width; x++) {
      const a = alpha[y * car.width + x]!;
      // Pixels within 2 px of the paint's edge are neither inside nor outside (the feather lives there).
      const near = [-2, 0, 2].some((dy) => [-2, 0, 2].some((dx) => car.isPaint(x + dx, y + dy) !== car.isPaint(x, y)));
      if (near) continue;
      if (car.isPaint(x, y)) {
        paint++;
        if (a === 255) covered++;
      } else if (a > 0) leaked++;
    }
  }
  return { recall: covered / paint, leaked };
}

describe('segmentPaint', () => {
  it('finds a shaded panel from one tap, fills the glint on it, and leaves the window, tyre and ground alone', () => {
    const car = syntheticCar();
    const mask = segmentPaint(toLab(car.rgba, car.width, car.height), [pixelTap(car, bodyTap(car))]);
    const { recall, leaked } = coverage(car, mask.alpha);
    expect(recall).toBeGreaterThan(0.98);
    expect(leaked).toBe(0);
    const glint = mask.alpha[(car.glint.top + 1) * car.width + car.glint.left + 1];
    expect(glint).toBe(255);
  });

  it('takes a look-alike window into the paint unless a remove tap is on it', () => {
    const car = syntheticCar({ tintedWindow: true });
    const lab = toLab(car.rgba, car.width, car.height);
    const inWindow = { x: Math.floor((car.window.left + car.window.right) / 2), y: Math.floor((car.window.top + car.window.bottom) / 2) };
    const at = inWindow.y * car.width + inWindow.x;
    expect(segmentPaint(lab, [pixelTap(car, bodyTap(car))]).alpha[at]).toBe(255);
    const mask = segmentPaint(lab, [pixelTap(car, bodyTap(car)), { ...inWindow, mode: 'remove' }]);
    expect(mask.alpha[at]).toBe(0);
    // Paint and "other" meet on the window's soft edge, its strongest edge: the body keeps its paint.
    const { recall, leaked } = coverage(car, mask.alpha);
    expect(recall).toBeGreaterThan(0.95);
    expect(leaked).toBeLessThan(0.02 * (car.window.right - car.window.left) * (car.window.bottom - car.window.top));
  });

  it('finds next to nothing from a tap on the window', () => {
    const car = syntheticCar();
    const tap = { x: Math.floor((car.window.left + car.window.right) / 2), y: Math.floor((car.window.top + car.window.bottom) / 2), mode: 'add' as const };
    const mask = segmentPaint(toLab(car.rgba, car.width, car.height), [tap]);
    const { leaked } = coverage(car, mask.alpha);
    // The window is its own region: it is "paint" to this tap, but the body, tyre and ground are not.
    expect(mask.area).toBeLessThanOrEqual((car.window.right - car.window.left) * (car.window.bottom - car.window.top));
    expect(leaked).toBeLessThanOrEqual(mask.area);
  });
});

describe('hueDistance', () => {
  const seed = { l: 40, a: 20, b: -50, chroma: Math.hypot(20, -50) };
  it('is small for the same paint in shadow or under a washed-out reflection and large for grey, tyres and glass', () => {
    expect(hueDistance(seed, 10, -25, SEGMENT_DEFAULTS)).toBeLessThan(SEGMENT_DEFAULTS.hue);
    expect(hueDistance(seed, 4, -10, SEGMENT_DEFAULTS)).toBeLessThan(SEGMENT_DEFAULTS.hue);
    expect(hueDistance(seed, 0.5, -1, SEGMENT_DEFAULTS)).toBeGreaterThan(SEGMENT_DEFAULTS.hue);
    expect(hueDistance(seed, 40, 30, SEGMENT_DEFAULTS)).toBeGreaterThan(SEGMENT_DEFAULTS.hue);
  });
});

describe('morphology', () => {
  const square = (size: number, box: [number, number, number, number]) => {
    const mask = new Uint8Array(size * size);
    for (let y = box[1]; y < box[3]; y++) for (let x = box[0]; x < box[2]; x++) mask[y * size + x] = 1;
    return mask;
  };
  const count = (mask: Uint8Array) => mask.reduce((sum, v) => sum + v, 0);

  it('dilates and erodes by a square of the radius, and an erosion keeps paint running off the picture', () => {
    expect(count(morph(square(20, [8, 8, 10, 10]), 20, 20, 2, true))).toBe(36);
    expect(count(morph(square(20, [4, 4, 14, 14]), 20, 20, 2, false))).toBe(36);
    expect(count(morph(square(20, [0, 0, 20, 20]), 20, 20, 3, false))).toBe(400);
  });

  it('fills small enclosed holes, not ones that reach the edge, are too big or were claimed by a remove tap', () => {
    const ring = square(20, [2, 2, 18, 18]);
    for (let y = 8; y < 10; y++) for (let x = 8; x < 10; x++) ring[y * 20 + x] = 0;
    expect(count(fillHoles(ring, 20, 4, new Uint8Array(400)))).toBe(256);
    expect(count(fillHoles(ring, 20, 3, new Uint8Array(400)))).toBe(252);
    const keep = new Uint8Array(400);
    keep[8 * 20 + 8] = 1;
    expect(count(fillHoles(ring, 20, 4, keep))).toBe(252);
  });
});
