// The one way to run several statements as one unit (decision 037): `await transaction(db, async (tx) => …)`.
//
// On SQLite the process shares one connection, so an open transaction would absorb any other request's statement
// issued between its awaits, and take it down with it on a rollback. Transactions therefore wait their turn on a
// queue per connection, and each one takes the write lock at once (BEGIN IMMEDIATE): a second process on the same
// file then waits at the start (busy_timeout) instead of failing to upgrade a read lock half way through.
// Bodies await only the database (never the network), so a turn lasts microseconds to a few milliseconds.
// Inside a body, `tx` is the handle to use; passing it to a helper that opens its own transaction runs that
// helper inline, as part of the caller's unit.
import { getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.ts';
import { DIALECT } from './schema/index.ts';

const openHandles = new WeakSet<object>();
const queues = new WeakMap<object, Promise<void>>();

/** The first row of an awaited query (`.get()` of the synchronous API), or undefined. */
export async function firstRow<Row>(query: PromiseLike<Row[]>): Promise<Row | undefined> {
  const rows = await query;
  return rows[0];
}

export async function transaction<T>(db: DbOrTx, body: (tx: DbOrTx) => Promise<T>): Promise<T> {
  if (openHandles.has(db)) return body(db);
  if (DIALECT === 'postgres') return pgTransaction(db, body);
  const client = (db as Db).$client;
  const before = queues.get(client) ?? Promise.resolve();
  let release: () => void = () => undefined;
  const turn = new Promise<void>((resolve) => {
    release = resolve;
  });
  queues.set(client, before.then(() => turn));
  await before;
  // A handle of its own, so a helper handed `tx` knows it is already inside this transaction.
  const tx = Object.create(db) as DbOrTx;
  openHandles.add(tx);
  try {
    await begin(client);
    try {
      const result = await body(tx);
      client.exec('COMMIT');
      return result;
    } catch (error) {
      if (client.inTransaction) client.exec('ROLLBACK');
      throw error;
    }
  } finally {
    openHandles.delete(tx);
    release();
  }
}

/**
 * BEGIN IMMEDIATE, waiting for another connection's write lock: SQLite waits busy_timeout (blocking), then the
 * wait goes on here without blocking, so the other connection, if it lives in this process, can finish.
 */
async function begin(client: Db['$client']): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      client.exec('BEGIN IMMEDIATE');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= BEGIN_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt));
    }
  }
}

/** About 5 s of waiting for a write lock in all, on top of busy_timeout per attempt, before SQLITE_BUSY reaches the caller. */
const BEGIN_ATTEMPTS = 12;

/** The one row an insert or update `returning()` gave back; throws when there is none (a row vanished meanwhile). */
export async function onlyRow<Row>(query: PromiseLike<Row[]>): Promise<Row> {
  const [row] = await query;
  if (row === undefined) throw new Error('Expected a row back from the database, got none');
  return row;
}

/**
 * On PostgreSQL each transaction has a pooled connection of its own, at READ COMMITTED: single statements are
 * atomic (conditional updates, upserts), and a body that counts before it writes locks the row it counts under
 * first (`lockRow`). Lock waits that end in a deadlock (40P01) or a serialization failure (40001) are retried
 * whole, a few times, since the body only touched the database.
 */
async function pgTransaction<T>(db: DbOrTx, body: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const pgDb = db as unknown as { transaction: (run: (tx: DbOrTx) => Promise<T>) => Promise<T> };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await pgDb.transaction(async (tx) => {
        openHandles.add(tx);
        try {
          return await body(tx);
        } finally {
          openHandles.delete(tx);
        }
      });
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if ((code !== '40P01' && code !== '40001') || attempt >= PG_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

const PG_ATTEMPTS = 4;

/**
 * Inside a transaction, holds the row with this id until the transaction ends, so a count-then-write body (team
 * seats, booking photos) cannot interleave with another one for the same row. On SQLite the transaction already
 * holds the database's write lock (BEGIN IMMEDIATE), so there is nothing more to take.
 */
export async function lockRow(tx: DbOrTx, table: { id: unknown }, id: string): Promise<void> {
  if (DIALECT !== 'postgres') return;
  if (!openHandles.has(tx)) throw new Error('lockRow needs a transaction handle');
  const name = getTableName(table as unknown as Table);
  await (tx as unknown as { execute: (q: SQL) => Promise<unknown> }).execute(sql`select 1 from ${sql.identifier(name)} where id = ${id} for update`);
}
