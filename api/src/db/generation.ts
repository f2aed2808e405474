// When rows this process keeps in memory (validated sessions with their user and shop rows, lib/session.ts) may be
// stale: a number that moves whenever they may have changed, or `undefined` when nothing read now may be kept.
//
// SQLite (one process owns the file):
// - this connection's writes: SQLite's total_changes() counts every row inserted, updated or deleted on the
//   connection (triggers included, rolled-back ones too), and costs about 0.1 µs, so it is asked on every call;
// - other connections' commits (the CLI's import, a second process on the file): PRAGMA data_version, which opens a
//   read of the WAL index (about 2 µs), so it is asked at most once per DATA_VERSION_CHECK_MS;
// - inside an open transaction nothing read may be kept (it could roll back).
// Wall-clock time throughout: how often to ask is about the machine, not the business clock tests move.
//
// PostgreSQL (many instances): triggers on sessions, users and shops send a notice when a transaction that changed
// them commits, wherever it ran (migrations-pg/0004); each instance LISTENs on a connection of its own and moves its
// number on every notice. Until that connection listens, and whenever it is lost, the answer is `undefined`, so a
// lost notice can never leave a stale entry behind. Another instance's change shows here once its notice arrives
// (milliseconds); this instance's own writes show at once (trackPgWrites) (docs/decisions/053).
import pg from 'pg';
import type { Db } from './client.ts';
import { DIALECT } from './schema/index.ts';

/** The channel migrations-pg/0004_auth_change_notify.sql notifies. */
export const AUTH_CHANGE_CHANNEL = 'wrapsmith_auth_change';

/** How long a commit by another connection (the import command) can take to be noticed here. */
export const DATA_VERSION_CHECK_MS = 1_000;

interface Tracker {
  readChanges: () => number;
  readVersion: () => number;
  changes: number;
  version: number;
  checkedAt: number;
  generation: number;
}
const trackers = new WeakMap<Db, Tracker>();

function trackerOf(db: Db, now: number): Tracker {
  let tracker = trackers.get(db);
  if (!tracker) {
    // Prepared once: db.pragma() prepares its statement on every call.
    const changes = db.$client.prepare('SELECT total_changes()').pluck();
    const version = db.$client.prepare('PRAGMA data_version').pluck();
    const readChanges = () => changes.get() as number;
    const readVersion = () => version.get() as number;
    tracker = { readChanges, readVersion, changes: readChanges(), version: readVersion(), checkedAt: now, generation: 0 };
    trackers.set(db, tracker);
  }
  return tracker;
}

/**
 * Another connection's last commit as far as this process knows, checked at most once per DATA_VERSION_CHECK_MS:
 * for memos that only other connections invalidate (the vehicle catalogue; its own writes clear it directly).
 */
export function dataVersion(db: Db): number {
  const now = Date.now();
  const tracker = trackerOf(db, now);
  if (now - tracker.checkedAt >= DATA_VERSION_CHECK_MS) {
    tracker.version = tracker.readVersion();
    tracker.checkedAt = now;
  }
  return tracker.version;
}

/**
 * The database's generation: equal between two calls only if no row changed in between on this connection and no
 * other connection's commit was noticed. `undefined` inside a transaction, when nothing read may be cached.
 */
export function generationOf(db: Db): number | undefined {
  if (DIALECT === 'postgres') return pgGeneration(db);
  if (db.$client.inTransaction) return undefined;
  const tracker = trackerOf(db, Date.now());
  const version = tracker.version;
  const changes = tracker.readChanges();
  if (changes !== tracker.changes || dataVersion(db) !== version) {
    tracker.changes = changes;
    tracker.generation++;
  }
  return tracker.generation;
}

