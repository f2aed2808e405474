// Opens a PostgreSQL database (DATABASE_URL) through a node-postgres pool and applies the PostgreSQL migrations
// (migrations-pg/, generated from the PostgreSQL build of schema/) one instance at a time (docs/decisions/037).
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { trackPgWrites } from './generation.ts';
import * as pgSchema from './schema/pg.ts';

export type PgDb = NodePgDatabase<typeof pgSchema> & { $client: pg.Pool };

/** Connections per instance when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_POOL_SIZE = 10;
/** How long a request waits for a connection when DATABASE_CONNECT_TIMEOUT_SECONDS is not set. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The advisory lock (a number every instance agrees on) held while migrating: instances that start together
 * migrate one after another, and each later one finds nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 3_701;

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations-pg');

export interface PgDbOptions {
  /** DATABASE_POOL_SIZE: the most connections this instance opens. */
  poolSize?: number;
  /**
   * DATABASE_CONNECT_TIMEOUT_SECONDS, in ms: how long a request waits for a connection (a new one, or a pooled one
   * when all are busy) before it fails with 503, so a hung or full server cannot hold requests forever.
   */
  connectTimeoutMs?: number;
  /** Lets the bundled build point at its copied migrations. */
  migrationsDir?: string;
  /**
   * A pooled connection that failed while idle (the server restarted, a proxy cut it). The pool drops it and
   * opens another when needed; without a listener node-postgres would crash the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openPgDb(url: string, options: PgDbOptions = {}): Promise<PgDb> {
  const { poolSize = DEFAULT_POOL_SIZE, migrationsDir = MIGRATIONS_DIR, onIdleConnectionError = () => undefined, connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS } = options;
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  pool.on('error', onIdleConnectionError);
  trackPgWrites(pool);
  try {
    await migratePg(pool, migrationsDir);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return drizzle(pool, { schema: pgSchema });
}

/** Applies the migrations on one connection that holds the migration lock, so a pool of one is enough. */
async function migratePg(pool: pg.Pool, migrationsDir = MIGRATIONS_DIR): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (error) {
    // Closing the connection ends its session, which lets go of the lock whatever state the failure left.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
