import { Resvg } from '@resvg/resvg-js';
import { BODY_STYLES, FINISHES, GENERATION_FACTS } from '@wrapsmith/catalog';
import type { GenerationFacts } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import { renderSvg } from '../render-svg.ts';
import type { RenderScene } from '../scene.ts';
import { drawnFacts } from './facts.ts';
import { drawFacts } from './measure.test-support.ts';
import { drawingOf } from './profile-for.ts';
import { DRAWING_SHAPES } from './shapes.ts';

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
    expect(svg).toMatch(/<g class="upper-surfaces"><path d="[^"]+" fill="url\(#ws[0-9a-f]+-tq-[\w-]+\)"/);
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
});
