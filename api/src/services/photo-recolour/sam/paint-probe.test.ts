import { describe, expect, it } from 'vitest';
import { heldOutProbe, realPhotos } from '../real-photos.ts';
import { EMBEDDING_LENGTH } from './model.ts';
import { probeCells, probeMap, shippedProbe } from './paint-probe.ts';

const embeddingWith = (value: (channel: number, cell: number) => number) => {
  const data = new Float32Array(EMBEDDING_LENGTH);
  for (let c = 0; c < 256; c++) for (let i = 0; i < 64 * 64; i++) data[c * 4096 + i] = value(c, i);
  return { width: 2048, height: 1024, data };
};

describe('the paint probe', () => {
  it('ships one weight per embedding channel, and a held-out probe for every real photograph', () => {
    expect(shippedProbe().w).toHaveLength(256);
    expect(Number.isFinite(shippedProbe().b)).toBe(true);
    for (const { name } of realPhotos()) expect(heldOutProbe(name)?.w, name).toHaveLength(256);
  });

  it('is the weighted sum of a cell’s features plus the bias', () => {
    const weights = { w: Array.from({ length: 256 }, (_, c) => (c === 3 ? 2 : 0)), b: -1 };
    const cells = probeCells(embeddingWith((c, i) => (c === 3 ? i / 4096 : 5)), weights);
    expect(cells[0]).toBeCloseTo(-1);
    expect(cells[2048]).toBeCloseTo(-1 + 2 * 0.5);
  });

  it('maps the model’s grid onto the photo: the padded half of a wide photo is never read', () => {
    // A 2:1 photo fills the top half of the model's square input: its bottom row of pixels is grid row 31.
    const weights = { w: Array.from({ length: 256 }, (_, c) => (c === 0 ? 1 : 0)), b: 0 };
    const map = probeMap(embeddingWith((_, i) => (i >= 32 * 64 ? 100 : Math.floor(i / 64))), weights, 200, 100);
    expect(map[0]).toBeCloseTo(0);
    expect(map[99 * 200 + 100]!).toBeGreaterThan(30);
    expect(map[99 * 200 + 100]!).toBeLessThanOrEqual(31);
  });
});
