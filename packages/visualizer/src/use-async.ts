// Loads one thing per key (a year's makes, a brand's films), ignoring answers that arrive after the key moved on,
// and loads it again by itself when the browser comes back online after a failure (often the connection dropping).
import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

interface Keyed<T> {
  source: object;
  key: string | null;
  attempt: number;
  state: AsyncState<T>;
}

/**
 * Runs `load` whenever `source` (the client) or `key` changes; a null key means "nothing to load yet".
 * Until the answer for the current key arrives the state is `loading`, never a previous key's data.
 */
export function useAsync<T>(source: object, key: string | null, load: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [keyed, setKeyed] = useState<Keyed<T> | null>(null);
  const loadRef = useRef(load);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const settle = (state: AsyncState<T>) => {
      if (live) setKeyed({ source, key, attempt, state });
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

  const current = keyed && keyed.source === source && keyed.key === key && keyed.attempt === attempt ? keyed.state : null;
  const state: AsyncState<T> = key === null ? { status: 'idle' } : (current ?? { status: 'loading' });
  return { state, retry };
}
