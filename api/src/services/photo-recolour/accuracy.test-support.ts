// Measures a recolour against a photo's ground-truth paint mask (test-photos/*.mask.png): the median colour of the
// paint and how far the pixels outside the paint moved, both in CIEDE2000.
import { deltaE2000, hexToRgb, type Lab } from '@wrapsmith/catalog';
import { rgbToLabValues } from './lab.ts';
import { morph } from './segment.ts';

/** Paint edge pixels blend paint and whatever is beside it; this many pixels either side count as neither. */
export const EDGE_BAND = 2;

export interface TruthRegions {
  /** Paint at full coverage, EDGE_BAND pixels in from its edge. */
  inside: Uint8Array;
  /** No paint within EDGE_BAND pixels. */
  outside: Uint8Array;
}

export function truthRegions(truth: Uint8Array, width: number, height: number): TruthRegions {
  const full = Uint8Array.from(truth, (v) => (v === 255 ? 1 : 0));
  const any = Uint8Array.from(truth, (v) => (v > 0 ? 1 : 0));
  const inside = morph(full, width, height, EDGE_BAND, false);
  const near = morph(any, width, height, EDGE_BAND, true);
  return { inside, outside: Uint8Array.from(near, (v) => 1 - v) };
}

export interface Accuracy {
  /** CIEDE2000 between the per-channel median Lab of the recoloured paint and the film. */
  medianDeltaE: number;
  /** Outside the paint: the largest change, the 99.9th percentile, the mean, and the share that moved by 2 or more. */
  outsideMax: number;
  outsideP999: number;
  outsideMean: number;
  outsideShareOver2: number;
  /** Share of the true paint the mask covered fully, and share of the mask's full pixels that are true paint. */
  recall: number;
  precision: number;
}

const labAt = (rgba: Uint8Array, i: number): Lab => rgbToLabValues(rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!);

function medianOf(values: Float32Array, count: number): number {
  return values.subarray(0, count).sort()[count >> 1] ?? 0;
}

export function measure(original: Uint8Array, output: Uint8Array, alpha: Uint8Array, regions: TruthRegions, filmHex: string): Accuracy {
  const n = regions.inside.length;
  const ls = new Float32Array(n);
  const as = new Float32Array(n);
  const bs = new Float32Array(n);
  let insideCount = 0;
  let covered = 0;
  let full = 0;
  let fullTrue = 0;
  const changes: number[] = [];
  let outsideCount = 0;
  for (let i = 0; i < n; i++) {
    if (alpha[i] === 255) {
      full++;
      if (regions.inside[i]) fullTrue++;
      else if (!regions.outside[i]) fullTrue++;
    }
    if (regions.inside[i]) {
      const lab = labAt(output, i);
      ls[insideCount] = lab.l;
      as[insideCount] = lab.a;
      bs[insideCount] = lab.b;
      insideCount++;
      if (alpha[i] === 255) covered++;
    } else if (regions.outside[i]) {
      outsideCount++;
      const o = i * 4;
      if (original[o] === output[o] && original[o + 1] === output[o + 1] && original[o + 2] === output[o + 2]) continue;
      changes.push(deltaE2000(labAt(original, i), labAt(output, i)));
    }
  }
  const median = { l: medianOf(ls, insideCount), a: medianOf(as, insideCount), b: medianOf(bs, insideCount) };
  const { r, g, b } = hexToRgb(filmHex);
  changes.sort((p, q) => q - p);
  const over2 = changes.filter((d) => d >= 2).length;
  return {
    medianDeltaE: deltaE2000(median, rgbToLabValues(r, g, b)),
    outsideMax: changes[0] ?? 0,
    outsideP999: changes[Math.floor(outsideCount * 0.001)] ?? 0,
    outsideMean: changes.reduce((s, d) => s + d, 0) / Math.max(1, outsideCount),
    outsideShareOver2: over2 / Math.max(1, outsideCount),
    recall: covered / Math.max(1, insideCount),
    precision: fullTrue / Math.max(1, full),
  };
}
