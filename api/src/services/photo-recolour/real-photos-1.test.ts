// Issue 21's acceptance test (half 1 of the photos, the other in real-photos-2.test.ts): the photo tool on real photographs (real-photos/, SOURCE.md), each with a hand-drawn
// paint mask and the taps a person would make (at most 3) plus at most two corrections (remove taps or brush
// strokes). Per photo:
// - the selection covers ≥ 95 % of the hand mask's paint and spills onto non-paint ≤ 3 % of the paint's area
//   (the mask's 3 px don't-care band along every edge counts as neither);
// - pixels outside the vehicle (outside the hand-marked paint's box, grown for wheels and roofs) change by less
//   than ΔE2000 1;
// - the paint's median is within ΔE2000 6 of the film for a light gloss, a dark matte and a coloured chrome film.
// The test prints a table per photo. Embeddings are computed by the real model (kept under the OS's temp folder
// between runs on one machine, never in the repo).
import { afterAll, describe, expect, it } from 'vitest';
import { realPhotos } from './real-photos.ts';
import { checkRealPhoto, printTable, type Row } from './real-photos.test-support.ts';

const all = realPhotos();
const photos = all.filter((_, i) => i % 2 === 0);
const rows: Row[] = [];
afterAll(() => printTable(rows));

describe('the photo tool on real photographs (first half)', { timeout: 180_000 }, () => {
  it('has at least 12 photos covering the paints, views, bodies and an occluded car', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    const specs = all.map((p) => p.spec);
    for (const paint of ['white', 'black', 'red', 'blue']) expect(specs.some((s) => s.paint === paint), paint).toBe(true);
    expect(specs.some((s) => s.paint === 'silver' || s.paint === 'grey')).toBe(true);
    for (const view of ['side', 'front-three-quarter', 'rear-three-quarter']) expect(specs.some((s) => s.view === view), view).toBe(true);
    for (const kind of ['pickup', 'van', 'suv', 'hatchback', 'saloon']) expect(specs.some((s) => s.kind === kind), kind).toBe(true);
    expect(specs.some((s) => s.occluded)).toBe(true);
    for (const s of specs) {
      expect(s.taps.length).toBeLessThanOrEqual(3);
      expect(s.corrections?.length ?? 0).toBeLessThanOrEqual(2);
    }
  });

  it.each(photos.map((p) => [p.name, p] as const))('%s: paint found from the taps, recoloured in three films', async (_name, entry) => {
    await checkRealPhoto(entry, rows);
  });
});
