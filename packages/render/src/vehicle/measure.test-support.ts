// Measures a drawn vehicle from the SVG itself, as a customer's eye would: the body path's extent, the ground
// under the tyres, the wheel centres, and the spare wheel behind the tailgate. Also renders facts directly
// and reads a rasterised alpha mask of the car.
import { Resvg } from '@resvg/resvg-js';
import type { GenerationFacts } from '@wrapsmith/catalog';
import { drawScene } from '../render-svg.ts';
import { normalizeScene } from '../scene.ts';
import type { RenderScene, RenderView } from '../scene.ts';
import { drawnFacts } from './facts.ts';

export interface Drawn {
  length: number;
  height: number;
  wheelbase: number;
}

const numbers = (text: string): number[] => (text.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);

/** Extent of an absolute path of M, L, C, A and Z commands; Béziers are sampled, arcs counted by their ends. */
export function pathBox(d: string): { minX: number; maxX: number; minY: number; maxY: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  let cx = 0;
  let cy = 0;
  for (const [, cmd, args] of d.matchAll(/([MLCAZ])([^MLCAZ]*)/g)) {
    const n = numbers(args ?? '');
    if (cmd === 'M' || cmd === 'L') [cx, cy] = [n[0] ?? cx, n[1] ?? cy];
    if (cmd === 'A') [cx, cy] = [n[5] ?? cx, n[6] ?? cy];
    if (cmd === 'C') {
      const [x1, y1, x2, y2, x3, y3] = n as [number, number, number, number, number, number];
      for (let k = 1; k <= 16; k += 1) {
        const t = k / 16;
        const u = 1 - t;
        xs.push(u * u * u * cx + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3);
        ys.push(u * u * u * cy + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3);
      }
      [cx, cy] = [x3, y3];
    }
    xs.push(cx);
    ys.push(cy);
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Length (bumper to bumper or spare), height (ground to roof) and wheelbase of a side view, in picture units. */
export function measureSide(svg: string): Drawn {
  const body = /<path class="body" d="([^"]+)"/.exec(svg)?.[1];
  if (!body) throw new Error('no body path');
  const box = pathBox(body);
  const wheels = [...svg.matchAll(/<g class="wheel"><circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/g)].map((m) => ({
    cx: Number(m[1]),
    cy: Number(m[2]),
    r: Number(m[3]),
  }));
  const [front, rear] = wheels;
  if (!front || !rear) throw new Error('no wheels');
  const spare = /<g class="spare">(?:<rect[^>]*\/>)<rect x="([\d.-]+)" y="[\d.-]+" width="([\d.]+)"/.exec(svg);
  const maxX = Math.max(box.maxX, spare ? Number(spare[1]) + Number(spare[2]) : -Infinity);
  const ground = Math.max(front.cy + front.r, rear.cy + rear.r);
  return { length: maxX - box.minX, height: ground - box.minY, wheelbase: Math.abs(rear.cx - front.cx) };
}

const base: RenderScene = {
  vehicle: { year: 2024, make: 'Honda', model: 'Civic', bodyStyle: 'sedan' },
  film: { brand: '3M', code: 'G13', name: 'Gloss Hot Rod Red', hex: '#b3121f', finish: 'gloss' },
};

/** The SVG of one generation drawn from its facts, whatever the catalogue's look-up would pick for its year. */
export function drawFacts(facts: GenerationFacts, view: RenderView = 'side', extra: Partial<RenderScene> = {}): string {
  const scene = normalizeScene({
    ...base,
    ...extra,
    vehicle: { year: facts.from, make: facts.make, model: facts.model, bodyStyle: facts.bodyStyle },
    view,
  });
  return drawScene({ ...scene, facts: drawnFacts(facts) });
}

/** 1 where the car (not backdrop, not caption) covers a pixel of a transparent render. */
export function carMask(scene: RenderScene): { mask: Uint8Array; width: number; height: number } {
  const size = { width: 512, height: 320 };
  // `pixels` copies the whole buffer on every read: read it once.
  const { pixels } = new Resvg(drawScene(normalizeScene({ ...scene, size, background: 'transparent' }))).render();
  const captionTop = Math.floor(size.height * (1 - 76 / 640));
  const mask = new Uint8Array(size.width * size.height);
  for (let i = 0; i < mask.length; i += 1) {
    if (Math.floor(i / size.width) < captionTop && (pixels[i * 4 + 3] ?? 0) >= 250) mask[i] = 1;
  }
  return { mask, width: size.width, height: size.height };
}

/** Share of the pixels covered by either car that only one of them covers (1 − intersection / union). */
export function silhouetteDifference(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] && b[i]) both += 1;
    if (a[i] || b[i]) either += 1;
  }
  return 1 - both / either;
}
