// Finds a car's paint from the customer's taps (docs/decisions/036): marker-controlled region growing over a lightly
// smoothed Lab copy of the photo (paint from the add taps against "other" from the remove taps and the border),
// held back by a Sobel edge threshold, a step limit against the colour carried along the growth path, and
// hue/chroma and lightness leashes to the seed; then a morphological close and open, small enclosed holes
// (specular spots, badges, handles) filled, the edge re-decided on the unsmoothed photo, and a feather inside it.
import type { LabImage } from './lab.ts';

export interface PixelTap {
  /** Pixel column and row in the photo. */
  x: number;
  y: number;
  mode: 'add' | 'remove';
}

export interface SegmentOptions {
  /** Largest Sobel colour gradient (ΔE per pixel) a pixel may have and still join. */
  edge: number;
  /** Largest step (ΔE, lightness at half weight) from the colour carried along the growth path. */
  step: number;
  /** How quickly the carried colour follows the pixels (0–1): shading is followed, a jump is not. */
  follow: number;
  /** Hue leash: largest distance (a*b* units) from the line through the seed's chroma. */
  hue: number;
  /** Neutral paint (seed chroma below this) only grows over pixels at most `hue` from the seed's a*b*. */
  neutralChroma: number;
  /** Lightness leash of neutral paint: largest difference from the seed's lightness (shading is allowed, a white wall is not). */
  lightness: number;
  /** Close radius as a share of the photo's long edge (panel gaps, badges, handles). */
  close: number;
  /** Open radius in pixels (hair-thin leaks). */
  open: number;
  /** Enclosed holes up to this share of the region's area are filled (specular spots, reflections). */
  holeShare: number;
  /** Feather, inside the mask only: 1 blends the edge over its two innermost pixels, 2 over four. */
  feather: 1 | 2;
}

export const SEGMENT_DEFAULTS: SegmentOptions = {
  edge: 3,
  step: 7,
  follow: 0.25,
  hue: 9,
  neutralChroma: 8,
  lightness: 35,
  close: 0.004,
  open: 1,
  holeShare: 0.006,
  feather: 1,
};

export interface PaintMask {
  width: number;
  height: number;
  /** 0–255 coverage: 0 untouched, 255 fully recoloured, the feathered edge between. */
  alpha: Uint8Array;
  /** Pixels fully inside (alpha 255), for the region's statistics. */
  area: number;
}

/** One pass of a [1 2 1] filter along rows and columns. */
function smooth(src: Float32Array, width: number, height: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const left = src[row + Math.max(0, x - 1)]!;
      const right = src[row + Math.min(width - 1, x + 1)]!;
      tmp[row + x] = (left + 2 * src[row + x]! + right) / 4;
    }
  }
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = (tmp[up + x]! + 2 * tmp[row + x]! + tmp[down + x]!) / 4;
  }
  return out;
}

export function smoothLab(lab: LabImage, passes = 2): LabImage {
  let { l, a, b } = lab;
  for (let i = 0; i < passes; i++) {
    l = smooth(l, lab.width, lab.height);
    a = smooth(a, lab.width, lab.height);
    b = smooth(b, lab.width, lab.height);
  }
  return { width: lab.width, height: lab.height, l, a, b };
}

/** Sobel colour gradient magnitude in ΔE per pixel (the three channels' gradients combined). */
export function gradient(lab: LabImage): Float32Array {
  const { width, height } = lab;
  const out = new Float32Array(width * height);
  const channels = [lab.l, lab.a, lab.b];
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const row = y * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - 1);
      const right = Math.min(width - 1, x + 1);
      let sum = 0;
      for (const c of channels) {
        const gx = c[up + right]! + 2 * c[row + right]! + c[down + right]! - c[up + left]! - 2 * c[row + left]! - c[down + left]!;
        const gy = c[down + left]! + 2 * c[down + x]! + c[down + right]! - c[up + left]! - 2 * c[up + x]! - c[up + right]!;
        sum += gx * gx + gy * gy;
      }
      out[row + x] = Math.sqrt(sum) / 8;
    }
  }
  return out;
}

interface Colour {
  l: number;
  a: number;
  b: number;
}

/** The seed colour: the per-channel median of a small window, so a tap on a glint still reads the paint. */
function seedColour(lab: LabImage, x: number, y: number, radius: number): Colour {
  const ls: number[] = [];
  const as: number[] = [];
  const bs: number[] = [];
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const px = Math.min(lab.width - 1, Math.max(0, x + dx));
      const py = Math.min(lab.height - 1, Math.max(0, y + dy));
      const i = py * lab.width + px;
      ls.push(lab.l[i]!);
      as.push(lab.a[i]!);
      bs.push(lab.b[i]!);
    }
  }
  const median = (v: number[]) => v.sort((p, q) => p - q)[v.length >> 1]!;
  return { l: median(ls), a: median(as), b: median(bs) };
}

