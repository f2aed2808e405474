// Loads one page of a list with loading, error and retry (useData). A new page of the same list keeps the rows on
// screen (marked loading) until it arrives, so the pager under them stays where the keyboard left it; new filters
// start from a spinner. A newer request wins over an older answer that arrives late.
import { useCallback, useState } from 'react';
import type { Paged } from '@wrapsmith/core';
import type { Api } from '../api/endpoints.ts';
import { useData, type DataTopic } from './use-data.ts';

export type PagedState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: Paged<T>; loading: boolean };

/** `filters` names the query without its page, so a change of filters shows the spinner and a change of page does not. */
export function usePagedList<T>(filters: string, page: number, load: (api: Api) => Promise<Paged<T>>, topic?: DataTopic) {
  const { state, reload, update } = useData(JSON.stringify([filters, page]), load, topic);
  const [shown, setShown] = useState<{ filters: string; list: Paged<T> } | null>(null);
  if (state.status === 'ready' && (shown?.list !== state.data || shown.filters !== filters)) setShown({ filters, list: state.data });
  if (state.status === 'error' && shown) setShown(null);

  const paged: PagedState<T> =
    state.status === 'ready'
      ? { status: 'ready', list: state.data, loading: false }
      : state.status === 'loading' && shown?.filters === filters
        ? { status: 'ready', list: shown.list, loading: true }
        : state.status === 'error'
          ? { status: 'error' }
          : { status: 'loading' };
  /** Changes the rows shown (a row saved in place) without a request. */
  const updateRows = useCallback((change: (rows: T[]) => T[]) => update((list) => ({ ...list, data: change(list.data) })), [update]);
  return { state: paged, reload, update: updateRows };
}

/** A page number kept in the component, back to 1 whenever `filters` change (a new day, a new search). */
export function useLocalPage(filters: string) {
  const [page, setPage] = useState(1);
  const [shownFilters, setShownFilters] = useState(filters);
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setPage(1);
  }
  return [page, setPage] as const;
}
