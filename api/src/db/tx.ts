// The one way to run several statements as one unit (decision 037): `await transaction(db, async (tx) => …)`.
//
// On SQLite the process shares one connection, so an open transaction would absorb any other request's statement
// issued between its awaits, and take it down with it on a rollback. Transactions therefore wait their turn on a
// queue per connection, and each one takes the write lock at once (BEGIN IMMEDIATE): a second process on the same
// file then waits at the start (busy_timeout) instead of failing to upgrade a read lock half way through.
// Bodies await only the database (never the network), so a turn lasts microseconds to a few milliseconds.
// Inside a body, `tx` is the handle to use; passing it to a helper that opens its own transaction runs that
// helper inline, as part of the caller's unit.
import type { Db, DbOrTx } from './client.ts';

const openHandles = new WeakSet<object>();
const queues = new WeakMap<object, Promise<void>>();

/** The first row of an awaited query (`.get()` of the synchronous API), or undefined. */
export async function firstRow<Row>(query: PromiseLike<Row[]>): Promise<Row | undefined> {
  const rows = await query;
  return rows[0];
}

export async function transaction<T>(db: DbOrTx, body: (tx: DbOrTx) => Promise<T>): Promise<T> {
  if (openHandles.has(db)) return body(db);
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
