import { Resvg } from '@resvg/resvg-js';
import { BODY_STYLES, FINISHES, GENERATION_FACTS } from '@wrapsmith/catalog';
import type { GenerationFacts } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import type { XY } from '../geometry.ts';
import { drawScene, renderSvg, threeQuarterLayout } from '../render-svg.ts';
import { normalizeScene } from '../scene.ts';
import type { NormalizedScene, RenderScene } from '../scene.ts';
import { drawnFacts } from './facts.ts';
import { drawFacts } from './measure.test-support.ts';
import { drawingOf } from './profile-for.ts';
import { DRAWING_SHAPES } from './shapes.ts';
import { threeQuarterSurfaces } from './three-quarter.ts';

const base: RenderScene = {
  vehicle: { year: 2024, make: 'Wrapsmith', model: 'Template', bodyStyle: 'sedan' },
  film: { brand: '3M', code: 'G13', name: 'Gloss Hot Rod Red', hex: '#b3121f', finish: 'gloss' },
  view: 'three-quarter',
};

/** Rasterises at a small size and counts the pixels that are neither backdrop nor caption. */
function carPixels(svg: string): number {
  const { pixels, width, height } = new Resvg(svg).render();
  const captionTop = Math.floor(height * (1 - 76 / 640));
  let car = 0;
  for (let y = 0; y < captionTop; y += 1) {
    for (let x = 0; x < width; x += 1) if ((pixels[(y * width + x) * 4 + 3] ?? 0) >= 250) car += 1;
  }
  return car;
}

/** The first generation drawn with each shape the facts can pick. */
const byDrawing = new Map<string, GenerationFacts>();
for (const facts of GENERATION_FACTS) {
  const drawing = drawingOf(facts.bodyStyle, drawnFacts(facts));
  if (!byDrawing.has(drawing)) byDrawing.set(drawing, facts);
}

const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);

