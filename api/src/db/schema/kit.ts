// The column kit: every table is written once, with these builders, and built for both engines (decision 076).
//
// How to add a table:
//   1. A file under tables/ (one per resource) with
//        export const things = defineTable((k) =>
//          k.table('things', {
//            id: k.text('id').primaryKey(),
//            /** What the column means: written here, once. */
//            shopId: k.text('shop_id').notNull().references(() => shops[k.engine].id, { onDelete: 'cascade' }),
//            createdAt: k.timestampMs('created_at').notNull(),
//          }, (t) => [k.index('things_shop_idx').on(t.shopId)]),
//        );
//        export type Thing = RowOf<typeof things>;
//      Columns, indexes and keys come from `k` only (never from drizzle-orm/sqlite-core or pg-core directly), and a
//      reference to another table is `other[k.engine].column`, so each engine's build points at its own tables.
//   2. `export * from './things.ts'` in tables/index.ts, and the table's name in the export lists of sqlite.ts, pg.ts
//      and index.ts (a test fails when one is missing).
//   3. `pnpm --filter @wrapsmith/api db:generate` writes the migration of both engines (src/db/migrations and
//      migrations-pg); schema/migrations.test.ts fails while either history lags the definition.
// Engine-specific SQL (a view's body, a generated column) is `k.pick({ sqlite: sql`…`, postgres: sql`…` })`; anything
// drizzle cannot describe (FTS5 tables, pg_trgm indexes) goes by hand into that engine's migration.
// A table written the old way, twice (schema-sqlite/x.ts + schema-pg/x.ts), converts from its SQLite file as decision
// 076 lists under "Adding or converting a table"; `db:generate` then writes nothing if the twins matched.
import type { BuildColumns, BuildExtraConfigColumns, Table, View } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as lite from 'drizzle-orm/sqlite-core';

export type Engine = 'sqlite' | 'postgres';

/** SQLite's builders, as the app knows them: the row types every query is written against come from these. */
export const sqliteKit = {
  engine: 'sqlite' as Engine,
  /** The value for this engine: a view's body or a generated column in each engine's SQL. */
  pick: <T>(variants: Record<Engine, T>): T => variants.sqlite,
  table: <TName extends string, TColumns extends Record<string, lite.SQLiteColumnBuilderBase>>(
    name: TName,
    columns: TColumns,
    extraConfig?: (self: BuildColumns<TName, TColumns, 'sqlite'>) => lite.SQLiteTableExtraConfigValue[],
  ) => lite.sqliteTable(name, columns, extraConfig),
  /** A view with its columns declared; `.as(k.pick({ sqlite: sql`…`, postgres: sql`…` }))` gives its query. */
  view: <TName extends string, TColumns extends Record<string, lite.SQLiteColumnBuilderBase>>(name: TName, columns: TColumns) => lite.sqliteView(name, columns),
  /** Text, optionally limited to an enum's values (checked by the app and the types, not by the database). */
  text: <TName extends string, U extends string, T extends Readonly<[U, ...U[]]>>(name: TName, config?: { enum: T }) => lite.text(name, config),
  integer: <TName extends string>(name: TName) => lite.integer(name),
  /** A 64-bit integer read as a number (SQLite integer, PostgreSQL bigint): money in minor units (decision 082). */
  bigint: <TName extends string>(name: TName) => lite.integer(name),
  /** An integer primary key the database numbers when none is given (SQLite AUTOINCREMENT, a PostgreSQL identity). */
  autoIncrementId: <TName extends string>(name: TName) => lite.integer(name).primaryKey({ autoIncrement: true }),
  /** Epoch milliseconds, read as a `Date` (an integer on SQLite, a bigint on PostgreSQL). */
  timestampMs: <TName extends string>(name: TName) => lite.integer(name, { mode: 'timestamp_ms' }),
  /** JSON kept as text on both engines; narrow it with `.$type<…>()`. */
  json: <TName extends string>(name: TName) => lite.text(name, { mode: 'json' }),
  /** An integer 0/1 on SQLite, a boolean on PostgreSQL; read as `boolean`. */
  boolean: <TName extends string>(name: TName) => lite.integer(name, { mode: 'boolean' }),
  /** A double (SQLite real, PostgreSQL double precision). */
  real: <TName extends string>(name: TName) => lite.real(name),
  index: lite.index,
  uniqueIndex: lite.uniqueIndex,
  primaryKey: lite.primaryKey,
};

