// The work of the photo tool, pixels in and pixels out (decision 055), as the worker threads run it: the photo's
// embedding (the segmentation model's encoder, once per photo), the paint selection from taps and strokes (the
// preview the customer sees before paying), and the recolour of that selection to the film. CPU-bound (seconds for
// the encoder, 0.2–0.3 s per model prompt, ~1 s for a recolour), so it runs in a worker (worker.ts), never on the
// event loop.
import { createHash } from 'node:crypto';
import { lightnessPlane, toLab, type LabImage } from './lab.ts';
import { findPaint, type FoundPaint, type PixelStroke } from './paint.ts';
import type { TapSelection } from './tap-selection.ts';
import { recolour, recolourFull, type FilmLook } from './recolour.ts';
import { encode, SAM_INPUT } from './sam/model.ts';
import { packEmbedding, unpackEmbedding, type Embedding } from './sam/embedding.ts';
import type { PaintMask, PixelTap } from './segment.ts';

export interface EmbedJob {
  kind: 'embed';
  /** RGB of the photo fitted inside SAM_INPUT (3 bytes a pixel). */
  rgb: Uint8Array;
  width: number;
  height: number;
  /** The photo's own size, which taps and masks are measured in. */
  photoWidth: number;
  photoHeight: number;
}

export interface SelectJob {
  kind: 'select';
  /** RGBA, width × height × 4 bytes. */
  rgba: Uint8Array;
  width: number;
  height: number;
  /** The kept embedding (sam/embedding.ts). */
  embedding: Uint8Array;
  taps: PixelTap[];
  strokes: PixelStroke[];
  /** The selection of these taps kept from an earlier round (tap-selection.ts), when there is one. */
  fromTaps?: TapSelection;
}

export interface RecolourJob extends Omit<SelectJob, 'kind'> {
  kind: 'recolour';
  film: FilmLook;
}

/** A recolour of a selection made earlier (a shop's library vehicle): no model work at all. */
export interface RecolourMaskJob {
  kind: 'recolour-mask';
  rgba: Uint8Array;
  width: number;
  height: number;
  /** The selection's alpha, width × height (0–255). */
  alpha: Uint8Array;
  film: FilmLook;
}

/**
 * An export at the original's resolution (decision 074): the selection made on the working copy painted onto the
 * bigger copy of the same photo. No model work; the bigger copy is recoloured in place and answered.
 */
export interface RecolourFullJob {
  kind: 'recolour-full';
  /** The photo at the mask's size (the working copy), RGB: 3 bytes a pixel. */
  rgb: Uint8Array;
  width: number;
  height: number;
  /** The selection's alpha, width × height (0–255). */
  alpha: Uint8Array;
  film: FilmLook;
  /** The same photo bigger, RGB: fullWidth × fullHeight × 3 bytes. */
  full: Uint8Array;
  fullWidth: number;
  fullHeight: number;
}

export type PhotoJob = EmbedJob | SelectJob | RecolourJob | RecolourMaskJob | RecolourFullJob;

export interface PhotoJobResult {
  /**
   * embed: the packed embedding. select: the mask's alpha (width × height). recolour and recolour-mask: the
   * recoloured RGBA. recolour-full: the bigger copy recoloured (RGB).
   */
  bytes: Uint8Array;
  /** Share of the photo's pixels selected in full (0–1); 0 for an embedding. */
  coverage: number;
  /** recolour: the selection it painted (width × height), kept for an export at the original's size. */
  alpha?: Uint8Array;
  /** select and recolour: the selection of the taps alone, when this job worked it out (not handed one), to keep. */
  fromTaps?: TapSelection;
}

export { SAM_INPUT };

/**
 * The last few embeddings this thread unpacked, by their bytes' hash. The engine keeps the model's answers for the
 * next round per embedding (paint.ts: the parts it was asked about, the taps' selection), so the rounds of one photo
 * must meet the same unpacked embedding: unpacked anew per job, nothing kept ever served a later round.
 */
const unpacked = new Map<string, Embedding>();
const UNPACKED_KEPT = 2;

function embeddingOf(job: SelectJob | RecolourJob): Embedding {
  const id = createHash('sha256').update(job.embedding).digest('hex');
  const known = unpacked.get(id);
  if (known) {
    unpacked.delete(id);
    unpacked.set(id, known);
    return known;
  }
  const embedding = unpackEmbedding(job.embedding);
  if (!embedding) throw new Error('The photo’s embedding is not readable');
  if (unpacked.size >= UNPACKED_KEPT) unpacked.delete(unpacked.keys().next().value!);
  unpacked.set(id, embedding);
  return embedding;
}

async function select(job: SelectJob | RecolourJob): Promise<FoundPaint> {
  return findPaint({ rgba: job.rgba, width: job.width, height: job.height, embedding: embeddingOf(job), taps: job.taps, strokes: job.strokes, fromTaps: job.fromTaps });
}

/** The selection of the taps alone when the job worked it out, as a copy of its own (the thread keeps the original). */
const freshFromTaps = (job: SelectJob | RecolourJob, found: FoundPaint): TapSelection | undefined =>
  found.fromTaps.mask === job.fromTaps?.mask ? undefined : { ...found.fromTaps, mask: found.fromTaps.mask.slice() };

/**
 * The Lab planes of the last recolour, written over by the next of the same size: three 12-MB arrays a 2048-px photo,
 * which freed and allocated again per job the allocator kept as the process's memory (issue 23 item 22). A worker
 * runs one job at a time and no plane outlives its job, so one set per thread is safe.
 */
let labPlanes: LabImage | undefined;
const labOfJob = (job: { rgba: Uint8Array; width: number; height: number }): LabImage => (labPlanes = toLab(job.rgba, job.width, job.height, labPlanes));

export async function runPhotoJob(job: PhotoJob): Promise<PhotoJobResult> {
  if (job.kind === 'embed') {
    const data = await encode(job.rgb, job.width, job.height);
    return { bytes: packEmbedding({ width: job.photoWidth, height: job.photoHeight, data }), coverage: 0 };
  }
  if (job.kind === 'recolour-full') {
    let area = 0;
    for (let i = 0; i < job.alpha.length; i++) if (job.alpha[i] === 255) area++;
    const mask: PaintMask = { width: job.width, height: job.height, alpha: job.alpha, area };
    const working = { l: lightnessPlane(job.rgb, job.width, job.height, 3), width: job.width, height: job.height };
    const bytes = recolourFull(working, mask, job.film, { pixels: job.full, width: job.fullWidth, height: job.fullHeight, channels: 3 });
    return { bytes, coverage: area / (job.width * job.height) };
  }
  if (job.kind === 'recolour-mask') {
    let area = 0;
    for (let i = 0; i < job.alpha.length; i++) if (job.alpha[i] === 255) area++;
    const mask: PaintMask = { width: job.width, height: job.height, alpha: job.alpha, area };
    return { bytes: recolour(job.rgba, labOfJob(job), mask, job.film), coverage: area / (job.width * job.height) };
  }
  const mask = await select(job);
  const coverage = mask.area / (job.width * job.height);
  const fromTaps = freshFromTaps(job, mask);
  const kept = fromTaps ? { fromTaps } : {};
  if (job.kind === 'select') return { bytes: mask.alpha, coverage, ...kept };
  return { bytes: recolour(job.rgba, labOfJob(job), mask, job.film), coverage, alpha: mask.alpha, ...kept };
}
