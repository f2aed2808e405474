import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from './client.ts';

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the migrations that stops before `firstLeftOut`, to build a database as an older release left it. */
function migrationsBefore(dir: string, firstLeftOut: string): string {
  const copy = path.join(dir, 'migrations');
  fs.cpSync(MIGRATIONS, copy, { recursive: true });
  const journalFile = path.join(copy, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === firstLeftOut);
  expect(cut).toBeGreaterThan(0);
  for (const entry of journal.entries.slice(cut)) fs.rmSync(path.join(copy, `${entry.tag}.sql`));
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return copy;
}

describe('openDb', () => {
  it('keeps every row when a migration rebuilds a table others reference (0004 rebuilds shops and users)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-migrate-'));
    dirs.push(dir);
    const file = path.join(dir, 'wrapsmith.db');
    const old = openDb(file, migrationsBefore(dir, '0004_portable_timestamps'));
    old.$client.exec(`
      insert into shops (id, name, slug) values ('s1', 'Shop', 'shop');
      insert into users (id, shop_id, role, first_name, last_name, email, password_hash) values ('u1', 's1', 'owner', 'A', 'B', 'a@example.com', 'x');
      insert into users (id, shop_id, parent_id, role, first_name, last_name, email, password_hash) values ('u2', 's1', 'u1', 'member', 'C', 'D', 'c@example.com', 'x');
      insert into sessions (id, user_id, expires_at, created_at) values ('t1', 'u2', 1, 1);
      insert into films (id, shop_id, brand_id, code, name, hex, finish, source) values ('f1', 's1', 'custom', '', 'Red', '#ff0000', 'gloss', 'custom');
      insert into credit_ledger (id, shop_id, delta, kind, created_at) values ('c1', 's1', 10, 'trial_grant', 1);
    `);
    const counts = (db: ReturnType<typeof openDb>) =>
      Object.fromEntries(['shops', 'users', 'sessions', 'films', 'credit_ledger'].map((t) => [t, db.$client.prepare(`select count(*) as n from ${t}`).pluck().get()]));
    const before = counts(old);
    old.$client.close();

    const db = openDb(file);
    expect(counts(db)).toEqual(before);
    expect(before).toEqual({ shops: 1, users: 2, sessions: 1, films: 1, credit_ledger: 1 });
    // Enforcement is back on once migrated: deleting the shop still takes its users with it.
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    db.$client.exec(`delete from shops where id = 's1'`);
    expect(counts(db)).toEqual({ shops: 0, users: 0, sessions: 0, films: 0, credit_ledger: 0 });
    db.$client.close();
  });
});
