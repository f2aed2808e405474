// A small synthetic "car photo" for unit and API tests: a painted body shaded top to bottom on a grey, noisy ground,
// with a dark window enclosed by paint, a white glint on the paint and a black tyre below it. With `tintedWindow` the
// window is a darker shade of the paint's own hue with a soft edge: a look-alike that only a remove tap keeps out.
// Every region is known exactly, so tests can check each pixel.
import sharp from 'sharp';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface SyntheticCar {
  width: number;
  height: number;
  rgba: Uint8Array;
  body: Box;
  window: Box;
  glint: Box;
  tyre: { cx: number; cy: number; r: number };
  /** True for pixels of the paint (the body minus its window; the glint is paint under a reflection). */
  isPaint: (x: number, y: number) => boolean;
}

const inside = (b: Box, x: number, y: number) => x >= b.left && x < b.right && y >= b.top && y < b.bottom;

export function syntheticCar(options: { width?: number; height?: number; paint?: [number, number, number]; tintedWindow?: boolean } = {}): SyntheticCar {
  const width = options.width ?? 480;
  const height = options.height ?? 320;
  const [pr, pg, pb] = options.paint ?? [40, 70, 160];
  const body: Box = { left: Math.round(width * 0.2), top: Math.round(height * 0.3), right: Math.round(width * 0.8), bottom: Math.round(height * 0.7) };
  const window: Box = { left: Math.round(width * 0.3), top: Math.round(height * 0.36), right: Math.round(width * 0.5), bottom: Math.round(height * 0.48) };
  const glint: Box = { left: Math.round(width * 0.6), top: Math.round(height * 0.5), right: Math.round(width * 0.6) + 8, bottom: Math.round(height * 0.5) + 6 };
  const tyre = { cx: Math.round(width * 0.35), cy: body.bottom + Math.round(height * 0.08), r: Math.round(height * 0.08) };
  const rgba = new Uint8Array(width * height * 4);
  let seed = 11;
  const noise = () => ((seed = (seed * 16807) % 2147483647) % 9) - 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let rgb: [number, number, number];
      const shade = 1.25 - (0.5 * (y - body.top)) / (body.bottom - body.top);
      if (Math.hypot(x - tyre.cx, y - tyre.cy) <= tyre.r) rgb = [22, 22, 24];
      else if (inside(glint, x, y)) rgb = [250, 250, 252];
      else if (inside(window, x, y) && !options.tintedWindow) rgb = [18, 24, 30];
      else if (inside(body, x, y)) {
        // The tinted window fades in over 4 px to 85 % of the paint’s brightness.
        const into = Math.min(x - window.left, window.right - 1 - x, y - window.top, window.bottom - 1 - y);
        const tint = options.tintedWindow && into >= 0 ? 1 - 0.15 * Math.min(1, (into + 1) / 4) : 1;
        rgb = [pr * shade * tint, pg * shade * tint, pb * shade * tint];
      }
      else {
        const v = 120 + noise();
        rgb = [v, v, v - 3];
      }
      rgba[o] = Math.min(255, Math.round(rgb[0]));
      rgba[o + 1] = Math.min(255, Math.round(rgb[1]));
      rgba[o + 2] = Math.min(255, Math.round(rgb[2]));
      rgba[o + 3] = 255;
    }
  }
  const isPaint = (x: number, y: number) => inside(body, x, y) && !inside(window, x, y) && Math.hypot(x - tyre.cx, y - tyre.cy) > tyre.r;
  return { width, height, rgba, body, window, glint, tyre, isPaint };
}

/** The synthetic car as a JPEG file (quality 95), for upload tests. */
export async function syntheticCarJpeg(options: Parameters<typeof syntheticCar>[0] = {}): Promise<{ car: SyntheticCar; jpeg: Buffer }> {
  const car = syntheticCar(options);
  const jpeg = await sharp(Buffer.from(car.rgba), { raw: { width: car.width, height: car.height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: 95 })
    .toBuffer();
  return { car, jpeg };
}

/** A tap in the middle of the body's paint, below the window, as fractions. */
export const bodyTap = (car: SyntheticCar) => ({ x: (car.body.left + car.body.right) / 2 / car.width, y: (car.body.top + car.body.bottom) / 2 / car.height + 0.05, mode: 'add' as const });
