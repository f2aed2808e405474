// Route guards of spec §2/§6: protected routes need a signed-in user (else "/"; when the session ended without the
// user signing out, the login page, which says so and brings them back here after logging in), role rules come from
// canAccessRoute(), and logged-out-only routes send signed-in users to /dashboard. Unknown paths are not
// redirected: they get the Page Not Found screen (decision 042).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canAccessRoute } from '@wrapsmith/core';
import { useSession } from '../stores/session.ts';
import { viewerOf } from '../features/viewer/viewer.ts';
import { returnPath, type LoginState } from '../features/auth/login-state.ts';

export function RequireAuth() {
  const user = useSession((s) => s.currentUser);
  const signedOut = useSession((s) => s.signedOut);
  const { pathname, search, hash } = useLocation();
  if (!user && signedOut) return <Navigate to="/login" replace state={{ signedOut: true, from: `${pathname}${search}${hash}` } satisfies LoginState} />;
  if (!user) return <Navigate to="/" replace />;
  if (!canAccessRoute(viewerOf(user), pathname)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

export function RequireAnonymous() {
  const user = useSession((s) => s.currentUser);
  const { state } = useLocation();
  // Just logged in after a session ended: back to the page they were on.
  return user ? <Navigate to={returnPath(state) ?? '/dashboard'} replace /> : <Outlet />;
}

