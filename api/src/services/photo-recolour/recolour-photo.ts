// The whole recolour of one photo, pixels in and pixels out: Lab, paint mask from the taps, film applied. Pure and
// CPU-bound (about a second for a 2048 px photo), so it runs in a worker (worker.ts), never on the event loop.
import { toLab } from './lab.ts';
import { recolour, type FilmLook } from './recolour.ts';
import { segmentPaint, type PixelTap } from './segment.ts';

export interface RecolourJob {
  /** RGBA, width × height × 4 bytes. */
  rgba: Uint8Array;
  width: number;
  height: number;
  taps: PixelTap[];
  film: FilmLook;
}

export interface RecolourResult {
  rgba: Uint8Array;
  /** Share of the photo's pixels recoloured in full (0–1). */
  coverage: number;
}

export function recolourPhoto(job: RecolourJob): RecolourResult {
  const lab = toLab(job.rgba, job.width, job.height);
  const mask = segmentPaint(lab, job.taps);
  return { rgba: recolour(job.rgba, lab, mask, job.film), coverage: mask.area / (job.width * job.height) };
}
