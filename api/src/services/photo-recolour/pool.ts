// Worker threads that recolour photos, so a second of pixel work never holds up the event loop that answers
// requests. Shaped like the render pool (services/render/render-pool.ts, decision 029): sized to the cores but one,
// started on first use, a bounded queue, a dead worker failing only its own job; photo pixels are transferred both
// ways rather than copied.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { RenderEngineError } from '../render/types.ts';
import type { RecolourJob, RecolourResult } from './recolour-photo.ts';

export type WorkerReply = ({ ok: true } & RecolourResult) | { ok: false; message: string };

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

interface Queued {
  job: RecolourJob;
  resolve: (result: RecolourResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current: Queued | null;
}

export function recolourPool(options: RecolourPoolOptions = {}): RecolourPool {
  const size = options.size ?? Math.max(1, os.availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? size * RECOLOUR_QUEUE_PER_WORKER;
  const entry = options.entry ?? WORKER_ENTRY;
  const slots = new Set<Slot>();
  const idle: Slot[] = [];
  const queue: Queued[] = [];
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(entry), current: null };
    slot.worker.on('message', (reply: WorkerReply) => {
      const done = slot.current;
      slot.current = null;
      if (reply.ok) done?.resolve({ rgba: reply.rgba, coverage: reply.coverage });
      else done?.reject(new RenderEngineError(`The photo could not be recoloured: ${reply.message}`));
      release(slot);
    });
    const lost = (cause: unknown) => {
      if (!slots.delete(slot)) return;
      const at = idle.indexOf(slot);
      if (at >= 0) idle.splice(at, 1);
      slot.current?.reject(new RenderEngineError('A recolour worker stopped while working', { cause }));
      slot.current = null;
      pump();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`Recolour worker exited with code ${code}`)));
    slots.add(slot);
    return slot;
  }

  function assign(slot: Slot, queued: Queued) {
    slot.current = queued;
    slot.worker.ref();
    try {
      slot.worker.postMessage(queued.job, [queued.job.rgba.buffer as ArrayBuffer]);
    } catch (error) {
      slot.current = null;
      queued.reject(new RenderEngineError('The photo could not be sent to a recolour worker', { cause: error }));
      release(slot);
    }
  }

  function release(slot: Slot) {
    if (closed) return;
    const next = queue.shift();
    if (next) return assign(slot, next);
    // Idle workers never keep the process alive.
    slot.worker.unref();
    idle.push(slot);
  }

  function pump() {
    while (!closed && queue.length > 0) {
      const slot = idle.pop() ?? (slots.size < size ? spawn() : undefined);
      const next = slot ? queue.shift() : undefined;
      if (!slot || !next) return;
      assign(slot, next);
    }
  }

  const closedError = () => new RenderEngineError('The recolour pool is closed');

  return {
    size,
    run(job) {
      if (closed) return Promise.reject(closedError());
      if (queue.length >= maxQueue) return Promise.reject(new RenderEngineError(`The recolour pool is busy: ${queue.length} photos are waiting`));
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const queued of queue.splice(0)) queued.reject(closedError());
      const stopping = [...slots].map((slot) => {
        slots.delete(slot);
        slot.current?.reject(closedError());
        slot.current = null;
        return slot.worker.terminate();
      });
      idle.length = 0;
      await Promise.all(stopping);
    },
  };
}

let shared: RecolourPool | undefined;

/** The process's pool, started on the first recolour. */
export function sharedRecolourPool(): RecolourPool {
  shared ??= recolourPool();
  return shared;
}

/** Stops the process's pool (tests); a later recolour starts a new one. */
export async function closeSharedRecolourPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
