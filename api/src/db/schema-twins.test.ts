// The SQLite schema (schema/) and its PostgreSQL twin (schema-pg/) must describe one database (docs/decisions/037):
// compared from drizzle's own metadata, then the PostgreSQL migrations checked against a real PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { type Column, getTableColumns, getTableName, is, SQL, type Table, type View } from 'drizzle-orm';
import { getTableConfig as pgTableConfig, getViewConfig as pgViewConfig, PgCustomColumn, PgDialect, PgTable, PgView } from 'drizzle-orm/pg-core';
import {
  getTableConfig as sqliteTableConfig,
  getViewConfig as sqliteViewConfig,
  SQLiteBaseInteger,
  SQLiteSyncDialect,
  SQLiteTable,
  SQLiteTimestamp,
  SQLiteView,
} from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { freshDatabase } from '../test/postgres.ts';
import { openDb } from './client.ts';
import { openPgDb } from './pg-client.ts';
import * as sqliteSchema from './schema-sqlite/index.ts';
import * as pgSchema from './schema-pg/index.ts';

type Dialect = 'sqlite' | 'pg';
const dialects = { sqlite: new SQLiteSyncDialect(), pg: new PgDialect() };
const sqlText = (dialect: Dialect, value: SQL) => dialects[dialect].sqlToQuery(value).sql.replace(/\s+/g, ' ').trim();

/** What a column holds, named the same on both engines; anything unmapped keeps its drizzle class and so differs. */
function typeFamily(column: Column): string {
  if (is(column, SQLiteTimestamp)) return `timestamp (${column.mode})`;
  if (is(column, PgCustomColumn)) {
    // The custom types of schema-pg/columns.ts, told apart by what they do.
    if (column.getSQLType() === 'bigint' && column.mapFromDriverValue('1') instanceof Date) return 'timestamp (timestamp_ms)';
    if (column.getSQLType() === 'text' && column.mapToDriverValue({ a: 1 }) === '{"a":1}') return 'json text';
    return `custom ${column.getSQLType()}`;
  }
  const families: Record<string, string> = {
    SQLiteText: 'text',
    PgText: 'text',
    SQLiteTextJson: 'json text',
    SQLiteInteger: 'integer',
    PgInteger: 'integer',
    SQLiteBoolean: 'boolean',
    PgBoolean: 'boolean',
    SQLiteReal: 'real',
    PgDoublePrecision: 'real',
  };
  return families[column.columnType] ?? column.columnType;
}

/** What an app-side default gives: its value, or only `Date` for a clock reading. */
const appDefault = (value: unknown) => (value instanceof Date ? 'a Date' : JSON.stringify(value));

function describeColumn(dialect: Dialect, key: string, column: Column) {
  const defaults: string[] = [];
  if (column.default !== undefined) defaults.push(is(column.default, SQL) ? `sql: ${sqlText(dialect, column.default)}` : `value: ${JSON.stringify(column.default)}`);
  if (column.defaultFn) defaults.push(`app: ${appDefault(column.defaultFn())}`);
  if (column.onUpdateFn) defaults.push(`app on update: ${appDefault(column.onUpdateFn())}`);
  const numbered = is(column, SQLiteBaseInteger) ? column.autoIncrement : column.generatedIdentity?.type === 'byDefault';
  return {
    key,
    name: column.name,
    type: typeFamily(column),
    notNull: column.notNull,
    primaryKey: column.primary,
    hasDefault: column.hasDefault,
    defaults,
    numberedByDatabase: numbered,
    enum: column.enumValues ?? null,
    unique: column.isUnique ? (column.uniqueName ?? null) : null,
  };
}

/** Column names, or the SQL of an expression; index columns come typed loosely by drizzle. */
const names = (columns: readonly unknown[], dialect: Dialect) => columns.map((c) => (is(c, SQL) ? sqlText(dialect, c) : (c as { name: string }).name));
const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

