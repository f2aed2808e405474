// Finds a car's paint on a real photo (docs/decisions/055). Two questions, answered by two different tools:
// 1. Where is the vehicle? The segmentation model (sam/model.ts), prompted with the add taps, outlines the whole
//    vehicle: its outline is the hard limit, so paint can never flow into the road, a wall or the sky.
// 2. Inside the vehicle, what is paint? The tapped paint's own colour tells most of it (a colour model per tap);
//    what does not look like that paint (glass, tyres, wheels, lights, grille, plate, trim) is handed back to the
//    model as a single-point prompt, which answers the whole part it belongs to (the window, the wheel), and the
//    part is taken out when it is mostly not paint. Reflections inside a panel keep the panel: a part that holds a
//    tap, or is most of the car, is never taken out.
// Remove taps take out the part under them, brush strokes add or erase pixels last, so a person always has the
// final word. Everything is a pure function of the photo, the embedding and the inputs: the same inputs give the
// same mask.
import { toLab, type LabImage } from './lab.ts';
import { decode, type SamPoint } from './sam/model.ts';
import type { Embedding } from './sam/embedding.ts';
import { fillHoles, morph, type PaintMask, type PixelTap } from './segment.ts';

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
/** At most this many suspect areas are shown to the model per round (each is one decoder run, ~0.3 s). */
export const MAX_PART_PROMPTS = 6;
/** Neutral paint: the vehicle's box is probed at this grid's cells too. */
const GRID_COLUMNS = 4;
const GRID_ROWS = 3;
/** A part whose typical colour is this far (ΔE-like, lightness at 0.7) from the neutral paint is not paint. */
const NEUTRAL_PART_DISTANCE = 14;

const enum Like {
  Not = 0,
  Paint = 1,
  /** Bright and colourless: a reflection on paint as often as a light or chrome. Neither side's evidence. */
  Unsure = 2,
}

interface PaintColour {
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
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
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

const median = (values: number[]): number => {
  const sorted = values.slice().sort((x, y) => x - y);
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

/** Chroma above which a paint counts as coloured (red, blue, green…); below, white, silver, grey or black. */
const COLOURED = 12;

/** How each pixel of the vehicle compares with the tapped paints. */
function classify(lab: LabImage, vehicle: Uint8Array, paints: readonly PaintColour[]): Uint8Array {
  const n = lab.width * lab.height;
  const like = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (!vehicle[p]) continue;
    const l = lab.l[p]!;
    const a = lab.a[p]!;
    const b = lab.b[p]!;
    const chroma = Math.hypot(a, b);
    let verdict = Like.Not;
    for (const paint of paints) {
      if (paint.chroma >= COLOURED) {
        let dh = Math.abs(Math.atan2(b, a) - paint.hue);
        if (dh > Math.PI) dh = 2 * Math.PI - dh;
        // Shading and reflections change lightness and wash out chroma, but keep the paint's hue.
        if (chroma >= Math.max(6, 0.25 * paint.chroma) && dh <= (30 * Math.PI) / 180) {
          verdict = Like.Paint;
          break;
        }
        if (chroma < 10 && l > Math.max(60, paint.l + 15)) verdict = Like.Unsure;
      } else {
        const near = Math.hypot(a - paint.a, b - paint.b) <= 10;
        const lightPaint = paint.l >= 45;
        const inBand = lightPaint ? l >= paint.l - 38 : l <= paint.l + 35;
        if (near && inBand) {
          verdict = Like.Paint;
          break;
        }
        if (!lightPaint && near && l > paint.l + 35) verdict = Like.Unsure;
      }
    }
    like[p] = verdict;
  }
  return like;
}

/** 4-connected components of `mask`: a label per pixel (0 none) and each component's size. */
function components(mask: Uint8Array, width: number, height: number): { labels: Int32Array; sizes: number[] } {
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
      const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p >= width ? p - width : -1, p + width < mask.length ? p + width : -1];
      for (const q of neighbours) {
        if (q < 0 || !mask[q] || labels[q]) continue;
        labels[q] = id;
        stack[depth++] = q;
      }
    }
    sizes.push(size);
  }
  void height;
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

/** Part masks already answered, per embedding and prompt (a round of taps mostly asks what the last one did). */
const partCache = new WeakMap<Float32Array, Map<string, Uint8Array>>();
const PART_CACHE_SIZE = 64;

