// Sample renders through the real pipeline (local engine), written to docs/renders so reviewers can see what the
// Studio produces: both views of each body style, every finish in white, black and red (one sheet per finish,
// both views), one render with every zone, and a sheet of twelve models a customer should recognise at a glance.
// Uses a throwaway in-memory shop. Sheets are composed from the PNGs with sharp.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BODY_STYLES, FILMS, FINISHES, nearestFilm, type BodyStyle, type Finish, type RenderZones } from '@wrapsmith/catalog';
import { RENDER_VIEWS, type RenderView } from '@wrapsmith/core';
import { and, asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { openDb } from '../db/client.ts';
import { createOwner } from '../seed/factories.ts';
import { vehicles } from '../db/schema/index.ts';
import { seedCatalog } from '../seed/seed.ts';
import { loadEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { grant } from '../services/credits/index.ts';
import { createRenderService, generateRender, localEngine } from '../services/render/index.ts';
import { diskStorage } from '../services/storage/index.ts';
import { firstRow } from '../db/tx.ts';

const SAMPLE_COLOURS = { white: '#f4f4f2', black: '#121314', red: '#c8102e' } as const;

/** The models of issue 9's sheet, in its order: each should be recognisable without its caption. */
export const SHEET_MODELS: readonly { make: string; model: string; bodyStyle: BodyStyle }[] = [
  { make: 'Mazda', model: 'MX-5 Miata', bodyStyle: 'convertible' },
  { make: 'Porsche', model: '911', bodyStyle: 'coupe' },
  { make: 'Ford', model: 'F-150', bodyStyle: 'pickup' },
  { make: 'Jeep', model: 'Wrangler', bodyStyle: 'suv' },
  { make: 'Mercedes-Benz', model: 'Sprinter', bodyStyle: 'van' },
  { make: 'MINI', model: 'Cooper', bodyStyle: 'hatchback' },
  { make: 'Tesla', model: 'Model 3', bodyStyle: 'sedan' },
  { make: 'Volkswagen', model: 'Golf', bodyStyle: 'hatchback' },
  { make: 'Honda', model: 'Civic', bodyStyle: 'sedan' },
  { make: 'Toyota', model: 'RAV4', bodyStyle: 'suv' },
  { make: 'Ford', model: 'Transit', bodyStyle: 'van' },
  { make: 'Chevrolet', model: 'Corvette', bodyStyle: 'coupe' },
];
const SHEET_YEAR = 2024;
/** Size of one picture on a sheet: half the Studio's. */
const CELL = { width: 512, height: 320 } as const;

export const RENDERS_DIR = path.resolve(import.meta.dirname, '../../../docs/renders');

/** Pictures laid out left to right, top to bottom, `columns` to a row, each scaled to one cell. */
async function sheet(pngs: Buffer[], columns: number): Promise<Buffer> {
  const tiles = await Promise.all(
    pngs.map(async (png, i) => ({
      input: await sharp(png).resize(CELL.width, CELL.height).png().toBuffer(),
      left: (i % columns) * CELL.width,
      top: Math.floor(i / columns) * CELL.height,
    })),
  );
  const rows = Math.ceil(pngs.length / columns);
  return sharp({ create: { width: columns * CELL.width, height: rows * CELL.height, channels: 3, background: '#ffffff' } })
    .composite(tiles)
    .png()
    .toBuffer();
}

export async function renderSamples(outDir = RENDERS_DIR): Promise<string[]> {
  const env = loadEnv({ LOG_LEVEL: 'error' });
  const db = openDb(':memory:');
  const now = () => new Date();
  await seedCatalog(db);
  const { shop, user } = await createOwner(db, { businessName: 'Sample renders' });
  await grant(db, { shopId: shop.id, kind: 'adjustment', amount: 500, reference: 'render-samples', at: now() });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-samples-'));
  const deps = {
    db,
    now,
    log: createLogger('error'),
    storage: diskStorage(dataDir),
    render: createRenderService(env, { engine: localEngine(), limits: { perActor: [], perShop: [] } }),
  };

  const newest = async (bodyStyle: BodyStyle) =>
    (firstRow(db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.bodyStyle, bodyStyle), eq(vehicles.year, 2024)))
      .orderBy(desc(vehicles.year), asc(vehicles.make), asc(vehicles.model))));
  const sedan = await newest('sedan');
  if (!sedan) throw new Error('The vehicle list has no 2024 sedan');

  const written: string[] = [];
  fs.mkdirSync(outDir, { recursive: true });
  const draw = async (
    vehicle: { year: number; make: string; model: string; bodyStyle: BodyStyle },
    filmId: string,
    view: RenderView,
    zones?: RenderZones,
  ): Promise<Buffer> => {
    const film = FILMS.find((f) => f.id === filmId);
    if (!film) throw new Error(`No film ${filmId}`);
    const result = await generateRender(deps, {
      shop,
      user,
      source: 'studio',
      request: { vehicle, film: { filmId, finish: film.finish, color: film.hex }, zones, view },
    });
    return result.png;
  };
  const write = (name: string, png: Buffer) => {
    const file = path.join(outDir, `${name}.png`);
    fs.writeFileSync(file, png);
    written.push(file);
  };
  const filmNear = (hex: string, finish: Finish) => {
    const ofFinish = FILMS.filter((f) => f.finish === finish);
    return nearestFilm(hex, ofFinish.filter((f) => f.brandId === '3m'))?.film ?? nearestFilm(hex, ofFinish)?.film;
  };

  try {
    // One sheet per finish: white, black and red down, side and three-quarter across.
    for (const finish of FINISHES) {
      const cells: Buffer[] = [];
      for (const hex of Object.values(SAMPLE_COLOURS)) {
        const film = filmNear(hex, finish);
        if (!film) continue;
        for (const view of RENDER_VIEWS) cells.push(await draw(sedan, film.id, view));
      }
      if (cells.length > 0) write(`finish-${finish}`, await sheet(cells, RENDER_VIEWS.length));
    }
    const satinBlue = nearestFilm('#1f4fa8', FILMS.filter((f) => f.finish === 'satin'))?.film;
    if (satinBlue) {
      const zones: RenderZones = { roof: '#111111', mirrors: '#111111', chromeDelete: true, calipers: '#d0021b', windowTint: 20, ppf: 'matte' };
      for (const view of RENDER_VIEWS) write(`zones-all-${view}`, await draw(sedan, satinBlue.id, view, zones));
    }
    const gloss = FILMS.filter((f) => f.finish === 'gloss' && f.brandId === '3m');
    for (const [i, bodyStyle] of BODY_STYLES.entries()) {
      const vehicle = await newest(bodyStyle);
      const film = gloss[(i * 5 + 3) % gloss.length];
      if (!vehicle || !film) continue;
      for (const view of RENDER_VIEWS) write(`body-${bodyStyle}-${view}`, await draw(vehicle, film.id, view));
    }
    // The twelve models, each in both views side by side, two models to a row.
    const red = filmNear(SAMPLE_COLOURS.red, 'gloss');
    if (!red) throw new Error('The catalogue has no gloss red');
    const models: Buffer[] = [];
    for (const { make, model, bodyStyle } of SHEET_MODELS) {
      for (const view of RENDER_VIEWS) models.push(await draw({ year: SHEET_YEAR, make, model, bodyStyle }, red.id, view));
    }
    write('models-sheet', await sheet(models, 4));
  } finally {
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return written;
}
