// The built-in engine: the render package draws the scene as SVG and resvg rasterises it to PNG, both in a
// worker thread of the render pool, so the event loop stays free for requests. Deterministic and offline.
import { sharedRenderPool, type RenderPool } from './render-pool.ts';
import { sceneOf } from './scene.ts';
import { RenderEngineError, type RenderEngine } from './types.ts';

export interface LocalEngineOptions {
  /** The pool that draws; the process's shared pool by default, started on the first render. */
  pool?: RenderPool;
}

export function localEngine(options: LocalEngineOptions = {}): RenderEngine {
  return {
    name: 'local',
    deterministic: true,
    supportsPhotos: false,
    async render(job) {
      if (job.photo) throw new RenderEngineError('The local engine cannot edit photos');
      const { png } = await (options.pool ?? sharedRenderPool()).draw(sceneOf(job.spec));
      return { png };
    },
  };
}
