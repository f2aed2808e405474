import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync } from './use-async.ts';

/** A promise the test settles by hand, to decide which answer arrives first. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const client = {};

describe('useAsync', () => {
  it('is idle without a key, loading until the answer, then ready', async () => {
    const answer = deferred<string>();
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useAsync(client, key, () => answer.promise), {
      initialProps: { key: null as string | null },
    });
    expect(result.current.state).toEqual({ status: 'idle' });
    rerender({ key: 'makes' });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answer.resolve('Audi'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'Audi' });
  });

  it('keeps the error and loads again on retry, showing loading meanwhile', async () => {
    const failure = new Error('Could not load');
    const answers = [deferred<number>(), deferred<number>()];
    let call = 0;
    const { result } = renderHook(() => useAsync(client, 'count', () => answers[call++]!.promise));
    await act(async () => answers[0]!.reject(failure));
    expect(result.current.state).toEqual({ status: 'error', error: failure });
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answers[1]!.resolve(2));
    expect(result.current.state).toEqual({ status: 'ready', data: 2 });
  });

  it('after a mutation, retry keeps the data on screen until the fresh answer replaces it', async () => {
    const fresh = deferred<string[]>();
    let call = 0;
    const { result } = renderHook(() => useAsync(client, 'team', () => (call++ === 0 ? Promise.resolve(['Ann']) : fresh.promise)));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['Ann'] }));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'ready', data: ['Ann'] });
    await act(async () => fresh.resolve(['Ann', 'Bo']));
    expect(result.current.state).toEqual({ status: 'ready', data: ['Ann', 'Bo'] });
  });

  it('never lets a late answer for an older key overwrite the newer one', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { '2019': deferred(), '2020': deferred() };
    const { result, rerender } = renderHook(({ year }: { year: string }) => useAsync(client, year, () => answers[year]!.promise), {
      initialProps: { year: '2019' },
    });
    rerender({ year: '2020' });
    await act(async () => answers['2020']!.resolve('new'));
    await act(async () => answers['2019']!.resolve('old'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'new' });
  });

  it('shows loading, not the previous key’s data, while a changed key loads', async () => {
    const later = deferred<string>();
    const { result, rerender } = renderHook(({ key }: { key: string }) => useAsync(client, key, () => (key === 'a' ? Promise.resolve('A') : later.promise)), {
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'A' }));
    rerender({ key: 'b' });
    expect(result.current.state).toEqual({ status: 'loading' });
  });

  it('sets no state after unmount', async () => {
    const answer = deferred<string>();
    const { result, unmount } = renderHook(() => useAsync(client, 'k', () => answer.promise));
    unmount();
    await act(async () => answer.resolve('late'));
    expect(result.current.state).toEqual({ status: 'loading' });
  });

  it('loads again when the browser comes back online after a failure', async () => {
    let call = 0;
    const { result } = renderHook(() => useAsync(client, 'k', () => (call++ === 0 ? Promise.reject(new Error('offline')) : Promise.resolve('back'))));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    act(() => {
      dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'back' }));
  });
});
