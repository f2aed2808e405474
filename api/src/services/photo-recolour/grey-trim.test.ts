// Issue 21 item 1 (decision 055, seventh session): black trim on a grey car is not paint in shade.
import { describe, expect, it } from 'vitest';
import type { LabImage } from './lab.ts';
import { greyPaintTrim, type PaintColour } from './paint.ts';

const paint = (l: number, a = 0, b = -2): PaintColour => ({ l, a, b, chroma: Math.hypot(a, b), hue: Math.atan2(b, a) });
// Four vehicle pixels: paint in sun, paint in shade, dark grey cladding, a tyre; a fifth outside the vehicle.
const lab: LabImage = { width: 5, height: 1, l: Float32Array.from([40, 24, 16, 8, 5]), a: new Float32Array(5), b: new Float32Array(5) };
const vehicle = Uint8Array.from([1, 1, 1, 1, 0]);

describe('issue 21 item 1: grey paint trim', () => {
  it('takes pixels far darker than the darkest tap out of dark grey paint, never shaded paint or the outside', () => {
    expect([...greyPaintTrim(lab, vehicle, [paint(30), paint(43)], 43)]).toEqual([0, 0, 1, 1, 0]);
  });

  it('leaves black, light and coloured paint alone', () => {
    expect([...greyPaintTrim(lab, vehicle, [paint(7), paint(30)], 30)]).toEqual([0, 0, 0, 0, 0]);
    expect([...greyPaintTrim(lab, vehicle, [paint(30), paint(64)], 64)]).toEqual([0, 0, 0, 0, 0]);
    expect([...greyPaintTrim(lab, vehicle, [paint(30, 20, -30)], 30)]).toEqual([0, 0, 0, 0, 0]);
  });
});
