// The committed real photographs (real-photos/, SOURCE.md) as the acceptance test, the bench and the
// `photo-renders` command read them: each photo with its hand-drawn mask, the taps a person would make and at
// most two corrections; the three films issue 21 holds the recolour to; and the photo's embedding from the real
// model, kept under the OS's temp folder between runs on one machine (never in the repo).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILMS, type Film } from '@wrapsmith/catalog';
import sharp from 'sharp';
import type { PixelStroke } from './paint.ts';
import { encode, SAM_INPUT } from './sam/model.ts';
import { packEmbedding, unpackEmbedding, type Embedding } from './sam/embedding.ts';
import type { ProbeWeights } from './sam/paint-probe.ts';
import type { PixelTap } from './segment.ts';
import { photoSha256 } from './tool.ts';

const DIR = path.join(import.meta.dirname, 'real-photos');
const CACHE = path.join(os.tmpdir(), 'wrapsmith-embeddings');

const filmById = (id: string): Film => {
  const film = FILMS.find((f) => f.id === id);
  if (!film) throw new Error(`No film ${id} in the catalogue`);
  return film;
};

export const REAL_PHOTO_FILMS: { role: string; film: Film }[] = [
  { role: 'light gloss', film: filmById('inozetek-sg012') },
  { role: 'dark matte', film: filmById('3m-m12') },
  { role: 'gold chrome', film: filmById('avery-dennison-sf100-604-s') },
];

export interface PhotoSpec {
  kind: string;
  view: string;
  paint: string;
  occluded?: boolean;
  taps: { x: number; y: number; mode?: 'add' | 'remove' }[];
  /** At most two: a remove tap, or a brush stroke (fractions; radius a fraction of the long edge). */
  corrections?: ({ type: 'tap'; x: number; y: number; mode: 'add' | 'remove' } | { type: 'stroke'; mode: 'add' | 'erase'; radius: number; points: { x: number; y: number }[] })[];
}

export interface RealPhoto {
  name: string;
  photo: string;
  mask: string;
  spec: PhotoSpec;
}

export function realPhotos(): RealPhoto[] {
  return fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.jpg'))
    .map((f) => {
      const base = path.join(DIR, f.replace(/\.jpg$/, ''));
      return { name: path.basename(base), photo: `${base}.jpg`, mask: `${base}.mask.png`, specFile: `${base}.json` };
    })
    .filter((p) => fs.existsSync(p.mask) && fs.existsSync(p.specFile))
    .map(({ specFile, ...p }) => ({ ...p, spec: JSON.parse(fs.readFileSync(specFile, 'utf8')) as PhotoSpec }));
}

/**
 * The paint probe learned without this photo (real-photos/paint-probe.held-out.json, written with the shipped one by
 * `pnpm wrapsmith train-paint-probe`): the acceptance test and `photo-renders` judge each photo by a probe that never
 * saw its hand mask.
 */
export function heldOutProbe(name: string): ProbeWeights | undefined {
  heldOut ??= (JSON.parse(fs.readFileSync(path.join(DIR, 'paint-probe.held-out.json'), 'utf8')) as { leaveOut: Record<string, ProbeWeights> }).leaveOut;
  return heldOut[name];
}
let heldOut: Record<string, ProbeWeights> | undefined;

/** The photo's embedding from the real model, kept in the OS's temp folder between runs. */
export async function embeddingOf(photo: Uint8Array, width: number, height: number): Promise<Embedding> {
  const file = path.join(CACHE, `${photoSha256(photo)}.bin`);
  const kept = fs.existsSync(file) ? unpackEmbedding(fs.readFileSync(file)) : null;
  if (kept) return kept;
  const scale = SAM_INPUT / Math.max(width, height);
  const { data, info } = await sharp(photo)
    .removeAlpha()
    .resize(Math.round(width * scale), Math.round(height * scale), { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const packed = packEmbedding({ width, height, data: await encode(new Uint8Array(data), info.width, info.height) });
  fs.mkdirSync(CACHE, { recursive: true });
  // Written aside and moved into place: the test files working on the same photo at once never read half a file.
  const aside = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(aside, packed);
  fs.renameSync(aside, file);
  return unpackEmbedding(packed)!;
}

/** The box of a hand mask's pixels at `least` or above (255: paint only; 1: paint and its don't-care band). */
export function handMaskBox(truth: Uint8Array, width: number, least: number): { left: number; right: number; top: number; bottom: number } {
  const box = { left: width, right: -1, top: truth.length / width, bottom: -1 };
  for (let i = 0; i < truth.length; i++) {
    if (truth[i]! < least) continue;
    const x = i % width;
    const y = (i - x) / width;
    box.left = Math.min(box.left, x);
    box.right = Math.max(box.right, x);
    box.top = Math.min(box.top, y);
    box.bottom = Math.max(box.bottom, y);
  }
  return box;
}

export function inputsOf(spec: PhotoSpec, width: number, height: number): { taps: PixelTap[]; strokes: PixelStroke[] } {
  const px = (t: { x: number; y: number }) => ({ x: Math.min(width - 1, Math.floor(t.x * width)), y: Math.min(height - 1, Math.floor(t.y * height)) });
  const taps: PixelTap[] = spec.taps.map((t) => ({ ...px(t), mode: t.mode ?? 'add' }));
  const strokes: PixelStroke[] = [];
  for (const c of spec.corrections ?? []) {
    if (c.type === 'tap') taps.push({ ...px(c), mode: c.mode });
    else strokes.push({ mode: c.mode, radius: c.radius * Math.max(width, height), points: c.points.map((p) => ({ x: p.x * width, y: p.y * height })) });
  }
  return { taps, strokes };
}


/**
 * What the engine reached on each photo when last measured (decision 055), with a small margin: the acceptance
 * test holds every photo to it, so a change that makes any photo worse fails. Issue 21's targets are coverage
 * ≥ 0.95 and spill ≤ 0.03 on every photo, nothing outside the vehicle moving by ΔE 1 and every film's median within
 * ΔE 6; where a photo does not meet the last two yet, `outside` and `medians` say what it reaches (the work left).
 */
export const ACHIEVED: Record<string, { coverage: number; spill: number; outside?: number; medians?: number }> = {
  'classic-cream-front': { coverage: 0.98, spill: 0.07 },
  'hatchback-grey-rear': { coverage: 0.94, spill: 0.11 },
  'hatchback-red-front': { coverage: 0.89, spill: 0.05 },
  'pickup-white-front': { coverage: 0.96, spill: 0.04 },
  'pickup-white-side': { coverage: 0.97, spill: 0.05 },
  'saloon-blue-front': { coverage: 0.53, spill: 0.08 },
  'saloon-silver-front': { coverage: 0.87, spill: 0.02 },
  'saloon-white-side': { coverage: 0.94, spill: 0.03 },
  'suv-black-front': { coverage: 0.88, spill: 0.14 },
  'suv-blue-rear': { coverage: 0.88, spill: 0.09 },
  'suv-grey-front': { coverage: 0.76, spill: 0.32 },
  'suv-grey-rear-occluded': { coverage: 0.68, spill: 0.17 },
  'suv-red-rear': { coverage: 0.92, spill: 0.05 },
  'van-white-front': { coverage: 0.98, spill: 0.03 },
};
