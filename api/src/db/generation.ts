// When rows cached in this process may be stale, on SQLite (PostgreSQL caches nothing that way: other instances
// write too, docs/decisions/041). A number that moves whenever the database may have changed:
// - this connection's writes: SQLite's total_changes() counts every row inserted, updated or deleted on the
//   connection (triggers included, rolled-back ones too), and costs about 0.1 µs, so it is asked on every call;
// - other connections' commits (the CLI's import, a second process on the file): PRAGMA data_version, which opens a
//   read of the WAL index (about 2 µs), so it is asked at most once per DATA_VERSION_CHECK_MS.
// Inside an open transaction nothing read may be kept (it could roll back), so the answer is then `undefined`.
// Wall-clock time throughout: how often to ask is about the machine, not the business clock tests move.
import type { Db } from './client.ts';

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
