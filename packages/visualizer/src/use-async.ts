// The one way the visualizer, the widget and the dashboard load data (decision 049): one answer per key (a year's
// makes, a brand's films, a page of leads), ignoring answers that arrive after the key moved on or after unmount,
// and loading again by itself when the browser comes back online after a failure (often the connection dropping).
import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

interface Keyed<T> {
  source: object;
  key: string | null;
  state: AsyncState<T>;
}

/**
 * Runs `load` whenever `source` (the client) or `key` changes; a null key means "nothing to load yet".
 * Until the answer for the current key arrives the state is `loading`, never a previous key's data.
 * `retry` loads the same key again: after a failure it shows `loading`; after a mutation it keeps the data on
 * screen until the fresh answer replaces it.
 */
export function useAsync<T>(source: object, key: string | null, load: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [keyed, setKeyed] = useState<Keyed<T> | null>(null);
  const loadRef = useRef(load);
  const retry = useCallback(() => {
    setKeyed((k) => (k?.state.status === 'error' ? null : k));
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const settle = (state: AsyncState<T>) => {
      if (live) setKeyed({ source, key, state });
    };
    loadRef.current().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        settle({ status: 'error', error });
        if (live) addEventListener('online', retry);
      },
    );
    return () => {
      live = false;
      removeEventListener('online', retry);
    };
  }, [source, key, attempt, retry]);

  const current = keyed?.source === source && keyed.key === key ? keyed.state : null;
  const state: AsyncState<T> = key === null ? { status: 'idle' } : (current ?? { status: 'loading' });
  return { state, retry };
}
