// Finds a car's paint on a real photo (docs/decisions/055). Two questions, answered by two different tools:
// 1. Where is the vehicle? The segmentation model (sam/model.ts), prompted with the add taps, outlines the whole
//    vehicle: its outline is the hard limit, so paint can never flow into the road, a wall or the sky.
// 2. Inside the vehicle, what is paint? The tapped paint's own colour tells most of it (a colour model per tap);
//    what does not look like that paint (glass, tyres, wheels, lights, grille, plate, trim) is handed back to the
//    model as a single-point prompt, which answers the whole part it belongs to (the window, the wheel), and the
//    part is taken out when it is mostly not paint. A linear probe on the model's own features (decision 059)
//    adds what colour cannot tell: where it says not paint is suspect too, and a part it is sure about is judged by
//    it before colour. Reflections inside a panel keep the panel: a part that holds a
//    tap, or is most of the car, is never taken out.
// Remove taps take out the part under them, brush strokes add or erase pixels last, so a person always has the
// final word. Everything is a pure function of the photo, the embedding and the inputs: the same inputs give the
// same mask.
import { toLab, type LabImage } from './lab.ts';
import { decode, type SamBox, type SamPoint } from './sam/model.ts';
import type { Embedding } from './sam/embedding.ts';
import { probeMap, shippedProbe, type ProbeWeights } from './sam/paint-probe.ts';
import { fillHoles, morph, type PaintMask, type PixelTap } from './segment.ts';
import { tapsKey, type TapSelection } from './tap-selection.ts';

export interface PixelStroke {
  mode: 'add' | 'erase';
  /** Brush radius in pixels of the photo. */
  radius: number;
  /** The stroke's path in pixels of the photo. */
  points: { x: number; y: number }[];
}

export interface PaintInput {
  rgba: Uint8Array;
  width: number;
  height: number;
  embedding: Embedding;
  taps: readonly PixelTap[];
  strokes?: readonly PixelStroke[];
  /** The paint probe's weights (sam/paint-probe.ts); the shipped one unless a test holds a photo out of it. */
  probe?: ProbeWeights;
  /** The selection of these taps worked out earlier (a kept one, tap-selection.ts): used only when its key is theirs. */
  fromTaps?: TapSelection;
}

/** A photo's paint mask, with the selection from its taps alone that it was made from (to keep for later rounds). */
export interface FoundPaint extends PaintMask {
  fromTaps: TapSelection;
}

export interface PaintDebug {
  work: { width: number; height: number };
  vehicle: Uint8Array;
  paintLike: Uint8Array;
  parts: { x: number; y: number; area: number; accepted: boolean; reason: string }[];
  paints: readonly PaintColour[];
}

/** Selection is worked out at most this many pixels on the long edge (the model's own resolution). */
export const WORK_EDGE = 1024;
/** At most this many suspect areas are shown to the model per round (each is one decoder run, 0.2–0.3 s). */
export const MAX_PART_PROMPTS = 5;
/** Model prompts per round at most, suspects first (each 0.2–0.3 s; answers are kept for the next rounds). */
const MAX_PROBES = 14;
/** Suspect areas no answer covered, asked about after the first prompts (each one more decoder run). */
const MAX_LEFTOVER_PROMPTS = 4;
/** …and taken out only under this share of the vehicle (a window, a light, a grille; not a bumper). */
const LEFTOVER_PART = 0.08;
/** Parts under this share of the vehicle are small (plates, lights, badges, grilles): busyness may take them out. */
const SMALL_PART = 0.06;
/** A small part this many times busier (mean lightness gradient) than the tapped paint is not paint. */
const BUSY = 2.5;
/** Neutral paint: the vehicle is also probed at the centres of a grid of this many cells along the long edge. */
const NEUTRAL_GRID = 7;
/** A part whose mean paint-probe logit is below this is not paint, whatever its colour. */
const PROBE_NOT = -1;
/** …and above this it is paint, whatever its colour (reflections of the scene on glossy panels). */
const PROBE_PAINT = 1.5;
/** A part whose typical colour is this far (ΔE-like, lightness at 0.7) from the neutral paint is not paint. */
const NEUTRAL_PART_DISTANCE = 14;

const enum Like {
  Not = 0,
  Paint = 1,
  /** Bright and colourless: a reflection on paint as often as a light or chrome. Neither side's evidence. */
  Unsure = 2,
}

export interface PaintColour {
  l: number;
  a: number;
  b: number;
  chroma: number;
  hue: number;
}

/** Box-filtered copy of the photo at `w` × `h` (w ≤ width). */
function downsample(rgba: Uint8Array, width: number, height: number, w: number, h: number): Uint8Array {
  if (w === width && h === height) return rgba;
  const out = new Uint8Array(w * h * 4);
  const sx = width / w;
  const sy = height / h;
  // Each output column's source columns, worked out once instead of once per row.
  const x0s = new Int32Array(w);
  const x1s = new Int32Array(w);
  for (let x = 0; x < w; x++) {
    x0s[x] = Math.floor(x * sx);
    x1s[x] = Math.max(x0s[x]! + 1, Math.floor((x + 1) * sx));
  }
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < w; x++) {
      const x0 = x0s[x]!;
      const x1 = x1s[x]!;
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * width + xx) * 4;
          r += rgba[i]!;
          g += rgba[i + 1]!;
          b += rgba[i + 2]!;
          n++;
        }
      }
      const o = (y * w + x) * 4;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
      out[o + 3] = 255;
    }
  }
  return out;
}

const median = (values: number[] | Float32Array): number => {
  // A typed copy sorts numerically without a comparator call per pair (several times faster on 100 k values).
  const sorted = Float64Array.from(values).sort();
  return sorted[sorted.length >> 1] ?? 0;
};

/** The paint's colour around a tap: per-channel medians over a disc, inside the vehicle. */
function colourAt(lab: LabImage, vehicle: Uint8Array, x: number, y: number, radius: number): PaintColour {
  const { width, height } = lab;
  const ls: number[] = [];
  const as: number[] = [];
  const bs: number[] = [];
  for (let dy = -radius; dy <= radius; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= height) continue;
    for (let dx = -radius; dx <= radius; dx++) {
      const xx = x + dx;
      if (xx < 0 || xx >= width || dx * dx + dy * dy > radius * radius) continue;
      const p = yy * width + xx;
      if (!vehicle[p]) continue;
      ls.push(lab.l[p]!);
      as.push(lab.a[p]!);
      bs.push(lab.b[p]!);
    }
  }
  if (ls.length === 0) {
    const p = y * width + x;
    ls.push(lab.l[p]!);
    as.push(lab.a[p]!);
    bs.push(lab.b[p]!);
  }
  const l = median(ls);
  const a = median(as);
  const b = median(bs);
  return { l, a, b, chroma: Math.hypot(a, b), hue: Math.atan2(b, a) };
}

