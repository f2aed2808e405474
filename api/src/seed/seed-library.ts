// The demo shop's vehicle library (decision 056): real photographs of cars from the photo engine's test set
// (services/photo-recolour/real-photos, each under its own licence: SOURCE.md there), tagged with the catalogue
// vehicle each one shows. Their hand-drawn paint masks are the selection (255 paint, 0 not, the band between split
// at the drawn edge), so seeding runs no segmentation model; the taps kept are the set's own, for marking it again.
import fs from 'node:fs';
import path from 'node:path';
import type { LibrarySide, PhotoTap } from '@wrapsmith/core';
import sharp from 'sharp';
import type { AppDeps } from '../lib/context.ts';
import { addLibraryVehicle, maskAlpha } from '../services/library/index.ts';
import { preparePhoto } from '../services/photo-recolour/index.ts';
import { resolveVehicle, type VehicleChoice } from '../services/vehicles/index.ts';
import { forShop } from '../db/scope.ts';
import { eq } from 'drizzle-orm';
import { shops } from '../db/schema/index.ts';
import { firstRow } from '../db/tx.ts';

export interface DemoLibraryVehicle {
  /** `<photo>.jpg`, `<photo>.mask.png` and `<photo>.json` of the real photographs. */
  photo: string;
  vehicle: Required<VehicleChoice>;
  side: LibrarySide;
}

/**
 * Beside the bundle once built (build.mjs copies the photos that have a mask), else the photo engine's own folder:
 * the same layout as the migrations (db/client.ts).
 */
export const DEMO_PHOTOS_DIR = [path.resolve(import.meta.dirname, 'demo-photos'), path.resolve(import.meta.dirname, '../services/photo-recolour/real-photos')].find(
  (dir) => fs.existsSync(dir),
);

const PAINT = 255;
const NOT_PAINT = 0;

/** Steps from the nearest pixel of `value`, walking 4-neighbours through the band only (-1: not reached). */
function stepsFrom(drawn: Uint8Array, width: number, height: number, value: number): Int32Array {
  const steps = new Int32Array(drawn.length).fill(-1);
  let front: number[] = [];
  for (let i = 0; i < drawn.length; i++) {
    if (drawn[i] !== value) continue;
    steps[i] = 0;
    front.push(i);
  }
  for (let d = 1; front.length > 0; d++) {
    const next: number[] = [];
    for (const i of front) {
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= drawn.length || steps[j] !== -1 || drawn[j] === PAINT || drawn[j] === NOT_PAINT) continue;
        steps[j] = d;
        next.push(j);
      }
    }
    front = next;
  }
  return steps;
}

/**
 * A hand mask as a selection: 255 paint, 0 not. Its "don't care" band (128, 3 px either side of the drawn edge) goes
 * to the nearer side, so the edge falls on the line that was drawn, with half a step of softness where the two are
 * as near; left unselected, the band would keep a rim of the old colour round every panel.
 */
export function bandSplit(drawn: Uint8Array, width: number, height: number): Uint8Array {
  const toPaint = stepsFrom(drawn, width, height, PAINT);
  const toOther = stepsFrom(drawn, width, height, NOT_PAINT);
  return drawn.map((value, i) => {
    if (value === PAINT || value === NOT_PAINT) return value;
    const paint = toPaint[i]!;
    const other = toOther[i]!;
    if (paint < 0) return NOT_PAINT;
    if (other < 0 || paint < other) return PAINT;
    return paint === other ? 128 : NOT_PAINT;
  });
}

async function demoPhoto(name: string) {
  if (!DEMO_PHOTOS_DIR) throw new Error('The demo library photos are missing (services/photo-recolour/real-photos)');
  const file = (ending: string) => fs.readFileSync(path.join(DEMO_PHOTOS_DIR, `${name}${ending}`));
  const original = file('.jpg');
  const meta = await sharp(original).metadata();
  const photo = await preparePhoto(original, { width: meta.width ?? 0, height: meta.height ?? 0 });
  const alpha = bandSplit(await maskAlpha(file('.mask.png'), photo.width, photo.height), photo.width, photo.height);
  const selected = alpha.reduce((n, value) => n + (value === 255 ? 1 : 0), 0);
  const { taps } = JSON.parse(file('.json').toString('utf8')) as { taps: PhotoTap[] };
  return { photo, selection: { width: photo.width, height: photo.height, alpha, coverage: selected / alpha.length }, taps };
}

/** Adds each vehicle of `library` to the shop's library, as the owner would through the dashboard. */
export async function seedDemoLibrary(deps: Pick<AppDeps, 'db' | 'storage' | 'now'>, shopId: string, ownerId: string, library: readonly DemoLibraryVehicle[]): Promise<void> {
  const shop = await firstRow(deps.db.select({ id: shops.id, planKey: shops.planKey }).from(shops).where(eq(shops.id, shopId)));
  if (!shop) throw new Error(`No shop ${shopId} to seed a library for`);
  for (const item of library) {
    const vehicle = await resolveVehicle(deps.db, item.vehicle);
    if (!vehicle) throw new Error(`The demo library vehicle ${item.vehicle.year} ${item.vehicle.make} ${item.vehicle.model} is not in the catalogue: seed the catalogue first`);
    const { photo, selection, taps } = await demoPhoto(item.photo);
    await addLibraryVehicle(deps, forShop(shopId), { vehicle, side: item.side, marked: { photo: photo.bytes, original: photo.original?.bytes, selection, taps, strokes: [] }, createdBy: ownerId }, shop);
  }
}
