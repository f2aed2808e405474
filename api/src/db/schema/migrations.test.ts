// Each engine's migration history against the one table definition (decision 076): drizzle-kit, asked as
// `pnpm db:generate` asks it, finds nothing to migrate on either engine; the PostgreSQL migrations build exactly the
// tables of the definition on a real PostgreSQL; and rows read back the same on both engines.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Column, getTableName, is, SQL, type Table, type View } from 'drizzle-orm';
import { getTableConfig as pgTableConfig, getViewConfig as pgViewConfig, PgDialect, PgTable, PgView } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type * as DrizzleKitApi from 'drizzle-kit/api';
import { freshDatabase } from '../../test/postgres.ts';
import { openDb } from '../client.ts';
import { asDb } from '../open.ts';
import { openPgDb } from '../pg-client.ts';
import * as pgSchema from './pg.ts';
import * as sqliteSchema from './sqlite.ts';

// drizzle-kit's API is a CommonJS bundle; loaded only by this test.
const drizzleKit = createRequire(import.meta.url)('drizzle-kit/api') as typeof DrizzleKitApi;

type Snapshot = Record<string, unknown> & { tables: Record<string, { columns: Record<string, unknown>; indexes: Record<string, unknown> }> };

/** The snapshot drizzle-kit wrote with the newest migration of a folder: what the next `generate` compares against. */
function latestSnapshot(folder: string): Snapshot {
  const meta = path.join(import.meta.dirname, '..', folder, 'meta');
  const journal = JSON.parse(fs.readFileSync(path.join(meta, '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  const last = journal.entries.at(-1)!;
  return JSON.parse(fs.readFileSync(path.join(meta, `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8')) as Snapshot;
}

/**
 * The names drizzle-kit would ask about: with a name gone on one side and a new one on the other it prompts "renamed
 * or new?", which a test cannot answer, so names are compared first and the SQL diff only runs when they agree.
 */
function names(snapshot: Snapshot) {
  const sections = ['tables', 'views', 'enums', 'schemas', 'sequences', 'roles', 'policies'] as const;
  return {
    ...Object.fromEntries(sections.map((s) => [s, Object.keys((snapshot[s] as Record<string, unknown> | undefined) ?? {}).sort()])),
    columns: Object.fromEntries(Object.entries(snapshot.tables).map(([table, t]) => [table, Object.keys(t.columns).sort()])),
  };
}

const REGENERATE = 'run `pnpm --filter @wrapsmith/api db:generate`';

/** The SQL `drizzle-kit generate` would write for this engine now: none when the history matches the definition. */
async function pendingMigration(engine: 'sqlite' | 'postgres', snapshot: Snapshot): Promise<string[]> {
  if (engine === 'sqlite') {
    const current = await drizzleKit.generateSQLiteDrizzleJson(sqliteSchema);
    expect(names(current as unknown as Snapshot), `table, column or view names differ from the last migration: ${REGENERATE}`).toEqual(names(snapshot));
    return drizzleKit.generateSQLiteMigration(snapshot as never, current);
  }
  const current = drizzleKit.generateDrizzleJson(pgSchema);
  expect(names(current as unknown as Snapshot), `table, column or view names differ from the last migration: ${REGENERATE}`).toEqual(names(snapshot));
  return drizzleKit.generateMigration(snapshot as never, current);
}

const HISTORIES = [
  ['sqlite', 'migrations'],
  ['postgres', 'migrations-pg'],
] as const;

describe('the migration history of each engine (issue 24 item 1)', () => {
  it.each(HISTORIES)('%s: matches the table definitions (pnpm --filter @wrapsmith/api db:generate has nothing to write)', async (engine, folder) => {
    const statements = await pendingMigration(engine, latestSnapshot(folder));
    expect(statements, `src/db/${folder} lags the definitions in src/db/schema/tables: ${REGENERATE}`).toEqual([]);
  });

  it.each(HISTORIES)('%s: a definition the history lacks is found (an index missing from the last snapshot)', async (engine, folder) => {
    const snapshot = latestSnapshot(folder);
    const table = Object.values(snapshot.tables).find((t) => Object.keys(t.indexes).length > 0)!;
    const [indexName] = Object.keys(table.indexes);
    delete table.indexes[indexName!];
    const statements = await pendingMigration(engine, snapshot);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(new RegExp(`CREATE (UNIQUE )?INDEX.*${indexName}`));
  });
});

const sqlText = (value: SQL) => new PgDialect().sqlToQuery(value).sql.replace(/\s+/g, ' ').trim();
/** Column names, or the SQL of an expression; index columns come typed loosely by drizzle. */
const columnNames = (columns: readonly unknown[]) => columns.map((c) => (is(c, SQL) ? sqlText(c) : (c as { name: string }).name));
const pgViewName = (view: View) => pgViewConfig(view as PgView).name;

const pgEntities: (Table | View)[] = Object.values(pgSchema);
const pg = { tables: pgEntities.filter((e): e is Table => is(e, PgTable)), views: pgEntities.filter((e) => is(e, PgView)) };

const PG_MIGRATIONS = path.join(import.meta.dirname, '..', 'migrations-pg');
const ENGINE_SEARCH_INDEXES = ['bookings_search_trgm', 'leads_search_trgm'];

describe('the PostgreSQL migrations', () => {
  it('are applied once when three instances start at once on an empty database', async () => {
    const url = await freshDatabase({ tables: 'none' });
    const instances = await Promise.all([1, 2, 3].map(() => openPgDb(url, { poolSize: 2 })));
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(PG_MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const { rows } = await instances[0]!.$client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((db) => db.$client.end()));
    }
  });

  it('create every table, column, index and foreign key of the definitions, and nothing else', async () => {
    const db = await openPgDb(await freshDatabase({ tables: 'empty' }), { poolSize: 1 });
    try {
      const q = async <T extends object>(text: string) => (await db.$client.query<T>(text)).rows;
      const relations = await q<{ table_name: string; table_type: string }>(`select table_name, table_type from information_schema.tables where table_schema = 'public'`);
      const columns = await q<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
        `select table_name, column_name, data_type, is_nullable from information_schema.columns where table_schema = 'public'`,
      );
      const indexes = await q<{ tablename: string; indexname: string; indexdef: string }>(`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'`);
      const foreignKeys = await q<{ table_name: string; constraint_name: string }>(
        `select table_name, constraint_name from information_schema.table_constraints where table_schema = 'public' and constraint_type = 'FOREIGN KEY'`,
      );

      const tables = pg.tables;
      expect(relations.filter((r) => r.table_type === 'BASE TABLE').map((r) => r.table_name).sort()).toEqual(tables.map((t) => getTableName(t)).sort());
      expect(relations.filter((r) => r.table_type === 'VIEW').map((r) => r.table_name).sort()).toEqual(pg.views.map(pgViewName).sort());

      const sorted = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      const expectedColumns = tables.flatMap((t) =>
        pgTableConfig(t as PgTable).columns.map((c) => ({ table: getTableName(t), column: c.name, type: c.getSQLType(), nullable: !c.notNull })),
      );
      const tableNames = new Set(tables.map((t) => getTableName(t)));
      const actualColumns = columns
        .filter((c) => tableNames.has(c.table_name))
        .map((c) => ({ table: c.table_name, column: c.column_name, type: c.data_type, nullable: c.is_nullable === 'YES' }));
      expect(sorted(actualColumns)).toEqual(sorted(expectedColumns));
      for (const view of pg.views) {
        const config = pgViewConfig(view as PgView);
        const expected = Object.values(config.selectedFields as Record<string, Column>).map((c) => ({ column: c.name, type: c.getSQLType() }));
        const actual = columns.filter((c) => c.table_name === config.name).map((c) => ({ column: c.column_name, type: c.data_type }));
        expect(sorted(actual)).toEqual(sorted(expected));
      }

      // Every index: declared ones, those behind primary keys and unique constraints.
      const expectedIndexes = tables.flatMap((t) => {
        const config = pgTableConfig(t as PgTable);
        const inlinePk = config.columns.filter((c) => c.primary).map((c) => ({ name: `${config.name}_pkey`, unique: true, columns: [c.name] }));
        return [
          ...inlinePk,
          ...config.primaryKeys.map((pk) => ({ name: pk.getName(), unique: true, columns: pk.columns.map((c) => c.name) })),
          ...config.columns.filter((c) => c.isUnique).map((c) => ({ name: c.uniqueName!, unique: true, columns: [c.name] })),
          ...config.uniqueConstraints.map((u) => ({ name: u.getName()!, unique: true, columns: u.columns.map((c) => c.name) })),
          ...config.indexes.map(({ config: index }) => ({ name: index.name!, unique: index.unique, columns: columnNames(index.columns) })),
        ].map((i) => ({ table: config.name, ...i }));
      });
      // The search indexes are each engine's own (issue 23 item 19, decision 072, migration keyset_search): pg_trgm GIN
      // indexes here, FTS5 tables on SQLite; drizzle's schema describes neither, so they are checked by name here.
      const searchIndexes = indexes.filter((i) => ENGINE_SEARCH_INDEXES.includes(i.indexname));
      expect(searchIndexes.map((i) => [i.tablename, i.indexname, /USING (\w+)/.exec(i.indexdef)?.[1]]).sort()).toEqual([
        ['bookings', 'bookings_search_trgm', 'gin'],
        ['leads', 'leads_search_trgm', 'gin'],
      ]);
      const actualIndexes = indexes.filter((i) => !ENGINE_SEARCH_INDEXES.includes(i.indexname)).map((i) => ({
        table: i.tablename,
        name: i.indexname,
        unique: i.indexdef.startsWith('CREATE UNIQUE INDEX'),
        columns: /USING \w+ \(([^)]*)\)/.exec(i.indexdef)![1]!.split(', ').map((c) => c.replace(/^"|"$/g, '')),
      }));
      expect(sorted(actualIndexes)).toEqual(sorted(expectedIndexes));

      const expectedForeignKeys = tables.flatMap((t) => pgTableConfig(t as PgTable).foreignKeys.map((fk) => ({ table: getTableName(t), name: fk.getName() })));
      expect(sorted(foreignKeys.map((f) => ({ table: f.table_name, name: f.constraint_name })))).toEqual(sorted(expectedForeignKeys));
    } finally {
      await db.$client.end();
    }
  });
});

describe('rows on both engines', () => {
  it('read back the same, and the usage view counts the same UTC days', async () => {
    const lite = openDb(':memory:');
    const pgPool = await openPgDb(await freshDatabase({ tables: 'empty' }), { poolSize: 1 });
    // Queried as the app queries it: through the one `Db` type, with the PostgreSQL build of the tables.
    const pgDb = asDb(pgPool);
    try {
      const shop = { id: 'shop-1', name: 'Shop', slug: 'shop', createdAt: new Date('2026-03-01T08:00:00.000Z') };
      const lastMsOfDay = new Date('2026-03-01T23:59:59.999Z');
      const firstMsOfNextDay = new Date('2026-03-02T00:00:00.000Z');
      const render = (id: string, source: 'widget' | 'share' | 'studio', createdAt: Date) => ({
        id,
        shopId: shop.id,
        source,
        spec: { vehicle: { year: 2024 }, film: 'gloss-black' },
        specHash: `hash-${id}`,
        engine: 'local',
        imageKey: `renders/${id}.png`,
        createdAt,
      });
      const renders = [render('r1', 'widget', lastMsOfDay), render('r2', 'share', firstMsOfNextDay), render('r3', 'studio', firstMsOfNextDay)];
      const ledger = renders.map((r, i) => ({ id: `c${i}`, shopId: shop.id, delta: -1, kind: 'render' as const, reference: r.id, createdAt: r.createdAt }));
      const lead = {
        id: 'lead-1',
        shopId: shop.id,
        renderId: 'r2',
        snapshot: { vehicle: null, film: { id: null, brand: 'Avery', name: 'Gloss Black', code: 'G', colorCode: '#000000', finish: 'gloss' } },
        name: 'Visitor',
        email: 'visitor@example.com',
        consentAt: firstMsOfNextDay,
        pageUrl: 'https://shop.example/',
        origin: 'https://shop.example',
        createdAt: new Date('2026-03-02T12:00:00.000Z'),
        updatedAt: new Date('2026-03-02T12:00:00.000Z'),
      };
      const settings = { shopId: shop.id, poweredBy: false, offeredBrandIds: ['avery'], updatedAt: shop.createdAt };
      // Every column kind of the kit: booleans, doubles, a generated column, JSON, timestamps and a database-numbered id.
      const booking = { id: 'b1', shopId: shop.id, isQuoted: true, bookingDate: '2026-03-03', checkInTime: '09:30', price: 1234.5, frontPercentage: 0.25, createdAt: shop.createdAt, updatedAt: shop.createdAt };
      const vehicle = { year: 2024, make: 'Ford', makeId: 'ford', model: 'F-150', bodyStyle: 'pickup' as const };

      lite.insert(sqliteSchema.shops).values(shop).run();
      lite.insert(sqliteSchema.renders).values(renders).run();
      lite.insert(sqliteSchema.creditLedger).values(ledger).run();
      lite.insert(sqliteSchema.leads).values(lead).run();
      lite.insert(sqliteSchema.widgetSettings).values(settings).run();
      lite.insert(sqliteSchema.bookings).values(booking).run();
      lite.insert(sqliteSchema.vehicles).values(vehicle).run();
      await pgDb.insert(pgSchema.shops).values(shop);
      await pgDb.insert(pgSchema.renders).values(renders);
      await pgDb.insert(pgSchema.creditLedger).values(ledger);
      await pgDb.insert(pgSchema.leads).values(lead);
      await pgDb.insert(pgSchema.widgetSettings).values(settings);
      await pgDb.insert(pgSchema.bookings).values(booking);
      await pgDb.insert(pgSchema.vehicles).values(vehicle);

      const onSqlite = {
        shops: lite.select().from(sqliteSchema.shops).all(),
        renders: lite.select().from(sqliteSchema.renders).orderBy(sqliteSchema.renders.id).all(),
        leads: lite.select().from(sqliteSchema.leads).all(),
        settings: lite.select().from(sqliteSchema.widgetSettings).all(),
        bookings: lite.select().from(sqliteSchema.bookings).all(),
        vehicles: lite.select().from(sqliteSchema.vehicles).all(),
        usage: lite.select().from(sqliteSchema.widgetUsageDaily).orderBy(sqliteSchema.widgetUsageDaily.day).all(),
      };
      const onPg = {
        shops: await pgDb.select().from(pgSchema.shops),
        renders: await pgDb.select().from(pgSchema.renders).orderBy(pgSchema.renders.id),
        leads: await pgDb.select().from(pgSchema.leads),
        settings: await pgDb.select().from(pgSchema.widgetSettings),
        bookings: await pgDb.select().from(pgSchema.bookings),
        vehicles: await pgDb.select().from(pgSchema.vehicles),
        usage: await pgDb.select().from(pgSchema.widgetUsageDaily).orderBy(pgSchema.widgetUsageDaily.day),
      };
      expect(onPg).toEqual(onSqlite);
      expect(onPg.renders[0]!.createdAt).toEqual(lastMsOfDay);
      expect(onPg.settings[0]!.offeredZones.length).toBeGreaterThan(0);
      expect(onPg.bookings[0]).toMatchObject({ isQuoted: true, price: 1234.5, listKey: `2026-03-03 09:30 ${String(shop.createdAt.getTime()).padStart(15, '0')} b1` });
      expect(onPg.vehicles).toEqual([expect.objectContaining({ id: expect.any(Number), make: 'Ford' })]);
      expect(onPg.usage).toEqual([
        { shopId: shop.id, day: '2026-03-01', renders: 1, leads: 0, credits: 1 },
        { shopId: shop.id, day: '2026-03-02', renders: 1, leads: 1, credits: 1 },
      ]);
    } finally {
      lite.$client.close();
      await pgPool.$client.end();
    }
  });
});
