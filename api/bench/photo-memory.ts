// Issue 23 item 22: the server's memory after 100 photo recolours beside its memory when idle. Recolours run through
// the real pipeline (the recolour engine and its photo workers, the PNG cache, storage) on one real photo (1024 ×
// 613) prepared as the API does, each in another film so every one is drawn; "idle" is after one recolour, when the
// workers have loaded the model and the photo's embedding is kept. RSS is the whole process, workers included.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FILMS } from '@wrapsmith/catalog';
import { openDb } from '../src/db/client.ts';
import { createOwner } from '../src/seed/factories.ts';
import { seedCatalog } from '../src/seed/seed.ts';
import { loadEnv } from '../src/env.ts';
import { createLogger } from '../src/lib/logger.ts';
import { grant } from '../src/services/credits/index.ts';
import { closeSharedRecolourPool, preparePhoto } from '../src/services/photo-recolour/index.ts';
import { createRenderService, generateRender, localEngine } from '../src/services/render/index.ts';
import { diskStorage } from '../src/services/storage/index.ts';
import type { BenchRow } from './photo.ts';

export const RECOLOURS = 100;
/** RSS after RECOLOURS recolours at most this many times the idle RSS (issue 23 item 22). */
export const RSS_RATIO_TARGET = 1.5;

const PHOTO = path.join(import.meta.dirname, '../src/services/photo-recolour/real-photos/suv-red-rear');
const MB = 1024 * 1024;

export async function benchPhotoMemory(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-bench-memory-'));
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const db = openDb(':memory:');
  const now = () => new Date();
  const log = createLogger('silent');
  await seedCatalog(db);
  const { shop, user } = await createOwner(db, { businessName: 'Bench Memory' });
  await grant(db, { shopId: shop.id, kind: 'adjustment', amount: 10_000, reference: 'bench', at: now() });
  const deps = { db, now, log, storage: diskStorage(dataDir), render: createRenderService(env, { engine: localEngine(), limits: { perActor: [], perShop: [] } }) };
  const spec = JSON.parse(fs.readFileSync(`${PHOTO}.json`, 'utf8')) as { taps: { x: number; y: number; mode?: 'add' | 'remove' }[] };
  const taps = spec.taps.map((t) => ({ x: t.x, y: t.y, mode: t.mode ?? ('add' as const) }));
  const original = fs.readFileSync(`${PHOTO}.jpg`);
  const meta = await sharp(original).metadata();
  const photo = await preparePhoto(original, { width: meta.width ?? 0, height: meta.height ?? 0 });
  const films = FILMS.filter((f) => !f.secondaryHex).slice(0, RECOLOURS + 1);
  if (films.length < RECOLOURS + 1) throw new Error(`The catalogue has fewer than ${RECOLOURS + 1} films`);
  const recolour = async (i: number) => {
    const film = films[i];
    if (!film) throw new Error(`No film ${i}`);
    await generateRender(deps, {
      shop,
      user,
      source: 'aitool',
      request: { film: { filmId: film.id, finish: film.finish, color: film.hex }, photo: { bytes: photo.bytes, mimeType: photo.mimeType }, taps },
    });
  };
  try {
    await recolour(0);
    const idle = process.memoryUsage().rss;
    const started = performance.now();
    let peak = idle;
    for (let i = 1; i <= RECOLOURS; i++) {
      await recolour(i);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const seconds = (performance.now() - started) / 1000;
    const after = process.memoryUsage().rss;
    const ratio = after / idle;
    return [
      [
        `RSS after ${RECOLOURS} photo recolours`,
        `${(after / MB).toFixed(0)} MB`,
        `idle ${(idle / MB).toFixed(0)} MB, ratio ${ratio.toFixed(2)}×; peak ${(peak / MB).toFixed(0)} MB; PNG cache ${deps.render.cache.size} entries, ${(deps.render.cache.bytes / MB).toFixed(0)} MB; ${seconds.toFixed(0)} s`,
        `≤ ${RSS_RATIO_TARGET}× idle`,
        ratio <= RSS_RATIO_TARGET,
      ],
    ];
  } finally {
    await closeSharedRecolourPool();
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
