import { describe, expect, it } from 'vitest';
import { parseColour, selectionOverlay, type OverlayLook } from './paint-overlay.ts';

const LOOK: OverlayLook = { fill: [255, 90, 31], line: [200, 60, 10], halo: [11, 18, 32], lineWidth: 1, haloWidth: 1 };

/** A greyscale mask as RGBA from rows of '#' (paint) and '.'. */
function mask(rows: string[]): { data: Uint8ClampedArray; width: number; height: number } {
  const width = rows[0]?.length ?? 0;
  const data = new Uint8ClampedArray(width * rows.length * 4);
  rows.forEach((row, y) => [...row].forEach((c, x) => data.set(c === '#' ? [255, 255, 255, 255] : [0, 0, 0, 255], (y * width + x) * 4)));
  return { data, width, height: rows.length };
}

/** Each pixel of the overlay as F (fill), L (line), H (halo) or . (nothing). */
function read(pixels: Uint8ClampedArray, width: number): string[] {
  const rows: string[] = [];
  for (let i = 0; i < pixels.length / 4; i += 1) {
    const [r, , , a] = pixels.slice(i * 4, i * 4 + 4);
    const c = a === 0 ? '.' : r === 255 ? 'F' : r === 200 ? 'L' : 'H';
    rows[Math.floor(i / width)] = (rows[Math.floor(i / width)] ?? '') + c;
  }
  return rows;
}

describe('selectionOverlay', () => {
  it('tints the paint, draws a line along its edge inside and a halo outside, and leaves the rest clear', () => {
    const { data, width, height } = mask(['.......', '.#####.', '.#####.', '.#####.', '.#####.', '.......', '.......']);
    const out = selectionOverlay(data, width, height, LOOK);
    expect(read(out, width)).toEqual(['HHHHHHH', 'HLLLLLH', 'HLFFFLH', 'HLFFFLH', 'HLLLLLH', 'HHHHHHH', '.......']);
    const fill = out.slice((2 * width + 2) * 4, (2 * width + 2) * 4 + 4);
    expect([...fill]).toEqual([255, 90, 31, 107]);
  });

  it('draws no line where the paint runs off the photo', () => {
    const { data, width, height } = mask(['###..', '###..', '###..']);
    expect(read(selectionOverlay(data, width, height, LOOK), width)).toEqual(['FFLH.', 'FFLH.', 'FFLH.']);
  });
});

describe('parseColour', () => {
  it('reads hex and rgb() colours, and nothing else', () => {
    expect(parseColour('#ff5a1f')).toEqual([255, 90, 31]);
    expect(parseColour(' rgb(255, 90, 31) ')).toEqual([255, 90, 31]);
    expect(parseColour('rgba(11 18 32 / 0.5)')).toEqual([11, 18, 32]);
    expect(parseColour('orange')).toBeNull();
  });
});
