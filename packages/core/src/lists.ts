// Bounded lists (docs/decisions/030-bounded-lists.md): every list the API answers is one page of rows. The page
// travels as ?page=&pageSize=; the answer keeps `data` the array of rows and puts page, pageSize and total beside
// it. Shared by the API (validation, answers) and the dashboard (pager, types).
import * as z from 'zod/mini';
import { CURSOR_MESSAGES, LIST_MESSAGES, PAGE_MAX, PAGE_SIZE, PAGE_SIZE_MAX, type Paged } from './paging.ts';

/** A whole number from 1 to `max` in a query string ("2"), or `fallback` when the parameter is absent. */
const wholeFromOne = /* @__NO_SIDE_EFFECTS__ */ (message: string, max: number, fallback: number) =>
  z._default(z.coerce.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(max, message)), fallback);

/**
 * The page fields of a list's query, to spread into its schema next to its filters. `defaultSize` lets a list
 * whose layout wants another count (a grid of 24) keep it; the maximum is the same for all.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageFields(defaultSize: number = PAGE_SIZE) {
  return {
    page: wholeFromOne(LIST_MESSAGES.page, PAGE_MAX, 1),
    pageSize: wholeFromOne(LIST_MESSAGES.pageSize, PAGE_SIZE_MAX, defaultSize),
  };
}

/**
 * The keyset alternative to `page` (issue 23 item 19, decision 072): `cursor` is the `nextCursor` of the answer
 * before, opaque to the caller; a page after it costs the same however deep it is. Checked by the API (400 when it
 * is not one the list gave).
 */
export const cursorField = z
  .string({ error: CURSOR_MESSAGES.invalid })
  .check(z.trim(), z.minLength(1, CURSOR_MESSAGES.invalid), z.maxLength(200, CURSOR_MESSAGES.invalid));

/** A list query with no filters but its page. */
export const pageQuery = z.strictObject(pageFields());
export type PageQuery = z.output<typeof pageQuery>;

/** Rows to skip for a page. */
export const pageOffset = ({ page, pageSize }: PageQuery): number => (page - 1) * pageSize;

/** One page's answer from its rows, the query that asked for them and the total count. */
export function paged<T>(data: T[], query: PageQuery, total: number): Paged<T> {
  return { data, page: query.page, pageSize: query.pageSize, total };
}
