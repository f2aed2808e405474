// Wraps every page: refreshes the stored user from the server once per load (spec §4) and hosts the notices.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../components/toasts.tsx';
import { useRefreshUser } from '../hooks/use-refresh-user.ts';

export function RootShell({ scrollRestoration = true }: { scrollRestoration?: boolean }) {
  const refreshUser = useRefreshUser();
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);
  return (
    <>
      <Outlet />
      <Toaster />
      {scrollRestoration ? <ScrollRestoration /> : null}
    </>
  );
}
