// Opens the database this process runs on (docs/decisions/041): PostgreSQL when DATABASE_URL is set, otherwise
// the SQLite file under DATA_DIR. Either way the result is migrated and typed as `Db`.
import path from 'node:path';
import type { Pool } from 'pg';
import type { Env } from '../env.ts';
import { openDb, type Db } from './client.ts';
import { stopListening } from './generation.ts';
import { openPgDb, type PgDb } from './pg-client.ts';
import { DIALECT } from './schema/index.ts';

export interface OpenDatabaseOptions {
  /** A pooled PostgreSQL connection failed while idle; the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'> & Partial<Pick<Env, 'DATABASE_CONNECT_TIMEOUT_SECONDS'>>,
  options: OpenDatabaseOptions = {},
): Promise<Db> {
  if ((env.DATABASE_URL ? 'postgres' : 'sqlite') !== DIALECT) {
    throw new Error('DATABASE_URL must be set in the process environment before the API starts (the tables are chosen from it).');
  }
  if (env.DATABASE_URL) {
    const connectTimeoutMs = env.DATABASE_CONNECT_TIMEOUT_SECONDS === undefined ? undefined : env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000;
    return asDb(await openPgDb(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE, ...(connectTimeoutMs ? { connectTimeoutMs } : {}), ...options }));
  }
  return openDb(path.join(env.DATA_DIR, 'wrapsmith.sqlite'));
}

/** The PostgreSQL database behind the app's one `Db` type (its queries are written once, for both engines). */
export const asDb = (pg: PgDb): Db => pg as unknown as Db;

/** Where the data lives, for the start log (no password). */
export function describeDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (!env.DATABASE_URL) return `SQLite, ${path.join(env.DATA_DIR, 'wrapsmith.sqlite')}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL, ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

export async function closeDatabase(db: Db): Promise<void> {
  const client = db.$client as unknown as { end?: () => Promise<void>; close?: () => void };
  if (DIALECT === 'postgres') {
    await stopListening(db);
    await client.end?.();
  }
  else client.close?.();
}

/** The advisory lock instances take around seeding, so many starting at once seed one after another. */
export const SEED_LOCK_KEY = 3_702;

/**
 * Runs `work` while holding a PostgreSQL advisory lock (a session lock on one pooled connection, released however
 * `work` ends), so only one instance at a time runs it; later ones find it done. On SQLite, one process: at once.
 */
export async function exclusively<T>(db: Db, key: number, work: () => Promise<T>): Promise<T> {
  if (DIALECT !== 'postgres') return work();
  const pool = db.$client as unknown as Pool;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
