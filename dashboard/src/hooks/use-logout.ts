// Signing out: revoke the server session (best effort — the cookie may already be gone), purge the stored
// session, and go home.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../api/context.tsx';
import { useSession } from '../stores/session.ts';

export function useLogout(to = '/') {
  const api = useApi();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.auth.logout();
    } catch {
      // Already signed out on the server (401) or unreachable: the local purge below is what matters.
    }
    useSession.getState().purge();
    navigate(to, { replace: true });
  }, [api, navigate, to]);
}
