// The local engine's whole drawing, scene → SVG (the render package) → PNG (resvg). CPU-bound and synchronous:
// it runs inside a render worker (render-worker.ts), never on the event loop that answers requests.
import { Resvg } from '@resvg/resvg-js';
import { renderSvg, type RenderScene } from '@wrapsmith/render';

export function drawPng(scene: RenderScene): Buffer {
  const svg = renderSvg(scene);
  return new Resvg(svg, { fitTo: { mode: 'width', value: scene.size?.width ?? 1024 } }).render().asPng();
}
