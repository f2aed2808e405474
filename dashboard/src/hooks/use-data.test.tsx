import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApi, type Api } from '../api/index.ts';
import { ApiProvider } from '../api/context.tsx';
import { errorText, invalidate, useData } from './use-data.ts';

const api = createApi({ fetch: () => Promise.resolve(Response.json({ error: { message: 'Plan not found', code: 'NOT_FOUND' } }, { status: 404 })) });
const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider api={api}>{children}</ApiProvider>;

describe('useData', () => {
  it('passes the API to load and gives its answer', async () => {
    let given: Api | null = null;
    const { result } = renderHook(
      () =>
        useData('plans', (a) => {
          given = a;
          return Promise.resolve(['Starter']);
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['Starter'] }));
    expect(given).toBe(api);
  });

  it('reloads every mounted view of a topic when a mutation invalidates it, keeping the data on screen meanwhile', async () => {
    let members = ['Ann'];
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.resolve([...members]);
    };
    const panel = renderHook(() => useData('team', load, 'team'), { wrapper });
    const other = renderHook(() => useData('team', load, 'team'), { wrapper });
    const unrelated = renderHook(() => useData('usage', load, 'notifications'), { wrapper });
    await waitFor(() => expect(panel.result.current.state).toEqual({ status: 'ready', data: ['Ann'] }));
    await waitFor(() => expect(unrelated.result.current.state.status).toBe('ready'));
    expect(calls).toBe(3);

    members = ['Ann', 'Bo'];
    act(() => invalidate('team'));
    expect(panel.result.current.state).toEqual({ status: 'ready', data: ['Ann'] });
    await waitFor(() => expect(panel.result.current.state).toEqual({ status: 'ready', data: ['Ann', 'Bo'] }));
    await waitFor(() => expect(other.result.current.state).toEqual({ status: 'ready', data: ['Ann', 'Bo'] }));
    expect(calls).toBe(5);

    panel.unmount();
    other.unmount();
    act(() => invalidate('team'));
    expect(calls).toBe(5);
  });

  it('update changes what is shown without a request, until the next answer replaces it', async () => {
    let calls = 0;
    const { result } = renderHook(() => useData('rows', () => Promise.resolve({ rows: ['a'], call: ++calls })), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.update((d) => ({ ...d, rows: [...d.rows, 'b'] })));
    expect(result.current.state).toEqual({ status: 'ready', data: { rows: ['a', 'b'], call: 1 } });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: { rows: ['a'], call: 2 } }));
  });

  it('gives the error of a failed load, the API’s message through errorText, and Try again through reload', async () => {
    let fail = true;
    const { result } = renderHook(
      () => useData('usage', async (a) => (fail ? (await a.widget.usage(14)).data : 'fine')),
      { wrapper },
    );
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    const { state } = result.current;
    expect(state.status === 'error' && errorText(state.error, 'Could not load.')).toBe('Plan not found');
    expect(errorText(new TypeError('Failed to fetch'), 'Could not load.')).toBe('Could not load.');
    fail = false;
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'fine' }));
  });
});
