// Loads one page of a list with loading, error and retry. A new page of the same list keeps the rows on screen
// (marked loading) until it arrives, so the pager under them stays where the keyboard left it; new filters start
// from a spinner. A newer request wins over an older answer that arrives late.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paged } from '@wrapsmith/core';

export type PagedState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: Paged<T>; loading: boolean };

/**
 * `load` fetches the page (memoise it on the query and the page); `filters` names the query without its page,
 * so a change of filters shows the spinner and a change of page does not.
 */
export function usePagedList<T>(load: () => Promise<Paged<T>>, filters: string) {
  const [state, setState] = useState<PagedState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const shownFilters = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    const samePages = shownFilters.current === filters;
    setState((s) => (samePages && s.status === 'ready' ? { ...s, loading: true } : { status: 'loading' }));
    load().then(
      (list) => {
        if (!current) return;
        shownFilters.current = filters;
        setState({ status: 'ready', list, loading: false });
      },
      () => {
        if (!current) return;
        shownFilters.current = null;
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, filters, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Changes the rows shown (a row saved in place) without a request. */
  const update = useCallback((change: (rows: T[]) => T[]) => {
    setState((s) => (s.status === 'ready' ? { ...s, list: { ...s.list, data: change(s.list.data) } } : s));
  }, []);
  return { state, reload, update };
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