/**
 * A paint is coloured (red, blue, green…) from this chroma up; below, white, silver, grey or black. Light paint
 * needs more: a white car in the shade of a blue sky reads b* −12 to −15.
 */
const isColoured = (c: { l: number; chroma: number }) => c.chroma >= Math.max(12, 0.25 * c.l);

/** How each pixel of the vehicle compares with the tapped paints. */
function classify(lab: LabImage, vehicle: Uint8Array, paints: readonly PaintColour[], brightest: number): Uint8Array {
  const n = lab.width * lab.height;
  const like = new Uint8Array(n);
  // The same paint reads 35 in shade and 80 in the sun: the brightest tap tells how light it is.
  const lightPaint = brightest >= 45;
  for (let p = 0; p < n; p++) {
    if (!vehicle[p]) continue;
    const l = lab.l[p]!;
    const a = lab.a[p]!;
    const b = lab.b[p]!;
    const chroma = Math.hypot(a, b);
    let verdict = Like.Not;
    for (const paint of paints) {
      if (isColoured(paint)) {
        let dh = Math.abs(Math.atan2(b, a) - paint.hue);
        if (dh > Math.PI) dh = 2 * Math.PI - dh;
        // Shading changes lightness and chroma together; reflections wash chroma out but keep the hue. Glass,
        // tyres and grilles carry far less chroma for their lightness than the paint does.
        const saturation = chroma / Math.max(5, l) / (paint.chroma / Math.max(5, paint.l));
        if (chroma >= Math.max(6, 0.2 * paint.chroma) && saturation >= 0.4 && dh <= (30 * Math.PI) / 180) {
          verdict = Like.Paint;
          break;
        }
        if (chroma < 10 && l > Math.max(60, paint.l + 15)) verdict = Like.Unsure;
      } else {
        const near = Math.hypot(a - paint.a, b - paint.b) <= 10;
        // Light paint darkens in shade but never to glass or tyre; dark paint brightens only by reflections,
        // which look like glass and chrome: those are left to the model's parts.
        const inBand = lightPaint ? l >= Math.min(0.55 * brightest, paint.l - 5) : l <= paint.l + 15;
        if (near && inBand) {
          verdict = Like.Paint;
          break;
        }
        if (!lightPaint && near && l > paint.l + 15) verdict = Like.Unsure;
      }
    }
    like[p] = verdict;
  }
  return like;
}

/**
 * The wheels: where the vehicle's outline reaches lowest. The outline's bottom per column, its lowest stretches
 * (in the lowest 18 % of the vehicle's height) taken as feet, and for each foot wider than 3 % of the vehicle a
 * point a quarter of a wheel above its middle and a box around the wheel it stands on (45 % of the vehicle's
 * height, centred where the foot is lowest): when the point alone answers the car around the wheel, the box tells
 * the model "the thing in here", so it answers the wheel. At most four, the widest first.
 */
function wheelProbes(vehicle: Uint8Array, width: number, height: number): { p: number; box: WorkBox }[] {
  const bottom = new Int32Array(width).fill(-1);
  let top = height;
  let left = width;
  let right = -1;
  for (let p = 0; p < vehicle.length; p++) {
    if (!vehicle[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    bottom[x] = y;
    if (y < top) top = y;
    if (x < left) left = x;
    if (x > right) right = x;
  }
  if (right < 0) return [];
  const lowest = Math.max(...bottom);
  const tall = lowest - top;
  const wide = right - left;
  const probes: { p: number; box: WorkBox; run: number }[] = [];
  let start = -1;
  const threshold = lowest - 0.18 * tall;
  for (let x = left; x <= right + 1; x++) {
    const low = x <= right && bottom[x]! >= threshold;
    if (low && start < 0) start = x;
    if (!low && start >= 0) {
      const run = x - start;
      if (run >= 0.03 * wide) {
        const mid = Math.round((start + x - 1) / 2);
        const y = Math.round(bottom[mid]! - Math.min(0.12 * tall, 0.25 * run));
        // A foot can hold a wheel and the bumper beside it: the box is centred where the foot is lowest (the
        // tyre's contact), as wide as a wheel can be (the foot's width, at most half the vehicle's height).
        let foot = 0;
        for (let xx = start; xx < x; xx++) foot = Math.max(foot, bottom[xx]!);
        let sum = 0;
        let count = 0;
        for (let xx = start; xx < x; xx++) {
          if (bottom[xx]! < foot - 0.02 * tall) continue;
          sum += xx;
          count++;
        }
        const centre = sum / count;
        const half = Math.min(run, 0.5 * tall) / 2;
        const box = { left: Math.max(start, centre - half), right: Math.min(x - 1, centre + half), top: Math.max(top, foot - 0.45 * tall), bottom: foot };
        if (y > top && vehicle[y * width + mid]) probes.push({ p: y * width + mid, box, run });
      }
      start = -1;
    }
  }
  return probes
    .sort((a, b) => b.run - a.run)
    .slice(0, 4)
    .map(({ p, box }) => ({ p, box }));
}

const meanOver = (values: Float32Array, part: Uint8Array): number => {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < part.length; i++) {
    if (!part[i]) continue;
    sum += values[i]!;
    count++;
  }
  return count ? sum / count : 0;
};

const tooBigForAWheel = (part: Uint8Array, vehicleArea: number): boolean => {
  let area = 0;
  for (let i = 0; i < part.length; i++) area += part[i]!;
  return area > 0.2 * vehicleArea;
};

/** A copy of `part` with everything outside `box` (work pixels) cleared. */
function clipToBox(part: Uint8Array, width: number, box: WorkBox): Uint8Array {
  const out = new Uint8Array(part.length);
  for (let y = Math.max(0, Math.floor(box.top)); y <= box.bottom && y * width < part.length; y++) {
    for (let x = Math.max(0, Math.floor(box.left)); x <= box.right && x < width; x++) out[y * width + x] = part[y * width + x]!;
  }
  return out;
}

interface WorkBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Tyres: the largest dark (L* under 30), nearly colourless areas in the lower half of the vehicle, probed at their
 * deepest pixel. At most three.
 */
function tyreProbes(lab: LabImage, vehicle: Uint8Array, width: number, height: number, onGrid: (p: number, holds: (q: number) => boolean) => number): number[] {
  let top = height;
  let bottom = -1;
  let area = 0;
  for (let p = 0; p < vehicle.length; p++) {
    if (!vehicle[p]) continue;
    const y = Math.floor(p / width);
    if (y < top) top = y;
    if (y > bottom) bottom = y;
    area++;
  }
  const middle = (top + bottom) / 2;
  const dark = new Uint8Array(vehicle.length);
  for (let p = Math.ceil(middle) * width; p < vehicle.length; p++) {
    dark[p] = vehicle[p] && lab.l[p]! < 30 && Math.hypot(lab.a[p]!, lab.b[p]!) < 12 ? 1 : 0;
  }
  const opened = morph(morph(dark, width, height, 2, false), width, height, 2, true);
  const { labels, areas } = deepestAreas(opened, width, height);
  return areas
    .filter((a) => a.size >= 0.005 * area)
    .slice(0, 3)
    .map((a) => onGrid(a.p, (q) => labels[q] === a.id));
}

/**
 * The connected areas of `mask` (4-connected), each with its size and its deepest pixel (farthest from the area's
 * edge), the largest first: where a single-point prompt best asks the model for the part an area belongs to.
 */
function deepestAreas(mask: Uint8Array, width: number, height: number): { labels: Int32Array; areas: { id: number; size: number; p: number }[] } {
  const { labels, sizes } = components(mask, width);
  const depth = insideDistance(mask, width, height);
  const deepest = new Map<number, { p: number; d: number }>();
  for (let p = 0; p < labels.length; p++) {
    const id = labels[p]!;
    if (!id) continue;
    const best = deepest.get(id);
    if (!best || depth[p]! > best.d) deepest.set(id, { p, d: depth[p]! });
  }
  const areas = [...deepest.entries()].map(([id, { p }]) => ({ id, size: sizes[id]!, p }));
  areas.sort((x, y) => y.size - x.size || x.p - y.p);
  return { labels, areas };
}

/** Sobel magnitude of the lightness (L per pixel). */
function lightnessGradient(lab: LabImage): Float32Array {
  const { width, height, l } = lab;
  const out = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      const gx = l[p - width + 1]! + 2 * l[p + 1]! + l[p + width + 1]! - l[p - width - 1]! - 2 * l[p - 1]! - l[p + width - 1]!;
      const gy = l[p + width - 1]! + 2 * l[p + width]! + l[p + width + 1]! - l[p - width - 1]! - 2 * l[p - width]! - l[p - width + 1]!;
      out[p] = Math.hypot(gx, gy) / 8;
    }
  }
  return out;
}

