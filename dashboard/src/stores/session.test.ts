import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { createApi } from '../api/index.ts';
import { apiError, fakeFetch, json } from '../test/fake-fetch.ts';
import { makeUser } from '../test/fixtures.ts';
import { TEST_API_BASE } from '../test/render-app.tsx';
import { REHYDRATE_TIMEOUT_MS, SESSION_STORAGE_KEY, useSession, waitForRehydration } from './session.ts';
import { dismissWelcome, recordLogin, shouldShowWelcome } from './welcome.ts';

const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> } | null;

describe('session store', () => {
  it('follows the login transitions of spec §4', () => {
    const s = () => useSession.getState();
    s().loginFailed('old error');
    s().loginPending();
    expect(s()).toMatchObject({ loading: true, error: null, currentUser: null });
    const user = makeUser();
    s().loginSucceeded(user);
    expect(s()).toMatchObject({ loading: false, error: null, currentUser: user });
    s().loginPending();
    s().loginFailed('Invalid email or password');
    expect(s()).toMatchObject({ loading: false, error: 'Invalid email or password', currentUser: null });
    s().loginSucceeded(user);
    s().logout();
    expect(s().currentUser).toBeNull();
  });

  it('persists only the currentUser and newUser slices under one root key', () => {
    const user = makeUser();
    useSession.getState().setNewUser({ email: 'new@example.com' });
    useSession.getState().loginFailed('nope');
    useSession.getState().loginSucceeded(user);
    const saved = stored();
    expect(Object.keys(saved?.state ?? {}).sort()).toEqual(['currentUser', 'newUser']);
    expect(saved?.state).toEqual({ currentUser: user, newUser: { email: 'new@example.com' } });
  });

  it('updateUser sets accountType and addonInfo on the stored user', () => {
    useSession.getState().loginSucceeded(makeUser({ accountType: 'free', credits: 5 }));
    const addonInfo = { name: 'Shop Management Tool', activatedAt: '2025-06-01T00:00:00.000Z' };
    useSession.getState().updateUser({ accountType: 'addon_access_paid', addonInfo });
    expect(useSession.getState().currentUser).toMatchObject({ accountType: 'addon_access_paid', addonInfo, credits: 5 });
    expect(stored()?.state.currentUser).toMatchObject({ accountType: 'addon_access_paid', addonInfo });
  });

  it('purge clears the user and the persisted copy', () => {
    useSession.getState().loginSucceeded(makeUser());
    useSession.getState().purge();
    expect(useSession.getState().currentUser).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('the API client hooks', () => {
  it('purges the session on any 401 response', async () => {
    useSession.getState().loginSucceeded(makeUser());
    const fake = fakeFetch({ 'GET /user/notifications': apiError(401, 'Session expired', 'UNAUTHORIZED') });
    const api = createApi({ fetch: fake.fetch, baseUrl: TEST_API_BASE });
    await expect(api.account.notifications()).rejects.toThrow('Session expired');
    expect(useSession.getState().currentUser).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session on other errors and exposes the server message', async () => {
    const user = makeUser();
    useSession.getState().loginSucceeded(user);
    const fake = fakeFetch({ 'GET /auth/users-list': apiError(403, 'Only the shop owner can do that', 'FORBIDDEN') });
    const api = createApi({ fetch: fake.fetch, baseUrl: TEST_API_BASE });
    await expect(api.auth.usersList()).rejects.toThrow('Only the shop owner can do that');
    expect(useSession.getState().currentUser).toEqual(user);
  });

  it('sends JSON to the documented paths with the session cookie', async () => {
    const fake = fakeFetch({ 'DELETE /auth/delete-user': json({ message: 'Deleted successfully' }) });
    const seen: RequestCredentials[] = [];
    const api = createApi({
      fetch: (input, init) => {
        seen.push((input as Request).credentials);
        return fake.fetch(input, init);
      },
      baseUrl: TEST_API_BASE,
    });
    await expect(api.auth.deleteUser('usr_2')).resolves.toEqual({ message: 'Deleted successfully' });
    expect(fake.calls).toEqual([{ method: 'DELETE', path: '/auth/delete-user', search: '', body: { userId: 'usr_2' } }]);
    expect(seen).toEqual(['include']);
  });

  it("logs 'No internet connection' when the browser is offline", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = createApi({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), baseUrl: TEST_API_BASE });
    await expect(api.auth.userInfo()).rejects.toThrow('Failed to fetch');
    expect(log).toHaveBeenCalledWith(AUTH_MESSAGES.offline);
  });
});

describe('waitForRehydration', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once when the session store has already read localStorage', async () => {
    await expect(waitForRehydration()).resolves.toBe('hydrated');
  });

  it('gives up after 5 seconds when storage never answers', async () => {
    vi.useFakeTimers();
    const unsubscribe = vi.fn();
    const pending = waitForRehydration({ hasHydrated: () => false, onFinishHydration: () => unsubscribe }, REHYDRATE_TIMEOUT_MS);
    let result: string | undefined;
    void pending.then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(REHYDRATE_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('timeout');
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('resolves when hydration finishes first', async () => {
    let finish: () => void = () => undefined;
    const pending = waitForRehydration({
      hasHydrated: () => false,
      onFinishHydration: (fn) => {
        finish = () => fn(useSession.getState());
        return () => undefined;
      },
    });
    finish();
    await expect(pending).resolves.toBe('hydrated');
  });
});

describe('welcome flags', () => {
  it('shows the popup after a first login until it is closed', () => {
    expect(shouldShowWelcome()).toBe(false);
    recordLogin(0);
    expect(localStorage.getItem('welcomeShown')).toBe('true');
    expect(localStorage.getItem('showWelcome')).toBe('true');
    expect(shouldShowWelcome()).toBe(true);
    dismissWelcome();
    expect(shouldShowWelcome()).toBe(false);
    expect(localStorage.getItem('loginCount')).toBe('1');
    expect(localStorage.getItem('showWelcome')).toBeNull();
  });

  it('does not set showWelcome again once welcomeShown is stored', () => {
    recordLogin(0);
    dismissWelcome();
    recordLogin(4);
    expect(localStorage.getItem('showWelcome')).toBeNull();
    expect(shouldShowWelcome()).toBe(false);
  });
});