interface Seed extends Colour {
  chroma: number;
}

/**
 * How far a colour is from a seed's paint, in a*b* units. Coloured paint: a hue more than about 17° off the
 * seed's costs its distance across the seed's hue line beyond that, and chroma below max(7, 15 % of the seed's)
 * costs three times its shortfall, so reflections that wash the paint out but keep its hue still count while
 * grey tarmac, tyres and glass, which have no hue, do not; chroma far beyond the seed's costs its excess.
 * Neutral paint: the plain a*b* distance (lightness is leashed separately).
 */
export function hueDistance(seed: Seed, a: number, b: number, options: SegmentOptions): number {
  if (seed.chroma < options.neutralChroma) return Math.hypot(a - seed.a, b - seed.b);
  const ua = seed.a / seed.chroma;
  const ub = seed.b / seed.chroma;
  const along = a * ua + b * ub;
  const across = Math.abs(-a * ub + b * ua);
  const below = Math.max(0, Math.max(7, 0.15 * seed.chroma) - along);
  const above = Math.max(0, along - 1.6 * seed.chroma - 10);
  return Math.max(0, across - 0.3 * Math.max(0, along)) + 3 * below + above;
}

/** Pixels either side of a boundary that smoothing and the Sobel window blur: refineEdges re-decides them. */
const EDGE_BAND = 2;

/** Labels of the flood: OTHER grew from the photo's border, REMOVED from a remove tap. */
export const UNCLAIMED = 0;
export const PAINT = 1;
export const OTHER = 2;
export const REMOVED = 3;

/** Gradient steps per ΔE/px in the flood's bucket queue. */
const LEVELS_PER_UNIT = 8;
const LEVELS = 512;

/**
 * Marker-controlled flooding (a watershed on the colour gradient, Meyer's priority flood): paint grows from the
 * add taps and "other" from the remove taps and from the photo's border, except where the border looks like a
 * tapped coloured paint (the car runs out of the picture there; grey, white and black look like too much else). Both fronts advance through the flattest pixels first, so where paint meets a look-alike
 * background they meet on the strongest edge between them rather than one swallowing the other. Paint may only
 * take a pixel whose edge strength is under `edge`, within the leashes of its seed, and a small step from the
 * colour carried along its path (shading is followed, a jump is not); "other" takes anything. Pixels neither
 * front takes (windows enclosed by paint, glints) stay UNCLAIMED.
 */
export function floodLabels(smoothed: LabImage, edges: Float32Array, taps: readonly PixelTap[], options: SegmentOptions): Uint8Array {
  const { width, height, l, a, b } = smoothed;
  const n = width * height;
  const labels = new Uint8Array(n);
  const seedOf = new Uint8Array(n);
  const refL = new Float32Array(n);
  const refA = new Float32Array(n);
  const refB = new Float32Array(n);
  const next = new Int32Array(n).fill(-1);
  const heads = new Int32Array(LEVELS).fill(-1);
  const tails = new Int32Array(LEVELS).fill(-1);
  const levelOf = (p: number) => Math.min(LEVELS - 1, Math.floor(edges[p]! * LEVELS_PER_UNIT));
  let current = 0;
  const push = (p: number) => {
    const level = Math.max(current, levelOf(p));
    if (tails[level]! < 0) heads[level] = p;
    else next[tails[level]!] = p;
    tails[level] = p;
  };

  const radius = Math.max(2, Math.round(Math.max(width, height) / 400));
  const seeds: Seed[] = [];
  for (const tap of taps) {
    const p = tap.y * width + tap.x;
    if (labels[p]) continue;
    if (tap.mode === 'add') {
      const colour = seedColour(smoothed, tap.x, tap.y, radius);
      seeds.push({ ...colour, chroma: Math.hypot(colour.a, colour.b) });
      labels[p] = PAINT;
      seedOf[p] = seeds.length - 1;
      refL[p] = colour.l;
      refA[p] = colour.a;
      refB[p] = colour.b;
    } else {
      labels[p] = REMOVED;
    }
    push(p);
  }
  const accepts = (seed: Seed, q: number) =>
    edges[q]! <= options.edge &&
    (seed.chroma >= options.neutralChroma || Math.abs(l[q]! - seed.l) <= options.lightness) &&
    hueDistance(seed, a[q]!, b[q]!, options) <= options.hue;
  for (let p = 0; p < n; p++) {
    const x = p % width;
    const onBorder = x === 0 || x === width - 1 || p < width || p >= n - width;
    if (!onBorder || labels[p] || seeds.some((seed) => seed.chroma >= options.neutralChroma && accepts(seed, p))) continue;
    labels[p] = OTHER;
    push(p);
  }

  const { step, follow } = options;
  const stepSquared = step * step;
  for (; current < LEVELS; current++) {
    while (heads[current]! >= 0) {
      const p = heads[current]!;
      heads[current] = next[p]!;
      if (heads[current]! < 0) tails[current] = -1;
      const px = p % width;
      const label = labels[p]!;
      for (let k = 0; k < 4; k++) {
        let q: number;
        if (k === 0) q = px > 0 ? p - 1 : -1;
        else if (k === 1) q = px < width - 1 ? p + 1 : -1;
        else if (k === 2) q = p >= width ? p - width : -1;
        else q = p + width < n ? p + width : -1;
        if (q < 0 || labels[q]) continue;
        if (label === PAINT) {
          const seed = seeds[seedOf[p]!]!;
          if (!accepts(seed, q)) continue;
          const dl = (l[q]! - refL[p]!) * 0.5;
          const da = a[q]! - refA[p]!;
          const db = b[q]! - refB[p]!;
          if (dl * dl + da * da + db * db > stepSquared) continue;
          seedOf[q] = seedOf[p]!;
          refL[q] = refL[p]! + follow * (l[q]! - refL[p]!);
          refA[q] = refA[p]! + follow * (a[q]! - refA[p]!);
          refB[q] = refB[p]! + follow * (b[q]! - refB[p]!);
        }
        labels[q] = label;
        push(q);
      }
    }
  }
  return labels;
}

