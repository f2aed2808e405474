export { prune, RETENTION, schedulePruning, type PruneResult } from './prune.ts';
export { scheduleRenderReconciliation } from './render-reconciliation.ts';
