// Worker threads that recolour photos (lib/worker-pool.ts), so a second of pixel work never holds up the event
// loop that answers requests; photo pixels are transferred both ways rather than copied.
import { defaultPoolSize, sharedPool, workerPool, type WorkerReply as Reply } from '../../lib/worker-pool.ts';
import { RenderEngineError } from '../render/types.ts';
import type { RecolourJob, RecolourResult } from './recolour-photo.ts';

export type WorkerReply = Reply<RecolourResult>;

export interface RecolourPoolOptions {
  size?: number;
  maxQueue?: number;
  /** The worker's entry file (tests use stand-ins). */
  entry?: URL;
}

export interface RecolourPool {
  /** Recolours a photo in a worker. The job's pixel buffer is handed to the worker and is unusable afterwards. */
  run(job: RecolourJob): Promise<RecolourResult>;
  close(): Promise<void>;
  readonly size: number;
}

/** A recolour takes about a second: 16 waiting per worker is a burst, more would wait for minutes. */
export const RECOLOUR_QUEUE_PER_WORKER = 16;

// Built (api/build.mjs), this module is inlined into dist/index.js and the worker bundled beside it as
// dist/photo-recolour-worker.js; from source a plain-JS entry registers tsx first (see render-pool.ts).
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_ENTRY = new URL(FROM_SOURCE ? './worker-from-source.mjs' : './photo-recolour-worker.js', import.meta.url);

export function recolourPool(options: RecolourPoolOptions = {}): RecolourPool {
  const size = options.size ?? defaultPoolSize();
  const pool = workerPool<RecolourJob, RecolourResult, RecolourResult>({
    entry: options.entry ?? WORKER_ENTRY,
    size,
    maxQueue: options.maxQueue ?? size * RECOLOUR_QUEUE_PER_WORKER,
    transfer: (job) => [job.rgba.buffer as ArrayBuffer],
    result: ({ rgba, coverage }) => ({ rgba, coverage }),
    errors: {
      failed: (message) => new RenderEngineError(`The photo could not be recoloured: ${message}`),
      busy: (waiting) => new RenderEngineError(`The recolour pool is busy: ${waiting} photos are waiting`),
      closed: () => new RenderEngineError('The recolour pool is closed'),
      lost: (cause) => new RenderEngineError('A recolour worker stopped while working', { cause }),
    },
  });
  return { size: pool.size, run: (job) => pool.run(job), close: () => pool.close() };
}

const shared = sharedPool(() => recolourPool());

/** The process's pool, started on the first recolour. */
export const sharedRecolourPool = (): RecolourPool => shared.get();

/** Stops the process's pool (server shutdown, tests); a later recolour starts a new one. */
export const closeSharedRecolourPool = (): Promise<void> => shared.close();
