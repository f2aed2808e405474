// The page sizes, messages and answer shape of bounded lists (docs/decisions/030-bounded-lists.md) without zod: the
// dashboard's pager reads them without loading the list query schemas in lists.ts (decision 046).

/** Rows per page when the caller names none. */
export const PAGE_SIZE = 25;
/** The most rows one answer holds, whatever the caller asks for. */
export const PAGE_SIZE_MAX = 100;
/** Pages past this are refused: no person pages that far, and an offset that deep is a full scan. */
export const PAGE_MAX = 10_000;

export const LIST_MESSAGES = {
  page: `page must be a whole number from 1 to ${PAGE_MAX}`,
  pageSize: `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
} as const;

export const CURSOR_MESSAGES = {
  invalid: 'cursor is not one this list gave: start again without it',
  withPage: 'Ask for a page or a cursor, not both',
} as const;

/**
 * A list that pages by cursor as well (bookings, leads): `nextCursor` continues after the last row (null after the
 * last page). Asked with `cursor`, the answer has no `page` or `total` (counting would cost what the cursor saves).
 */
export interface CursorPaged<T> {
  data: T[];
  pageSize: number;
  nextCursor: string | null;
}

/** What a list answers beside its rows. `total` counts every row the filters match, on all pages. */
export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

/** The answer of a list endpoint: `{ data: [...rows], page, pageSize, total }`. */
export interface Paged<T> extends PageInfo {
  data: T[];
}

/** How many pages the rows fill; an empty list is still one (empty) page. */
export const pageCount = ({ pageSize, total }: Pick<PageInfo, 'pageSize' | 'total'>): number => Math.max(1, Math.ceil(total / pageSize));