/** Pixel indices of a disc around `p`. */
function around(p: number, width: number, height: number, radius: number): number[] {
  const x = p % width;
  const y = (p - x) / width;
  const out: number[] = [];
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const xx = x + dx;
      const yy = y + dy;
      if (xx >= 0 && yy >= 0 && xx < width && yy < height && dx * dx + dy * dy <= radius * radius) out.push(yy * width + xx);
    }
  }
  return out;
}

/** Median a*, b* of the background's nearly colourless pixels, at most 12 from neutral. */
function colourCast(lab: LabImage, vehicle: Uint8Array): { a: number; b: number } {
  const as = new Float32Array(Math.ceil(vehicle.length / 7));
  const bs = new Float32Array(as.length);
  let count = 0;
  for (let i = 0; i < vehicle.length; i += 7) {
    const a = lab.a[i]!;
    const b = lab.b[i]!;
    if (vehicle[i] || Math.hypot(a, b) > 20) continue;
    as[count] = a;
    bs[count++] = b;
  }
  if (count < 50) return { a: 0, b: 0 };
  const a = median(as.subarray(0, count));
  const b = median(bs.subarray(0, count));
  const size = Math.hypot(a, b);
  return size <= 12 ? { a, b } : { a: (a * 12) / size, b: (b * 12) / size };
}

/** 4-connected components of `mask`: a label per pixel (0 none) and each component's size. */
function components(mask: Uint8Array, width: number): { labels: Int32Array; sizes: number[] } {
  const labels = new Int32Array(mask.length);
  const sizes: number[] = [0];
  const stack = new Int32Array(mask.length);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    const id = sizes.length;
    let depth = 0;
    let size = 0;
    stack[depth++] = start;
    labels[start] = id;
    while (depth > 0) {
      const p = stack[--depth]!;
      size++;
      const x = p % width;
      // The four neighbours, inline (an array per pixel was most of this function's time).
      if (x > 0 && mask[p - 1] && !labels[p - 1]) {
        labels[p - 1] = id;
        stack[depth++] = p - 1;
      }
      if (x < width - 1 && mask[p + 1] && !labels[p + 1]) {
        labels[p + 1] = id;
        stack[depth++] = p + 1;
      }
      if (p >= width && mask[p - width] && !labels[p - width]) {
        labels[p - width] = id;
        stack[depth++] = p - width;
      }
      if (p + width < mask.length && mask[p + width] && !labels[p + width]) {
        labels[p + width] = id;
        stack[depth++] = p + width;
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** Chamfer (3-4) distance from each pixel of `mask` to the nearest pixel outside it. */
function insideDistance(mask: Uint8Array, width: number, height: number): Uint16Array {
  const big = 65535;
  const d = new Uint16Array(mask.length);
  for (let i = 0; i < mask.length; i++) d[i] = mask[i] ? big : 0;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : d[y * width + x]!);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!d[p]) continue;
      d[p] = Math.min(d[p]!, at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4, at(x + 1, y - 1) + 4);
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const p = y * width + x;
      if (!d[p]) continue;
      d[p] = Math.min(d[p]!, at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4, at(x - 1, y + 1) + 4);
    }
  }
  return d;
}

/** The index range [from, to) that holds every set pixel of `mask` (from = to when none is set). */
function extent(mask: Uint8Array): { from: number; to: number } {
  let from = 0;
  while (from < mask.length && !mask[from]) from++;
  let to = mask.length;
  while (to > from && !mask[to - 1]) to--;
  return { from, to };
}

