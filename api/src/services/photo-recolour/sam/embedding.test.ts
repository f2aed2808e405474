import { describe, expect, it } from 'vitest';
import { fromHalf, packEmbedding, roundTrip, toHalf, unpackEmbedding } from './embedding.ts';
import { EMBEDDING_LENGTH } from './model.ts';

describe('embedding as kept', () => {
  it('rounds to the nearest half float, ties to even, with subnormals, infinities and zero', () => {
    for (const v of [0, 1, -1, 0.5, 65504, -2.5, 1e-5, 6e-8, 3.140625]) expect(Math.abs(fromHalf(toHalf(v)) - v)).toBeLessThanOrEqual(Math.max(Math.abs(v) * 2 ** -11, 2 ** -25));
    expect(toHalf(1)).toBe(0x3c00);
    expect(toHalf(-2)).toBe(0xc000);
    expect(toHalf(65504)).toBe(0x7bff);
    expect(fromHalf(toHalf(1e6))).toBe(Infinity);
    expect(toHalf(1 + 2 ** -11)).toBe(0x3c00); // a tie rounds to the even mantissa
    expect(toHalf(1 + 3 * 2 ** -11)).toBe(0x3c02);
    for (let i = 0; i < 2000; i++) {
      const v = (Math.sin(i) * 40) / (1 + (i % 7));
      expect(Math.abs(fromHalf(toHalf(v)) - v)).toBeLessThanOrEqual(Math.abs(v) * 2 ** -11 + 1e-7);
    }
  });

  it('packs to half the bytes and reads back what the engine works from; refuses other bytes', () => {
    const data = Float32Array.from({ length: EMBEDDING_LENGTH }, (_, i) => Math.sin(i / 10));
    const packed = packEmbedding({ width: 1600, height: 1000, data });
    expect(packed.byteLength).toBe(16 + EMBEDDING_LENGTH * 2);
    const back = unpackEmbedding(packed)!;
    expect({ width: back.width, height: back.height }).toEqual({ width: 1600, height: 1000 });
    expect(Buffer.from(roundTrip(back).data.buffer).equals(Buffer.from(back.data.buffer))).toBe(true);
    expect(unpackEmbedding(packed.subarray(0, 100))).toBeNull();
    const other = packed.slice();
    other[0] = 0;
    expect(unpackEmbedding(other)).toBeNull();
  });
});
