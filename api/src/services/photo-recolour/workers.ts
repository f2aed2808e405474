// How many photo workers a process runs, apart from the pool itself (pool.ts), so the model (sam/model.ts) can share
// the cores among them without importing the pool: tests replace the pool module, and a module the replacement
// imports must not import it back.
import { defaultPoolSize } from '../../lib/worker-pool.ts';

/** Workers at most, whatever the cores: each holds the model's ~400 MB. */
export const PHOTO_WORKERS = 2;

/** The photo workers of this machine: one fewer than the cores, at least one, at most PHOTO_WORKERS. */
export const photoWorkers = (): number => Math.min(PHOTO_WORKERS, defaultPoolSize());
