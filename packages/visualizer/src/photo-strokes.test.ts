import { describe, expect, it } from 'vitest';
import { extendPath, pointIn, thinPath, type Point } from './photo-strokes.ts';

const box = { left: 10, top: 20, width: 400, height: 200 };

describe('brush paths', () => {
  it('reads a pointer position as rounded fractions of the picture, clamped to it', () => {
    expect(pointIn(box, 110, 70)).toEqual({ x: 0.25, y: 0.25 });
    expect(pointIn(box, 0, 1000)).toEqual({ x: 0, y: 1 });
    expect(pointIn(box, 10 + 400 / 3, 20)).toEqual({ x: 0.3333, y: 0 });
  });

  it('keeps a pointer position only once it has moved 2 screen pixels from the last one kept', () => {
    const path: Point[] = [];
    expect(extendPath(path, { x: 0.5, y: 0.5 }, box)).toBe(true);
    expect(extendPath(path, { x: 0.5025, y: 0.5 }, box)).toBe(false);
    expect(extendPath(path, { x: 0.5, y: 0.51 }, box)).toBe(true);
    expect(path).toEqual([
      { x: 0.5, y: 0.5 },
      { x: 0.5, y: 0.51 },
    ]);
  });

  it('cuts a long path to the limit, evenly, keeping both ends; a short one is kept whole', () => {
    const path = Array.from({ length: 1001 }, (_, i) => ({ x: i / 1000, y: 0 }));
    const thin = thinPath(path, 5);
    expect(thin.map((p) => p.x)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(thinPath(path).length).toBe(400);
    expect(thinPath(path.slice(0, 3))).toEqual(path.slice(0, 3));
  });
});
