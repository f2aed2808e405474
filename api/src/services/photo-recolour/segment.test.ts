import { describe, expect, it } from 'vitest';
import { fillHoles, morph } from './segment.ts';

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

  it('answers exactly what the square says at every radius (its radius-one path and its running counts), edges included', () => {
    // The definition, pixel by pixel: any pixel of the square set (dilation), or all of them (erosion), where the
    // square's pixels outside the picture count as unset for a dilation and as set for an erosion.
    const naive = (mask: Uint8Array, w: number, h: number, r: number, grow: boolean) =>
      Uint8Array.from({ length: w * h }, (_, p) => {
        const x = p % w;
        const y = (p - x) / w;
        let any = 0;
        let all = 1;
        for (let dy = -r; dy <= r; dy++) {
          for (let dx = -r; dx <= r; dx++) {
            const inside = x + dx >= 0 && x + dx < w && y + dy >= 0 && y + dy < h;
            const v = inside ? mask[(y + dy) * w + x + dx]! : grow ? 0 : 1;
            any |= v;
            all &= v;
          }
        }
        return grow ? any : all;
      });
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let k = 0; k < 120; k++) {
      const w = 1 + Math.floor(random() * 24);
      const h = 1 + Math.floor(random() * 24);
      const r = k % 3 === 0 ? 1 : Math.floor(random() * 6);
      const density = random();
      const mask = Uint8Array.from({ length: w * h }, () => (random() < density ? 1 : 0));
      for (const grow of [true, false]) expect([...morph(mask, w, h, r, grow)], `${w} × ${h}, radius ${r}, ${grow ? 'grow' : 'shrink'}`).toEqual([...naive(mask, w, h, r, grow)]);
    }
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
