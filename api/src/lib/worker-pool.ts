// A pool of worker threads for CPU work that must not hold up the event loop answering requests (the local
// engine's drawings, photo recolours). Started on first use, at most `size` workers, a bounded queue (one more
// job is refused at once instead of waiting without end), a dead worker failing only its own job, busy workers
// keeping the process alive and idle ones never. The worker answers each message with `{ ok: true, … }` or
// `{ ok: false, message }`.
import os from 'node:os';
import { Worker, type TransferListItem } from 'node:worker_threads';

export type WorkerReply<Reply> = ({ ok: true } & Reply) | { ok: false; message: string };

export interface WorkerPoolOptions<Job, Reply, Result> {
  /** The worker's entry file. */
  entry: URL;
  /** Worker threads; by default one per core but one, which is left to the event loop. */
  size?: number;
  /** Jobs allowed to wait for a worker. */
  maxQueue: number;
  /** Objects handed to the worker instead of copied (a photo's pixel buffer). */
  transfer?: (job: Job) => readonly TransferListItem[];
  /** Turns a worker's successful reply into the caller's result. */
  result: (reply: Reply) => Result;
  /** Words for the errors this pool raises, in the caller's terms. */
  errors: {
    /** A job the worker answered `ok: false` for. */
    failed: (message: string) => Error;
    busy: (waiting: number) => Error;
    closed: () => Error;
    /** The worker died while on the job, or the job could not be posted. */
    lost: (cause: unknown) => Error;
  };
}

export interface WorkerPool<Job, Result> {
  run(job: Job): Promise<Result>;
  /** Stops every worker; waiting and running jobs fail. */
  close(): Promise<void>;
  readonly size: number;
  readonly maxQueue: number;
}

export const defaultPoolSize = (): number => Math.max(1, os.availableParallelism() - 1);

interface Queued<Job, Result> {
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Slot<Job, Result> {
  worker: Worker;
  current: Queued<Job, Result> | null;
}

export function workerPool<Job, Reply, Result>(options: WorkerPoolOptions<Job, Reply, Result>): WorkerPool<Job, Result> {
  const { entry, maxQueue, errors } = options;
  const size = options.size ?? defaultPoolSize();
  if (!Number.isInteger(size) || size < 1) throw new Error(`A worker pool needs at least one worker, got ${size}`);
  const slots = new Set<Slot<Job, Result>>();
  const idle: Slot<Job, Result>[] = [];
  const queue: Queued<Job, Result>[] = [];
  let closed = false;

  function spawn(): Slot<Job, Result> {
    const slot: Slot<Job, Result> = { worker: new Worker(entry), current: null };
    slot.worker.on('message', (reply: WorkerReply<Reply>) => {
      const done = slot.current;
      slot.current = null;
      if (reply.ok) done?.resolve(options.result(reply));
      else done?.reject(errors.failed(reply.message));
      release(slot);
    });
    // A worker that dies (out of memory, a bad build) fails only its own job; the next job gets a new worker.
    const lost = (cause: unknown) => {
      if (!slots.delete(slot)) return;
      const at = idle.indexOf(slot);
      if (at >= 0) idle.splice(at, 1);
      slot.current?.reject(errors.lost(cause));
      slot.current = null;
      pump();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`Worker exited with code ${code}`)));
    slots.add(slot);
    return slot;
  }

  function assign(slot: Slot<Job, Result>, queued: Queued<Job, Result>) {
    slot.current = queued;
    // Busy workers keep the process alive (a CLI awaiting a render); idle ones never do.
    slot.worker.ref();
    try {
      slot.worker.postMessage(queued.job, options.transfer?.(queued.job));
    } catch (error) {
      slot.current = null;
      queued.reject(errors.lost(error));
      release(slot);
    }
  }

  function release(slot: Slot<Job, Result>) {
    if (closed) return;
    const next = queue.shift();
    if (next) return assign(slot, next);
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

  return {
    size,
    maxQueue,
    run(job) {
      if (closed) return Promise.reject(errors.closed());
      if (queue.length >= maxQueue) return Promise.reject(errors.busy(queue.length));
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const queued of queue.splice(0)) queued.reject(errors.closed());
      const stopping = [...slots].map((slot) => {
        slots.delete(slot);
        slot.current?.reject(errors.closed());
        slot.current = null;
        return slot.worker.terminate();
      });
      idle.length = 0;
      await Promise.all(stopping);
    },
  };
}

/** One pool per process, started on first use: pools are sized to the cores, and two would fight over them. */
export function sharedPool<Pool extends { close(): Promise<void> }>(create: () => Pool): { get(): Pool; close(): Promise<void> } {
  let shared: Pool | undefined;
  return {
    get: () => (shared ??= create()),
    async close() {
      const pool = shared;
      shared = undefined;
      await pool?.close();
    },
  };
}
