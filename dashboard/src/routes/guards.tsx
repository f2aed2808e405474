// Route guards of spec §2/§6: protected routes need a signed-in user (else "/"), role rules come from
// canAccessRoute(), logged-out-only routes send signed-in users to /dashboard, and the catch-all redirects.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canAccessRoute } from '@wrapsmith/core';
import { useSession } from '../stores/session.ts';
import { viewerOf } from './viewer.ts';

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

export function CatchAll() {
  const user = useSession((s) => s.currentUser);
  return <Navigate to={user ? '/dashboard' : '/'} replace />;
}
