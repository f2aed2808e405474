// The built-in photo engine ("recolour"): the customer's own photo with the paint found from their taps (and
// brush strokes) and recoloured to the film, offline and deterministic (docs/decisions/036, 055). The pipeline
// picks it for any request that carries taps, whichever engine draws the shop's other renders.
import { PHOTO_RECOLOUR_MESSAGES } from '@wrapsmith/core';
import sharp from 'sharp';
import { ApiError } from '../../lib/errors.ts';
import { RenderEngineError, type RenderEngine } from '../render/types.ts';
import { maskPng } from '../library/mask.ts';
import { tapPixels } from './photo.ts';
import { sharedRecolourPool, type RecolourPool } from './pool.ts';
import { decodePhoto, keepTapSelection, keptTapSelection, photoEmbedding, strokePixels } from './tool.ts';

/** Less paint than this share of the photo means the taps found none (a tap on a glint, a window, an edge). */
export const MIN_PAINT_SHARE = 0.002;

export const noPaintFound = () => new ApiError(422, 'VALIDATION_FAILED', PHOTO_RECOLOUR_MESSAGES.noPaintFound);

export interface RecolourEngineOptions {
  /** The pool that recolours; the process's shared pool by default. */
  pool?: RecolourPool;
}

export function recolourEngine(options: RecolourEngineOptions = {}): RenderEngine {
  return {
    name: 'recolour',
    deterministic: true,
    supportsPhotos: true,
    async render(job) {
      const taps = job.spec.taps;
      if (!job.photo || !taps?.length) throw new RenderEngineError('The recolour engine needs a photo and taps');
      if (!job.storage) throw new RenderEngineError('The recolour engine needs storage for the photo’s embedding');
      const pool = options.pool ?? sharedRecolourPool();
      const embedding = await photoEmbedding(job.storage, job.photo.bytes, pool);
      const { rgba, width, height } = await decodePhoto(job.photo.bytes);
      const { film } = job.spec;
      const pixelTaps = tapPixels(taps, width, height);
      // "Recolour" after the free preview: the selection the preview's taps made is kept, so only the strokes and the
      // paint are worked out again.
      const fromTaps = await keptTapSelection(job.storage, job.photo.bytes, pixelTaps, width, height);
      const result = await pool.run({
        kind: 'recolour',
        rgba,
        width,
        height,
        embedding,
        taps: pixelTaps,
        strokes: strokePixels(job.spec.strokes ?? [], width, height),
        film: { hex: film.hex, finish: film.finish, secondaryHex: film.secondaryHex },
        ...(fromTaps ? { fromTaps } : {}),
      });
      await keepTapSelection(job.storage, job.photo.bytes, result.fromTaps);
      if (result.coverage < MIN_PAINT_SHARE) throw noPaintFound();
      const png = await sharp(result.bytes, { raw: { width, height, channels: 4 } }).removeAlpha().png().toBuffer();
      // A photo with a bigger original keeps its selection, so an export can paint the original (decision 074).
      if (job.photo.original && result.alpha) return { png, mask: await maskPng(result.alpha, width, height) };
      return { png };
    },
  };
}

let shared: RenderEngine | undefined;

/** The engine the pipeline uses for photo recolours. */
export function sharedRecolourEngine(): RenderEngine {
  shared ??= recolourEngine();
  return shared;
}
