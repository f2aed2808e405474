// The recolour worker's entry when the API runs from source (tsx, vitest): as render-worker-from-source.mjs, the
// worker registers tsx itself, then loads the TypeScript entry. The built server bundles worker.ts instead.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
