// Learns the paint probe (sam/paint-probe.ts, decision 059) from the hand-marked real photographs: for every cell of
// the embedding's 64 × 64 grid that is almost all paint (1) or almost all not paint near the car (0), the cell's 256
// features; a class-balanced logistic regression (full-batch gradient descent, L2, fixed steps: the same photos
// give the same weights) on standardised features, folded back to raw ones. Writes the probe from every photo and
// one without each photo (real-photos/paint-probe.held-out.json, what the acceptance test uses, so no photo is judged by a probe that saw it).
// Run: pnpm wrapsmith train-paint-probe
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { embeddingOf, handMaskBox, realPhotos } from './real-photos.ts';
import { SAM_INPUT } from './sam/model.ts';
import type { ProbeWeights } from './sam/paint-probe.ts';

const GRID = 64;
const CHANNELS = 256;
const CELL = SAM_INPUT / GRID;

interface Sample {
  features: Float32Array;
  paint: 0 | 1;
  photo: string;
}

async function samplesOf(entry: ReturnType<typeof realPhotos>[number]): Promise<Sample[]> {
  const photo = fs.readFileSync(entry.photo);
  const { width, height } = await sharp(photo).metadata();
  if (!width || !height) throw new Error(`${entry.name}: no size`);
  const embedding = await embeddingOf(photo, width, height);
  const truth = await sharp(entry.mask).extractChannel(0).raw().toBuffer();
  const scale = SAM_INPUT / Math.max(width, height);
  const { left, right, top, bottom } = handMaskBox(truth, width, 255);
  const out: Sample[] = [];
  for (let cy = 0; cy < GRID; cy++) {
    for (let cx = 0; cx < GRID; cx++) {
      const x0 = Math.floor((cx * CELL) / scale);
      const y0 = Math.floor((cy * CELL) / scale);
      if (x0 >= width || y0 >= height) continue;
      const x1 = Math.min(width, Math.floor(((cx + 1) * CELL) / scale));
      const y1 = Math.min(height, Math.floor(((cy + 1) * CELL) / scale));
      let paint = 0;
      let not = 0;
      let all = 0;
      for (let y = y0; y < y1; y += 2) {
        for (let x = x0; x < x1; x += 2) {
          const v = truth[y * width + x];
          all++;
          if (v === 255) paint++;
          else if (v === 0) not++;
        }
      }
      const mx = (x0 + x1) / 2;
      const my = (y0 + y1) / 2;
      const nearCar = mx >= left && mx <= right && my >= top - 0.1 * (bottom - top) && my <= bottom + 0.1 * (bottom - top);
      let label: 0 | 1;
      if (paint >= 0.85 * all) label = 1;
      else if (not >= 0.9 * all && nearCar) label = 0;
      else continue;
      const features = new Float32Array(CHANNELS);
      for (let c = 0; c < CHANNELS; c++) features[c] = embedding.data[c * GRID * GRID + cy * GRID + cx]!;
      out.push({ features, paint: label, photo: entry.name });
    }
  }
  return out;
}

export function train(samples: readonly Sample[], steps = 60, rate = 0.05, lambda = 1e-3): ProbeWeights {
  const n = samples.length;
  const mean = new Float64Array(CHANNELS);
  const sd = new Float64Array(CHANNELS);
  for (const s of samples) for (let c = 0; c < CHANNELS; c++) mean[c] = mean[c]! + s.features[c]! / n;
  for (const s of samples) for (let c = 0; c < CHANNELS; c++) sd[c] = sd[c]! + (s.features[c]! - mean[c]!) ** 2 / n;
  for (let c = 0; c < CHANNELS; c++) sd[c] = Math.sqrt(sd[c]!) + 1e-6;
  const positives = samples.filter((s) => s.paint).length;
  const weightOf = (s: Sample) => (s.paint ? n / (2 * positives) : n / (2 * (n - positives)));
  const w = new Float64Array(CHANNELS);
  let b = 0;
  for (let step = 0; step < steps; step++) {
    const grad = new Float64Array(CHANNELS);
    let gradB = 0;
    for (const s of samples) {
      let z = b;
      for (let c = 0; c < CHANNELS; c++) z += (w[c]! * (s.features[c]! - mean[c]!)) / sd[c]!;
      const d = (1 / (1 + Math.exp(-z)) - s.paint) * weightOf(s);
      for (let c = 0; c < CHANNELS; c++) grad[c] = grad[c]! + (d * (s.features[c]! - mean[c]!)) / sd[c]!;
      gradB += d;
    }
    for (let c = 0; c < CHANNELS; c++) w[c] = w[c]! - rate * (grad[c]! / n + lambda * w[c]!);
    b -= (rate * gradB) / n;
  }
  let raw = b;
  for (let c = 0; c < CHANNELS; c++) raw -= (w[c]! * mean[c]!) / sd[c]!;
  return { w: Array.from(w, (v, c) => Number((v / sd[c]!).toPrecision(5))), b: Number(raw.toPrecision(6)) };
}

export async function trainPaintProbe(log: (line: string) => void = console.log): Promise<void> {
  const photos = realPhotos();
  const samples = (await Promise.all(photos.map(samplesOf))).flat();
  log(`${samples.length} cells from ${photos.length} photos (${samples.filter((s) => s.paint).length} paint)`);
  const leaveOut: Record<string, ProbeWeights> = {};
  for (const { name } of photos) {
    const weights = train(samples.filter((s) => s.photo !== name));
    leaveOut[name] = weights;
    const held = samples.filter((s) => s.photo === name);
    const score = (s: Sample) => weights.b + s.features.reduce((sum, v, c) => sum + v * weights.w[c]!, 0);
    const paint = held.filter((s) => s.paint);
    const not = held.filter((s) => !s.paint);
    log(
      `${name.padEnd(26)} held out: paint cells found ${(paint.filter((s) => score(s) > 0).length / paint.length).toFixed(2)}, ` +
        `not-paint cells rejected ${(not.filter((s) => score(s) <= 0).length / Math.max(1, not.length)).toFixed(2)}`,
    );
  }
  const all = train(samples);
  const module = path.join(import.meta.dirname, 'sam', 'paint-probe-weights.ts');
  fs.writeFileSync(
    module,
    `// Written by \`pnpm wrapsmith train-paint-probe\` (train-paint-probe.ts) from the hand-marked real photographs:\n` +
      `// the paint probe's weights, learned from every photo (decision 059). Do not edit by hand.\n` +
      `import type { ProbeWeights } from './paint-probe.ts';\n\n` +
      `export const PAINT_PROBE: ProbeWeights = {\n  b: ${all.b},\n  w: [${all.w.join(', ')}],\n};\n`,
  );
  const heldOut = path.join(import.meta.dirname, 'real-photos', 'paint-probe.held-out.json');
  fs.writeFileSync(heldOut, `${JSON.stringify({ leaveOut })}\n`);
  log(`Wrote ${path.relative(process.cwd(), module)} and ${path.relative(process.cwd(), heldOut)}`);
}
