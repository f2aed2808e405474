// Loads one option list per key (a year's makes, a brand's colours), ignoring answers for a key the form has
// moved on from. A null key means there is nothing to load yet.
import { useCallback, useEffect, useRef, useState } from 'react';

export type OptionsState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'error' };

interface Settled<T> {
  key: string;
  attempt: number;
  state: OptionsState<T>;
}

export function useOptions<T>(key: string | null, load: () => Promise<T[]>): { state: OptionsState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    loadRef.current().then(
      (items) => live && setSettled({ key, attempt, state: { status: 'ready', items } }),
      () => live && setSettled({ key, attempt, state: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (key === null) return { state: { status: 'idle' }, retry };
  const current = settled && settled.key === key && settled.attempt === attempt ? settled.state : null;
  return { state: current ?? { status: 'loading' }, retry };
}
