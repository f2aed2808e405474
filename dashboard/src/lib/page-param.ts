// A list's page in the address bar (?page=2), so Back, a reload and a shared link keep it.
import { PAGE_MAX } from '@wrapsmith/core';

/** A page number from the address: a whole number from 1 (at most PAGE_MAX), else the first page. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? Math.min(page, PAGE_MAX) : 1;
}

/** The address's parameters with `key` set to the page, left out for the first page. */
export function withPageParam(params: URLSearchParams, key: string, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(key, String(page));
  else next.delete(key);
  return next;
}
