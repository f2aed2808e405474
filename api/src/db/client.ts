// Opens the SQLite database (WAL, foreign keys on) and applies the generated migrations.
import fs from 'node:fs';
import path from 'node:path';
import Database, { type RunResult } from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema/index.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The database or an open transaction: helpers take this so callers can fold them into their own transaction. */
export type DbOrTx = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

/** How long one statement waits for another connection's lock before giving up with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 100;

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/** `file` is a path, or ':memory:'. `migrationsDir` lets the bundled build point at its copied migrations. */
export function openDb(file: string, migrationsDir = MIGRATIONS_DIR): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // better-sqlite3 waits for a lock synchronously, holding up every request of the process: wait briefly, then
  // the request answers 503 with Retry-After (isDatabaseBusy in lib/errors.ts, decision 031).
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder: migrationsDir });
  return db;
}

export { schema };