interface Listener {
  generation: number;
  started: boolean;
  listening: boolean;
  closed: boolean;
  client: pg.Client | undefined;
  heartbeat: NodeJS.Timeout | undefined;
  /** When the listening connection last answered (Date.now()). */
  answeredAt: number;
}
const listeners = new WeakMap<pg.Pool, Listener>();
/** Waits before listening again after the connection was lost: doubling from 100 ms up to 5 s. */
const RELISTEN_MAX_MS = 5_000;
/**
 * A connection can die without a word (a NAT or proxy dropping it): the listener asks the server something this
 * often, and counts the connection lost when no answer comes within HEARTBEAT_TIMEOUT_MS. Until the next answer,
 * nothing is kept past LISTEN_STALE_MS after the last one (issue 23 item 18): that is the longest a change made on
 * another instance (a sign-out, a role change) can go unseen here, 2 s, whatever happened to the connection.
 */
export const HEARTBEAT_MS = 1_000;
const HEARTBEAT_TIMEOUT_MS = 1_000;
export const LISTEN_STALE_MS = HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS;

/**
 * Called by openPgDb on its new pool: every statement other than a SELECT moves the generation when it completes
 * (a COMMIT included), so this instance's own writes, in a request, a background job or a test, show at once.
 */
export function trackPgWrites(pool: pg.Pool): void {
  const listener: Listener = { generation: 0, started: false, listening: false, closed: false, client: undefined, heartbeat: undefined, answeredAt: 0 };
  listeners.set(pool, listener);
  const moved = () => {
    listener.generation++;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: unknown } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text !== 'string' || /^\s*select\b/i.test(text)) return query(...args);
      const last = args.at(-1);
      if (typeof last === 'function') {
        return query(...args.slice(0, -1), (error: unknown, result: unknown) => {
          moved();
          (last as (error: unknown, result: unknown) => void)(error, result);
        });
      }
      const result = query(...args);
      if (result instanceof Promise) return result.finally(moved);
      return result;
    };
  });
}

function pgGeneration(db: Db): number | undefined {
  const pool = db.$client as unknown as pg.Pool;
  const listener = listeners.get(pool);
  if (!listener) return undefined;
  if (!listener.started) {
    listener.started = true;
    void listen(pool, listener, 0);
  }
  if (!listener.listening) return undefined;
  // A heartbeat overdue: the connection may be dead without a word, and a notice lost. Keep nothing until it answers.
  if (Date.now() - listener.answeredAt > LISTEN_STALE_MS) {
    listener.generation++;
    return undefined;
  }
  return listener.generation;
}

async function listen(pool: pg.Pool, listener: Listener, attempt: number): Promise<void> {
  if (listener.closed) return;
  const client = new pg.Client({ ...pool.options, keepAlive: true, query_timeout: HEARTBEAT_TIMEOUT_MS });
  listener.client = client;
  const lost = () => {
    if (listener.client !== client) return;
    clearInterval(listener.heartbeat);
    listener.client = undefined;
    listener.listening = false;
    listener.generation++;
    client.end().catch(() => undefined);
    if (!listener.closed) setTimeout(() => void listen(pool, listener, attempt + 1), Math.min(RELISTEN_MAX_MS, 100 * 2 ** attempt)).unref();
  };
  client.on('error', lost);
  client.on('end', lost);
  client.on('notification', () => {
    listener.generation++;
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${AUTH_CHANGE_CHANNEL}`);
    if (listener.client !== client) return;
    // Anything read before now may have missed a notice.
    listener.generation++;
    listener.listening = true;
    listener.answeredAt = Date.now();
    attempt = 0;
    listener.heartbeat = setInterval(() => {
      client.query('SELECT 1').then(() => {
        if (listener.client === client) listener.answeredAt = Date.now();
      }, lost);
    }, HEARTBEAT_MS).unref();
  } catch {
    lost();
  }
}

/** Ends this database's listening connection (closeDatabase, before the pool ends). */
export async function stopListening(db: Db): Promise<void> {
  const listener = listeners.get(db.$client as unknown as pg.Pool);
  if (!listener) return;
  listener.closed = true;
  listener.listening = false;
  clearInterval(listener.heartbeat);
  const client = listener.client;
  listener.client = undefined;
  client?.removeAllListeners('end');
  await client?.end().catch(() => undefined);
}

/** Tests: the connection this database's listener LISTENs on (to make it go silent). */
export function listeningClientOf(db: Db): pg.Client | undefined {
  return listeners.get(db.$client as unknown as pg.Pool)?.client;
}
