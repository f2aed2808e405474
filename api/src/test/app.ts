// Test harness: an in-memory app per test with a movable clock and its own temporary DATA_DIR, plus request helpers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { onTestFinished } from 'vitest';
import { createApp, type CreateAppOptions } from '../app.ts';
import { assembleDeps } from '../deps.ts';
import { desc, eq, getTableName, is, sql, Table, type SQL } from 'drizzle-orm';
import { BUSY_TIMEOUT_MS, openDb, schema as sqliteSchema, type Db } from '../db/client.ts';
import { asDb, closeDatabase } from '../db/open.ts';
import { openPgDb } from '../db/pg-client.ts';
import * as tables from '../db/schema/index.ts';
import { DIALECT, emailOutbox } from '../db/schema/index.ts';
import { freshDatabase } from './postgres.ts';
import { seedCatalog } from '../seed/seed.ts';
import { loadEnv, testLogLevel } from '../env.ts';
import type { AppDeps } from '../lib/context.ts';
import { createLogger } from '../lib/logger.ts';

export { createMember, createOwner } from '../seed/factories.ts';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function testClock(start = new Date('2026-06-01T12:00:00Z')): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

/** A fresh temporary directory, removed when the current test ends. */
export function tempDir(prefix = 'wrapsmith-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A migrated database for one test on this run's engine, holding the built-in catalogue (vehicles and films, as
 * seedCatalog() leaves them, so a test's own seedCatalog() then adds nothing); `{ catalogue: false }` gives an
 * empty one. SQLite: in memory, copied from an image this test process migrates (and seeds) once. PostgreSQL (the
 * suite's PostgreSQL run, DATABASE_URL set): a database of its own on the throw-away cluster, copied from the same
 * kind of template, closed when the test ends. Migrating and seeding 15,000 vehicles per test cost about a second.
 */
export async function testDb({ catalogue = true }: { catalogue?: boolean } = {}): Promise<Db> {
  if (DIALECT !== 'postgres') return openSqliteImage(await sqliteImage(catalogue));
  return openTestPg(await freshDatabase({ tables: catalogue ? 'catalogue' : 'empty' }));
}

/** When the PostgreSQL template is seeded too (seed-template.ts): the same rows on both engines. */
const CATALOGUE_SEEDED_AT = new Date('2026-06-01T12:00:00Z');
const sqliteImages = new Map<boolean, Promise<Buffer>>();

function sqliteImage(catalogue: boolean): Promise<Buffer> {
  let image = sqliteImages.get(catalogue);
  if (!image) {
    image = (async () => {
      const db = openDb(':memory:');
      if (catalogue) await seedCatalog(db, CATALOGUE_SEEDED_AT);
      const bytes = db.$client.serialize();
      db.$client.close();
      return bytes;
    })();
    sqliteImages.set(catalogue, image);
  }
  return image;
}

/** An in-memory database from a serialized one, set up as openDb() sets up its own (it is migrated already). */
function openSqliteImage(image: Buffer): Db {
  const sqlite = new Database(image);
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  return drizzle(sqlite, { schema: sqliteSchema }) as Db;
}

/** A small pool on a test's PostgreSQL database, closed when the test ends. */
async function openTestPg(url: string): Promise<Db> {
  const db = asDb(await openPgDb(url, { poolSize: 4 }));
  onTestFinished(() => closeDatabase(db));
  return db;
}

export async function makeTestApp(overrides: Partial<AppDeps> = {}, envOverrides: Record<string, string> = {}, appOptions: CreateAppOptions = {}) {
  const dataDir = envOverrides.DATA_DIR ?? tempDir();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...envOverrides, DATA_DIR: dataDir });
  const clock = testClock();
  const db = overrides.db ?? (await testDb());
  const log = overrides.log ?? createLogger(testLogLevel());
  const now = overrides.now ?? clock.now;
  const deps = assembleDeps({ env, db, log, now }, overrides);
  const app = createApp(deps, appOptions);
  return { app, deps, clock };
}

/** The origin app.request() URLs resolve to; cookie-authenticated writes must carry it. */
export const TEST_ORIGIN = 'http://localhost';

/** JSON request helper for app.request(). */
export function json(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>['app'];

/** Logs in through the API and returns the bearer token and the session cookie. */
export async function logIn(app: TestApp, email: string, password: string) {
  const res = await app.request('/api/v1/auth/login', json('POST', { email, password }));
  if (res.status !== 200) throw new Error(`Login failed with ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { accessToken: string } };
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('Login set no cookie');
  return { token: body.data.accessToken, cookie };
}

/**
 * Every row of every table: a bad request must leave this exactly as it was (not just the row counts). On SQLite
 * the rows themselves; on PostgreSQL, whose test databases hold the 15,000-vehicle catalogue, each table's row
 * count and an md5 of all its rows (each row's full text, sorted), computed in the database: as exact, without
 * sending the catalogue to the test for every bad input (issue 24, CI time). A difference names the table. The
 * tables named in `rowsOf` come as rows on both engines, for a test that reads them.
 */
/**
 * SQLite's own change counters for a connection: `total_changes()` counts every row this connection inserted, updated
 * or deleted (triggers and rolled-back statements included), `data_version` moves when another connection commits.
 * While both stand still, no table can have changed, so the last snapshot is still the truth.
 */
function sqliteChangeKey(db: Db): string | undefined {
  const client = (db as unknown as { $client?: { prepare?: (q: string) => { pluck: () => { get: () => unknown } } } }).$client;
  if (DIALECT === 'postgres' || typeof client?.prepare !== 'function') return undefined;
  return `${client.prepare('select total_changes()').pluck().get()}:${client.prepare('pragma data_version').pluck().get()}`;
}
const lastSqliteSnapshot = new WeakMap<object, { key: string; snapshot: Record<string, unknown[]> }>();

export async function dbSnapshot(deps: AppDeps, rowsOf: readonly string[] = []): Promise<Record<string, unknown[]>> {
  // Reading every row (14,823 catalogue vehicles among them) took 150–250 ms a snapshot; tests take hundreds.
  const key = sqliteChangeKey(deps.db);
  const last = lastSqliteSnapshot.get(deps.db);
  if (key !== undefined && last?.key === key) return { ...last.snapshot };
  const snapshot: Record<string, unknown[]> = {};
  for (const table of Object.values(tables)) {
    // The rate-limit counters and job clock are bookkeeping (kept in memory on SQLite), not the shop's data.
    if (!is(table, Table) || table === tables.rateLimits || table === tables.jobRuns) continue;
    // `rowsOf`: the tables whose rows the test reads itself (a count of new jobs, the alert written), rows on both engines.
    if (DIALECT === 'postgres' && !rowsOf.includes(getTableName(table))) {
      const [digest] = await rawRows<{ rows: string; md5: string }>(
        deps.db,
        // An order-free sum of row hashes: no sort of the 14,823 catalogue vehicles on every reading.
        sql`select count(*)::text as rows, coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text as md5 from ${table} t`,
      );
      snapshot[getTableName(table)] = [digest];
      continue;
    }
    const rows: unknown[] = await deps.db.select().from(table as typeof tables.shops);
    // Sorted by content: engines return rows in their own order.
    snapshot[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  // Reading changes nothing, so the key read before the rows still describes them.
  if (key !== undefined) lastSqliteSnapshot.set(deps.db, { key, snapshot: { ...snapshot } });
  return snapshot;
}

/** The latest email sent to an address, from the outbox table. */
export async function lastEmailTo(deps: AppDeps, to: string) {
  const [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(1);
  return row && { ...row, shop_id: row.shopId };
}

/** The 6-digit code in the latest OTP email to an address. */
export async function otpSentTo(deps: AppDeps, to: string): Promise<string> {
  const code = (await lastEmailTo(deps, to))?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No OTP email to ${to}`);
  return code;
}

/** Rows of a raw query on this run's engine (SQLite or PostgreSQL), for tests that check what is stored. */
export async function rawRows<Row = Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  if (DIALECT === 'postgres') return ((await (db as unknown as { execute: (q: SQL) => Promise<{ rows: Row[] }> }).execute(query)).rows);
  return db.all<Row>(query);
}

/** A raw statement that returns no rows (an update, a trigger), on this run's engine. */
export async function rawRun(db: Db, statement: SQL): Promise<void> {
  if (DIALECT === 'postgres') await (db as unknown as { execute: (q: SQL) => Promise<unknown> }).execute(statement);
  else await db.run(statement);
}

/**
 * Two connections to one new database, as two processes or instances have: a SQLite file opened twice, or two
 * pools on one PostgreSQL database. Both are closed when the test ends.
 */
export async function twoConnections(): Promise<[Db, Db]> {
  if (DIALECT === 'postgres') {
    const url = await freshDatabase({ tables: 'empty' });
    return [await openTestPg(url), await openTestPg(url)];
  }
  const file = path.join(tempDir(), 'shared.sqlite');
  const pair = [openDb(file), openDb(file)] as [Db, Db];
  onTestFinished(() => Promise.all(pair.map(closeDatabase)).then(() => undefined));
  return pair;
}

/** Asks until the answer is `expected` (or 3 s pass), and returns the last answer. */
export async function eventually<T>(ask: () => Promise<T>, expected: T): Promise<T> {
  const until = Date.now() + 3_000;
  let answer = await ask();
  while (answer !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await ask();
  }
  return answer;
}