function describeTable(dialect: Dialect, table: Table) {
  const config = dialect === 'sqlite' ? sqliteTableConfig(table as SQLiteTable) : pgTableConfig(table as PgTable);
  return {
    name: config.name,
    columns: Object.entries(getTableColumns(table)).map(([key, column]) => describeColumn(dialect, key, column)),
    primaryKeys: byName(config.primaryKeys.map((pk) => ({ name: pk.getName(), columns: names(pk.columns, dialect) }))),
    indexes: byName(
      config.indexes.map(({ config: index }) => ({
        name: index.name ?? '',
        columns: names(index.columns, dialect),
        unique: index.unique,
        where: index.where ? sqlText(dialect, index.where) : null,
        method: 'method' in index ? index.method : 'btree',
      })),
    ),
    foreignKeys: byName(
      config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return {
          name: fk.getName(),
          columns: names(ref.columns, dialect),
          foreignTable: getTableName(ref.foreignTable),
          foreignColumns: names(ref.foreignColumns, dialect),
          onDelete: fk.onDelete ?? 'no action',
          onUpdate: fk.onUpdate ?? 'no action',
        };
      }),
    ),
    uniqueConstraints: byName(config.uniqueConstraints.map((u) => ({ name: u.getName() ?? '', columns: names(u.columns, dialect) }))),
    checks: byName(config.checks.map((c) => ({ name: c.name, sql: sqlText(dialect, c.value) }))),
  };
}

/** Views are written in each engine's SQL, so only their names and columns are compared here; their rows below. */
function describeView(dialect: Dialect, view: View) {
  const config = dialect === 'sqlite' ? sqliteViewConfig(view as SQLiteView) : pgViewConfig(view as PgView);
  return {
    name: config.name,
    columns: Object.entries(config.selectedFields as Record<string, Column>).map(([key, column]) => ({
      key,
      name: column.name,
      type: typeFamily(column),
      notNull: column.notNull,
    })),
  };
}

/** export name → table or view, for what a schema module exports. */
function entities(module: Record<string, unknown>, dialect: Dialect) {
  const tables = new Map<string, Table>();
  const views = new Map<string, View>();
  for (const [exportName, value] of Object.entries(module)) {
    if (is(value, dialect === 'sqlite' ? SQLiteTable : PgTable)) tables.set(exportName, value as Table);
    else if (is(value, dialect === 'sqlite' ? SQLiteView : PgView)) views.set(exportName, value as View);
  }
  return { tables, views };
}

const sqlite = entities(sqliteSchema, 'sqlite');
const pg = entities(pgSchema, 'pg');
const exported = (e: typeof sqlite) => ({
  tables: Object.fromEntries([...e.tables].map(([k, t]) => [k, getTableName(t)])),
  views: Object.fromEntries([...e.views].map(([k, v]) => [k, sqliteOrPgViewName(v)])),
});
const sqliteOrPgViewName = (view: View) => (is(view, SQLiteView) ? sqliteViewConfig(view).name : pgViewConfig(view as PgView).name);

describe('the PostgreSQL twin of the schema', () => {
  it('exports the same tables and views under the same names', () => {
    expect(sqlite.tables.size).toBeGreaterThan(20);
    expect(exported(pg)).toEqual(exported(sqlite));
  });

  it.each([...sqlite.tables.keys()])('%s: same columns, keys, indexes and constraints', (exportName) => {
    const twin = pg.tables.get(exportName);
    expect(twin, `schema-pg exports no table ${exportName}`).toBeDefined();
    expect(describeTable('pg', twin!)).toEqual(describeTable('sqlite', sqlite.tables.get(exportName)!));
  });

  it.each([...sqlite.views.keys()])('view %s: same columns', (exportName) => {
    const twin = pg.views.get(exportName);
    expect(twin, `schema-pg exports no view ${exportName}`).toBeDefined();
    expect(describeView('pg', twin!)).toEqual(describeView('sqlite', sqlite.views.get(exportName)!));
  });

  it('gives the app the same row types (checked by tsc)', () => {
    type Rows<S, Kind extends '$inferSelect' | '$inferInsert'> = {
      [K in keyof S as S[K] extends Table | View ? K : never]: S[K] extends Record<Kind, infer R> ? R : never;
    };
    expectTypeOf<Rows<typeof pgSchema, '$inferSelect'>>().toEqualTypeOf<Rows<typeof sqliteSchema, '$inferSelect'>>();
    expectTypeOf<Rows<typeof pgSchema, '$inferInsert'>>().toEqualTypeOf<Rows<typeof sqliteSchema, '$inferInsert'>>();
    // The same, spelled out for a few tables so a failure here reads plainly.
    expectTypeOf<pgSchema.Shop>().toEqualTypeOf<sqliteSchema.Shop>();
    expectTypeOf<pgSchema.Render>().toEqualTypeOf<sqliteSchema.Render>();
    expectTypeOf<pgSchema.Lead>().toEqualTypeOf<sqliteSchema.Lead>();
    expectTypeOf<pgSchema.WidgetSettingsRow>().toEqualTypeOf<sqliteSchema.WidgetSettingsRow>();
    expectTypeOf<pgSchema.Booking>().toEqualTypeOf<sqliteSchema.Booking>();
  });
});

