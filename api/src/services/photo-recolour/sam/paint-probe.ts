// A linear probe on the segmentation model's embedding that tells car paint from what is not paint (glass, tyres,
// wheels, lights, grille, trim, ground) per cell of the embedding's 64 × 64 grid (decision 058). The model's
// features already know what a window or a wheel is; 257 numbers learned from the hand-marked real photographs
// (real-photos/, `train-paint-probe.ts`, written to paint-probe-weights.ts) read that out. Its answer is coarse (one value per 16 px of the model's
// 1024 px input), so it judges whole parts the model outlines and colour areas, never single pixels' edges.
import { EMBEDDING_LENGTH, SAM_INPUT } from './model.ts';
import type { Embedding } from './embedding.ts';
import { PAINT_PROBE } from './paint-probe-weights.ts';

export interface ProbeWeights {
  /** One weight per embedding channel (256), on the raw features. */
  w: number[];
  b: number;
}

const GRID = 64;
const CHANNELS = EMBEDDING_LENGTH / (GRID * GRID);
const CELL = SAM_INPUT / GRID;

/** The shipped probe, learned from every real photograph (paint-probe-weights.ts). */
export const shippedProbe = (): ProbeWeights => PAINT_PROBE;

/** Logits per cell of the embedding's grid (above 0: paint). */
export function probeCells(embedding: Embedding, weights: ProbeWeights): Float32Array {
  const out = new Float32Array(GRID * GRID).fill(weights.b);
  const plane = GRID * GRID;
  for (let c = 0; c < CHANNELS; c++) {
    const wc = weights.w[c]!;
    const base = c * plane;
    for (let i = 0; i < plane; i++) out[i] = out[i]! + wc * embedding.data[base + i]!;
  }
  return out;
}

/**
 * The probe's logits at a work size of the photo (`w` × `h`, the photo scaled by `w / embedding.width`), sampled
 * bilinearly between cell centres.
 */
export function probeMap(embedding: Embedding, weights: ProbeWeights, w: number, h: number): Float32Array {
  const cells = probeCells(embedding, weights);
  const toModel = (SAM_INPUT / Math.max(embedding.width, embedding.height)) * (embedding.width / w);
  // The photo fills the model's input from the top left; the cells past its edge hold the zero padding's features.
  const lastColumn = Math.max(0, Math.ceil((w * toModel) / CELL) - 1);
  const lastRow = Math.max(0, Math.ceil((h * toModel) / CELL) - 1);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const fy = Math.max(0, Math.min(lastRow, ((y + 0.5) * toModel) / CELL - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(lastRow, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.max(0, Math.min(lastColumn, ((x + 0.5) * toModel) / CELL - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(lastColumn, x0 + 1);
      const tx = fx - x0;
      out[y * w + x] =
        (cells[y0 * GRID + x0]! * (1 - tx) + cells[y0 * GRID + x1]! * tx) * (1 - ty) + (cells[y1 * GRID + x0]! * (1 - tx) + cells[y1 * GRID + x1]! * tx) * ty;
    }
  }
  return out;
}
