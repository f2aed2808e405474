export { prune, RETENTION, schedulePruning, type PruneResult } from './prune.ts';
