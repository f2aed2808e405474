// A photo's selection from taps alone as it is kept (storage key `selections/<photo sha256>.bin`, decision 082):
// the last one worked out for the photo, so the rounds after it — a brush stroke, "Recolour", "Save to library",
// marking a library photo again with the same taps — start from it instead of asking the model again. One per
// photo, replaced by the next taps, removed with the photo's embedding. Which taps it answers is inside it
// (paint.ts tapsKey): kept bytes for other taps, another version or a cut-short write are simply not used.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { PixelTap } from './segment.ts';

/**
 * The selection the taps alone make, at the work size (paint.ts): what a round that only adds or changes brush
 * strokes starts from. `key` names the photo's size and the taps (tapsKey), so it is never applied to other taps.
 */
export interface TapSelection {
  key: string;
  width: number;
  height: number;
  /** 0/1 per pixel of the work size. */
  mask: Uint8Array;
}

/** Which taps, on a photo of which size, a selection from taps answers. */
export const tapsKey = (width: number, height: number, taps: readonly PixelTap[]): string =>
  `${width}x${height}:${taps.map((t) => `${t.mode}${t.x},${t.y}`).join(';')}`;

export const tapSelectionKey = (photoSha256: string): string => `selections/${photoSha256}.bin`;

const MAGIC = 0x57535431; // "WST1"
const HEADER = 16;
/** No selection is bigger than the photo tool's working copy (at most 2048 px a side): a bigger header is damage. */
const MAX_PIXELS = 2048 * 2048;

/** Header (magic, width, height, key length), the key as UTF-8, then the mask as bits, deflated. */
export function packTapSelection(selection: TapSelection): Uint8Array {
  const key = Buffer.from(selection.key, 'utf8');
  const bits = new Uint8Array(Math.ceil(selection.mask.length / 8));
  for (let i = 0; i < selection.mask.length; i++) if (selection.mask[i]) bits[i >> 3]! |= 1 << (i & 7);
  const body = deflateRawSync(bits);
  const out = new Uint8Array(HEADER + key.length + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, selection.width, true);
  view.setUint32(8, selection.height, true);
  view.setUint32(12, key.length, true);
  out.set(key, HEADER);
  out.set(body, HEADER + key.length);
  return out;
}

/** The kept selection, or null when the bytes are not one (another version, a truncated or damaged object). */
export function unpackTapSelection(bytes: Uint8Array): TapSelection | null {
  if (bytes.byteLength < HEADER) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(4, true);
  const height = view.getUint32(8, true);
  const keyLength = view.getUint32(12, true);
  const pixels = width * height;
  if (view.getUint32(0, true) !== MAGIC || pixels === 0 || pixels > MAX_PIXELS || HEADER + keyLength > bytes.byteLength) return null;
  let bits: Buffer;
  try {
    bits = inflateRawSync(bytes.subarray(HEADER + keyLength), { maxOutputLength: Math.ceil(pixels / 8) });
  } catch {
    return null;
  }
  if (bits.length !== Math.ceil(pixels / 8)) return null;
  const mask = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) mask[i] = (bits[i >> 3]! >> (i & 7)) & 1;
  const key = Buffer.from(bytes.subarray(HEADER, HEADER + keyLength)).toString('utf8');
  return { key, width, height, mask };
}