describe('three-quarter view', () => {
  it.each(BODY_STYLES)('draws a %s template, car on the picture', (bodyStyle) => {
    const svg = renderSvg({ ...base, vehicle: { ...base.vehicle, bodyStyle }, size: { width: 256, height: 160 }, background: 'transparent' });
    expect(svg).toContain('class="vehicle three-quarter"');
    expect(carPixels(svg)).toBeGreaterThan(256 * 160 * 0.12);
  });

  it('has a generation for every drawing shape, and draws each', () => {
    for (const shape of DRAWING_SHAPES) expect(byDrawing.has(shape), shape).toBe(true);
    for (const [shape, facts] of byDrawing) {
      const svg = drawFacts(facts, 'three-quarter', { size: { width: 256, height: 160 }, background: 'transparent' });
      expect(carPixels(svg), shape).toBeGreaterThan(256 * 160 * 0.1);
    }
  });

  it('is byte-identical for the same scene and differs from the side view', () => {
    const svg = renderSvg(base);
    expect(renderSvg(base)).toBe(svg);
    expect(renderSvg({ ...base, view: 'side' })).not.toBe(svg);
    expect(svg).toContain('data-view="three-quarter"');
  });

  it.each(FINISHES)('shows the %s finish on the near side and the bonnet, with unique ids', (finish) => {
    const svg = renderSvg({ ...base, film: { ...base.film, finish } });
    const list = ids(svg);
    expect(new Set(list).size).toBe(list.length);
    // The bonnet is painted in its own coordinates: a gradient of the finish (the weave for carbon) in the view's ids.
    expect(svg).toMatch(/<g class="upper-surfaces">.*?<path d="[^"]+" fill="url\(#ws[0-9a-f]+-tq-(bonnet-base|weave)\)"/);
    expect(svg).toContain('class="near-side"');
  });

  it('puts the near side on the picture with its wheels seen at an angle, tread showing', () => {
    const svg = renderSvg(base);
    expect(svg.match(/class="tread"/g)).toHaveLength(2);
    expect(svg).toMatch(/class="near-side" transform="matrix\([\d. -]+\)"/);
    expect(svg).toContain('class="far-wheels"');
  });

  it('keeps the caption and the zones: roof colour, chrome delete, calipers', () => {
    const svg = renderSvg({ ...base, zones: { roof: '#101010', chromeDelete: true, calipers: '#d4121c' } });
    expect(svg).toContain('>2024 Wrapsmith Template</text>');
    expect(svg).toMatch(/class="roof" d="[^"]+" fill="#101010"/);
    expect(svg).not.toContain('trim-chrome');
    expect(svg.match(/class="caliper"/g)).toHaveLength(2);
  });

  // Issue 21: the windscreen read as a flat panel lying on the bonnet. It is glass from the bonnet's rear edge up
  // to the roof, between two A-pillars, and the greenhouse leans in, so the roof is narrower than the bonnet.
  const raisedWindscreen = (scene: NormalizedScene, label: string): void => {
    const svg = drawScene(scene);
    const points = (cls: string): XY[] => {
      const d = svg.match(new RegExp(`class="${cls}" d="([^"]+)"`))?.[1] ?? '';
      return [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    };
    const glass = points('windscreen');
    const [cowlNear, cowlFar] = points('cowl') as [XY, XY];
    const n = glass.length / 2;
    const [footNear, headNear, headFar, footFar] = [glass[0], glass[n - 1], glass[n], glass[glass.length - 1]] as [XY, XY, XY, XY];
    const { camera, profile } = threeQuarterLayout(scene);
    const { bonnet, roof } = threeQuarterSurfaces(profile, camera);
    const bonnetEdge = bonnet[bonnet.length - 1] as XY[];
    const roofEdge = roof[0] as XY[];
    const roofNear = roofEdge[0] as XY;
    const dist = (a: XY, b: XY) => Math.hypot(a.x - b.x, a.y - b.y);
    const bonnetRear = dist(bonnetEdge[bonnetEdge.length / 2 - 1] as XY, bonnetEdge[bonnetEdge.length / 2] as XY);
    const roofFront = dist(roofNear, roofEdge[roofEdge.length - 1] as XY);
    const mm = camera.scale;
    // The glass starts at the bonnet's rear edge (the cowl), within 60 mm of it...
    expect(dist(footNear, cowlNear), label).toBeLessThan(60 * mm);
    expect(dist(footFar, cowlFar), label).toBeLessThan(60 * mm);
    // ...and rises to the roof: its head is near the roof's front edge (the A-pillar's width and the header's
    // depth away), well above its foot.
    expect(dist(headNear, roofNear), label).toBeLessThan(200 * mm);
    expect(footNear.y - headNear.y, label).toBeGreaterThan(0.5 * (cowlNear.y - roofNear.y));
    // A-pillars: the glass is narrower than the frame it sits in, by at least 100 mm across.
    expect(dist(footNear, footFar), label).toBeLessThan(bonnetRear - 100 * mm);
    expect(dist(headNear, headFar), label).toBeLessThan(roofFront);
    // Tumblehome: the roof is narrower than the bonnet (a high-roof van's only a little).
    expect(roofFront, label).toBeLessThan(bonnetRear * 0.97);
  };

  it.each(BODY_STYLES)('raises the %s windscreen from the bonnet to the roof between A-pillars, under a narrower roof', (bodyStyle) => {
    raisedWindscreen(normalizeScene({ ...base, vehicle: { ...base.vehicle, bodyStyle } }), bodyStyle);
  });

  it('raises the windscreen of every drawing shape the facts pick', () => {
    for (const [shape, facts] of byDrawing) {
      const scene = normalizeScene({ ...base, vehicle: { year: facts.from, make: facts.make, model: facts.model, bodyStyle: facts.bodyStyle } });
      raisedWindscreen({ ...scene, facts: drawnFacts(facts) }, shape);
    }
  });

  it('shows the windscreen as dark glass between a bonnet and a roof in the film colour', () => {
    const { pixels, width } = new Resvg(renderSvg({ ...base, size: { width: 1024, height: 640 } })).render();
    const { camera, profile } = threeQuarterLayout(normalizeScene(base));
    const { bonnet, roof } = threeQuarterSurfaces(profile, camera);
    const svg = renderSvg(base);
    const d = svg.match(/class="windscreen" d="([^"]+)"/)?.[1] ?? '';
    const glass = [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    const centre = (list: XY[]): XY => ({ x: list.reduce((s, q) => s + q.x, 0) / list.length, y: list.reduce((s, q) => s + q.y, 0) / list.length });
    const red = (q: XY): number => {
      const i = (Math.round(q.y) * width + Math.round(q.x)) * 4;
      return (pixels[i] ?? 0) - Math.max(pixels[i + 1] ?? 0, pixels[i + 2] ?? 0);
    };
    expect(red(centre(glass))).toBeLessThan(30);
    expect(red(centre(bonnet[bonnet.length - 1] as XY[]))).toBeGreaterThan(120);
    expect(red(centre(roof[0] as XY[]))).toBeGreaterThan(120);
  });
});
