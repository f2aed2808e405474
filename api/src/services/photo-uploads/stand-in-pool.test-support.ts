// A stand-in for the photo workers in route tests that do not need the segmentation model (seconds per photo): it
// runs in the test's thread, answers an embedding with zeros in the kept format, selects a disc around each add
// tap (less a smaller disc at each remove tap, then the strokes), and recolours the selection flat to the film. An
// export's recolour of an original (no model in it) runs the real recolourFull, shading and all.
// Route tests swap it in for sharedRecolourPool() (withPhotoPool below), count the jobs it ran, and can hold jobs in
// flight.
import { hexToRgb } from '@wrapsmith/catalog';
import type { PhotoJob, PhotoJobResult, RecolourPool } from '../photo-recolour/index.ts';
import { tapsKey, type TapSelection } from '../photo-recolour/tap-selection.ts';
import { lightnessPlane } from '../photo-recolour/lab.ts';
import { recolourFull } from '../photo-recolour/recolour.ts';
import type * as PoolModule from '../photo-recolour/pool.ts';
import { packEmbedding } from '../photo-recolour/sam/embedding.ts';
import { EMBEDDING_LENGTH } from '../photo-recolour/sam/model.ts';

/** Radius of a tap's selected disc, as a share of the photo's long edge. */
export const STAND_IN_TAP_RADIUS = 0.15;

export interface StandInPool extends RecolourPool {
  /** The kinds of the jobs run so far, in order. */
  readonly jobs: PhotoJob['kind'][];
  /** The kinds of the selections and recolours that started from the kept selection of their taps, in order. */
  readonly fromKept: PhotoJob['kind'][];
  /** Jobs started and not answered yet. */
  readonly running: number;
  /** From now on jobs wait until release() (a job held in flight). */
  hold(): void;
  release(): void;
}

function disc(alpha: Uint8Array, width: number, height: number, cx: number, cy: number, r: number, value: number) {
  for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(height - 1, Math.ceil(cy + r)); y++) {
    for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(width - 1, Math.ceil(cx + r)); x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) alpha[y * width + x] = value;
    }
  }
}

/**
 * The discs of the taps (as the real engine, kept between rounds: a job handed the kept selection of its taps starts
 * from it, else works it out and answers it to keep), then the strokes.
 */
function selectionOf(job: Extract<PhotoJob, { kind: 'select' | 'recolour' }>): { alpha: Uint8Array; fromTaps?: TapSelection; fromKept: boolean } {
  const { width, height } = job;
  const long = Math.max(width, height);
  const key = tapsKey(width, height, job.taps);
  const kept = job.fromTaps?.key === key ? job.fromTaps.mask : undefined;
  let base = kept;
  if (!base) {
    base = new Uint8Array(width * height);
    for (const tap of job.taps) if (tap.mode === 'add') disc(base, width, height, tap.x, tap.y, STAND_IN_TAP_RADIUS * long, 1);
    for (const tap of job.taps) if (tap.mode === 'remove') disc(base, width, height, tap.x, tap.y, (STAND_IN_TAP_RADIUS / 3) * long, 0);
  }
  const alpha = Uint8Array.from(base, (v) => (v ? 255 : 0));
  for (const stroke of job.strokes) for (const p of stroke.points) disc(alpha, width, height, p.x, p.y, stroke.radius, stroke.mode === 'add' ? 255 : 0);
  return { alpha, fromKept: Boolean(kept), ...(kept ? {} : { fromTaps: { key, width, height, mask: base } }) };
}

const coverageOf = (alpha: Uint8Array) => alpha.reduce((n, a) => n + (a === 255 ? 1 : 0), 0) / alpha.length;

function paint(rgba: Uint8Array, alpha: Uint8Array, hex: string): Uint8Array {
  const { r, g, b } = hexToRgb(hex);
  const out = rgba.slice();
  for (let i = 0; i < alpha.length; i++) {
    if (alpha[i] !== 255) continue;
    out[i * 4] = r;
    out[i * 4 + 1] = g;
    out[i * 4 + 2] = b;
  }
  return out;
}

function answer(job: PhotoJob): PhotoJobResult {
  switch (job.kind) {
    case 'embed':
      return { bytes: packEmbedding({ width: job.photoWidth, height: job.photoHeight, data: new Float32Array(EMBEDDING_LENGTH) }), coverage: 0 };
    case 'select': {
      const { alpha, fromTaps } = selectionOf(job);
      return { bytes: alpha, coverage: coverageOf(alpha), ...(fromTaps ? { fromTaps } : {}) };
    }
    case 'recolour': {
      const { alpha, fromTaps } = selectionOf(job);
      return { bytes: paint(job.rgba, alpha, job.film.hex), coverage: coverageOf(alpha), alpha, ...(fromTaps ? { fromTaps } : {}) };
    }
    case 'recolour-mask':
      return { bytes: paint(job.rgba, job.alpha, job.film.hex), coverage: coverageOf(job.alpha) };
    case 'recolour-full': {
      const coverage = coverageOf(job.alpha);
      const mask = { width: job.width, height: job.height, alpha: job.alpha, area: Math.round(coverage * job.alpha.length) };
      const working = { l: lightnessPlane(job.rgb, job.width, job.height, 3), width: job.width, height: job.height };
      return { bytes: recolourFull(working, mask, job.film, { pixels: job.full, width: job.fullWidth, height: job.fullHeight, channels: 3 }), coverage };
    }
  }
}

export function standInPool(): StandInPool {
  const jobs: PhotoJob['kind'][] = [];
  const fromKept: PhotoJob['kind'][] = [];
  let running = 0;
  let held: { promise: Promise<void>; release: () => void } | null = null;
  return {
    size: 1,
    jobs,
    fromKept,
    get running() {
      return running;
    },
    hold() {
      let release = () => undefined as void;
      const promise = new Promise<void>((resolve) => (release = resolve));
      held = { promise, release };
    },
    release() {
      held?.release();
      held = null;
    },
    async run(job) {
      jobs.push(job.kind);
      if ((job.kind === 'select' || job.kind === 'recolour') && job.fromTaps?.key === tapsKey(job.width, job.height, job.taps)) fromKept.push(job.kind);
      running += 1;
      try {
        if (held) await held.promise;
        return answer(job);
      } finally {
        running -= 1;
      }
    },
    close: () => Promise.resolve(),
  };
}

/** The pool the route tests' mocked sharedRecolourPool() answers with; null: the real workers. */
export const photoPool: { current: RecolourPool | null } = { current: null };

/**
 * The photo pool module as route tests mock it, its shared pool swapped for `photoPool.current` when one is set.
 * vi.mock must stand in the test file itself:
 * `vi.mock('../../services/photo-recolour/pool.ts', async (original) => (await import('…/stand-in-pool.test-support.ts')).withPhotoPool(await original()));`
 */
export function withPhotoPool(actual: typeof PoolModule): typeof PoolModule {
  return { ...actual, sharedRecolourPool: () => photoPool.current ?? actual.sharedRecolourPool() };
}
