// Opens the SQLite database (WAL, foreign keys on) and applies the generated migrations.
import fs from 'node:fs';
import path from 'node:path';
import Database, { type RunResult } from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema/sqlite.ts';

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
  // better-sqlite3 waits for a lock synchronously, holding up every request of the process: wait briefly, then
  // the request answers 503 with Retry-After (isDatabaseBusy in lib/errors.ts, decision 031).
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema }) as Db;
  migrateKeepingRows(db, migrationsDir);
  sqlite.pragma('foreign_keys = ON');
  return db;
}

/**
 * SQLite cannot alter a column, so drizzle-kit rebuilds the table: create a copy, move the rows, drop the old one.
 * With foreign keys on, that drop deletes every row that references the table through ON DELETE CASCADE (rebuilding
 * `shops` would empty `users`), and drizzle runs all migrations in one transaction, where the migration's own
 * `PRAGMA foreign_keys=OFF` does nothing. So enforcement is off while migrating and every reference is checked after.
 */
function migrateKeepingRows(db: Db, migrationsDir: string): void {
  db.$client.pragma('foreign_keys = OFF');
  migrate(db, { migrationsFolder: migrationsDir });
  const broken = db.$client.pragma('foreign_key_check') as { table: string; parent: string }[];
  if (broken.length > 0) {
    const where = [...new Set(broken.map((b) => `${b.table} → ${b.parent}`))].join(', ');
    throw new Error(`The database migrations left rows whose foreign key points nowhere (${where}); the database needs a look before it is used.`);
  }
}

export { schema };
