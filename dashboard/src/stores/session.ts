// The signed-in session (spec §4 "Auth state"): loading, error and currentUser, persisted under one root key
// that keeps only the currentUser and newUser slices. The token itself stays in the httpOnly cookie.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ApiUser } from '../api/types.ts';
import { setShopConventions } from '../lib/shop-conventions.ts';

export const SESSION_STORAGE_KEY = 'ws-root';
export const REHYDRATE_TIMEOUT_MS = 5000;

export interface NewUser {
  email: string;
}

export interface SessionState {
  loading: boolean;
  error: string | null;
  currentUser: ApiUser | null;
  /** The account just signed up and not yet verified, so /verify-otp can survive a reload. */
  newUser: NewUser | null;
  loginPending: () => void;
  loginSucceeded: (user: ApiUser) => void;
  loginFailed: (message: string) => void;
  /** Replaces the stored user with fresh data from the server (credits, plan, names). */
  setUser: (user: ApiUser) => void;
  updateUser: (patch: Pick<ApiUser, 'accountType' | 'addonInfo'>) => void;
  setNewUser: (newUser: NewUser | null) => void;
  logout: () => void;
  /**
   * Logs out and removes the persisted copy. `ended`: the server ended the session (a 401), not the user, so the
   * protected page they were on sends them to the login page with a word of why (`signedOut`).
   */
  purge: (ended?: 'session-ended') => void;
  /** True once a signed-in user's session ended without them signing out; kept in memory only. */
  signedOut: boolean;
}

type Persisted = Pick<SessionState, 'currentUser' | 'newUser'>;

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      loading: false,
      error: null,
      currentUser: null,
      newUser: null,
      signedOut: false,
      loginPending: () => set({ loading: true, error: null, currentUser: null }),
      loginSucceeded: (user) => set({ loading: false, error: null, currentUser: user, signedOut: false }),
      loginFailed: (message) => set({ loading: false, error: message, currentUser: null }),
      setUser: (user) => set({ currentUser: user }),
      updateUser: ({ accountType, addonInfo }) =>
        set((s) => (s.currentUser ? { currentUser: { ...s.currentUser, accountType, addonInfo } } : {})),
      setNewUser: (newUser) => set({ newUser }),
      logout: () => set({ loading: false, error: null, currentUser: null }),
      purge: (ended) => {
        // Two requests refused at once (the Leads page asks for its list and its held leads) end one session: the
        // second purge keeps the first one's word of why.
        set((s) => ({ loading: false, error: null, currentUser: null, newUser: null, signedOut: ended === 'session-ended' && (s.currentUser !== null || s.signedOut) }));
        useSession.persist.clearStorage();
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): Persisted => ({ currentUser: s.currentUser, newUser: s.newUser }),
    },
  ),
);

// The shared date formatters follow the signed-in shop's locale and zone (issue 28 item 2, decision 098).
setShopConventions(useSession.getState().currentUser?.shop);
useSession.subscribe((s, before) => {
  if (s.currentUser?.shop !== before.currentUser?.shop) setShopConventions(s.currentUser?.shop);
});

/**
 * Resolves once the persisted session has been read back, or after the spec's 5 s timeout so a broken
 * storage backend can never keep the app on its loading screen.
 */
export function waitForRehydration(
  persistApi: Pick<typeof useSession.persist, 'hasHydrated' | 'onFinishHydration'> = useSession.persist,
  timeoutMs = REHYDRATE_TIMEOUT_MS,
): Promise<'hydrated' | 'timeout'> {
  if (persistApi.hasHydrated()) return Promise.resolve('hydrated');
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve('timeout');
    }, timeoutMs);
    const unsubscribe = persistApi.onFinishHydration(() => {
      clearTimeout(timer);
      unsubscribe();
      resolve('hydrated');
    });
  });
}

/** Full name as shown in the public header and the user menu. */
export function fullName(user: Pick<ApiUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * The shop's units and locale as the session carries them (issue 28 items 2 and 3, decision 098): lengths
 * and areas are shown and typed in its units, dates and numbers written through Intl in its locale. A session stored
 * by an older version (no units yet) reads as a US shop until it refreshes. Here, beside the session, so the pages
 * that use it share the entry instead of one more chunk (lib/shop-format.ts re-exports it).
 */
export interface ShopFormat {
  units: 'metric' | 'imperial';
  locale: string;
}

type SessionShop = Partial<ShopFormat> | undefined;

const formatOf = (shop: SessionShop): ShopFormat => ({ units: shop?.units ?? 'imperial', locale: shop?.locale ?? 'en-US' });

/** The shop's format, re-rendering when the session's shop changes (a new choice under Settings → Shop). */
export function useShopFormat(): ShopFormat {
  return formatOf(useSession((s) => s.currentUser?.shop) as SessionShop);
}

/** The shop's format outside a component; en-US and imperial when signed out. */
export const shopFormat = (): ShopFormat => formatOf(useSession.getState().currentUser?.shop as SessionShop);
