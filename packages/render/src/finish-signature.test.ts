// Issue #9, "each finish recognisable without a caption": every finish in white, black and red, at full size
// and as a 300 px thumbnail, and every pair of finishes must differ measurably. Prints the figures.
//
// The thumbnail is rendered at 300×188 directly: resvg's anti-aliasing averages detail away as a browser's
// downscaling of the full picture does. Measured over the film-covered body (bodyMask, eroded by a pixel so
// that anti-aliased edges do not count):
// - mean ΔE: CIEDE2000 between the two renders, pixel by pixel, averaged over the body;
// - signature: highlight (L* of the brightest 2 % above the median), shadow (median above the darkest 5 %),
//   texture (mean L* step between neighbouring pixels on the mid-panel), sharpness (the steepest 1 % of
//   vertical L* steps on the door face: a mirror's horizon line) and hue spread (mean a*b* distance of the
//   body's pixels from their mean: a colour-shift film's two colours).
import { FINISHES, deltaE2000 } from '@wrapsmith/catalog';
import type { Finish, Lab } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import {
  bodyMask,
  doorFaceRect,
  erode,
  labOf,
  maskIndices,
  midPanelRect,
  quantile,
  rasterise,
  sharpness,
  texture,
} from './raster.test-support.ts';
import type { Raster, Rgb } from './raster.test-support.ts';
import type { RenderScene } from './scene.ts';

const COLOURS = { white: '#f2f2ef', black: '#151617', red: '#c8102e' } as const;
const SIZES = { full: { width: 1024, height: 640 }, thumbnail: { width: 300, height: 188 } } as const;
type Colour = keyof typeof COLOURS;
type Size = keyof typeof SIZES;

/**
 * A pair of finishes is told apart when the body differs by this much on average, pixel for pixel (about 1 is
 * a just-noticeable difference side by side; gloss, satin and matte on white measured 2.8–3.7 before decision
 * 032, when issue #9 called them nearly indistinguishable)…
 */
const MIN_MEAN_DELTA_E = 4;
/**
 * …and the finishes' signatures differ: highlight, shadow or sharpness by this many L* units, texture by 1
 * or hue spread by 4.
 */
const MIN_SIGNATURE_L = 4;
const MIN_TEXTURE = 1;
const MIN_HUE_SPREAD = 4;

/** A make without catalogue facts: the plain sedan template, whose profile places the bands. */
const sceneOf = (hex: string, finish: Finish, size: Size): RenderScene => ({
  vehicle: { year: 2024, make: 'Wrapsmith', model: 'Test Car', bodyStyle: 'sedan' },
  film: { brand: 'Test', code: 'T', name: 'Test Film', hex, finish },
  size: SIZES[size],
});

interface Signature {
  highlight: number;
  shadow: number;
  texture: number;
  sharpness: number;
  hueSpread: number;
}

interface Measured {
  /** CIELAB of every body pixel, packed l, a, b, in the order of the size's body indices. */
  body: Float32Array;
  signature: Signature;
}

const rgbAt = (r: Raster, i: number): Rgb => [r.pixels[i * 4] ?? 0, r.pixels[i * 4 + 1] ?? 0, r.pixels[i * 4 + 2] ?? 0];

/** The eroded body mask of each size, and every render's measurements: made on first use and kept. */
const masks = new Map<Size, { mask: Uint8Array; indices: number[] }>();
function maskOf(size: Size): { mask: Uint8Array; indices: number[] } {
  const known = masks.get(size);
  if (known) return known;
  const mask = erode(bodyMask(sceneOf(COLOURS.red, 'gloss', size)), SIZES[size].width);
  const made = { mask, indices: maskIndices(mask) };
  masks.set(size, made);
  return made;
}

const renders = new Map<string, Measured>();
function measured(colour: Colour, finish: Finish, size: Size): Measured {
  const key = `${colour}|${finish}|${size}`;
  const known = renders.get(key);
  if (known) return known;
  const { mask, indices } = maskOf(size);
  const raster = rasterise(sceneOf(COLOURS[colour], finish, size));
  const labs = indices.map((i) => labOf(rgbAt(raster, i)));
  const lightness = labs.map((lab) => lab.l);
  const median = quantile(lightness, 0.5);
  const made: Measured = {
    body: Float32Array.from(labs.flatMap((lab) => [lab.l, lab.a, lab.b])),
    signature: {
      highlight: quantile(lightness, 0.98) - median,
      shadow: median - quantile(lightness, 0.05),
      texture: texture(raster, mask, midPanelRect(raster)),
      sharpness: sharpness(raster, mask, doorFaceRect(raster)),
      hueSpread: spread(labs),
    },
  };
  renders.set(key, made);
  return made;
}

