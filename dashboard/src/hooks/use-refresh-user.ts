// Re-reads the signed-in user from /auth/user-info so credits and plan are current (spec §4: on load, and
// after actions that change them).
import { useCallback } from 'react';
import { useApi } from '../api/context.tsx';
import { useSession } from '../stores/session.ts';

export function useRefreshUser() {
  const api = useApi();
  return useCallback(async () => {
    const asked = useSession.getState().currentUser;
    if (!asked) return;
    try {
      const { data } = await api.auth.userInfo();
      // Only onto the same session: a sign-out (or another sign-in) while the answer was on its way stands.
      if (useSession.getState().currentUser?._id === asked._id) useSession.getState().setUser(data.user);
    } catch {
      // A 401 has already purged the session through the client hook; any other failure keeps the stored copy.
    }
  }, [api]);
}
