// Issue 23 items 19 and 20: the keyset_search migration, on both engines, gives bookings written by the release
// before it their list key and puts every existing booking and lead into the search index.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/postgres.ts';
import { openDb } from './client.ts';
import { openPgDb } from './pg-client.ts';
import { DIALECT } from './schema/index.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of `folder`'s migrations without keyset_search and what follows it: the database as the release before left it. */
function migrationsBefore(folder: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-keyset-'));
  dirs.push(dir);
  const copy = path.join(dir, 'migrations');
  fs.cpSync(folder, copy, { recursive: true });
  const journalFile = path.join(copy, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag.endsWith('_keyset_search'));
  expect(cut).toBeGreaterThan(0);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return copy;
}

const ROWS = `
  insert into shops (id, name, slug, created_at) values ('s1', 'Shop', 'shop', 1);
  insert into bookings (id, shop_id, first_name, last_name, email, phone, booking_date, check_in_time, created_at, updated_at)
    values ('b1', 's1', 'Dana', 'Reyes', 'dana@example.com', '555 010', '2026-06-10', '09:05', 1000, 1000),
           ('b2', 's1', 'Sam', 'Ortiz', null, '', null, '', 2000, 2000),
           ('b3', 's1', 'Alex', 'Kim', 'alex@example.com', '', '2026-06-10', '', 500, 500);
  insert into leads (id, shop_id, snapshot, name, email, phone, message, consent_at, page_url, origin, created_at, updated_at)
    values ('l1', 's1', '{}', 'Dana Reyes', 'dana@example.com', '555 010', 'Full wrap', 1, 'x', 'x', 1000, 1000);
`;

/** The list order the migration must give the old rows: b1 (date and time), b3 (date, no time), b2 (neither). */
const ORDER = ['b1', 'b3', 'b2'];

describe.runIf(DIALECT === 'sqlite')('issue 23 items 19, 20: migration keyset_search on SQLite', () => {
  it('keys and indexes the bookings and leads an older release wrote', () => {
    const migrations = path.join(import.meta.dirname, 'migrations');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-keyset-db-'));
    dirs.push(dir);
    const file = path.join(dir, 'wrapsmith.db');
    const old = openDb(file, migrationsBefore(migrations));
    old.$client.exec(ROWS);
    old.$client.close();

    const db = openDb(file);
    const q = <T>(text: string) => db.$client.prepare(text).all() as T[];
    expect(q<{ id: string }>(`select id from bookings where shop_id = 's1' order by list_key`).map((r) => r.id)).toEqual(ORDER);
    const found = (table: string, text: string) =>
      q<{ id: string }>(`select t.id from ${table} t join ${table}_search s on s.${table.slice(0, -1)}_id = t.id where s.id in (select rowid from ${table}_search_fts where ${table}_search_fts match '"${text}"') order by t.id`).map((r) => r.id);
    expect(found('bookings', 'example.com')).toEqual(['b1', 'b3']);
    expect(found('bookings', 'na re')).toEqual(['b1']);
    expect(found('leads', '55 01')).toEqual(['l1']);
    // New writes are indexed by the triggers.
    db.$client.exec(`insert into bookings (id, shop_id, first_name, email, created_at, updated_at) values ('b4', 's1', 'Jo', 'jo@example.com', 1, 1)`);
    expect(found('bookings', 'example.com')).toEqual(['b1', 'b3', 'b4']);
    db.$client.close();
  });
});

describe.runIf(DIALECT === 'postgres')('issue 23 items 19, 20: migration keyset_search on PostgreSQL', () => {
  it('keys and indexes the bookings and leads an older release wrote', async () => {
    const url = await freshDatabase({ tables: 'none' });
    const old = await openPgDb(url, { poolSize: 1, migrationsDir: migrationsBefore(path.join(import.meta.dirname, 'migrations-pg')) });
    await old.$client.query(ROWS);
    await old.$client.end();

    const db = await openPgDb(url, { poolSize: 1 });
    try {
      const q = async <T extends object>(text: string) => (await db.$client.query<T>(text)).rows;
      expect((await q<{ id: string }>(`select id from bookings where shop_id = 's1' order by list_key`)).map((r) => r.id)).toEqual(ORDER);
      expect(await q<{ collation_name: string }>(`select collation_name from information_schema.columns where table_name = 'bookings' and column_name = 'list_key'`)).toEqual([
        { collation_name: 'C' },
      ]);
      expect((await q<{ extname: string }>(`select extname from pg_extension where extname = 'pg_trgm'`)).length).toBe(1);
      const indexes = await q<{ indexname: string }>(`select indexname from pg_indexes where indexname in ('bookings_search_trgm', 'leads_search_trgm', 'bookings_shop_list_idx') order by 1`);
      expect(indexes.map((r) => r.indexname)).toEqual(['bookings_search_trgm', 'bookings_shop_list_idx', 'leads_search_trgm']);
    } finally {
      await db.$client.end();
    }
  });
});