/**
 * Square dilation (`grow`) or erosion of a 0/1 mask by `radius`: running counts along each row, then running counts
 * per column carried down the rows, so both passes read memory in order. Outside the photo counts as empty for a
 * dilation and as full for an erosion, so an erosion does not eat paint that runs off the edge of the picture.
 */
export function morph(mask: Uint8Array, width: number, height: number, radius: number, grow: boolean): Uint8Array {
  if (radius <= 0) return mask.slice();
  const span = 2 * radius + 1;
  const outside = grow ? 0 : 1;
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let count = 0;
    for (let i = -radius; i < radius; i++) count += i < 0 || i >= width ? outside : mask[base + i]!;
    for (let x = 0; x < width; x++) {
      const enter = x + radius;
      count += enter >= width ? outside : mask[base + enter]!;
      rows[base + x] = grow ? (count > 0 ? 1 : 0) : count === span ? 1 : 0;
      const leave = x - radius;
      count -= leave < 0 ? outside : mask[base + leave]!;
    }
  }
  const out = new Uint8Array(mask.length);
  const counts = new Int32Array(width);
  const addRow = (y: number, sign: number) => {
    if (y < 0 || y >= height) {
      if (outside) for (let x = 0; x < width; x++) counts[x]! += sign;
      return;
    }
    const base = y * width;
    for (let x = 0; x < width; x++) counts[x]! += sign * rows[base + x]!;
  };
  for (let y = -radius; y < radius; y++) addRow(y, 1);
  for (let y = 0; y < height; y++) {
    addRow(y + radius, 1);
    const base = y * width;
    if (grow) for (let x = 0; x < width; x++) out[base + x] = counts[x]! > 0 ? 1 : 0;
    else for (let x = 0; x < width; x++) out[base + x] = counts[x] === span ? 1 : 0;
    addRow(y - radius, -1);
  }
  return out;
}

/**
 * Fills enclosed holes (4-connected areas outside the mask that do not reach the mask's bounding box, hence the
 * picture's edge) of at most `maxArea` pixels, unless a pixel of `keepOut` is in them (claimed by the other front:
 * a remove tap's region).
 */
export function fillHoles(mask: Uint8Array, width: number, maxArea: number, keepOut: Uint8Array): Uint8Array {
  const out = mask.slice();
  let left = width;
  let right = -1;
  let top = -1;
  let bottom = -1;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    if (x < left) left = x;
    if (x > right) right = x;
    if (top < 0) top = y;
    bottom = y;
  }
  if (right < 0) return out;
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const members = new Int32Array(mask.length);
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const start = y * width + x;
      if (mask[start] || seen[start]) continue;
      seen[start] = 1;
      let depth = 0;
      stack[depth++] = start;
      let count = 0;
      let enclosed = true;
      while (depth > 0) {
        const p = stack[--depth]!;
        members[count++] = p;
        const px = p % width;
        const py = (p - px) / width;
        if (px === left || px === right || py === top || py === bottom || keepOut[p]) enclosed = false;
        for (let k = 0; k < 4; k++) {
          const q = k === 0 ? (px > left ? p - 1 : -1) : k === 1 ? (px < right ? p + 1 : -1) : k === 2 ? (py > top ? p - width : -1) : py < bottom ? p + width : -1;
          if (q < 0 || mask[q] || seen[q]) continue;
          seen[q] = 1;
          stack[depth++] = q;
        }
      }
      if (enclosed && count <= maxArea) for (let i = 0; i < count; i++) out[members[i]!] = 1;
    }
  }
  return out;
}