// A colour at full size takes about 3 s on a two-core machine; the timeouts only guard against a hung run on
// a loaded CI box.
const SLOW = 120_000;

function spread(labs: Lab[]): number {
  const a = labs.reduce((sum, lab) => sum + lab.a, 0) / labs.length;
  const b = labs.reduce((sum, lab) => sum + lab.b, 0) / labs.length;
  return labs.reduce((sum, lab) => sum + Math.hypot(lab.a - a, lab.b - b), 0) / labs.length;
}

function meanDeltaE(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 3) {
    sum += deltaE2000({ l: a[i] ?? 0, a: a[i + 1] ?? 0, b: a[i + 2] ?? 0 }, { l: b[i] ?? 0, a: b[i + 1] ?? 0, b: b[i + 2] ?? 0 });
  }
  return sum / (a.length / 3);
}

interface PairResult {
  a: Finish;
  b: Finish;
  meanDeltaE: number;
  signature: Signature;
}

const pairCache = new Map<string, PairResult[]>();

function pairs(colour: Colour, size: Size): PairResult[] {
  const cached = pairCache.get(`${colour}|${size}`);
  if (cached) return cached;
  const out: PairResult[] = [];
  FINISHES.forEach((a, i) => {
    for (const b of FINISHES.slice(i + 1)) {
      const [ma, mb] = [measured(colour, a, size), measured(colour, b, size)];
      out.push({
        a,
        b,
        meanDeltaE: meanDeltaE(ma.body, mb.body),
        signature: {
          highlight: Math.abs(ma.signature.highlight - mb.signature.highlight),
          shadow: Math.abs(ma.signature.shadow - mb.signature.shadow),
          texture: Math.abs(ma.signature.texture - mb.signature.texture),
          sharpness: Math.abs(ma.signature.sharpness - mb.signature.sharpness),
          hueSpread: Math.abs(ma.signature.hueSpread - mb.signature.hueSpread),
        },
      });
    }
  });
  pairCache.set(`${colour}|${size}`, out);
  return out;
}

const signatureApart = (s: Signature): boolean =>
  s.highlight >= MIN_SIGNATURE_L ||
  s.shadow >= MIN_SIGNATURE_L ||
  s.sharpness >= MIN_SIGNATURE_L ||
  s.texture >= MIN_TEXTURE ||
  s.hueSpread >= MIN_HUE_SPREAD;
const show = (s: Signature): string =>
  [s.highlight, s.shadow, s.texture, s.sharpness, s.hueSpread].map((n) => n.toFixed(1).padStart(5)).join('/');

const cases = (Object.keys(SIZES) as Size[]).flatMap((size) => (Object.keys(COLOURS) as Colour[]).map((colour) => [colour, size] as const));

describe('every finish recognisable without a caption (issue #9)', () => {
  it.each(cases)('%s at %s: every pair of finishes differs on the body', (colour, size) => {
    for (const pair of pairs(colour, size)) {
      const name = `${pair.a} vs ${pair.b}`;
      expect(pair.meanDeltaE, name).toBeGreaterThanOrEqual(MIN_MEAN_DELTA_E);
      expect(signatureApart(pair.signature), `${name}: ${JSON.stringify(pair.signature)}`).toBe(true);
    }
  }, SLOW);

  it('prints the signatures and the weakest pairs', () => {
    const f = (n: number): string => n.toFixed(1).padStart(5);
    const lines: string[] = [];
    for (const [colour, size] of cases) {
      lines.push(`${colour} ${size} (${SIZES[size].width} px): highlight / shadow / texture / sharpness / hue spread`);
      for (const finish of FINISHES) lines.push(`  ${finish.padEnd(8)} ${show(measured(colour, finish, size).signature)}`);
      const sorted = [...pairs(colour, size)].sort((x, y) => x.meanDeltaE - y.meanDeltaE);
      lines.push(
        `  closest pairs (mean ΔE; Δ of each signature): ${sorted
          .slice(0, 3)
          .map((p) => `${p.a}–${p.b} ${f(p.meanDeltaE)} (${show(p.signature)})`)
          .join(', ')}`,
      );
    }
    console.log(lines.join('\n'));
  }, SLOW);
});
