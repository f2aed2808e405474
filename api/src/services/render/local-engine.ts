// The built-in engine: the render package draws the scene as SVG and resvg rasterises it to PNG. Deterministic,
// offline, and off the event loop (renderAsync runs in libuv's thread pool).
import { renderAsync } from '@resvg/resvg-js';
import { renderSvg } from '@wrapsmith/render';
import { sceneOf } from './scene.ts';
import { RenderEngineError, type RenderEngine } from './types.ts';

export function localEngine(): RenderEngine {
  return {
    name: 'local',
    deterministic: true,
    supportsPhotos: false,
    async render(job) {
      if (job.photo) throw new RenderEngineError('The local engine cannot edit photos');
      const scene = sceneOf(job.spec);
      const svg = renderSvg(scene);
      const image = await renderAsync(svg, { fitTo: { mode: 'width', value: scene.size?.width ?? 1024 } });
      return { png: image.asPng() };
    },
  };
}
