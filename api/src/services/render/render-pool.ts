// A pool of worker threads that draw the local engine's renders, so rasterising never holds up the event loop
// that answers requests. One pool per process (sharedRenderPool): it is sized to the machine's cores, and two
// pools would fight over them.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderScene } from '@wrapsmith/render';
import { RenderEngineError } from './types.ts';

/** What a worker answers for one scene. */
export type WorkerReply = { ok: true; png: Uint8Array; threadId: number } | { ok: false; message: string };

export interface RenderPoolOptions {
  /** Worker threads; by default one per core but one, which is left to the event loop. */
  size?: number;
  /** Renders allowed to wait for a worker; one more is refused at once instead of waiting without end. */
  maxQueue?: number;
  /** The worker's entry file (tests use stand-ins). */
  entry?: URL;
}

export interface RenderPool {
  /** Draws a scene in a worker; the PNG and the thread that drew it. */
  draw(scene: RenderScene): Promise<{ png: Buffer; threadId: number }>;
  /** Stops every worker; waiting and running renders fail. */
  close(): Promise<void>;
  readonly size: number;
  readonly maxQueue: number;
}

/** A worker draws a render in tens of milliseconds: 128 waiting per worker is seconds of work, not minutes. */
export const QUEUE_PER_WORKER = 128;

export const defaultPoolSize = (): number => Math.max(1, os.availableParallelism() - 1);

// Built (api/build.mjs), this module is inlined into dist/index.js and dist/cli.js, and the worker is bundled
// beside them as dist/render-worker.js. From source (tsx, vitest) the worker starts from a small plain-JS file
// that registers tsx before it loads render-worker.ts.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_ENTRY = new URL(FROM_SOURCE ? './render-worker-from-source.mjs' : './render-worker.js', import.meta.url);

interface Job {
  scene: RenderScene;
  resolve: (result: { png: Buffer; threadId: number }) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export function renderPool(options: RenderPoolOptions = {}): RenderPool {
  const size = options.size ?? defaultPoolSize();
  const maxQueue = options.maxQueue ?? size * QUEUE_PER_WORKER;
  const entry = options.entry ?? WORKER_ENTRY;
  if (!Number.isInteger(size) || size < 1) throw new Error(`A render pool needs at least one worker, got ${size}`);
  const slots = new Set<Slot>();
  const idle: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(entry), job: null };
    slot.worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      slot.job = null;
      if (reply.ok) job?.resolve({ png: Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength), threadId: reply.threadId });
      else job?.reject(new RenderEngineError(`The local engine could not draw the scene: ${reply.message}`));
      release(slot);
    });
    // A worker that dies (out of memory, a bad build) fails only its own render; the next render gets a new one.
    const lost = (cause: unknown) => {
      if (!slots.delete(slot)) return;
      const at = idle.indexOf(slot);
      if (at >= 0) idle.splice(at, 1);
      slot.job?.reject(new RenderEngineError('A render worker stopped while drawing', { cause }));
      slot.job = null;
      pump();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`Render worker exited with code ${code}`)));
    slots.add(slot);
    return slot;
  }

  function assign(slot: Slot, job: Job) {
    slot.job = job;
    // Busy workers keep the process alive (a CLI awaiting a render); idle ones never do.
    slot.worker.ref();
    try {
      slot.worker.postMessage(job.scene);
    } catch (error) {
      slot.job = null;
      job.reject(new RenderEngineError('The scene could not be sent to a render worker', { cause: error }));
      release(slot);
    }
  }

  function release(slot: Slot) {
    if (closed) return;
    const next = queue.shift();
    if (next) return assign(slot, next);
    slot.worker.unref();
    idle.push(slot);
  }

  function pump() {
    while (!closed && queue.length > 0) {
      const slot = idle.pop() ?? (slots.size < size ? spawn() : undefined);
      const job = slot ? queue.shift() : undefined;
      if (!slot || !job) return;
      assign(slot, job);
    }
  }

  const closedError = () => new RenderEngineError('The render pool is closed');

  return {
    size,
    maxQueue,
    draw(scene) {
      if (closed) return Promise.reject(closedError());
      if (queue.length >= maxQueue) return Promise.reject(new RenderEngineError(`The render pool is busy: ${queue.length} renders are waiting`));
      return new Promise((resolve, reject) => {
        queue.push({ scene, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(closedError());
      const stopping = [...slots].map((slot) => {
        slots.delete(slot);
        slot.job?.reject(closedError());
        slot.job = null;
        return slot.worker.terminate();
      });
      idle.length = 0;
      await Promise.all(stopping);
    },
  };
}

let shared: RenderPool | undefined;

/** The process's pool, started on the first render. */
export function sharedRenderPool(): RenderPool {
  shared ??= renderPool();
  return shared;
}

/** Stops the process's pool (server shutdown, tests); a later render starts a new one. */
export async function closeSharedRenderPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