/**
 * Puts the mask's edge back on the photo's own edge. Smoothing and the Sobel window leave a band of a few pixels
 * along every boundary that the paint cannot claim (its gradient is over the limit), which would show as a rim of
 * the old colour. Each pixel within `radius` of the boundary goes to whichever side's local mean colour (of the
 * unsmoothed photo, over pixels of that side outside the band, within `window`) it is closer to.
 */
export function refineEdges(lab: LabImage, mask: Uint8Array, radius: number, window: number): Uint8Array {
  const { width, height, l, a, b } = lab;
  const band = morph(mask, width, height, radius, true);
  const core = morph(mask, width, height, radius, false);
  const out = mask.slice();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!band[p] || core[p]) continue;
      let inL = 0;
      let inA = 0;
      let inB = 0;
      let inN = 0;
      let outL = 0;
      let outA = 0;
      let outB = 0;
      let outN = 0;
      for (let dy = -window; dy <= window; dy++) {
        const qy = y + dy;
        if (qy < 0 || qy >= height) continue;
        for (let dx = -window; dx <= window; dx++) {
          const qx = x + dx;
          if (qx < 0 || qx >= width) continue;
          const q = qy * width + qx;
          if (core[q]) {
            inL += l[q]!;
            inA += a[q]!;
            inB += b[q]!;
            inN++;
          } else if (!band[q]) {
            outL += l[q]!;
            outA += a[q]!;
            outB += b[q]!;
            outN++;
          }
        }
      }
      if (inN === 0 || outN === 0) continue;
      const dIn = (l[p]! - inL / inN) ** 2 + (a[p]! - inA / inN) ** 2 + (b[p]! - inB / inN) ** 2;
      const dOut = (l[p]! - outL / outN) ** 2 + (a[p]! - outA / outN) ** 2 + (b[p]! - outB / outN) ** 2;
      out[p] = dIn < dOut ? 1 : 0;
    }
  }
  return out;
}

/**
 * The mask's soft edge, inside the mask only: eroded by `radius`, then blurred by `radius` passes of [1 2 1], so
 * coverage ramps from 255 inside to 0 at the mask's own edge and nothing beyond it is touched.
 */
function feather(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  let values: Float32Array = Float32Array.from(morph(mask, width, height, radius, false));
  for (let i = 0; i < radius; i++) values = smooth(values, width, height);
  const alpha = new Uint8Array(mask.length);
  for (let i = 0; i < alpha.length; i++) alpha[i] = Math.round(values[i]! * 255);
  return alpha;
}

/** The paint mask from the photo's Lab planes and the taps (at least one add tap). */
export function segmentPaint(lab: LabImage, taps: readonly PixelTap[], options: SegmentOptions = SEGMENT_DEFAULTS): PaintMask {
  const { width, height } = lab;
  const n = width * height;
  const smoothed = smoothLab(lab);
  const labels = floodLabels(smoothed, gradient(smoothed), taps, options);
  const painted = new Uint8Array(n);
  const border = new Uint8Array(n);
  const removed = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    painted[i] = labels[i] === PAINT ? 1 : 0;
    border[i] = labels[i] === OTHER ? 1 : 0;
    removed[i] = labels[i] === REMOVED ? 1 : 0;
  }
  // Closing bridges panel gaps, creases, badges and glints. It never takes back what a remove tap claimed, nor
  // the background where it is wider than the closing (hair-thin creases the border front ran into do not count).
  const closeRadius = Math.max(1, Math.round(options.close * Math.max(width, height)));
  let mask = morph(morph(painted, width, height, closeRadius, true), width, height, closeRadius, false);
  const background = morph(morph(border, width, height, closeRadius, false), width, height, closeRadius, true);
  const other = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    other[i] = background[i]! | removed[i]!;
    if (other[i]) mask[i] = 0;
  }
  mask = morph(morph(mask, width, height, options.open, false), width, height, options.open, true);
  let area = 0;
  for (let i = 0; i < n; i++) area += mask[i]!;
  mask = fillHoles(mask, width, Math.round(area * options.holeShare), other);
  mask = refineEdges(lab, mask, EDGE_BAND, EDGE_BAND + 2);
  const alpha = feather(mask, width, height, options.feather);
  let inside = 0;
  for (let i = 0; i < n; i++) if (alpha[i] === 255) inside++;
  return { width, height, alpha, area: inside };
}
