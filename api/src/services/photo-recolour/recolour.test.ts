import { deltaE2000, hexToRgb, rgbToLab } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import { rgbToLabValues, toLab, writeLabAsRgb } from './lab.ts';
import { medianLightness, recolour, type FilmLook } from './recolour.ts';
import { segmentPaint } from './segment.ts';
import { bodyTap, syntheticCar } from './synthetic.test-support.ts';

const car = syntheticCar();
const lab = toLab(car.rgba, car.width, car.height);
const tap = bodyTap(car);
const mask = segmentPaint(lab, [{ x: Math.floor(tap.x * car.width), y: Math.floor(tap.y * car.height), mode: 'add' }]);

function paintedLightness(output: Uint8Array): number[] {
  const values: number[] = [];
  for (let i = 0; i < mask.alpha.length; i++) {
    if (mask.alpha[i] === 255) values.push(rgbToLabValues(output[i * 4]!, output[i * 4 + 1]!, output[i * 4 + 2]!).l);
  }
  return values;
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)]! - sorted[Math.floor(sorted.length * 0.05)]!;
};

describe('recolour', () => {
  const film: FilmLook = { hex: '#c8102e', finish: 'gloss' };

  it('changes no byte outside the mask and lands the paint’s median on the film', () => {
    const output = recolour(car.rgba, lab, mask, film);
    let changedOutside = 0;
    for (let i = 0; i < mask.alpha.length * 4; i++) if (!mask.alpha[i >> 2] && output[i] !== car.rgba[i]) changedOutside++;
    expect(changedOutside).toBe(0);
    const outputLab = toLab(output, car.width, car.height);
    expect(Math.abs(medianLightness(outputLab, mask) - rgbToLab(hexToRgb(film.hex)).l)).toBeLessThan(0.6);
  });

  it('keeps the shading: gloss as the photo, satin and matte flatter, chrome stronger', () => {
    const photoSpread = spread(paintedLightness(car.rgba));
    const spreadOf = (finish: FilmLook['finish']) => spread(paintedLightness(recolour(car.rgba, lab, mask, { hex: '#7a7d80', finish })));
    const gloss = spreadOf('gloss');
    expect(Math.abs(gloss - photoSpread)).toBeLessThan(1);
    expect(spreadOf('satin')).toBeLessThan(gloss);
    expect(spreadOf('matte')).toBeLessThan(spreadOf('satin'));
    expect(spreadOf('chrome')).toBeGreaterThan(1.4 * gloss);
  });

  it('turns a colour-shift film from its colour at the front to its second colour at the back', () => {
    const flip: FilmLook = { hex: '#7a2d8c', secondaryHex: '#1f7a5c', finish: 'flip' };
    const output = recolour(car.rgba, lab, mask, flip);
    const y = Math.floor(tap.y * car.height);
    const hueAt = (x: number) => {
      const o = (y * car.width + x) * 4;
      return rgbToLabValues(output[o]!, output[o + 1]!, output[o + 2]!);
    };
    const hue = (c: { a: number; b: number }) => Math.atan2(c.b, c.a);
    const front = hueAt(car.body.left + 4);
    const back = hueAt(car.body.right - 5);
    expect(Math.abs(hue(front) - hue(rgbToLab(hexToRgb(flip.hex))))).toBeLessThan(0.2);
    expect(Math.abs(hue(back) - hue(rgbToLab(hexToRgb(flip.secondaryHex!))))).toBeLessThan(0.2);
  });

  it('brings a colour outside sRGB in by chroma, keeping its hue, rather than clipping channels', () => {
    const out = new Uint8Array(3);
    writeLabAsRgb(90, 80, 60, out, 0);
    const result = rgbToLabValues(out[0]!, out[1]!, out[2]!);
    expect(Math.abs(Math.atan2(result.b, result.a) - Math.atan2(60, 80))).toBeLessThan(0.08);
    expect(Math.abs(result.l - 90)).toBeLessThan(1.5);
  });

  it('round-trips sRGB through Lab', () => {
    const out = new Uint8Array(3);
    for (const hex of ['#000000', '#ffffff', '#c8102e', '#1c3f94', '#7f7f7f', '#d7e021']) {
      const { r, g, b } = hexToRgb(hex);
      const lab = rgbToLabValues(r, g, b);
      writeLabAsRgb(lab.l, lab.a, lab.b, out, 0);
      expect([...out]).toEqual([r, g, b]);
      expect(deltaE2000(lab, rgbToLab({ r, g, b }))).toBeLessThan(0.01);
    }
  });
});