function binary(logits: Float32Array): Uint8Array {
  const out = new Uint8Array(logits.length);
  for (let i = 0; i < logits.length; i++) out[i] = logits[i]! > 0 ? 1 : 0;
  return out;
}

function disc(mask: Uint8Array, width: number, height: number, cx: number, cy: number, radius: number, value: 0 | 1) {
  const r = Math.max(0.5, radius);
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(width - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(height - 1, Math.ceil(cy + r));
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) mask[y * width + x] = value;
}

/** Paints a stroke's path as overlapping discs every half radius. */
export function strokeInto(mask: Uint8Array, width: number, height: number, stroke: PixelStroke, scale: number): void {
  const value = stroke.mode === 'add' ? 1 : 0;
  const radius = stroke.radius * scale;
  const step = Math.max(0.5, radius / 2);
  const pts = stroke.points;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    disc(mask, width, height, p.x * scale, p.y * scale, radius, value);
    const q = pts[i + 1];
    if (!q) continue;
    const length = Math.hypot(q.x - p.x, q.y - p.y) * scale;
    for (let t = step; t < length; t += step) {
      const f = t / length;
      disc(mask, width, height, (p.x + (q.x - p.x) * f) * scale, (p.y + (q.y - p.y) * f) * scale, radius, value);
    }
  }
}

/** Decoder runs and their time in this thread (for the bench and the debug hook). */
export const decoderUse = { runs: 0, ms: 0 };

async function timedDecode(...args: Parameters<typeof decode>): ReturnType<typeof decode> {
  const started = performance.now();
  try {
    return await decode(...args);
  } finally {
    decoderUse.runs++;
    decoderUse.ms += performance.now() - started;
  }
}

/** Part masks already answered, per embedding and prompt (a round of taps mostly asks what the last one did). */
const partCache = new WeakMap<Float32Array, Map<string, Uint8Array>>();
const PART_CACHE_SIZE = 64;

/** The part of the picture under one point (photo pixels), as a 0/1 mask at `out`'s size. */
async function partAt(
  input: PaintInput,
  x: number,
  y: number,
  out: { width: number; height: number },
  negatives: readonly { x: number; y: number }[] = [],
  box?: SamBox,
): Promise<Uint8Array> {
  return partAtPoints(input, [{ x, y }], out, negatives, box);
}

