// Re-reading the signed-in user never undoes a sign-out: an answer that arrives after the session ended (or after
// someone else signed in) is dropped. Area answers now load their schemas beside the request (api/lazy-answer.ts),
// which widened that window enough for it to show.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider, createApi } from '../api/index.ts';
import { useSession } from '../stores/session.ts';
import { makeUser } from '../test/fixtures.ts';
import { useRefreshUser } from './use-refresh-user.ts';

type User = ReturnType<typeof makeUser>;

function setup() {
  let reply: ((user: User) => void) | undefined;
  let asked: () => void = () => {};
  const fetched = new Promise<void>((resolve) => (asked = resolve));
  const api = createApi({
    fetch: () =>
      new Promise<Response>((resolve) => {
        reply = (user) => resolve(Response.json({ data: { user } }));
        asked();
      }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider api={api}>{children}</ApiProvider>;
  const { result } = renderHook(() => useRefreshUser(), { wrapper });
  /** Answers the request once it has been made. */
  const answer = async (user: User) => {
    await fetched;
    reply?.(user);
  };
  return { refresh: result.current, answer };
}

describe('useRefreshUser', () => {
  it('puts the fresh copy of the same user in the session', async () => {
    const user = makeUser({ credits: 5 });
    useSession.setState({ currentUser: user });
    const { refresh, answer } = setup();
    const done = refresh();
    await act(async () => answer({ ...user, credits: 4 }));
    await done;
    expect(useSession.getState().currentUser?.credits).toBe(4);
  });

  it('drops an answer that arrives after the user signed out', async () => {
    const user = makeUser();
    useSession.setState({ currentUser: user });
    const { refresh, answer } = setup();
    const done = refresh();
    act(() => useSession.getState().purge());
    await act(async () => answer(user));
    await done;
    expect(useSession.getState().currentUser).toBeNull();
  });

  it('drops an answer about the user signed in before, when another signed in meanwhile', async () => {
    const before = makeUser({ _id: 'u1', email: 'one@example.com' });
    const after = makeUser({ _id: 'u2', email: 'two@example.com' });
    useSession.setState({ currentUser: before });
    const { refresh, answer } = setup();
    const done = refresh();
    act(() => useSession.setState({ currentUser: after }));
    await act(async () => answer(before));
    await done;
    expect(useSession.getState().currentUser?._id).toBe('u2');
  });
});
