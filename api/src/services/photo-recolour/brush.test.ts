// The brush snaps to what it is drawn on (paint.ts, decision 055): on a real photograph, a finger-wide stroke along
// a pickup's canopy the taps missed takes the canopy up to its edges, and the windows the brush also touched stay
// out, where the same stroke painted exactly as drawn takes them.
import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decoderUse, findPaint, MAX_SNAPPED_STROKES, strokeSamples, type PixelStroke } from './paint.ts';
import { embeddingOf, heldOutProbe, inputsOf, realPhotos } from './real-photos.ts';
import { runPhotoJob, type SelectJob } from './recolour-photo.ts';
import { packEmbedding } from './sam/embedding.ts';

describe('strokeSamples', () => {
  it('spreads points evenly along the path by its length: start, middle, end', () => {
    const path = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 30 }];
    expect(strokeSamples(path, 3)).toEqual([{ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 10, y: 30 }]);
    expect(strokeSamples([{ x: 4, y: 5 }], 3)).toEqual([{ x: 4, y: 5 }]);
    expect(strokeSamples([{ x: 4, y: 5 }, { x: 4, y: 5 }], 3)).toEqual([{ x: 4, y: 5 }]);
  });
});

describe('the brush on a real photograph', { timeout: 180_000 }, () => {
  it('snaps a stroke to the canopy it was drawn on: more of the paint, far less of the windows than the stroke as drawn', async () => {
    const entry = realPhotos().find((p) => p.name === 'pickup-white-side');
    if (!entry) throw new Error('pickup-white-side is missing from real-photos/');
    const photo = fs.readFileSync(entry.photo);
    const { data, info } = await sharp(photo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const { width, height } = info;
    const rgba = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const truth = new Uint8Array(await sharp(entry.mask).extractChannel(0).raw().toBuffer());
    const embedding = await embeddingOf(photo, width, height);
    const { taps } = inputsOf({ ...entry.spec, corrections: [] }, width, height);
    const probe = heldOutProbe(entry.name);
    const long = Math.max(width, height);
    // Along the canopy under its windows, which the three taps leave out; the brush's disc reaches into the windows.
    const stroke: PixelStroke = { mode: 'add', radius: 0.035 * long, points: [{ x: 0.06 * width, y: 0.38 * height }, { x: 0.27 * width, y: 0.38 * height }, { x: 0.48 * width, y: 0.38 * height }] };
    const score = (alpha: Uint8Array) => {
      let paint = 0;
      let spill = 0;
      for (let i = 0; i < truth.length; i++) {
        if (alpha[i]! < 128) continue;
        if (truth[i] === 255) paint++;
        else if (truth[i] === 0) spill++;
      }
      return { paint, spill };
    };
    const found = (strokes: PixelStroke[]) => findPaint({ rgba, width, height, embedding, taps, strokes, probe });
    const taken = async (strokes: PixelStroke[]) => score((await found(strokes)).alpha);
    const tapsOnly = await taken([]);
    const snapped = await taken([stroke]);
    // Past MAX_SNAPPED_STROKES strokes paint as drawn: the same stroke, after that many that change nothing.
    const nothing: PixelStroke = { mode: 'add', radius: 0.002 * long, points: [{ x: taps[0]!.x, y: taps[0]!.y }] };
    const drawn = await taken([...Array.from({ length: MAX_SNAPPED_STROKES }, () => nothing), stroke]);
    console.info(`brush along the canopy: taps alone ${JSON.stringify(tapsOnly)}, snapped ${JSON.stringify(snapped)}, as drawn ${JSON.stringify(drawn)}`);
    // The canopy comes in: at least 5 % more of the car's paint, more than the stroke as drawn covers.
    expect(snapped.paint - tapsOnly.paint).toBeGreaterThan(0.05 * score(truth).paint);
    expect(snapped.paint).toBeGreaterThan(drawn.paint);
    // What the disc touched beyond the canopy's edges stays out.
    expect(snapped.spill - tapsOnly.spill).toBeLessThan(0.5 * (drawn.spill - tapsOnly.spill));

    // A later round handed the taps' kept selection (decision 082; a fresh copy of the embedding, so nothing of
    // this thread's is reused) asks the model only about the stroke, at most two prompts, and paints the same mask.
    const kept = (await found([])).fromTaps;
    const fresh = () => ({ ...embedding, data: embedding.data.slice() });
    let runs = decoderUse.runs;
    const next = await findPaint({ rgba, width, height, embedding: fresh(), taps, strokes: [stroke], probe, fromTaps: kept });
    expect(decoderUse.runs - runs).toBeLessThanOrEqual(2);
    expect(Buffer.from(next.alpha).equals(Buffer.from((await found([stroke])).alpha))).toBe(true);
    // So does a photo worker's job: no prompt at all for the taps alone, and nothing new to keep.
    runs = decoderUse.runs;
    const job: SelectJob = { kind: 'select', rgba: rgba.slice(), width, height, embedding: packEmbedding(embedding), taps, strokes: [], fromTaps: kept };
    const answered = await runPhotoJob(job);
    expect(decoderUse.runs - runs).toBe(0);
    expect(answered.fromTaps).toBeUndefined();
    expect(Buffer.from(answered.bytes).equals(Buffer.from((await found([])).alpha))).toBe(true);
    // The thread keeps what it unpacked and was answered per photo: a later job of the same photo, handed nothing,
    // asks the model nothing about taps it has seen (the answer then kept again, as newly found).
    runs = decoderUse.runs;
    const again = await runPhotoJob({ ...job, rgba: rgba.slice(), embedding: packEmbedding(embedding), fromTaps: undefined });
    expect(decoderUse.runs - runs).toBe(0);
    expect(again.fromTaps?.key).toBe(kept.key);
  });
});
