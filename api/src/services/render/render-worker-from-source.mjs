// The render worker's entry when the API runs from source (tsx, vitest). Node 20 does not apply a loader passed
// to a worker through execArgv to the worker's own entry file, so the worker registers tsx itself and then
// loads the TypeScript entry. The built server never uses this file: api/build.mjs bundles render-worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
