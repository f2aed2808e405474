// Every table definition reaches every place that lists tables by name (decision 076): the SQLite build drizzle-kit and
// client.ts read, the PostgreSQL build, and the app's tables, which are this process's engine's build. Runs on both
// engines, so the app's tables are checked once as SQLite's and once as PostgreSQL's.
import { is, Table, View } from 'drizzle-orm';
import { PgTable, PgView } from 'drizzle-orm/pg-core';
import { SQLiteTable, SQLiteView } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as app from './index.ts';
import { tablesFor } from './kit.ts';
import * as pgBuild from './pg.ts';
import * as sqliteBuild from './sqlite.ts';
import * as definitions from './tables/index.ts';

const tablesOf = (module: object) => Object.fromEntries(Object.entries(module).filter(([, value]) => is(value, Table) || is(value, View)));

/** The same names, each the very same table object. */
function expectSameTables(actual: Record<string, unknown>, expected: Record<string, unknown>) {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [name, table] of Object.entries(expected)) expect(actual[name] === table, `${name} is another object`).toBe(true);
}

describe('the tables of each engine (issue 24 item 1)', () => {
  const sqlite = tablesFor(definitions, 'sqlite');
  const postgres = tablesFor(definitions, 'postgres');

  it('sqlite.ts exports the SQLite build of every definition', () => {
    expect(Object.keys(sqlite).length).toBeGreaterThan(30);
    expectSameTables(tablesOf(sqliteBuild), sqlite);
    for (const value of Object.values(sqliteBuild)) expect(is(value, SQLiteTable) || is(value, SQLiteView)).toBe(true);
  });

  it('pg.ts exports the PostgreSQL build of every definition', () => {
    expectSameTables(tablesOf(pgBuild), postgres);
    for (const value of Object.values(pgBuild)) expect(is(value, PgTable) || is(value, PgView)).toBe(true);
  });

  it(`the app's tables are every definition built for this process's engine (${app.DIALECT})`, () => {
    expectSameTables(tablesOf(app), app.DIALECT === 'postgres' ? postgres : sqlite);
  });
});
