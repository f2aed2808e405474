// The vehicle list behind the Year → Make → Model pickers: seeding, imports and the three lookups. Shared by
// the Studio router and (later) the widget's public router, so the queries live here, their answers memoised per database.
import { BODY_STYLES, expandVehicles, normalizeMake, primaryBodyStyle, type BodyStyle, type VehicleRow } from '@wrapsmith/catalog';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DIALECT, vehicles } from '../../db/schema/index.ts';
import type { MakeDto, ModelDto } from '../../types.ts';
import { dataVersion } from '../../db/generation.ts';
import { firstRow, transaction } from '../../db/tx.ts';

/** "Mercedes Benz", "mercedes-benz", "Citroën" → the make id (`mercedes-benz`, `citroen`). */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A make's id from its id or any spelling of its name. */
export const makeIdOf = (idOrName: string): string => slugOf(normalizeMake(idOrName));

export type MakeOption = MakeDto;
export type ModelOption = ModelDto;

const bodyStyleOrder = (style: BodyStyle) => BODY_STYLES.indexOf(style);

const yearsQuery = (db: Db) => db.selectDistinct({ year: vehicles.year }).from(vehicles).orderBy(desc(vehicles.year));
// Sorted here rather than in SQL: PostgreSQL's DISTINCT cannot order by an expression it does not select.
const makesQuery = async (db: Db, year: number) =>
  (await db.selectDistinct({ id: vehicles.makeId, name: vehicles.make }).from(vehicles).where(eq(vehicles.year, year))).sort(
    (a, b) => byLowerName(a.name, b.name),
  );
const byLowerName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};
const modelsQuery = (db: Db, year: number, makeId: string) =>
  db
    .select({ model: vehicles.model, bodyStyle: vehicles.bodyStyle, make: vehicles.make })
    .from(vehicles)
    .where(and(eq(vehicles.year, year), eq(vehicles.makeId, makeId)))
    .orderBy(sql`lower(${vehicles.model})`);
const makeQuery = (db: Db, makeId: string) =>
  db.select({ id: vehicles.makeId, name: vehicles.make }).from(vehicles).where(eq(vehicles.makeId, makeId)).limit(1);

/**
 * Answers of the picker lookups, per database. The list changes only through imports and seeding, so answers are
 * kept until the catalogue may have changed: on SQLite until its data_version says another connection (the
 * import command) wrote; on PostgreSQL, where other instances write too, for CATALOG_MEMO_MS at most
 * (docs/decisions/041). upsertVehicles() clears this process's memo at once on both.
 */
interface Memo {
  version: number;
  years?: number[];
  makes: Map<number, MakeOption[]>;
  /** The serialised `get-makes` answer per year: the hottest route of the pickers skips JSON.stringify. */
  makesBody: Map<number, string>;
  models: Map<string, ModelOption[]>;
  make: Map<string, MakeOption | null>;
}
/** How long an instance on PostgreSQL keeps picker answers: an import elsewhere shows within this. */
export const CATALOG_MEMO_MS = 30_000;
const memos = new WeakMap<Db, Memo>();
/** On SQLite, another connection's last commit (db/generation.ts: asked at most once a second). */
function catalogVersion(db: Db): number {
  if (DIALECT === 'postgres') return Math.floor(Date.now() / CATALOG_MEMO_MS);
  return dataVersion(db);
}
function memo(db: Db): Memo {
  const version = catalogVersion(db);
  let m = memos.get(db);
  if (!m || m.version !== version) {
    m = { version, makes: new Map(), makesBody: new Map(), models: new Map(), make: new Map() };
    memos.set(db, m);
  }
  return m;
}

export async function listYears(db: Db): Promise<number[]> {
  const m = memo(db);
  m.years ??= (await yearsQuery(db)).map((r) => r.year);
  return m.years;
}

export async function listMakes(db: Db, year: number): Promise<MakeOption[]> {
  const m = memo(db);
  let makes = m.makes.get(year);
  if (!makes) {
    // Two spellings of an imported make can share one id; the pickers list it once.
    const seen = new Set<string>();
    makes = (await makesQuery(db, year)).filter((make) => !seen.has(make.id) && seen.add(make.id));
    m.makes.set(year, makes);
  }
  return makes;
}

/** `{ data: { makes } }` for a year as JSON text, memoised with the list itself. */
export async function makesResponseBody(db: Db, year: number): Promise<string> {
  const m = memo(db);
  let body = m.makesBody.get(year);
  if (body === undefined) {
    body = JSON.stringify({ data: { makes: await listMakes(db, year) } });
    m.makesBody.set(year, body);
  }
  return body;
}