/** The part of the picture under one point (photo pixels), as a 0/1 mask at `out`'s size. */
async function partAt(input: PaintInput, x: number, y: number, out: { width: number; height: number }): Promise<Uint8Array> {
  const { embedding } = input;
  const toModel = embedding.width / input.width;
  // Prompts fall on a grid of 1/256 of the long edge, so a nearby prompt of the next round is the same prompt.
  const cell = Math.max(embedding.width, embedding.height) / 256;
  const px = (Math.round((x * toModel) / cell) + 0.5) * cell;
  const py = (Math.round((y * toModel) / cell) + 0.5) * cell;
  const key = `${out.width}x${out.height}:${px}:${py}`;
  let cache = partCache.get(embedding.data);
  if (!cache) partCache.set(embedding.data, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return hit;
  const answer = await decode(embedding.data, { width: embedding.width, height: embedding.height }, [{ x: px, y: py, positive: true }], out);
  const part = binary(answer.logits);
  if (cache.size >= PART_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, part);
  return part;
}

/** The paint mask of a photo at its own size (`alpha` 0–255, feathered inside its edge by one pixel). */
export async function findPaint(input: PaintInput, debug?: (info: PaintDebug) => void): Promise<PaintMask> {
  const { width, height, embedding } = input;
  const scale = Math.min(1, WORK_EDGE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
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
  const car = await decode(embedding.data, photo, adds.map((t) => point(t.x, t.y, true)), { width: w, height: h });
  let vehicle = binary(car.logits);
  for (const t of adds) disc(vehicle, w, h, t.x * scale, t.y * scale, 2, 1);
  {
    const { labels } = components(vehicle, w, h);
    const keep = new Set(adds.map((t) => labels[inWork(t)]!).filter((id) => id > 0));
    vehicle = Uint8Array.from(labels, (id) => (keep.has(id) ? 1 : 0));
  }
  let vehicleArea = 0;
  for (let i = 0; i < n; i++) vehicleArea += vehicle[i]!;

  // 2. The paint's colours, one per add tap, from a disc 1.2 % of the long edge.
  const radius = Math.max(2, Math.round(0.012 * Math.max(w, h)));
  const paints = adds.map((t) => colourAt(lab, vehicle, Math.min(w - 1, Math.floor(t.x * scale)), Math.min(h - 1, Math.floor(t.y * scale)), radius));
  const like = classify(lab, vehicle, paints);

  // 3. What does not look like the paint: the largest such areas go to the model, one point each, at their
  //    deepest pixel; the part it answers is taken out when it is mostly not paint.
  const notPaint = Uint8Array.from(like, (v, i) => (vehicle[i] && v === Like.Not ? 1 : 0));
  const opened = morph(morph(notPaint, w, h, 1, false), w, h, 1, true);
  const { labels, sizes } = components(opened, w, h);
  const depth = insideDistance(opened, w, h);
  const deepest = new Map<number, { p: number; d: number }>();
  for (let p = 0; p < n; p++) {
    const id = labels[p]!;
    if (!id) continue;
    const best = deepest.get(id);
    if (!best || depth[p]! > best.d) deepest.set(id, { p, d: depth[p]! });
  }
  const minArea = Math.max(12, 0.002 * vehicleArea);
  const suspects = [...deepest.entries()]
    .filter(([id]) => sizes[id]! >= minArea)
    .sort((x, y) => sizes[y[0]]! - sizes[x[0]]! || x[1].p - y[1].p)
    .slice(0, MAX_PART_PROMPTS);
  const tapPixels = adds.map(inWork);
  // Neutral paint (white, silver, grey, black) shares its colour with glass, tyres and trim, so colour alone finds
  // too few suspects: the vehicle's box is also probed on a coarse grid, and each part the model answers is judged
  // by how far its typical colour is from the paint's.
  const prompts = suspects.map(([, { p }]) => p);
  const neutral = paints.every((c) => c.chroma < COLOURED);
  if (neutral) {
    let left = w;
    let right = -1;
    let top = h;
    let bottom = -1;
    for (let p = 0; p < n; p++) {
      if (!vehicle[p]) continue;
      const x = p % w;
      const y = (p - x) / w;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
    const core = morph(vehicle, w, h, radius, false);
    for (let row = 0; row < GRID_ROWS; row++) {
      for (let col = 0; col < GRID_COLUMNS; col++) {
        const x = Math.round(left + ((col + 0.5) / GRID_COLUMNS) * (right - left));
        const y = Math.round(top + ((row + 0.5) / GRID_ROWS) * (bottom - top));
        const p = y * w + x;
        if (!core[p] || adds.some((t) => Math.hypot(t.x * scale - x, t.y * scale - y) < radius * 4)) continue;
        prompts.push(p);
      }
    }
  }
  // Parts the model outlined that are not paint: never filled back, whatever encloses them.
  const parts = new Uint8Array(n);
  const partLog: PaintDebug['parts'] = [];
  for (const p of prompts) {
    if (parts[p]) continue;
    const x = p % w;
    const y = (p - x) / w;
    const part = await partAt(input, x / scale, y / scale, { width: w, height: h });
    let area = 0;
    let inside = 0;
    let not = 0;
    const ls: number[] = [];
    const as: number[] = [];
    const bs: number[] = [];
    for (let i = 0; i < n; i++) {
      if (!part[i]) continue;
      area++;
      if (vehicle[i]) {
        inside++;
        if (like[i] === Like.Not) not++;
        if ((i & 3) === 0) {
          ls.push(lab.l[i]!);
          as.push(lab.a[i]!);
          bs.push(lab.b[i]!);
        }
      }
    }
    const typical = { l: median(ls), a: median(as), b: median(bs) };
    const distance = Math.min(...paints.map((c) => Math.hypot((typical.l - c.l) * 0.7, typical.a - c.a, typical.b - c.b)));
    let reason = 'accepted';
    if (area === 0) reason = 'empty';
    else if (area > 0.35 * vehicleArea) reason = 'too large';
    else if (inside < 0.8 * area) reason = 'outside the vehicle';
    else if (tapPixels.some((t) => part[t])) reason = 'holds a tap';
    else if (not < 0.4 * inside && !(neutral && distance > NEUTRAL_PART_DISTANCE)) reason = `mostly paint (${distance.toFixed(0)})`;
    const accepted = reason === 'accepted';
    if (accepted) for (let i = 0; i < n; i++) parts[i] = parts[i]! | part[i]!;
    partLog.push({ x: x / scale, y: y / scale, area, accepted, reason });
  }

  // 4. Remove taps take out the part under them (or a disc, if the model answers most of the car).
  for (const t of removes) {
    const part = await partAt(input, t.x, t.y, { width: w, height: h });
    let area = 0;
    for (let i = 0; i < n; i++) area += part[i]!;
    if (area > 0 && area <= 0.5 * vehicleArea && !tapPixels.some((tp) => part[tp])) for (let i = 0; i < n; i++) parts[i] = parts[i]! | part[i]!;
    else disc(parts, w, h, t.x * scale, t.y * scale, radius * 2, 1);
  }

  // 5. Paint is what looks like it (or could be a reflection on it) inside the vehicle, outside the parts taken
  //    out; hair-thin bits go, gaps between panels close, islands away from the tapped paint (a wheel's rim
  //    inside its tyre) go, and holes enclosed by paint (reflections, badges, glints) are filled.
  let mask: Uint8Array = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = vehicle[i] && !parts[i] && like[i] !== Like.Not ? 1 : 0;
  mask = morph(morph(mask, w, h, 1, false), w, h, 1, true);
  const gap = Math.max(1, Math.round(0.003 * Math.max(w, h)));
  mask = morph(morph(mask, w, h, gap, true), w, h, gap, false);
  for (let i = 0; i < n; i++) if (!vehicle[i] || parts[i]) mask[i] = 0;
  {
    const { labels: islands, sizes: islandSizes } = components(mask, w, h);
    const keep = new Set<number>();
    for (const t of tapPixels) if (islands[t]) keep.add(islands[t]!);
    islandSizes.forEach((size, id) => {
      if (id > 0 && size >= 0.04 * vehicleArea) keep.add(id);
    });
    for (let i = 0; i < n; i++) mask[i] = keep.has(islands[i]!) ? 1 : 0;
  }
  let area = 0;
  for (let i = 0; i < n; i++) area += mask[i]!;
  const keepOut = Uint8Array.from(parts, (v, i) => v | (vehicle[i] ? 0 : 1));
  mask = fillHoles(mask, w, Math.round(area * 0.015), keepOut);

  // 6. Brush strokes, in order: the person's word is final.
  for (const stroke of input.strokes ?? []) strokeInto(mask, w, h, stroke, scale);
  debug?.({ work: { width: w, height: h }, vehicle, paintLike: like, parts: partLog, paints });
  return upscale(mask, w, h, width, height);
}

/** The work-size mask at the photo's size: bilinear, cut at half, then a one-pixel feather inside the edge. */
function upscale(mask: Uint8Array, w: number, h: number, width: number, height: number): PaintMask {
  const full = new Uint8Array(width * height);
  const sx = w / width;
  const sy = h / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.max(0, Math.min(h - 1, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.max(0, Math.min(w - 1, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(w - 1, x0 + 1);
      const tx = fx - x0;
      const v =
        (mask[y0 * w + x0]! * (1 - tx) + mask[y0 * w + x1]! * tx) * (1 - ty) + (mask[y1 * w + x0]! * (1 - tx) + mask[y1 * w + x1]! * tx) * ty;
      full[y * width + x] = v >= 0.5 ? 1 : 0;
    }
  }
  const core = morph(full, width, height, 1, false);
  const alpha = new Uint8Array(width * height);
  let inside = 0;
  for (let i = 0; i < alpha.length; i++) {
    alpha[i] = core[i] ? 255 : full[i] ? 128 : 0;
    if (core[i]) inside++;
  }
  return { width, height, alpha, area: inside };
}
