// The SVG as the API ships it: rasterised by resvg. Checks that every template and finish produces a real
// picture and that the film colour and finish are what a customer actually sees on the door.
import { Resvg } from '@resvg/resvg-js';
import { BODY_STYLES, FINISHES } from '@wrapsmith/catalog';
import type { Finish } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import { renderSvg } from './render-svg.ts';
import type { RenderScene } from './scene.ts';
import { distance, doorPixels, hexRgb, lum, patchMean, pixel, rasterise, variance } from './raster.test-support.ts';
import type { Raster, Rgb } from './raster.test-support.ts';

const scene = (hex: string, finish: Finish, bodyStyle: RenderScene['vehicle']['bodyStyle'] = 'sedan'): RenderScene => ({
  vehicle: { year: 2024, make: 'Honda', model: 'Accord', bodyStyle },
  film: { brand: '3M', code: 'X', name: 'Test Film', hex, finish },
});

/** Per-channel median of the door: the colour most of the panel shows, whatever the highlights do. */
const doorMedian = (r: Raster): Rgb => {
  const door = doorPixels(r);
  const median = (channel: 0 | 1 | 2) => door.map((c) => c[channel]).sort((a, b) => a - b)[Math.floor(door.length / 2)] ?? 0;
  return [median(0), median(1), median(2)];
};

const meanAbsDiff = (a: Raster, b: Raster): number => {
  const pa = doorPixels(a);
  const pb = doorPixels(b);
  let sum = 0;
  pa.forEach((c, i) => {
    const d = pb[i] as [number, number, number];
    sum += Math.abs(c[0] - d[0]) + Math.abs(c[1] - d[1]) + Math.abs(c[2] - d[2]);
  });
  return sum / (pa.length * 3);
};

describe('every body style in every finish', () => {
  const cases = BODY_STYLES.flatMap((bodyStyle) => FINISHES.map((finish) => [bodyStyle, finish] as const));

  it.each(cases)('%s in %s rasterises to a picture with the car on it', (bodyStyle, finish) => {
    const svg = renderSvg({ ...scene('#1f4e9c', finish, bodyStyle), size: { width: 512, height: 320 } });
    const image = new Resvg(svg).render();
    expect([image.width, image.height]).toEqual([512, 320]);
    const { pixels } = image;
    const colours = new Set<number>();
    let opaque = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      colours.add(((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0));
      if (pixels[i + 3] === 255) opaque += 1;
    }
    expect(opaque).toBe(512 * 320);
    expect(colours.size).toBeGreaterThan(500);
  });

  it('draws nothing but the car and caption on a transparent background', () => {
    const image = new Resvg(renderSvg({ ...scene('#1f4e9c', 'gloss'), background: 'transparent' })).render();
    expect(image.pixels[3]).toBe(0);
    expect(image.pixels[(320 * 1024 + 512) * 4 + 3]).toBe(255);
  });
});

describe('film colour on the door', () => {
  const colours = ['#b3121f', '#1f4e9c', '#0f5e4a', '#d9a21b', '#6b6e4e'];

  it.each(colours.flatMap((hex) => (['gloss', 'matte'] as const).map((finish) => [hex, finish] as const)))(
    '%s %s reads as the film colour',
    (hex, finish) => {
      const seen = doorMedian(rasterise(scene(hex, finish)));
      expect(distance(seen, hexRgb(hex))).toBeLessThan(60);
      const nearest = [...colours].sort((a, b) => distance(seen, hexRgb(a)) - distance(seen, hexRgb(b)))[0];
      expect(nearest).toBe(hex);
    },
  );

  it('paints the roof zone colour on the roof skin above the glass', () => {
    const reddest = (zones: RenderScene['zones']) => {
      const r = rasterise({ ...scene('#f2f2ef', 'gloss', 'suv'), zones });
      const top = r.at(3500, r.profile.height + 40);
      const aboveGlass = r.at(3500, 1745);
      let most = -255;
      for (let py = top.py; py <= aboveGlass.py; py += 1) {
        const [red, green] = pixel(r, top.px, py);
        most = Math.max(most, red - green);
      }
      return most;
    };
    expect(reddest({ roof: '#c4161c' })).toBeGreaterThan(80);
    expect(reddest({})).toBeLessThan(15);
  });

  it('shows darker glass for a darker tint', () => {
    const glass = (windowTint: number) => {
      const r = rasterise({ ...scene('#d9a21b', 'gloss'), zones: { windowTint } });
      const p = r.profile;
      const { px, py } = r.at(3250, p.beltY + 90);
      return lum(patchMean(r, px, py, 2));
    };
    const [light, medium, dark] = [glass(90), glass(35), glass(5)];
    expect(light).toBeGreaterThan(medium);
    expect(medium).toBeGreaterThan(dark);
  });
});

describe('finishes look different', () => {
  it.each(['#b3121f', '#e9e9e6', '#151617'])('gloss, satin and matte of %s differ on the door', (hex) => {
    const [gloss, satin, matte] = (['gloss', 'satin', 'matte'] as const).map((f) => rasterise(scene(hex, f)));
    expect(meanAbsDiff(gloss as Raster, matte as Raster)).toBeGreaterThan(6);
    expect(meanAbsDiff(gloss as Raster, satin as Raster)).toBeGreaterThan(4);
    expect(meanAbsDiff(satin as Raster, matte as Raster)).toBeGreaterThan(3);
  });

  it('gives matte the flattest door and chrome the most contrast', () => {
    const spread = (finish: Finish) => variance(doorPixels(rasterise(scene('#9aa3ab', finish))).map(lum));
    const matte = spread('matte');
    expect(spread('gloss')).toBeGreaterThan(matte * 2);
    expect(spread('chrome')).toBeGreaterThan(spread('gloss'));
  });

  it('shows both colours of a flip film', () => {
    const r = rasterise({ ...scene('#5b2a86', 'flip'), film: { ...scene('#5b2a86', 'flip').film, secondaryHex: '#2f9e7a' } });
    const door = doorPixels(r);
    const nearPrimary = door.filter((c) => distance(c, hexRgb('#5b2a86')) < distance(c, hexRgb('#2f9e7a'))).length;
    expect(nearPrimary / door.length).toBeGreaterThan(0.2);
    expect(nearPrimary / door.length).toBeLessThan(0.95);
  });

  it('gives brushed film a fine horizontal grain and carbon a weave', () => {
    const rowChange = (finish: Finish) => {
      const r = rasterise(scene('#8e9399', finish));
      const p = r.profile;
      const { px, py } = r.at(((p.doors[0] ?? 0) + (p.doors[1] ?? 0)) / 2, (p.sillY + p.shoulderY) / 2);
      let along = 0;
      let across = 0;
      for (let i = 0; i < 24; i += 1) {
        along += Math.abs(lum(pixel(r, px + i + 1, py)) - lum(pixel(r, px + i, py)));
        across += Math.abs(lum(pixel(r, px, py + i + 1)) - lum(pixel(r, px, py + i)));
      }
      return { along, across };
    };
    const brushed = rowChange('brushed');
    expect(brushed.across).toBeGreaterThan(brushed.along * 1.5);
    const carbon = rowChange('carbon');
    expect(carbon.along).toBeGreaterThan(20);
    expect(carbon.across).toBeGreaterThan(20);
  });
});
