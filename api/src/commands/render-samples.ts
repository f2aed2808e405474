// Sample renders through the real pipeline (local engine): one per finish and one per body style, written to
// docs/renders so reviewers can see what the Studio produces, plus one with every zone. Uses a throwaway
// in-memory shop. Finish samples use the film of each finish closest to one red, so finishes compare side by side.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BODY_STYLES, FILMS, FINISHES, nearestFilm, type BodyStyle, type RenderZones } from '@wrapsmith/catalog';
import { and, asc, desc, eq } from 'drizzle-orm';
import { openDb } from '../db/client.ts';
import { createOwner } from '../db/factories.ts';
import { vehicles } from '../db/schema/index.ts';
import { seedCatalog } from '../db/seed.ts';
import { loadEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { grant } from '../services/credits/index.ts';
import { createRenderService, generateRender, localEngine } from '../services/render/index.ts';
import { diskStorage } from '../services/storage/index.ts';

const SAMPLE_RED = '#c8102e';

export const RENDERS_DIR = path.resolve(import.meta.dirname, '../../../docs/renders');

export async function renderSamples(outDir = RENDERS_DIR): Promise<string[]> {
  const env = loadEnv({ LOG_LEVEL: 'error' });
  const db = openDb(':memory:');
  const now = () => new Date();
  seedCatalog(db);
  const { shop, user } = await createOwner(db, { businessName: 'Sample renders' });
  grant(db, { shopId: shop.id, kind: 'adjustment', amount: 100, reference: 'render-samples', at: now() });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-samples-'));
  const deps = {
    db,
    now,
    log: createLogger('error'),
    storage: diskStorage(dataDir),
    render: createRenderService(env, { engine: localEngine(), limits: { perActor: [], perShop: [] } }),
  };

  const newest = (bodyStyle: BodyStyle) =>
    db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.bodyStyle, bodyStyle), eq(vehicles.year, 2024)))
      .orderBy(desc(vehicles.year), asc(vehicles.make), asc(vehicles.model))
      .get();
  const sedan = newest('sedan');
  if (!sedan) throw new Error('The vehicle list has no 2024 sedan');

  const written: string[] = [];
  fs.mkdirSync(outDir, { recursive: true });
  const write = async (
    name: string,
    vehicle: { year: number; make: string; model: string; bodyStyle: BodyStyle },
    filmId: string,
    zones?: RenderZones,
  ) => {
    const film = FILMS.find((f) => f.id === filmId);
    if (!film) throw new Error(`No film ${filmId}`);
    const result = await generateRender(deps, {
      shop,
      user,
      source: 'studio',
      request: { vehicle, film: { filmId, finish: film.finish, color: film.hex }, zones },
    });
    const file = path.join(outDir, `${name}.png`);
    fs.writeFileSync(file, result.png);
    written.push(file);
  };

  try {
    for (const finish of FINISHES) {
      const ofFinish = FILMS.filter((f) => f.finish === finish);
      const film = nearestFilm(SAMPLE_RED, ofFinish.filter((f) => f.brandId === '3m'))?.film ?? nearestFilm(SAMPLE_RED, ofFinish)?.film;
      if (film) await write(`finish-${finish}`, sedan, film.id);
    }
    const satinBlue = nearestFilm('#1f4fa8', FILMS.filter((f) => f.finish === 'satin'))?.film;
    if (satinBlue) {
      await write('zones-all', sedan, satinBlue.id, {
        roof: '#111111',
        mirrors: '#111111',
        chromeDelete: true,
        calipers: '#d0021b',
        windowTint: 20,
        ppf: 'matte',
      });
    }
    const gloss = FILMS.filter((f) => f.finish === 'gloss' && f.brandId === '3m');
    for (const [i, bodyStyle] of BODY_STYLES.entries()) {
      const vehicle = newest(bodyStyle);
      const film = gloss[(i * 5 + 3) % gloss.length];
      if (vehicle && film) await write(`body-${bodyStyle}`, vehicle, film.id);
    }
  } finally {
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return written;
}
