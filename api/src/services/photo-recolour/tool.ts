// The photo tool's steps as the API runs them (decision 055): the photo decoded, its embedding read from storage
// or computed once and kept there (`embeddings/<sha256>.bin`, so every instance finds it), a selection from taps
// and strokes, and the selection as a small PNG the browser lays over the photo. The pixel work runs in the photo
// pool's worker threads.
import { createHash } from 'node:crypto';
import type { PhotoStroke, PhotoTap } from '@wrapsmith/core';
import sharp from 'sharp';
import type { Storage } from '../storage/index.ts';
import { RenderEngineError } from '../render/types.ts';
import type { PixelStroke } from './paint.ts';
import { tapPixels } from './photo.ts';
import type { PixelTap } from './segment.ts';
import type { FilmLook } from './recolour.ts';
import { sharedRecolourPool, type RecolourPool } from './pool.ts';
import { SAM_INPUT } from './sam/model.ts';
import { unpackEmbedding } from './sam/embedding.ts';
import { packTapSelection, tapSelectionKey, tapsKey, unpackTapSelection, type TapSelection } from './tap-selection.ts';

export const embeddingKey = (photoSha256: string): string => `embeddings/${photoSha256}.bin`;
export const photoSha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export interface DecodedPhoto {
  rgba: Uint8Array;
  width: number;
  height: number;
}

/** The prepared photo's pixels (photo.ts made it: an upright JPEG of at most 2048 px). */
export async function decodePhoto(bytes: Uint8Array): Promise<DecodedPhoto> {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new RenderEngineError('The photo could not be decoded', { cause: error });
    });
  return { rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

const computing = new Map<string, Promise<Uint8Array>>();

/**
 * The photo's embedding: read from storage, or computed (several seconds, in a worker) and kept. Two requests for
 * the same photo in one process share one computation; across instances the second finds it kept, or computes the
 * same bytes again.
 */
export async function photoEmbedding(storage: Storage, photo: Uint8Array, pool: RecolourPool = sharedRecolourPool()): Promise<Uint8Array> {
  const sha = photoSha256(photo);
  const key = embeddingKey(sha);
  const kept = await storage.get(key);
  if (kept && unpackEmbedding(kept)) return new Uint8Array(kept.buffer, kept.byteOffset, kept.byteLength);
  let running = computing.get(sha);
  if (!running) {
    running = (async () => {
      const meta = await sharp(photo).metadata();
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      const scale = SAM_INPUT / Math.max(width, height);
      const w = Math.max(1, Math.round(width * scale));
      const h = Math.max(1, Math.round(height * scale));
      const { data } = await sharp(photo).removeAlpha().resize(w, h, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
      const rgb = new Uint8Array(data.byteLength);
      rgb.set(data);
      const { bytes } = await pool.run({ kind: 'embed', rgb, width: w, height: h, photoWidth: width, photoHeight: height });
      await storage.put(key, bytes);
      return bytes;
    })().finally(() => computing.delete(sha));
    computing.set(sha, running);
  }
  return running;
}

/** Strokes from fractions to pixels of a `width` × `height` photo. */
export function strokePixels(strokes: readonly PhotoStroke[], width: number, height: number): PixelStroke[] {
  const long = Math.max(width, height);
  return strokes.map((s) => ({ mode: s.mode, radius: s.radius * long, points: s.points.map((p) => ({ x: p.x * width, y: p.y * height })) }));
}

export interface Selection {
  width: number;
  height: number;
  /** 0–255 per pixel of the photo. */
  alpha: Uint8Array;
  /** Share of the photo selected in full. */
  coverage: number;
}

export interface SelectInput {
  storage: Storage;
  photo: Uint8Array;
  taps: readonly PhotoTap[];
  strokes?: readonly PhotoStroke[];
  pool?: RecolourPool;
}

/**
 * The photo's kept selection from taps (tap-selection.ts) when it is the one of these taps: a round that only
 * changes the brush, "Recolour" after the preview, or a library save starts from it instead of the model's ~20
 * prompts. A kept object that cannot be read is no selection; the next round keeps a new one.
 */
export async function keptTapSelection(storage: Storage, photo: Uint8Array, taps: readonly PixelTap[], width: number, height: number): Promise<TapSelection | undefined> {
  const bytes = await storage.get(tapSelectionKey(photoSha256(photo)));
  const kept = bytes ? unpackTapSelection(bytes) : null;
  return kept && kept.key === tapsKey(width, height, taps) ? kept : undefined;
}

/** Keeps the selection a job worked out from its taps, in place of the photo's last one. */
export async function keepTapSelection(storage: Storage, photo: Uint8Array, fromTaps: TapSelection | undefined): Promise<void> {
  if (fromTaps) await storage.put(tapSelectionKey(photoSha256(photo)), packTapSelection(fromTaps));
}

/** The paint the taps and strokes select on the photo. */
export async function selectPaint(input: SelectInput): Promise<Selection> {
  const pool = input.pool ?? sharedRecolourPool();
  const embedding = await photoEmbedding(input.storage, input.photo, pool);
  const { rgba, width, height } = await decodePhoto(input.photo);
  const taps = tapPixels(input.taps, width, height);
  const fromTaps = await keptTapSelection(input.storage, input.photo, taps, width, height);
  const result = await pool.run({
    kind: 'select',
    rgba,
    width,
    height,
    embedding,
    taps,
    strokes: strokePixels(input.strokes ?? [], width, height),
    ...(fromTaps ? { fromTaps } : {}),
  });
  await keepTapSelection(input.storage, input.photo, result.fromTaps);
  return { width, height, alpha: result.bytes, coverage: result.coverage };
}

/** Longest edge of the selection overlay sent to the browser: sharp on a phone, a few kilobytes. */
export const SELECTION_PREVIEW_EDGE = 768;

/** The selection as a PNG (white: selected, black: not) of at most SELECTION_PREVIEW_EDGE px, the photo's aspect. */
export async function selectionPng(selection: Selection, edge = SELECTION_PREVIEW_EDGE): Promise<Buffer> {
  return sharp(selection.alpha, { raw: { width: selection.width, height: selection.height, channels: 1 } })
    .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** The photo recoloured over a selection made earlier (its alpha at the photo's size), as a PNG. */
export async function recolourSelection(photo: Uint8Array, alpha: Uint8Array, film: FilmLook, pool: RecolourPool = sharedRecolourPool()): Promise<{ png: Buffer; coverage: number }> {
  const { rgba, width, height } = await decodePhoto(photo);
  if (alpha.length !== width * height) throw new RenderEngineError('The selection does not fit the photo');
  const copy = new Uint8Array(alpha.length);
  copy.set(alpha);
  const { bytes, coverage } = await pool.run({ kind: 'recolour-mask', rgba, width, height, alpha: copy, film });
  const png = await sharp(bytes, { raw: { width, height, channels: 4 } }).removeAlpha().png().toBuffer();
  return { png, coverage };
}
