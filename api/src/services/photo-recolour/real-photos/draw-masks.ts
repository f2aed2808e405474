/**
 * Rasterises the hand-drawn paint masks of the real test photographs.
 *
 * For every `<name>.paint.json` beside this file (polygons in pixel coordinates of `<name>.jpg`):
 *   { "paint": [[x, y], ...][], "holes": [[x, y], ...][] }
 * it writes `<name>.mask.png`, an 8-bit greyscale PNG of the photo's size:
 *   255 = paint: the pixel centre is inside some `paint` polygon and inside no `holes` polygon,
 *     0 = not paint,
 *   128 = don't care: within 3 px of a polygon edge that bounds the paint (the edges of paint are blends
 *         in the photo itself; the tests leave this band out). Edges that do not change the mask (a hole
 *         drawn partly outside the paint, the shared edge of two touching paint polygons) get no band.
 *
 * Run from `api/`: `pnpm exec tsx src/services/photo-recolour/real-photos/draw-masks.ts [name ...]`
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

type Point = [number, number];
type Polygon = Point[];
export interface PaintPolygons {
  paint: Polygon[];
  holes: Polygon[];
}

export const BAND_PX = 3;
export const PAINT = 255;
export const NOT_PAINT = 0;
export const DONT_CARE = 128;

/** The edges of a closed polygon as [from, to] pairs; the last point joins the first. */
function edges(poly: Polygon): [Point, Point][] {
  return poly.map((to, i): [Point, Point] => [poly[(i + poly.length - 1) % poly.length] ?? to, to]);
}

/** Even-odd coverage of pixel centres by one polygon, OR-ed into `into` (scanline fill). */
function fillPolygon(poly: Polygon, width: number, height: number, into: Uint8Array): void {
  const n = poly.length;
  if (n < 3) return;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const [, y] of poly) {
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const y0 = Math.max(0, Math.ceil(minY - 0.5));
  const y1 = Math.min(height - 1, Math.floor(maxY - 0.5));
  const xs: number[] = [];
  for (let py = y0; py <= y1; py++) {
    const cy = py + 0.5;
    xs.length = 0;
    for (const [[xj, yj], [xi, yi]] of edges(poly)) {
      if (yi > cy !== yj > cy) xs.push(xi + ((cy - yi) * (xj - xi)) / (yj - yi));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const xa = Math.max(0, Math.ceil((xs[k] ?? 0) - 0.5));
      const xb = Math.min(width - 1, Math.floor((xs[k + 1] ?? 0) - 0.5));
      const row = py * width;
      for (let px = xa; px <= xb; px++) into[row + px] = 1;
    }
  }
}

function union(polys: Polygon[], width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (const poly of polys) fillPolygon(poly, width, height, out);
  return out;
}

/** The mask (0 / 128 / 255, one byte a pixel, row-major) of the polygons on a width × height photo. */
export function rasterise(polys: PaintPolygons, width: number, height: number): Uint8Array {
  const paint = union(polys.paint, width, height);
  const holes = union(polys.holes ?? [], width, height);
  const inside = new Uint8Array(width * height);
  for (let i = 0; i < inside.length; i++) inside[i] = paint[i] && !holes[i] ? 1 : 0;

  // Pixels whose centre is within BAND_PX of a polygon edge.
  const near = new Uint8Array(width * height);
  const r = BAND_PX;
  for (const poly of [...polys.paint, ...(polys.holes ?? [])]) {
    for (const [[ax, ay], [bx, by]] of edges(poly)) {
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const xa = Math.max(0, Math.floor(Math.min(ax, bx) - r - 1));
      const xb = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + r + 1));
      const ya = Math.max(0, Math.floor(Math.min(ay, by) - r - 1));
      const yb = Math.min(height - 1, Math.ceil(Math.max(ay, by) + r + 1));
      for (let py = ya; py <= yb; py++) {
        for (let px = xa; px <= xb; px++) {
          const cx = px + 0.5;
          const cy = py + 0.5;
          const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((cx - ax) * dx + (cy - ay) * dy) / len2));
          const ex = ax + t * dx - cx;
          const ey = ay + t * dy - cy;
          if (ex * ex + ey * ey <= r * r) near[py * width + px] = 1;
        }
      }
    }
  }

  // Keep the band only where the mask changes within BAND_PX (an edge that bounds the paint).
  const offsets: [number, number][] = [];
  for (let oy = -r; oy <= r; oy++) for (let ox = -r; ox <= r; ox++) if (ox * ox + oy * oy <= r * r) offsets.push([ox, oy]);
  const out = new Uint8Array(width * height);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const i = py * width + px;
      out[i] = inside[i] ? PAINT : NOT_PAINT;
      if (!near[i]) continue;
      for (const [ox, oy] of offsets) {
        const qx = px + ox;
        const qy = py + oy;
        if (qx < 0 || qy < 0 || qx >= width || qy >= height) continue;
        if (inside[qy * width + qx] !== inside[i]) {
          out[i] = DONT_CARE;
          break;
        }
      }
    }
  }
  return out;
}

export async function drawMask(dir: string, name: string): Promise<void> {
  const polys = JSON.parse(readFileSync(join(dir, `${name}.paint.json`), 'utf8')) as PaintPolygons;
  const { width, height } = await sharp(join(dir, `${name}.jpg`)).metadata();
  if (!width || !height) throw new Error(`${name}.jpg: no size`);
  const mask = rasterise(polys, width, height);
  await sharp(Buffer.from(mask), { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toFile(join(dir, `${name}.mask.png`));
}

const here = dirname(fileURLToPath(import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const names = process.argv.slice(2);
  const all = readdirSync(here)
    .filter((f) => f.endsWith('.paint.json'))
    .map((f) => f.slice(0, -'.paint.json'.length));
  for (const name of names.length ? names : all) {
    await drawMask(here, name);
    console.log(`${name}.mask.png`);
  }
}
