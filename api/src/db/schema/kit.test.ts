// The column kit (decision 076): PostgreSQL's builders give every column kind the row type SQLite's give, which is
// what lets the PostgreSQL build be typed as the app's one row type (the one cast, in kit.ts); and both map the same
// values to and from their drivers.
import { type Column, getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { SQLiteBaseInteger, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineTable, pgColumnKit, sqliteKit } from './kit.ts';

const WAYS = ['a', 'b'] as const;

// One table with every column kind, written once per kit (in the honest pg-core types) to compare their types.
const onSqlite = sqliteKit.table(
  'kinds',
  {
    id: sqliteKit.autoIncrementId('id'),
    text: sqliteKit.text('text'),
    way: sqliteKit.text('way', { enum: WAYS }).notNull().default('a'),
    inlineEnum: sqliteKit.text('inline_enum', { enum: ['x', 'y'] }),
    count: sqliteKit.integer('count').notNull(),
    at: sqliteKit.timestampMs('at').notNull(),
    maybeAt: sqliteKit.timestampMs('maybe_at'),
    data: sqliteKit.json('data').$type<{ n: number }>().notNull(),
    list: sqliteKit.json('list').$type<string[] | null>(),
    flag: sqliteKit.boolean('flag').notNull().default(true),
    amount: sqliteKit.real('amount'),
    minor: sqliteKit.bigint('minor').notNull(),
    later: sqliteKit.text('later').$defaultFn(() => 'now'),
  },
  (t) => [sqliteKit.index('kinds_at_idx').on(t.at), sqliteKit.uniqueIndex('kinds_text_uq').on(t.text)],
);
const onPg = pgColumnKit.table(
  'kinds',
  {
    id: pgColumnKit.autoIncrementId('id'),
    text: pgColumnKit.text('text'),
    way: pgColumnKit.text('way', { enum: WAYS }).notNull().default('a'),
    inlineEnum: pgColumnKit.text('inline_enum', { enum: ['x', 'y'] }),
    count: pgColumnKit.integer('count').notNull(),
    at: pgColumnKit.timestampMs('at').notNull(),
    maybeAt: pgColumnKit.timestampMs('maybe_at'),
    data: pgColumnKit.json('data').$type<{ n: number }>().notNull(),
    list: pgColumnKit.json('list').$type<string[] | null>(),
    flag: pgColumnKit.boolean('flag').notNull().default(true),
    amount: pgColumnKit.real('amount'),
    minor: pgColumnKit.bigint('minor').notNull(),
    later: pgColumnKit.text('later').$defaultFn(() => 'now'),
  },
  (t) => [pgColumnKit.index('kinds_at_idx').on(t.at), pgColumnKit.uniqueIndex('kinds_text_uq').on(t.text)],
);

describe('the column kit (issue 24 item 1)', () => {
  it('gives every column kind the same row type on PostgreSQL as on SQLite (checked by tsc)', () => {
    expectTypeOf<typeof onPg.$inferSelect>().toEqualTypeOf<typeof onSqlite.$inferSelect>();
    expectTypeOf<typeof onPg.$inferInsert>().toEqualTypeOf<typeof onSqlite.$inferInsert>();
    expectTypeOf<(typeof onPg.$inferSelect)['at']>().toEqualTypeOf<Date>();
    expectTypeOf<(typeof onPg.$inferSelect)['way']>().toEqualTypeOf<'a' | 'b'>();
  });

  it('builds each engine its own table, with the same columns', () => {
    expect(is(onSqlite, SQLiteTable)).toBe(true);
    expect(is(onPg, PgTable)).toBe(true);
    const columns = (table: typeof onSqlite | typeof onPg) =>
      Object.entries(getTableColumns(table) as Record<string, Column>).map(([key, c]) => [key, c.name, c.notNull, c.hasDefault, c.primary, c.enumValues ?? null]);
    expect(columns(onPg)).toEqual(columns(onSqlite));
  });

  it('maps the same values to and from each driver', () => {
    const at = new Date('2026-03-01T23:59:59.999Z');
    const lite = getTableColumns(onSqlite);
    const pg = getTableColumns(onPg);
    // Epoch milliseconds on both; node-postgres reads a bigint back as a string.
    expect(lite.at.mapToDriverValue(at)).toBe(at.getTime());
    expect(pg.at.mapToDriverValue(at)).toBe(at.getTime());
    expect(lite.at.mapFromDriverValue(at.getTime())).toEqual(at);
    expect(pg.at.mapFromDriverValue(String(at.getTime()))).toEqual(at);
    // JSON as text on both.
    expect(pg.data.mapToDriverValue({ n: 1 })).toBe(lite.data.mapToDriverValue({ n: 1 }));
    expect(pg.data.mapFromDriverValue('{"n":1}')).toEqual(lite.data.mapFromDriverValue('{"n":1}'));
    // Booleans: 0/1 on SQLite, PostgreSQL's own boolean; read back as booleans on both.
    expect(lite.flag.mapFromDriverValue(1)).toBe(true);
    expect(pg.flag.mapFromDriverValue(true)).toBe(true);
    expect([lite.flag.getSQLType(), pg.flag.getSQLType()]).toEqual(['integer', 'boolean']);
    expect([lite.amount.getSQLType(), pg.amount.getSQLType()]).toEqual(['real', 'double precision']);
    expect([lite.at.getSQLType(), pg.at.getSQLType()]).toEqual(['integer', 'bigint']);
    // Money in minor units (issue 25): 64 bits on both, read as a number (node-postgres sends a bigint as a string).
    expect([lite.minor.getSQLType(), pg.minor.getSQLType()]).toEqual(['integer', 'bigint']);
    expect(pg.minor.mapFromDriverValue('1000000000000')).toBe(1_000_000_000_000);
  });

  it('numbers an id by the database on both engines, and picks each engine its own SQL', () => {
    const liteId = getTableColumns(onSqlite).id;
    expect(is(liteId, SQLiteBaseInteger) && liteId.autoIncrement).toBe(true);
    expect(getTableColumns(onPg).id.generatedIdentity?.type).toBe('byDefault');
    expect(sqliteKit.pick({ sqlite: 1, postgres: 2 })).toBe(1);
    expect(pgColumnKit.pick({ sqlite: 1, postgres: 2 })).toBe(2);
  });

  it('defineTable builds one definition for both engines, each referencing its own tables', () => {
    const parents = defineTable((k) => k.table('parents', { id: k.text('id').primaryKey() }));
    const children = defineTable((k) => k.table('children', { parentId: k.text('parent_id').references(() => parents[k.engine].id) }));
    expect(is(children.sqlite, SQLiteTable) && is(children.postgres, PgTable)).toBe(true);
    expect(children.sqlite.parentId.name).toBe('parent_id');
    expect(Object.isFrozen(children)).toBe(true);
  });
});
