// The page a list call asks for, as query parameters (docs/api.md "Lists"): left out when it is the API's default.
import { PAGE_SIZE } from '@wrapsmith/core';

export interface PageRequest {
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function withPage(searchParams: URLSearchParams, { page = 1, pageSize = PAGE_SIZE }: PageRequest): URLSearchParams {
  if (page !== 1) searchParams.set('page', String(page));
  if (pageSize !== PAGE_SIZE) searchParams.set('pageSize', String(pageSize));
  return searchParams;
}
