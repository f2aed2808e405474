// A photo's embedding as it is kept (storage key `embeddings/<photo sha256>.bin`): the 256 × 64 × 64 numbers as
// IEEE half floats (2 MB instead of 4), behind a small header. The engine always works from the decoded half
// floats, also right after computing them, so a kept embedding and a fresh one give the same mask.
import { EMBEDDING_LENGTH } from './model.ts';

const MAGIC = 0x57534531; // "WSE1"
const HEADER = 16;

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** Nearest half float (round to nearest even), as its 16 bits. */
export function toHalf(value: number): number {
  f32[0] = value;
  const x = u32[0]!;
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  let mant = x & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);
  const e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    let half = mant >>> shift;
    const rest = mant & ((1 << shift) - 1);
    const mid = 1 << (shift - 1);
    if (rest > mid || (rest === mid && half & 1)) half++;
    return sign | half;
  }
  let half = (e << 10) | (mant >>> 13);
  const rest = mant & 0x1fff;
  if (rest > 0x1000 || (rest === 0x1000 && half & 1)) half++;
  return sign | half;
}

export function fromHalf(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >>> 10) & 0x1f;
  const mant = h & 0x3ff;
  if (exp === 0) return sign * mant * 2 ** -24;
  if (exp === 0x1f) return mant ? NaN : sign * Infinity;
  return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}

export interface Embedding {
  /** The photo the embedding is of: its pixel size. */
  width: number;
  height: number;
  data: Float32Array;
}

export function packEmbedding(embedding: Embedding): Uint8Array {
  const out = new Uint8Array(HEADER + EMBEDDING_LENGTH * 2);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, embedding.width, true);
  view.setUint32(8, embedding.height, true);
  view.setUint32(12, EMBEDDING_LENGTH, true);
  for (let i = 0; i < EMBEDDING_LENGTH; i++) view.setUint16(HEADER + i * 2, toHalf(embedding.data[i]!), true);
  return out;
}

/** The embedding, or null when the bytes are not one (another version, a truncated object). */
export function unpackEmbedding(bytes: Uint8Array): Embedding | null {
  if (bytes.byteLength !== HEADER + EMBEDDING_LENGTH * 2) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC || view.getUint32(12, true) !== EMBEDDING_LENGTH) return null;
  const data = new Float32Array(EMBEDDING_LENGTH);
  for (let i = 0; i < EMBEDDING_LENGTH; i++) data[i] = fromHalf(view.getUint16(HEADER + i * 2, true));
  return { width: view.getUint32(4, true), height: view.getUint32(8, true), data };
}

/** What the engine works from: the embedding as it will read back once kept. */
export const roundTrip = (embedding: Embedding): Embedding => unpackEmbedding(packEmbedding(embedding))!;
