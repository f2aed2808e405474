// Route guards of spec §2/§6: protected routes need a signed-in user (else "/"), role rules come from
// canAccessRoute(), and logged-out-only routes send signed-in users to /dashboard. Unknown paths are not
// redirected: they get the Page Not Found screen (decision 042).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canAccessRoute } from '@wrapsmith/core';
import { useSession } from '../stores/session.ts';
import { viewerOf } from '../features/viewer/viewer.ts';

export function RequireAuth() {
  const user = useSession((s) => s.currentUser);
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/" replace />;
  if (!canAccessRoute(viewerOf(user), pathname)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

export function RequireAnonymous() {
  const user = useSession((s) => s.currentUser);
  return user ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

