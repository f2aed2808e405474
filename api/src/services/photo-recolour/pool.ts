// Worker threads that run the photo tool's pixel work (lib/worker-pool.ts): embeddings, selections and recolours,
// so seconds of model and pixel work never hold up the event loop that answers requests. Pixels are transferred
// both ways rather than copied. Each worker holds the segmentation model once loaded (~400 MB), so the pool is
// small: PHOTO_WORKERS at most (decision 055).
import { sharedPool, workerPool, type WorkerReply as Reply } from '../../lib/worker-pool.ts';
import { RenderEngineError } from '../render/types.ts';
import type { PhotoJob, PhotoJobResult } from './recolour-photo.ts';
import { photoWorkers } from './workers.ts';

export type WorkerReply = Reply<PhotoJobResult>;

export interface RecolourPoolOptions {
  size?: number;
  maxQueue?: number;
  /** The worker's entry file (tests use stand-ins). */
  entry?: URL;
}

export interface RecolourPool {
  /** Runs a job in a worker. The job's pixel buffer is handed to the worker and is unusable afterwards. */
  run(job: PhotoJob): Promise<PhotoJobResult>;
  close(): Promise<void>;
  readonly size: number;
}

export { PHOTO_WORKERS } from './workers.ts';
/** A job takes about a second (an embedding several): 8 waiting per worker is a burst, more would wait for minutes. */
export const RECOLOUR_QUEUE_PER_WORKER = 8;

// Built (api/build.mjs), this module is inlined into dist/index.js and the worker bundled beside it as
// dist/photo-recolour-worker.js; from source a plain-JS entry registers tsx first (see render-pool.ts).
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_ENTRY = new URL(FROM_SOURCE ? './worker-from-source.mjs' : './photo-recolour-worker.js', import.meta.url);

function transferOf(job: PhotoJob): ArrayBuffer[] {
  if (job.kind === 'embed') return [job.rgb.buffer as ArrayBuffer];
  if (job.kind === 'recolour-mask') return [job.rgba.buffer as ArrayBuffer, job.alpha.buffer as ArrayBuffer];
  if (job.kind === 'recolour-full') return [job.rgb.buffer as ArrayBuffer, job.alpha.buffer as ArrayBuffer, job.full.buffer as ArrayBuffer];
  return [job.rgba.buffer as ArrayBuffer, ...(job.fromTaps ? [job.fromTaps.mask.buffer as ArrayBuffer] : [])];
}

export function recolourPool(options: RecolourPoolOptions = {}): RecolourPool {
  const size = options.size ?? photoWorkers();
  const pool = workerPool<PhotoJob, PhotoJobResult, PhotoJobResult>({
    entry: options.entry ?? WORKER_ENTRY,
    size,
    maxQueue: options.maxQueue ?? size * RECOLOUR_QUEUE_PER_WORKER,
    transfer: transferOf,
    result: ({ bytes, coverage, alpha, fromTaps }) => ({ bytes, coverage, ...(alpha ? { alpha } : {}), ...(fromTaps ? { fromTaps } : {}) }),
    errors: {
      failed: (message) => new RenderEngineError(`The photo could not be worked on: ${message}`),
      busy: (waiting) => new RenderEngineError(`The photo pool is busy: ${waiting} photos are waiting`),
      closed: () => new RenderEngineError('The photo pool is closed'),
      lost: (cause) => new RenderEngineError('A photo worker stopped while working', { cause }),
    },
  });
  return { size: pool.size, run: (job) => pool.run(job), close: () => pool.close() };
}

const shared = sharedPool(() => recolourPool());

/** The process's pool, started on the first job. */
export const sharedRecolourPool = (): RecolourPool => shared.get();

/** Stops the process's pool (server shutdown, tests); a later job starts a new one. */
export const closeSharedRecolourPool = (): Promise<void> => shared.close();
