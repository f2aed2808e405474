import { deltaE2000, hexToRgb, rgbToLab } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { lightnessPlane, rgbToLabValues, toLab, writeLabAsRgb } from './lab.ts';
import { medianLightness, recolour, recolourFull, type FilmLook } from './recolour.ts';
import { bodyTap, syntheticCar } from './synthetic.test-support.ts';

const car = syntheticCar();
const lab = toLab(car.rgba, car.width, car.height);
const tap = bodyTap(car);
// The synthetic car's own paint, feathered by a pixel at its edge as the selection is.
const mask = (() => {
  const alpha = new Uint8Array(car.width * car.height);
  let area = 0;
  for (let y = 0; y < car.height; y++) {
    for (let x = 0; x < car.width; x++) {
      if (!car.isPaint(x, y)) continue;
      const edge = [[-1, 0], [1, 0], [0, -1], [0, 1]].some(([dx, dy]) => !car.isPaint(x + dx!, y + dy!));
      alpha[y * car.width + x] = edge ? 128 : 255;
      if (!edge) area++;
    }
  }
  return { width: car.width, height: car.height, alpha, area };
})();

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

  /** The car with a sharp reflection across its body: a 3 px bright stripe (a lamp post, a roof edge). */
  function withReflection() {
    const rgba = car.rgba.slice();
    const stripe = new Uint8Array(car.width * car.height);
    const beside = new Uint8Array(car.width * car.height);
    const x0 = Math.round((car.body.left + car.body.right) / 2);
    for (let y = car.body.top; y < car.body.bottom; y++) {
      for (let dx = -8; dx <= 8; dx++) {
        const x = x0 + dx + Math.round((y - car.body.top) * 0.3);
        const i = y * car.width + x;
        if (!car.isPaint(x, y) || mask.alpha[i] !== 255) continue;
        if (Math.abs(dx) <= 1) {
          stripe[i] = 1;
          for (let c = 0; c < 3; c++) rgba[i * 4 + c] = Math.min(255, rgba[i * 4 + c]! + 50);
        } else if (Math.abs(dx) >= 6) beside[i] = 1;
      }
    }
    return { rgba, stripe, beside };
  }

  it('keeps reflections sharp on gloss, diffuses them on satin and matte, strengthens them on chrome', () => {
    const { rgba, stripe, beside } = withReflection();
    const reflectedLab = toLab(rgba, car.width, car.height);
    const contrast = (pixels: Uint8Array) => {
      const l = toLab(pixels, car.width, car.height).l;
      let on = 0;
      let onN = 0;
      let off = 0;
      let offN = 0;
      for (let i = 0; i < stripe.length; i++) {
        if (stripe[i]) {
          on += l[i]!;
          onN++;
        } else if (beside[i]) {
          off += l[i]!;
          offN++;
        }
      }
      return on / onN - off / offN;
    };
    const photo = contrast(rgba);
    const of = (finish: FilmLook['finish']) => contrast(recolour(rgba, reflectedLab, mask, { hex: '#7a7d80', finish })) / photo;
    expect(photo).toBeGreaterThan(10);
    expect(of('gloss')).toBeGreaterThan(0.85);
    expect(of('satin')).toBeLessThan(0.75);
    expect(of('satin')).toBeGreaterThan(0.25);
    expect(of('matte')).toBeLessThan(0.3);
    expect(of('chrome')).toBeGreaterThan(1.3);
  });

  it('keeps a shaded region darker than a lit one, measured per region rather than by one median', () => {
    // The lower half of the body in shade: after the film it is still clearly darker, but by less (a dark film
    // must not turn the shade black, nor a light one the lit half white).
    const shaded = car.rgba.slice();
    const mid = (car.body.top + car.body.bottom) / 2;
    for (let y = Math.ceil(mid); y < car.height; y++) {
      for (let x = 0; x < car.width; x++) {
        const o = (y * car.width + x) * 4;
        for (let c = 0; c < 3; c++) shaded[o + c] = Math.round(shaded[o + c]! * 0.55);
      }
    }
    const shadedLab = toLab(shaded, car.width, car.height);
    const out = toLab(recolour(shaded, shadedLab, mask, { hex: '#3a7bd5', finish: 'gloss' }), car.width, car.height);
    const meanL = (l: Float32Array, upper: boolean) => {
      let sum = 0;
      let count = 0;
      for (let i = 0; i < mask.alpha.length; i++) {
        const y = Math.floor(i / car.width);
        if (mask.alpha[i] !== 255 || (upper ? y >= mid - 6 : y <= mid + 6)) continue;
        sum += l[i]!;
        count++;
      }
      return sum / count;
    };
    const before = meanL(shadedLab.l, true) - meanL(shadedLab.l, false);
    const after = meanL(out.l, true) - meanL(out.l, false);
    expect(before).toBeGreaterThan(15);
    expect(after).toBeGreaterThan(0.35 * before);
    expect(after).toBeLessThan(0.85 * before);
  });

  it('shows no white blotches on a pastel film where the original paint was bright, only where it was glare', () => {
    // A broad reflection of a bright sky over the upper third of the body: bright, but not glare.
    const bright = car.rgba.slice();
    const third = car.body.top + (car.body.bottom - car.body.top) / 3;
    for (let y = car.body.top; y < third; y++) {
      for (let x = car.body.left; x < car.body.right; x++) {
        const o = (y * car.width + x) * 4;
        for (let c = 0; c < 3; c++) bright[o + c] = Math.min(235, bright[o + c]! + 70);
      }
    }
    const brightLab = toLab(bright, car.width, car.height);
    const out = recolour(bright, brightLab, mask, { hex: '#a8dcc6', finish: 'gloss' });
    let white = 0;
    let painted = 0;
    for (let i = 0; i < mask.alpha.length; i++) {
      if (mask.alpha[i] !== 255) continue;
      painted++;
      const c = rgbToLabValues(out[i * 4]!, out[i * 4 + 1]!, out[i * 4 + 2]!);
      if (Math.hypot(c.a, c.b) < 8) white++;
    }
    expect(white / painted).toBeLessThan(0.01);
  });

  it('makes a gold chrome a tinted mirror: the film at the median, deep gold in the shadows, pale in the highlights', () => {
    const gold: FilmLook = { hex: '#b58a2c', finish: 'chrome' };
    const out = toLab(recolour(car.rgba, lab, mask, gold), car.width, car.height);
    const film = rgbToLab(hexToRgb(gold.hex));
    const painted: { l: number; c: number; h: number }[] = [];
    for (let i = 0; i < mask.alpha.length; i++) {
      if (mask.alpha[i] === 255) painted.push({ l: out.l[i]!, c: Math.hypot(out.a[i]!, out.b[i]!), h: Math.atan2(out.b[i]!, out.a[i]!) });
    }
    painted.sort((p, q) => p.l - q.l);
    const at = (q: number) => painted[Math.floor(q * (painted.length - 1))]!;
    expect(Math.abs(at(0.5).l - film.l)).toBeLessThan(3);
    for (const q of [0.05, 0.5, 0.95]) expect(Math.abs(at(q).h - Math.atan2(film.b, film.a))).toBeLessThan(0.25);
    // A mirror's contrast, and chroma that falls with lightness in the shadows (dark gold, not ochre paint).
    expect(at(0.05).l).toBeLessThan(at(0.5).l - 10);
    expect(at(0.05).c).toBeLessThan(0.85 * at(0.5).c);
  });

  it('turns a colour-shift film between its colours along the car and with the light', () => {
    const flip: FilmLook = { hex: '#7a2d8c', secondaryHex: '#1f7a5c', finish: 'flip' };
    const output = recolour(car.rgba, lab, mask, flip);
    const y = Math.floor(tap.y * car.height);
    const colourAt = (x: number) => {
      const o = (y * car.width + x) * 4;
      return rgbToLabValues(output[o]!, output[o + 1]!, output[o + 2]!);
    };
    const first = rgbToLab(hexToRgb(flip.hex));
    const second = rgbToLab(hexToRgb(flip.secondaryHex!));
    const hue = (c: { a: number; b: number }) => Math.atan2(c.b, c.a);
    const nearer = (c: { a: number; b: number }, target: { a: number; b: number }, other: { a: number; b: number }) =>
      Math.abs(hue(c) - hue(target)) < Math.abs(hue(c) - hue(other));
    expect(nearer(colourAt(car.body.left + 4), first, second)).toBe(true);
    expect(nearer(colourAt(car.body.right - 5), second, first)).toBe(true);
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

  /** The photo as RGB (3 bytes a pixel), at its own size or resized to width × height. */
  async function rgbOf(rgba: Uint8Array, width?: number, height?: number): Promise<Uint8Array> {
    let image = sharp(Buffer.from(rgba), { raw: { width: car.width, height: car.height, channels: 4 } }).removeAlpha();
    if (width && height) image = image.resize(width, height, { fit: 'fill' });
    return new Uint8Array(await image.raw().toBuffer());
  }

  // Issue 22 item 5, decision 074: an export paints the original at its own resolution with the same shading.
  it('recolours a bigger copy of the photo with the same shading: at the same size it is the recolour itself', async () => {
    const rgb = await rgbOf(car.rgba);
    const working = { l: lightnessPlane(rgb, car.width, car.height, 3), width: car.width, height: car.height };
    for (const finish of ['gloss', 'matte', 'chrome', 'carbon'] as const) {
      const look: FilmLook = { hex: '#c8102e', finish };
      const expected = recolour(car.rgba, lab, mask, look);
      const full = recolourFull(working, mask, look, { pixels: rgb.slice(), width: car.width, height: car.height, channels: 3 });
      let worst = 0;
      for (let i = 0; i < mask.alpha.length; i++) for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(full[i * 3 + c]! - expected[i * 4 + c]!));
      expect(worst, finish).toBeLessThanOrEqual(1);
    }
  });

  it('recolours a 2.5× copy of the photo: the film on the paint, the photo’s own bytes off it, a soft edge, the same look as the working size', async () => {
    const fw = Math.round(car.width * 2.5);
    const fh = Math.round(car.height * 2.5);
    const big = await rgbOf(car.rgba, fw, fh);
    const rgb = await rgbOf(car.rgba);
    const working = { l: lightnessPlane(rgb, car.width, car.height, 3), width: car.width, height: car.height };
    const out = recolourFull(working, mask, film, { pixels: big.slice(), width: fw, height: fh, channels: 3 });
    const at = (x: number, y: number) => {
      const o = (y * fw + x) * 3;
      return rgbToLabValues(out[o]!, out[o + 1]!, out[o + 2]!);
    };
    // Off the paint (well clear of its edge), every byte is the bigger photo's own.
    let changedOff = 0;
    for (let y = 0; y < fh; y++) {
      for (let x = 0; x < fw; x++) {
        const near = [-3, 0, 3].some((d) => [-3, 0, 3].some((e) => car.isPaint(Math.floor((x + d) / 2.5), Math.floor((y + e) / 2.5))));
        if (near) continue;
        const o = (y * fw + x) * 3;
        if (out[o] !== big[o] || out[o + 1] !== big[o + 1] || out[o + 2] !== big[o + 2]) changedOff++;
      }
    }
    expect(changedOff).toBe(0);
    // On the paint: the film, its median on the film's lightness, and the same look as the recolour at the working size.
    const painted: number[] = [];
    const working2 = toLab(recolour(car.rgba, lab, mask, film), car.width, car.height);
    let diff = 0;
    for (let y = 0; y < fh; y += 3) {
      for (let x = 0; x < fw; x += 3) {
        const wx = Math.floor(x / 2.5);
        const wy = Math.floor(y / 2.5);
        if (mask.alpha[wy * car.width + wx] !== 255 || [-2, 2].some((d) => mask.alpha[(wy + d) * car.width + wx + d] !== 255)) continue;
        const c = at(x, y);
        painted.push(c.l);
        const w = wy * car.width + wx;
        diff += deltaE2000(c, { l: working2.l[w]!, a: working2.a[w]!, b: working2.b[w]! });
      }
    }
    painted.sort((p, q) => p - q);
    expect(Math.abs(painted[painted.length >> 1]! - rgbToLab(hexToRgb(film.hex)).l)).toBeLessThan(1.5);
    expect(diff / painted.length).toBeLessThan(2);
    // Across the body's left edge, the film blends into the ground over a few pixels, not in one 2.5 px step.
    const y = Math.round(tap.y * fh);
    const edge = Math.round(car.body.left * 2.5);
    const ground = at(edge - 8, y);
    const paint = at(edge + 8, y);
    const between = Array.from({ length: 9 }, (_, i) => at(edge - 4 + i, y)).filter(
      (c) => deltaE2000(c, ground) > 3 && deltaE2000(c, paint) > 3,
    );
    expect(between.length).toBeGreaterThanOrEqual(2);
  });
});