/** A known make (in any year), by id or name; undefined when no vehicle has it. */
export async function findMake(db: Db, idOrName: string): Promise<MakeOption | undefined> {
  const makeId = makeIdOf(idOrName);
  if (!makeId) return undefined;
  const m = memo(db);
  let make = m.make.get(makeId);
  if (make === undefined) {
    make = (await firstRow(makeQuery(db, makeId))) ?? null;
    m.make.set(makeId, make);
  }
  return make ?? undefined;
}

/** Models of a make in a year, sorted by name, each with its body styles in the shared order. */
export async function listModels(db: Db, year: number, makeId: string): Promise<ModelOption[]> {
  const m = memo(db);
  const key = `${year}:${makeId}`;
  let models = m.models.get(key);
  if (!models) {
    models = await queryModels(db, year, makeId);
    m.models.set(key, models);
  }
  return models;
}

async function queryModels(db: Db, year: number, makeId: string): Promise<ModelOption[]> {
  const byId = new Map<string, ModelOption>();
  let makeName = '';
  for (const row of await modelsQuery(db, year, makeId)) {
    makeName = row.make;
    const id = slugOf(row.model);
    const option = byId.get(id) ?? { id, name: row.model, bodyStyles: [] };
    if (!option.bodyStyles.includes(row.bodyStyle)) option.bodyStyles.push(row.bodyStyle);
    byId.set(id, option);
  }
  const models = [...byId.values()];
  // The model's own most common style first (a liftback's hatchback), then the shared order.
  for (const m of models) {
    const primary = primaryBodyStyle(year, makeName, m.name);
    m.bodyStyles.sort((a, b) => Number(b === primary) - Number(a === primary) || bodyStyleOrder(a) - bodyStyleOrder(b));
  }
  return models;
}

export interface VehicleChoice {
  year: number;
  make: string;
  model: string;
  bodyStyle?: string | undefined;
}

/** The stored vehicle a request names (make and model by id or name), or undefined when there is none. */
export async function resolveVehicle(db: Db, choice: VehicleChoice): Promise<VehicleRow | undefined> {
  const make = await findMake(db, choice.make);
  if (!make) return undefined;
  const wanted = choice.model.trim();
  const model = (await listModels(db, choice.year, make.id)).find((m) => m.id === wanted || m.name.toLowerCase() === wanted.toLowerCase());
  if (!model) return undefined;
  const bodyStyle = choice.bodyStyle ? model.bodyStyles.find((s) => s === choice.bodyStyle?.toLowerCase()) : model.bodyStyles[0];
  if (!bodyStyle) return undefined;
  return { year: choice.year, make: make.name, model: model.name, bodyStyle };
}

export interface UpsertProgress {
  done: number;
  total: number;
}

export interface UpsertOptions {
  batchSize?: number;
  onProgress?: (progress: UpsertProgress) => void;
}

/** Adds rows that are not stored yet, in batches of one transaction each. Running it twice adds nothing. */
export async function upsertVehicles(db: Db, rows: Iterable<VehicleRow>, options: UpsertOptions = {}): Promise<{ added: number; present: number }> {
  const { batchSize = 2000, onProgress } = options;
  const list = Array.isArray(rows) ? (rows as VehicleRow[]) : [...rows];
  memos.delete(db);
  let added = 0;
  for (let start = 0; start < list.length; start += batchSize) {
    const batch = list.slice(start, start + batchSize);
    await transaction(db, async (tx) => {
      // A few hundred rows per statement keeps every engine's bound-parameter limit far away.
      for (let at = 0; at < batch.length; at += INSERT_ROWS) {
        const values = batch.slice(at, at + INSERT_ROWS).map((row) => ({ ...row, makeId: makeIdOf(row.make) }));
        added += (await tx.insert(vehicles).values(values).onConflictDoNothing().returning({ year: vehicles.year })).length;
      }
    });
    onProgress?.({ done: Math.min(start + batchSize, list.length), total: list.length });
  }
  return { added, present: list.length - added };
}

const INSERT_ROWS = 500;

export const countVehicles = async (db: Db): Promise<number> => (await firstRow(db.select({ n: count() }).from(vehicles)))?.n ?? 0;

/** Fills an empty vehicles table with the built-in list; returns how many rows it added (0 if not empty). */
export async function seedVehicles(db: Db): Promise<number> {
  if ((await countVehicles(db)) > 0) return 0;
  return (await upsertVehicles(db, expandVehicles(), { batchSize: Number.POSITIVE_INFINITY })).added;
}
