// Issue 21's acceptance test (half 2 of the photos, the other in real-photos-1.test.ts): the photo tool on real photographs (real-photos/, SOURCE.md), each with a hand-drawn
// paint mask and the taps a person would make (at most 3) plus at most two corrections (remove taps or brush
// strokes). Per photo:
// - the selection covers ≥ 95 % of the hand mask's paint and spills onto non-paint ≤ 3 % of the paint's area
//   (the mask's 3 px don't-care band along every edge counts as neither);
// - pixels outside the vehicle (outside the hand-marked paint's box, grown for wheels and roofs) change by less
//   than ΔE2000 1;
// - the paint's median is within ΔE2000 6 of the film for a light gloss, a dark matte and a coloured chrome film.
// The test prints a table per photo. Embeddings are computed by the real model (kept under the OS's temp folder
// between runs on one machine, never in the repo).
import { afterAll, describe, it } from 'vitest';
import { realPhotos } from './real-photos.ts';
import { checkRealPhoto, printTable, type Row } from './real-photos.test-support.ts';

const all = realPhotos();
const photos = all.filter((_, i) => i % 2 === 1);
const rows: Row[] = [];
afterAll(() => printTable(rows));

describe('the photo tool on real photographs (second half)', { timeout: 180_000 }, () => {
  it.each(photos.map((p) => [p.name, p] as const))('%s: paint found from the taps, recoloured in three films', async (_name, entry) => {
    await checkRealPhoto(entry, rows);
  });
});