const PG_MIGRATIONS = path.join(import.meta.dirname, 'migrations-pg');
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

  it('create every table, column, index and foreign key of the twin, and nothing else', async () => {
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

      const tables = [...pg.tables.values()];
      expect(relations.filter((r) => r.table_type === 'BASE TABLE').map((r) => r.table_name).sort()).toEqual(tables.map((t) => getTableName(t)).sort());
      expect(relations.filter((r) => r.table_type === 'VIEW').map((r) => r.table_name).sort()).toEqual([...pg.views.values()].map(sqliteOrPgViewName).sort());

      const sorted = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      const expectedColumns = tables.flatMap((t) =>
        pgTableConfig(t as PgTable).columns.map((c) => ({ table: getTableName(t), column: c.name, type: c.getSQLType(), nullable: !c.notNull })),
      );
      const tableNames = new Set(tables.map((t) => getTableName(t)));
      const actualColumns = columns
        .filter((c) => tableNames.has(c.table_name))
        .map((c) => ({ table: c.table_name, column: c.column_name, type: c.data_type, nullable: c.is_nullable === 'YES' }));
      expect(sorted(actualColumns)).toEqual(sorted(expectedColumns));
      for (const view of pg.views.values()) {
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
          ...config.indexes.map(({ config: index }) => ({ name: index.name!, unique: index.unique, columns: names(index.columns, 'pg') })),
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
    const pgDb = await openPgDb(await freshDatabase({ tables: 'empty' }), { poolSize: 1 });
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

      lite.insert(sqliteSchema.shops).values(shop).run();
      lite.insert(sqliteSchema.renders).values(renders).run();
      lite.insert(sqliteSchema.creditLedger).values(ledger).run();
      lite.insert(sqliteSchema.leads).values(lead).run();
      lite.insert(sqliteSchema.widgetSettings).values(settings).run();
      await pgDb.insert(pgSchema.shops).values(shop);
      await pgDb.insert(pgSchema.renders).values(renders);
      await pgDb.insert(pgSchema.creditLedger).values(ledger);
      await pgDb.insert(pgSchema.leads).values(lead);
      await pgDb.insert(pgSchema.widgetSettings).values(settings);

      const onSqlite = {
        shops: lite.select().from(sqliteSchema.shops).all(),
        renders: lite.select().from(sqliteSchema.renders).orderBy(sqliteSchema.renders.id).all(),
        leads: lite.select().from(sqliteSchema.leads).all(),
        settings: lite.select().from(sqliteSchema.widgetSettings).all(),
        usage: lite.select().from(sqliteSchema.widgetUsageDaily).orderBy(sqliteSchema.widgetUsageDaily.day).all(),
      };
      const onPg = {
        shops: await pgDb.select().from(pgSchema.shops),
        renders: await pgDb.select().from(pgSchema.renders).orderBy(pgSchema.renders.id),
        leads: await pgDb.select().from(pgSchema.leads),
        settings: await pgDb.select().from(pgSchema.widgetSettings),
        usage: await pgDb.select().from(pgSchema.widgetUsageDaily).orderBy(pgSchema.widgetUsageDaily.day),
      };
      expect(onPg).toEqual(onSqlite);
      expect(onPg.renders[0]!.createdAt).toEqual(lastMsOfDay);
      expect(onPg.settings[0]!.offeredZones.length).toBeGreaterThan(0);
      expect(onPg.usage).toEqual([
        { shopId: shop.id, day: '2026-03-01', renders: 1, leads: 0, credits: 1 },
        { shopId: shop.id, day: '2026-03-02', renders: 1, leads: 1, credits: 1 },
      ]);
    } finally {
      lite.$client.close();
      await pgDb.$client.end();
    }
  });
});
