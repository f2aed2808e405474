// The worker threads that draw the local engine's renders (lib/worker-pool.ts), so rasterising never holds up the
// event loop that answers requests. One pool per process (sharedRenderPool).
import type { RenderScene } from '@wrapsmith/render';
import { defaultPoolSize, sharedPool, workerPool, type WorkerReply as Reply } from '../../lib/worker-pool.ts';
import { RenderEngineError } from './types.ts';

/** What a worker answers for one scene. */
export type WorkerReply = Reply<{ png: Uint8Array; threadId: number }>;

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

export { defaultPoolSize };

// Built (api/build.mjs), this module is inlined into dist/index.js and dist/cli.js, and the worker is bundled
// beside them as dist/render-worker.js. From source (tsx, vitest) the worker starts from a small plain-JS file
// that registers tsx before it loads render-worker.ts.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_ENTRY = new URL(FROM_SOURCE ? './render-worker-from-source.mjs' : './render-worker.js', import.meta.url);

export function renderPool(options: RenderPoolOptions = {}): RenderPool {
  const size = options.size ?? defaultPoolSize();
  const pool = workerPool<RenderScene, { png: Uint8Array; threadId: number }, { png: Buffer; threadId: number }>({
    entry: options.entry ?? WORKER_ENTRY,
    size,
    maxQueue: options.maxQueue ?? size * QUEUE_PER_WORKER,
    result: ({ png, threadId }) => ({ png: Buffer.from(png.buffer, png.byteOffset, png.byteLength), threadId }),
    errors: {
      failed: (message) => new RenderEngineError(`The local engine could not draw the scene: ${message}`),
      busy: (waiting) => new RenderEngineError(`The render pool is busy: ${waiting} renders are waiting`),
      closed: () => new RenderEngineError('The render pool is closed'),
      lost: (cause) => new RenderEngineError('A render worker stopped while drawing', { cause }),
    },
  });
  return { size: pool.size, maxQueue: pool.maxQueue, draw: (scene) => pool.run(scene), close: () => pool.close() };
}

const shared = sharedPool(() => renderPool());

/** The process's pool, started on the first render. */
export const sharedRenderPool = (): RenderPool => shared.get();

/** Stops the process's pool (server shutdown, tests); a later render starts a new one. */
export const closeSharedRenderPool = (): Promise<void> => shared.close();
