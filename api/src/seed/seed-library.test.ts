import { describe, expect, it } from 'vitest';
import { bandSplit } from './seed-library.ts';

describe('bandSplit', () => {
  it('gives a hand mask’s band to the nearer side, the middle pixel of an odd band half to each', () => {
    const row = (values: number[]) => bandSplit(Uint8Array.from(values), values.length, 1);
    expect([...row([255, 128, 128, 128, 128, 0])]).toEqual([255, 255, 255, 0, 0, 0]);
    expect([...row([255, 128, 128, 128, 128, 128, 0])]).toEqual([255, 255, 255, 128, 0, 0, 0]);
    // A band that touches no paint is not paint.
    expect([...row([0, 128, 128])]).toEqual([0, 0, 0]);
  });
});
