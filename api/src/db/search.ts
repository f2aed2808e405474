// Indexed substring search (issue 23 item 19, decision 072). The lists keep their meaning — a case-insensitive,
// literal `LIKE '%text%'` on each searched field — and add a condition an index answers, for a text of three
// characters or more (a trigram needs three): on SQLite the row is one the FTS5 trigram table
// (`<table>_search_fts`, kept by triggers, migration keyset_search) finds; on PostgreSQL `lower(<fields joined>)`
// is LIKE the pattern, which the pg_trgm GIN index `<table>_search_trgm` answers. Both only narrow: the per-field
// LIKE decides, so a match across two fields or a difference in case folding never changes the result.
import { sql, type SQL } from 'drizzle-orm';
import { DIALECT } from './schema/index.ts';

/** Shorter texts keep the scan: trigrams cannot help, and such a search is rare. */
export const INDEXED_SEARCH_MIN_CHARS = 3;

/** The search as the lists always read it: trimmed and lower-cased, or undefined for no search. */
export const searchText = (q: string | undefined): string | undefined => q?.trim().toLowerCase() || undefined;

/** `%text%` with %, _ and \ taken literally (used with ESCAPE '\'). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** `lower(value) LIKE pattern ESCAPE '\'`. */
export const likeLower = (value: SQL, pattern: string): SQL => sql`lower(${value}) like ${pattern} escape '\\'`;

export interface SearchIndex {
  /** The table's own name. */
  table: 'bookings' | 'leads';
  /**
   * The SQLite side: the columns after shop_id of the list's index, in its order. The condition names the matching
   * rows by them (`(list columns) IN (…)`), so SQLite seeks each match in the shop's list index and keeps the list's
   * order, rather than walking the shop's whole list and testing each row.
   */
  listColumns: SQL;
  /** The SQLite side: the names of the map and FTS5 tables (`<map>_fts`) and the map's column of the table's id. */
  map: 'bookings_search' | 'leads_search';
  mapKey: 'booking_id' | 'lead_id';
  /** The PostgreSQL side: the fields joined exactly as the GIN index's expression joins them. */
  pgText: SQL;
}

/** The indexed narrowing for `text`, or undefined when the text is too short for trigrams. */
export function indexedSearch(index: SearchIndex, text: string): SQL | undefined {
  if ([...text].length < INDEXED_SEARCH_MIN_CHARS) return undefined;
  if (DIALECT === 'postgres') return likeLower(index.pgText, likePattern(text));
  // A phrase of the text's trigrams, in order: the FTS5 form of "contains this text" (quotes doubled inside).
  const phrase = `"${text.replace(/"/g, '""')}"`;
  const table = sql.identifier(index.table);
  const map = sql.identifier(index.map);
  const fts = sql.identifier(`${index.map}_fts`);
  const found = sql`select ${sql.identifier(index.mapKey)} from ${map} where ${map}.id in (select rowid from ${fts} where ${fts} match ${phrase})`;
  return sql`(${index.listColumns}) in (select ${index.listColumns} from ${table} where ${table}.id in (${found}))`;
}