/** The builders a table definition is written with. */
export type Kit = typeof sqliteKit;

/** Epoch milliseconds in a `bigint`, read as a `Date`. node-postgres hands a `bigint` over as a string. */
const pgTimestampMs = pg.customType<{ data: Date; driverData: string | number }>({
  dataType: () => 'bigint',
  toDriver: (value) => value.getTime(),
  fromDriver: (value) => new Date(Number(value)),
});

/** JSON kept as text, as on SQLite. */
const pgJsonText = pg.customType<{ data: unknown; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => JSON.parse(value) as unknown,
});

/**
 * PostgreSQL's builders for the same columns, typed as what they are. `kit.test.ts` holds their row types equal to
 * SQLite's, column kind by column kind: that is what lets `pgKit` below present them under SQLite's types.
 */
export const pgColumnKit = {
  engine: 'postgres' as Engine,
  pick: <T>(variants: Record<Engine, T>): T => variants.postgres,
  table: <TName extends string, TColumns extends Record<string, pg.PgColumnBuilderBase>>(
    name: TName,
    columns: TColumns,
    extraConfig?: (self: BuildExtraConfigColumns<TName, TColumns, 'pg'>) => pg.PgTableExtraConfigValue[],
  ) => pg.pgTable(name, columns, extraConfig),
  view: <TName extends string, TColumns extends Record<string, pg.PgColumnBuilderBase>>(name: TName, columns: TColumns) => pg.pgView(name, columns),
  text: <TName extends string, U extends string, T extends Readonly<[U, ...U[]]>>(name: TName, config?: { enum: T }) => pg.text(name, config),
  integer: <TName extends string>(name: TName) => pg.integer(name),
  bigint: <TName extends string>(name: TName) => pg.bigint(name, { mode: 'number' }),
  autoIncrementId: <TName extends string>(name: TName) => pg.integer(name).primaryKey().generatedByDefaultAsIdentity(),
  timestampMs: <TName extends string>(name: TName) => pgTimestampMs(name),
  json: <TName extends string>(name: TName) => pgJsonText(name),
  boolean: <TName extends string>(name: TName) => pg.boolean(name),
  real: <TName extends string>(name: TName) => pg.doublePrecision(name),
  index: pg.index,
  uniqueIndex: pg.uniqueIndex,
  primaryKey: pg.primaryKey,
} satisfies Record<keyof Kit, unknown>;

/**
 * The one cast (decision 076): the app's queries are typed against SQLite's tables (`Db` in client.ts), so the
 * PostgreSQL build is presented under the same types. Sound because each builder makes a column with the same row
 * type (kit.test.ts) and the runtime objects are real pg-core tables (drizzle-kit and node-postgres see those).
 */
export const pgKit = pgColumnKit as unknown as Kit;

/** A table or view written once: its build for each engine. */
export interface Twin<T extends Table | View> {
  readonly sqlite: T;
  readonly postgres: T;
}

const twins = new WeakSet<object>();

/** Builds one table (or view) definition for both engines. */
export function defineTable<T extends Table | View>(define: (k: Kit) => T): Twin<T> {
  const twin = Object.freeze({ sqlite: define(sqliteKit), postgres: define(pgKit) });
  twins.add(twin);
  return twin;
}

/** The row a table reads back, and what an insert takes. */
export type RowOf<T extends Twin<Table>> = T['sqlite']['$inferSelect'];
export type NewRowOf<T extends Twin<Table>> = T['sqlite']['$inferInsert'];

/** Every definition of a module, as one engine's tables under the same names. */
export type EngineTables<M> = { [K in keyof M as M[K] extends Twin<Table | View> ? K : never]: M[K] extends Twin<infer T> ? T : never };

export function tablesFor<M extends object>(definitions: M, engine: Engine): EngineTables<M> {
  return Object.fromEntries(
    Object.entries(definitions).flatMap(([name, value]) => (typeof value === 'object' && value !== null && twins.has(value) ? [[name, (value as Twin<Table>)[engine]]] : [])),
  ) as EngineTables<M>;
}

/** What a reference to a column of the table being defined returns: `.references((): KitColumn => users[k.engine].id)`. */
export type KitColumn = lite.AnySQLiteColumn;