/** The part of the picture the points (photo pixels) describe together, as a 0/1 mask at `out`'s size. */
async function partAtPoints(
  input: PaintInput,
  points: readonly { x: number; y: number }[],
  out: { width: number; height: number },
  negatives: readonly { x: number; y: number }[] = [],
  box?: SamBox,
): Promise<Uint8Array> {
  const { embedding } = input;
  const toModel = embedding.width / input.width;
  // Prompts fall on a grid of 1/256 of the long edge, so a nearby prompt of the next round is the same prompt.
  const cell = Math.max(embedding.width, embedding.height) / 256;
  const snap = (v: number) => (Math.round((v * toModel) / cell) + 0.5) * cell;
  const yes = points.map((p) => ({ x: snap(p.x), y: snap(p.y), positive: true }));
  const not = negatives.map((p) => ({ x: snap(p.x), y: snap(p.y), positive: false }));
  const frame = box && { left: snap(box.left), top: snap(box.top), right: snap(box.right), bottom: snap(box.bottom) };
  const key = `${out.width}x${out.height}:${yes.map((p) => `${p.x}:${p.y}`).join(';')}:${not.map((p) => `${p.x},${p.y}`).join(';')}${frame ? `:box${frame.left},${frame.top},${frame.right},${frame.bottom}` : ''}`;
  let cache = partCache.get(embedding.data);
  if (!cache) partCache.set(embedding.data, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return hit;
  const answer = await timedDecode(embedding.data, { width: embedding.width, height: embedding.height }, [...yes, ...not], out, frame);
  const part = binary(answer.logits);
  if (cache.size >= PART_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, part);
  return part;
}

/** Grey paint: every tap at this L* or above (black paint below it), none light (decision 055, seventh session). */
const GREY_PAINT_FROM = 20;
/** …and anything colourless under this share of its darkest tap is black trim, not paint in shade. */
const GREY_TRIM_BELOW = 0.65;

/**
 * Black plastic on a grey car: on dark grey paint (no light tap, none black, none coloured) the colour rule lets
 * anything darker and colourless pass as paint in shade, so arch liners, sill and bumper cladding, tyres, window
 * rubbers and pillar trim came along. Pixels of the vehicle far darker than the darkest tap are trim; they leave
 * the paint after the parts are judged (the model's prompts and their answers stay as they were).
 */
export function greyPaintTrim(lab: LabImage, vehicle: Uint8Array, paints: readonly PaintColour[], brightest: number): Uint8Array {
  const out = new Uint8Array(vehicle.length);
  if (paints.length === 0) return out;
  const darkest = Math.min(...paints.map((c) => c.l));
  if (brightest >= 45 || darkest < GREY_PAINT_FROM || paints.some((c) => isColoured(c))) return out;
  const floor = GREY_TRIM_BELOW * darkest;
  for (let p = 0; p < vehicle.length; p++) if (vehicle[p] && lab.l[p]! < floor) out[p] = 1;
  return out;
}

/** The paint mask of a photo at its own size (`alpha` 0–255, feathered inside its edge by one pixel). */
export async function findPaint(input: PaintInput, debug?: (info: PaintDebug) => void): Promise<FoundPaint> {
  const { width, height, embedding } = input;
  const scale = Math.min(1, WORK_EDGE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  // A round that only adds a brush stroke keeps the taps' selection and asks the model only about the stroke: the
  // one handed in (kept in storage by the photo tool, so every worker and instance finds it), else the last few of
  // this embedding in this thread.
  const key = tapsKey(width, height, input.taps);
  let kept = tapCache.get(embedding.data);
  if (!kept) tapCache.set(embedding.data, (kept = new Map()));
  const given = input.fromTaps;
  const handed = given && given.key === key && given.width === w && given.height === h && given.mask.length === w * h ? given.mask : undefined;
  let fromTaps = debug ? undefined : (handed ?? kept.get(key));
  if (!fromTaps) fromTaps = await selectFromTaps(input, w, h, scale, debug);
  if (!debug && kept.get(key) !== fromTaps) {
    if (kept.size >= TAP_CACHE_SIZE) kept.delete(kept.keys().next().value!);
    kept.set(key, fromTaps);
  }
  const mask = fromTaps.slice();
  // Brush strokes, in order: the person's word is final. The first few snap to the part they were drawn on.
  let lab: LabImage | undefined;
  for (const [k, stroke] of (input.strokes ?? []).entries()) {
    // Where the brush went (an eraser's path too), then what that takes or gives back.
    const drawn = new Uint8Array(w * h);
    strokeInto(drawn, w, h, { ...stroke, mode: 'add' }, scale);
    let shape: Uint8Array = drawn;
    if (k < MAX_SNAPPED_STROKES) {
      lab ??= toLab(downsample(input.rgba, width, height, w, h), w, h);
      shape = await snapStroke(input, lab, stroke, drawn, scale);
    }
    const value = stroke.mode === 'add' ? 1 : 0;
    for (let i = 0; i < shape.length; i++) if (shape[i]) mask[i] = value;
  }
  return { ...upscale(mask, w, h, width, height), fromTaps: { key, width: w, height: h, mask: fromTaps } };
}

/** Strokes after this many paint exactly as drawn (each snap is one decoder run, 0.2–0.3 s). */
export const MAX_SNAPPED_STROKES = 12;
/** A snapped stroke reaches at most this many brush radii beyond its path… */
const SNAP_REACH = 3;
/** …an eraser only this many: taking paint away that the finger did not cover costs more than leaving a rim. */
const ERASE_REACH = 1;
/** …and the model is asked about the box around it grown by this many radii beyond the brush's edge. */
const SNAP_BOX = 2;
/** …and snaps only when what it takes holds at least this share of what was drawn. */
const SNAP_HOLDS = 0.5;

/**
 * A brush stroke that snaps to what it was drawn on, as a quick-selection brush does: the model is asked for the
 * thing under the stroke (its start, middle and end as points), and the stroke takes what of that thing looks like
 * the colours under the brush, joined to the stroke, within a few brush radii of its path. A finger along a bumper
 * takes the bumper up to its edges and no further: the grille, a light or the road the brush also touched are left
 * out, and nothing runs on across the car. Where that does not hold most of what was drawn (a stroke across
 * several things, a busy reflection), the stroke paints exactly as drawn.
 */
async function snapStroke(input: PaintInput, lab: LabImage, stroke: PixelStroke, drawn: Uint8Array, scale: number): Promise<Uint8Array> {
  const { width: w, height: h } = lab;
  const n = w * h;
  const samples = strokeSamples(stroke.points, 3);
  const reach = new Uint8Array(n);
  strokeInto(reach, w, h, { ...stroke, mode: 'add', radius: stroke.radius * (1 + (stroke.mode === 'add' ? SNAP_REACH : ERASE_REACH)) }, scale);
  let area = 0;
  for (let i = 0; i < n; i++) area += drawn[i]!;
  if (area === 0) return drawn;
  // First the model is told "the thing in here" (a box around the stroke, a radius beyond the brush's edge): it
  // answers the panel; then the points alone, which answer the whole car as often as the panel (the colour
  // under the brush then keeps to the panel).
  const grow = stroke.radius * (1 + SNAP_BOX);
  const xs = stroke.points.map((p) => p.x);
  const ys = stroke.points.map((p) => p.y);
  const box = { left: Math.min(...xs) - grow, right: Math.max(...xs) + grow, top: Math.min(...ys) - grow, bottom: Math.max(...ys) + grow };
  for (const frame of [box, undefined]) {
    const part = await partAtPoints(input, samples, { width: w, height: h }, [], frame);
    const snapped = snapTo(lab, part, reach, drawn, samples, Math.max(1, Math.round(stroke.radius * scale)), scale);
    let held = 0;
    for (let i = 0; i < n; i++) held += drawn[i]! & snapped[i]!;
    if (held >= SNAP_HOLDS * area) return snapped;
  }
  return drawn;
}

/**
 * What of the model's `part`, within the stroke's reach, looks like the colours under the brush on that part and
 * is joined to what the brush covered of it.
 */
function snapTo(lab: LabImage, part: Uint8Array, reach: Uint8Array, drawn: Uint8Array, samples: readonly { x: number; y: number }[], radius: number, scale: number): Uint8Array {
  const { width: w, height: h } = lab;
  const n = w * h;
  // Plain loops, not Uint8Array.from with a callback (it lists the source first): this runs on every stroke.
  const under = new Uint8Array(n);
  for (let i = 0; i < n; i++) under[i] = drawn[i]! & part[i]!;
  // Compared as the taps are, with the scene's colour cast taken out (a grey grille under a blue sky is not blue).
  const cast = colourCast(lab, part);
  const plain = { ...lab, a: new Float32Array(n), b: new Float32Array(n) };
  for (let i = 0; i < n; i++) {
    plain.a[i] = lab.a[i]! - cast.a;
    plain.b[i] = lab.b[i]! - cast.b;
  }
  const sampled = samples.map((p) => colourAt(plain, under, Math.min(w - 1, Math.floor(p.x * scale)), Math.min(h - 1, Math.floor(p.y * scale)), radius));
  // On coloured paint, a colourless sample is the window or the trim the brush strayed onto, not the paint.
  const coloured = sampled.filter((c) => isColoured(c));
  const colours = coloured.length > 0 ? coloured : sampled;
  const candidate = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (part[i] && reach[i] && colours.some((c) => looksLike(plain, i, c))) candidate[i] = 1;
  const { labels } = components(candidate, w);
  const touched = new Set<number>();
  for (let i = 0; i < under.length; i++) if (under[i] && labels[i]) touched.add(labels[i]!);
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (labels[i] && touched.has(labels[i]!)) out[i] = 1;
  return out;
}

/**
 * Whether pixel `p` looks like a colour under the brush, more strictly than the taps' rule (a stroke is drawn on
 * one thing, so what is much lighter or darker than it is not that thing): a coloured paint by its hue and
 * saturation, as the taps are judged; a colourless one by its a*b* and a lightness band around it, so a tyre or a
 * plate next to a grey bumper stays out.
 */
function looksLike(lab: LabImage, p: number, c: PaintColour): boolean {
  const l = lab.l[p]!;
  const a = lab.a[p]!;
  const b = lab.b[p]!;
  const chroma = Math.hypot(a, b);
  if (isColoured(c)) {
    let dh = Math.abs(Math.atan2(b, a) - c.hue);
    if (dh > Math.PI) dh = 2 * Math.PI - dh;
    const saturation = chroma / Math.max(5, l) / (c.chroma / Math.max(5, c.l));
    return chroma >= Math.max(6, 0.3 * c.chroma) && saturation >= 0.5 && dh <= (25 * Math.PI) / 180;
  }
  return Math.hypot(a - c.a, b - c.b) <= 8 && l >= 0.8 * c.l - 3 && l <= c.l + 20;
}

/** Up to `count` points spread evenly along a path by its length (its start, its end and between). */
export function strokeSamples(points: readonly { x: number; y: number }[], count: number): { x: number; y: number }[] {
  if (points.length <= 1 || count <= 1) return points.slice(0, 1);
  const lengths = [0];
  for (let i = 1; i < points.length; i++) lengths.push(lengths[i - 1]! + Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y));
  const total = lengths[lengths.length - 1]!;
  if (total === 0) return points.slice(0, 1);
  const out: { x: number; y: number }[] = [];
  let j = 1;
  for (let k = 0; k < count; k++) {
    const at = (total * k) / (count - 1);
    while (j < points.length - 1 && lengths[j]! < at) j++;
    const a = points[j - 1]!;
    const b = points[j]!;
    const span = lengths[j]! - lengths[j - 1]!;
    const f = span > 0 ? Math.min(1, Math.max(0, (at - lengths[j - 1]!) / span)) : 0;
    out.push({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
  }
  return out;
}

/** Selections from taps already worked out, per embedding (the last few rounds of one customer). */
const tapCache = new WeakMap<Float32Array, Map<string, Uint8Array>>();
const TAP_CACHE_SIZE = 8;

async function selectFromTaps(input: PaintInput, w: number, h: number, scale: number, debug?: (info: PaintDebug) => void): Promise<Uint8Array> {
  const { width, height, embedding } = input;
  const n = w * h;
  const lab = toLab(downsample(input.rgba, width, height, w, h), w, h);
  const photo = { width: embedding.width, height: embedding.height };
  // The embedding is of the photo as uploaded; taps are in this photo's pixels, which has the same aspect.
  const toModel = embedding.width / width;
  const point = (x: number, y: number, positive: boolean): SamPoint => ({ x: x * toModel, y: y * toModel, positive });
  const adds = input.taps.filter((t) => t.mode === 'add');
  const removes = input.taps.filter((t) => t.mode === 'remove');
  const inWork = (t: { x: number; y: number }) => Math.min(w - 1, Math.floor(t.x * scale)) + Math.min(h - 1, Math.floor(t.y * scale)) * w;

  // 1. The vehicle, from the add taps; only its pieces that hold a tap.
  const car = await timedDecode(embedding.data, photo, adds.map((t) => point(t.x, t.y, true)), { width: w, height: h });
  let vehicle = binary(car.logits);
  for (const t of adds) disc(vehicle, w, h, t.x * scale, t.y * scale, 2, 1);
  {
    const { labels } = components(vehicle, w);
    const keep = new Set(adds.map((t) => labels[inWork(t)]!).filter((id) => id > 0));
    vehicle = new Uint8Array(n);
    for (let i = 0; i < n; i++) if (keep.has(labels[i]!)) vehicle[i] = 1;
  }
  let vehicleArea = 0;
  for (let i = 0; i < n; i++) vehicleArea += vehicle[i]!;

  // 2. The paint's colours, one per add tap, from a disc 1.2 % of the long edge.
  const radius = Math.max(2, Math.round(0.012 * Math.max(w, h)));
  // The scene's colour cast (a blue evening, a graded photo): the median a*b* of the nearly colourless pixels
  // around the vehicle, taken out before colours are compared, so a grey grille under a blue cast is not blue.
  const cast = colourCast(lab, vehicle);
  for (let i = 0; i < n; i++) {
    lab.a[i] = lab.a[i]! - cast.a;
    lab.b[i] = lab.b[i]! - cast.b;
  }
  const tapped = adds.map((t) => colourAt(lab, vehicle, Math.min(w - 1, Math.floor(t.x * scale)), Math.min(h - 1, Math.floor(t.y * scale)), radius));
  // A tap on a glint reads the sky, not the paint: a near-white colour far above the other taps is left out.
  const paints = tapped.filter((c) => !(c.l > 88 && Math.hypot(c.a, c.b) < 8 && tapped.some((o) => o.l < c.l - 25)));
  if (paints.length === 0) paints.push(...tapped);
  const brightest = Math.max(...paints.map((c) => c.l));
  const like = classify(lab, vehicle, paints, brightest);
  // What the model's own features say is paint (sam/paint-probe.ts): coarse, but it knows a window or a wheel by
  // more than its colour.
  const probe = probeMap(embedding, input.probe ?? shippedProbe(), w, h);

  // 3. What does not look like the paint: the largest such areas go to the model, one point each, at their
  //    deepest pixel; the part it answers is taken out when it is mostly not paint.
  //    Where the probe says not paint is suspect too, whatever its colour (a grey window on a grey car).
  const notPaint = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (vehicle[i] && (like[i] !== Like.Paint || probe[i]! < 0)) notPaint[i] = 1;
  const opened = morph(morph(notPaint, w, h, 1, false), w, h, 1, true);
  const { labels, areas } = deepestAreas(opened, w, h);
  const minArea = Math.max(12, 0.002 * vehicleArea);
  const suspects = areas.filter((a) => a.size >= minArea).slice(0, MAX_PART_PROMPTS);
  const tapPixels = adds.map(inWork);
  // Neutral paint (white, silver, grey, black) shares its colour with glass, tyres and trim, so colour alone finds
  // too few suspects: the vehicle's box is also probed on a coarse grid, and each part the model answers is judged
  // by how far its typical colour is from the paint's.
  // Prompts sit on fixed grids of the picture where they can, so the next round (one more tap moves the outline
  // a little) asks the same questions and finds the answers kept.
  const step = Math.max(2, Math.round(Math.max(w, h) / 48));
  const onGrid = (p: number, holds: (q: number) => boolean): number => {
    const x = p % w;
    const y = (p - x) / w;
    const sx = Math.min(w - 1, Math.floor(x / step) * step + (step >> 1));
    const sy = Math.min(h - 1, Math.floor(y / step) * step + (step >> 1));
    return holds(sy * w + sx) ? sy * w + sx : p;
  };
  const prompts = suspects.map(({ id, p }) => onGrid(p, (q) => labels[q] === id));
  const neutral = paints.every((c) => !isColoured(c));
  if (neutral) {
    const core = morph(vehicle, w, h, radius, false);
    const cell = Math.max(w, h) / NEUTRAL_GRID;
    for (let y = cell / 2; y < h; y += cell) {
      for (let x = cell / 2; x < w; x += cell) {
        const p = Math.round(y) * w + Math.round(x);
        if (!core[p] || adds.some((t) => Math.hypot(t.x * scale - x, t.y * scale - y) < radius * 4)) continue;
        prompts.push(p);
      }
    }
  }
  // Wheels are never paint, and they are where the vehicle's outline reaches lowest: a probe a little above each
  // low point of the outline asks the model for the wheel there.
  // On the grid too where the grid point is still in the vehicle (a wheel) or in the same dark area (a tyre).
  const wheelBoxes = new Map(wheelProbes(vehicle, w, h).map(({ p, box }) => [onGrid(p, (q) => vehicle[q] === 1), box] as const));
  const wheels = [...wheelBoxes.keys(), ...tyreProbes(lab, vehicle, w, h, onGrid)];
  prompts.unshift(...wheels);
  // How busy the picture is: paint is smooth (reflections are gradients), wheels, grilles, lights and plates are
  // full of edges. The paint's own level is the median around the taps.
  const gradient = lightnessGradient(lab);
  const paintEdges = Math.max(0.5, median(tapPixels.flatMap((t) => around(t, w, h, radius).map((q) => gradient[q]!))));
  // Dark glossy paint mirrors its surroundings in sharp detail: its panels are as busy as glass, so only small
  // parts are judged by their edges there.
  const darkPaint = brightest < 45;
  // Parts the model outlined that are not paint: never filled back, whatever encloses them.
  const parts = new Uint8Array(n);
  const partLog: PaintDebug['parts'] = [];
  // Every pixel some answer covered, taken out or not: a suspect area no answer reached is asked about again.
  const answered = new Uint8Array(n);
  let asked = 0;
  const judge = async (p: number, leftover = false): Promise<void> => {
    asked++;
    const x = p % w;
    const y = (p - x) / w;
    const firstAnswer = await partAt(input, x / scale, y / scale, { width: w, height: h }, adds.slice(0, 1));
    let part = firstAnswer;
    const box = wheelBoxes.get(p);
    let boxed = false;
    if (box && neutral && tooBigForAWheel(part, vehicleArea)) {
      // The point alone answered the car around the wheel: ask again with a box around the wheel, and keep only
      // what falls inside the box (the arch above it stays paint).
      const photoBox = { left: box.left / scale, top: box.top / scale, right: box.right / scale, bottom: box.bottom / scale };
      const answer = await partAt(input, x / scale, y / scale, { width: w, height: h }, adds.slice(0, 1), photoBox);
      part = clipToBox(answer, w, box);
      // A wheel's answer sits in its box; one that runs on along the car (a bumper, a sill) is not a wheel.
      let all = 0;
      let kept = 0;
      for (let i = 0; i < n; i++) {
        all += answer[i]!;
        kept += part[i]!;
      }
      boxed = kept >= 0.7 * all && meanOver(probe, part) < 0;
    }
    let area = 0;
    let inside = 0;
    let not = 0;
    let unsure = 0;
    let dark = 0;
    let edges = 0;
    let probeSum = 0;
    const ls: number[] = [];
    const as: number[] = [];
    const bs: number[] = [];
    // Only the rows the part reaches (a part is a small share of the picture; ~20 of them a round).
    const { from, to } = extent(part);
    for (let i = from; i < to; i++) {
      if (!part[i]) continue;
      area++;
      if (vehicle[i]) {
        inside++;
        if (like[i] === Like.Not) not++;
        else if (like[i] === Like.Unsure) unsure++;
        if (lab.l[i]! < 35) dark++;
        probeSum += probe[i]!;
        edges += gradient[i]!;
        if ((i & 3) === 0) {
          ls.push(lab.l[i]!);
          as.push(lab.a[i]!);
          bs.push(lab.b[i]!);
        }
      }
    }
    const typical = { l: median(ls), a: median(as), b: median(bs) };
    const probeMean = probeSum / Math.max(1, inside);
    const distance = Math.min(...paints.map((c) => Math.hypot((typical.l - c.l) * 0.7, typical.a - c.a, typical.b - c.b)));
    let reason: string;
    const wheel = wheels.includes(p);
    if (area === 0) reason = 'empty';
    else if (box && !boxed && part !== firstAnswer) reason = 'not a wheel (its boxed answer runs on along the car, or the probe calls it paint)';
    else if (
      wheel &&
      area <= 0.2 * vehicleArea &&
      inside >= 0.6 * area &&
      !tapPixels.some((t) => part[t]) &&
      (dark >= 0.3 * inside || edges / Math.max(1, inside) >= 1.5 * paintEdges)
    ) {
      reason = boxed ? `accepted: a wheel (boxed, probe ${probeMean.toFixed(1)})` : 'accepted: a wheel';
    }
    else if (wheel) reason = `not a wheel (${(area / vehicleArea).toFixed(2)}, in ${(inside / area).toFixed(2)}, dark ${(dark / Math.max(1, inside)).toFixed(2)}, busy ${(edges / Math.max(1, inside) / paintEdges).toFixed(1)})`;
    else if (area > 0.35 * vehicleArea) reason = 'too large';
    else if (inside < 0.8 * area) reason = 'outside the vehicle';
    else if (tapPixels.some((t) => part[t])) reason = 'holds a tap';
    else if (probeMean < PROBE_NOT) reason = `accepted: the probe says not paint (${probeMean.toFixed(1)})`;
    else if (probeMean > PROBE_PAINT) reason = `paint by the probe (${probeMean.toFixed(1)})`;
    else {
      const busy = edges / Math.max(1, inside) / paintEdges;
      const why =
        not >= 0.4 * inside
          ? 'not paint-like'
          : area < (darkPaint ? SMALL_PART : 1) * vehicleArea && not + unsure >= 0.5 * inside && busy >= 1.5
            ? 'unsure and busy'
            : neutral && distance > NEUTRAL_PART_DISTANCE
              ? `far from the paint (${distance.toFixed(0)})`
              : area < (darkPaint ? SMALL_PART : 2 * SMALL_PART) * vehicleArea && busy > BUSY
                ? `busy (${busy.toFixed(1)}×)`
                : '';
      reason = why ? `accepted: ${why}` : `mostly paint (${distance.toFixed(0)}, edges ${busy.toFixed(1)}×)`;
    }
    // A leftover is taken out only where the probe leans to not paint too: colour already let it through once.
    if (leftover && reason.startsWith('accepted') && (area > LEFTOVER_PART * vehicleArea || probeMean >= 0)) reason = `kept: a leftover ${reason.slice('accepted: '.length)} (probe ${probeMean.toFixed(1)})`;
    const accepted = reason.startsWith('accepted');
    for (let i = from; i < to; i++) {
      if (accepted) parts[i] = parts[i]! | part[i]!;
      answered[i] = answered[i]! | part[i]!;
    }
    partLog.push({ x: x / scale, y: y / scale, area, accepted, reason });
  };
  for (const p of prompts.slice(0, MAX_PROBES)) if (!parts[p]) await judge(p);
  // A suspect area is often several parts (a side's two windows and the pillar between them, read as one by the
  // colour and the probe): where no answer reached, the largest leftovers are asked about too, within the budget.
  {
    const left = new Uint8Array(n);
    for (let i = 0; i < n; i++) if (opened[i] && !answered[i]) left[i] = 1;
    const rest = deepestAreas(morph(left, w, h, 1, false), w, h).areas.filter((a) => a.size >= minArea);
    for (const { p } of rest.slice(0, Math.max(0, MAX_PROBES + MAX_LEFTOVER_PROMPTS - asked))) if (!answered[p]) await judge(p, true);
  }

  // 4. Remove taps take out the part under them (or a disc, if the model answers most of the car).
  for (const t of removes) {
    const part = await partAt(input, t.x, t.y, { width: w, height: h }, adds.slice(0, 1));
    let area = 0;
    for (let i = 0; i < n; i++) area += part[i]!;
    if (area > 0 && area <= 0.5 * vehicleArea && !tapPixels.some((tp) => part[tp])) for (let i = 0; i < n; i++) parts[i] = parts[i]! | part[i]!;
    else disc(parts, w, h, t.x * scale, t.y * scale, radius * 2, 1);
  }

  // 5. Paint is what looks like it (or could be a reflection on it) inside the vehicle, outside the parts taken
  //    out; hair-thin bits go, gaps between panels close, islands away from the tapped paint (a wheel's rim
  //    inside its tyre) go, and holes enclosed by paint (reflections, badges, glints) are filled.
  let mask: Uint8Array = new Uint8Array(n);
  // Black trim on a grey car is not paint in shade.
  const cladding = greyPaintTrim(lab, vehicle, paints, brightest);
  for (let i = 0; i < n; i++) mask[i] = vehicle[i] && !parts[i] && !cladding[i] && like[i] !== Like.Not ? 1 : 0;
  mask = morph(morph(mask, w, h, 1, false), w, h, 1, true);
  const gap = Math.max(1, Math.round(0.003 * Math.max(w, h)));
  mask = morph(morph(mask, w, h, gap, true), w, h, gap, false);
  for (let i = 0; i < n; i++) if (!vehicle[i] || parts[i]) mask[i] = 0;
  {
    const { labels: islands, sizes: islandSizes } = components(mask, w);
    const keep = new Set<number>();
    for (const t of tapPixels) if (islands[t]) keep.add(islands[t]!);
    islandSizes.forEach((size, id) => {
      if (id > 0 && size >= 0.04 * vehicleArea) keep.add(id);
    });
    for (let i = 0; i < n; i++) mask[i] = keep.has(islands[i]!) ? 1 : 0;
  }
  let area = 0;
  for (let i = 0; i < n; i++) area += mask[i]!;
  const keepOut = new Uint8Array(n);
  for (let i = 0; i < n; i++) keepOut[i] = parts[i]! | (vehicle[i] ? 0 : 1);
  mask = fillHoles(mask, w, Math.round(area * 0.015), keepOut);

  debug?.({ work: { width: w, height: h }, vehicle, paintLike: like, parts: partLog, paints });
  return mask;
}

/** The work-size mask at the photo's size: bilinear, cut at half, then a one-pixel feather inside the edge. */
function upscale(mask: Uint8Array, w: number, h: number, width: number, height: number): PaintMask {
  const full = new Uint8Array(width * height);
  const sx = w / width;
  const sy = h / height;
  // Each column's two source columns and weight, worked out once instead of once per row.
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const txs = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.max(0, Math.min(w - 1, (x + 0.5) * sx - 0.5));
    x0s[x] = Math.floor(fx);
    x1s[x] = Math.min(w - 1, x0s[x]! + 1);
    txs[x] = fx - x0s[x]!;
  }
  for (let y = 0; y < height; y++) {
    const fy = Math.max(0, Math.min(h - 1, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const ty = fy - y0;
    const r0 = y0 * w;
    const r1 = y1 * w;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const x0 = x0s[x]!;
      const x1 = x1s[x]!;
      const a = mask[r0 + x0]!;
      const b = mask[r0 + x1]!;
      const c = mask[r1 + x0]!;
      const d = mask[r1 + x1]!;
      // Four equal neighbours (all but the edge) give that value: the blend of 0s is 0, of 1s is 1 within rounding.
      if (a === b && a === c && a === d) {
        full[row + x] = a;
        continue;
      }
      const tx = txs[x]!;
      const v = (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
      full[row + x] = v >= 0.5 ? 1 : 0;
    }
  }
  // The feather: a selected pixel whose 3 × 3 square is all selected (outside the photo counts as selected, as
  // morph()'s erosion has it) is inside (255), any other selected pixel is the edge (128). Worked out only where a
  // pixel is selected, without morph()'s two full-size passes.
  const alpha = new Uint8Array(width * height);
  let inside = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const up = y > 0 ? row - width : -1;
    const down = y < height - 1 ? row + width : -1;
    for (let x = 0; x < width; x++) {
      const p = row + x;
      if (!full[p]) continue;
      const left = x > 0;
      const right = x < width - 1;
      let all = (left ? full[p - 1]! : 1) & (right ? full[p + 1]! : 1);
      if (all && up >= 0) all &= (left ? full[up + x - 1]! : 1) & full[up + x]! & (right ? full[up + x + 1]! : 1);
      if (all && down >= 0) all &= (left ? full[down + x - 1]! : 1) & full[down + x]! & (right ? full[down + x + 1]! : 1);
      if (all) {
        alpha[p] = 255;
        inside++;
      } else alpha[p] = 128;
    }
  }
  return { width, height, alpha, area: inside };
}
