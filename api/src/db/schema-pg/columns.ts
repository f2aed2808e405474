// Column types that make a PostgreSQL twin read and write exactly what its SQLite table does, so the app sees one
// row type on both engines (docs/decisions/037).
import { customType } from 'drizzle-orm/pg-core';

/**
 * Epoch milliseconds in a `bigint`, read as a `Date`: SQLite's `integer({ mode: 'timestamp_ms' })`. node-postgres
 * hands a `bigint` over as a string, so both driver forms are accepted.
 */
export const timestampMs = customType<{ data: Date; driverData: string | number }>({
  dataType: () => 'bigint',
  toDriver: (value) => value.getTime(),
  fromDriver: (value) => new Date(Number(value)),
});

/** JSON kept as text: SQLite's `text({ mode: 'json' })`. Narrow it with `.$type<…>()` as on the SQLite side. */
export const jsonText = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => JSON.parse(value) as unknown,
});
