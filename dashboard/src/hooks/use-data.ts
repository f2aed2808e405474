// The dashboard's one way to load data from the API (decision 049): the shared useAsync keyed by request, plus
// rows changed in place without a request and topics that a mutation marks stale, so every view of the data that
// is on screen (the bell and the notifications page, the team panel) loads it again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAsync, type AsyncState } from '@wrapsmith/visualizer';
import { apiErrorInfo } from '../api/errors.ts';
import { useApi } from '../api/context.tsx';
import type { Api } from '../api/endpoints.ts';

export type { AsyncState };

/** What a mutation can make stale. */
export type DataTopic = 'notifications' | 'team';

const stale = new Map<DataTopic, Set<() => void>>();

/** Loads every mounted `useData` of `topic` again, keeping its data on screen until the fresh answer arrives. */
export function invalidate(topic: DataTopic) {
  for (const reload of stale.get(topic) ?? []) reload();
}

/** The API's message for a failed load, or `fallback` when it gave none (the network, a crash). */
export function errorText(error: unknown, fallback: string): string {
  return apiErrorInfo(error).message ?? fallback;
}

/**
 * Loads `load(api)` for `key` (null: nothing to load yet); a changed key loads again and an older key's late
 * answer never shows. `reload` loads the same key again (a Try again button, after a mutation); `update` changes
 * the data shown without a request (a row saved in place, a page appended) until the next answer replaces it.
 */
export function useData<T>(key: string | null, load: (api: Api) => Promise<T>, topic?: DataTopic) {
  const api = useApi();
  const { state, retry } = useAsync(api, key, () => load(api));
  const loaded = state.status === 'ready' ? state.data : undefined;
  const [edited, setEdited] = useState<{ from: T; data: T } | null>(null);
  const latest = useRef(loaded);
  useEffect(() => {
    latest.current = loaded;
  });

  useEffect(() => {
    if (!topic) return;
    const reloads = stale.get(topic) ?? new Set();
    stale.set(topic, reloads);
    reloads.add(retry);
    return () => {
      reloads.delete(retry);
    };
  }, [topic, retry]);

  const update = useCallback((change: (data: T) => T) => {
    setEdited((current) => {
      const from = latest.current;
      if (from === undefined) return current;
      return { from, data: change(current?.from === from ? current.data : from) };
    });
  }, []);

  const shown: AsyncState<T> = state.status === 'ready' && edited?.from === state.data ? { status: 'ready', data: edited.data } : state;
  return { state: shown, reload: retry, update };
}
