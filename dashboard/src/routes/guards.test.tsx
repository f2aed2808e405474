import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fake-fetch.ts';
import { NOT_FOUND } from '../pages/error/not-found-page.tsx';
import { makeUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from './guards.tsx';
import { appRoutes } from './routes.tsx';

/**
 * Every path under RequireAuth in the real route table (issue 24 item 6): a route added there is covered here
 * without editing this list. A `:param` becomes a sample id; React Router matches case-insensitively, so the
 * spec's capitalised spellings are added to show they are guarded too.
 */
function protectedPaths(routes: RouteObject[], underAuth = false): string[] {
  return routes.flatMap((route) => {
    const inside = underAuth || (isValidElement(route.element) && route.element.type === RequireAuth);
    const own = inside && route.path ? [route.path.replace(/:[A-Za-z]+/g, 'abc123')] : [];
    return [...own, ...protectedPaths(route.children ?? [], inside)];
  });
}
const PROTECTED_ROUTES = protectedPaths(appRoutes());
const PROTECTED = [...PROTECTED_ROUTES, '/Subscription', '/BookingAppointment', '/Help'];

describe('route guards', () => {
  it.each(PROTECTED)('sends a signed-out visitor from %s to the landing page', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Show every customer their car/ })).toBeTruthy();
  });

  it('says "You were signed out" when the session ends, and takes the owner back to their page after logging in', async () => {
    const user = makeUser({ accountType: 'paid' });
    // The stored session is no longer valid on the server: the page's first call answers 401.
    const { router } = renderApp('/leads?status=new', {
      user,
      replies: {
        'GET /user/leads': json({ error: { message: 'Your session has expired. Please log in again.', code: 'UNAUTHORIZED' } }, 401),
        'POST /auth/login': json({ data: { accessToken: 't', user: { ...user, loginCount: 3 } } }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login page (loaded on demand) says why, above its form.
    const email = await screen.findByLabelText('Email');
    expect(await screen.findByText(AUTH_MESSAGES.signedOut)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: /Show every customer their car/ })).toBeNull();

    await userEvent.type(email, user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Enter Studio' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/leads?status=new'));
  });

  it.each(['/leads', '/appointment', '/customers'])('issue 23 item 17: sends a free (trial) account from %s, a plan feature, to /dashboard', async (path) => {
    const { router } = renderApp(path, { user: makeUser({ accountType: 'free' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a user who signed out themselves home, with no "signed out" notice on a later visit', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/login');
    await screen.findByRole('button', { name: 'Enter Studio' });
    expect(screen.queryByText(AUTH_MESSAGES.signedOut)).toBeNull();
  });

  it.each(['/login', '/signUp', '/signup'])('sends a signed-in user from %s to /dashboard', async (path) => {
    const { router } = renderApp(path, { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Dana' })).toBeTruthy();
  });

  it.each(['/login', '/signUp', '/signup'])('shows %s to a signed-out visitor', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('button', { name: path === '/login' ? 'Enter Studio' : 'Create My Account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/contact', '/confirm-booking?token=t', '/visualizer', '/sucessfullUrl', '/reset-password?token=t', '/verify-otp?email=a%40b.co'])(
    'serves the public route %s without a session',
    async (path) => {
      const { router } = renderApp(path);
      await screen.findAllByRole('heading', { level: 1 });
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path);
    },
  );

  it('finds every protected route of the route table (issue 24 item 6)', () => {
    // The walk itself: all 22 of the table today (a hand-written list held 3 for signed-in users), nested pages too.
    expect(PROTECTED_ROUTES.length).toBeGreaterThanOrEqual(22);
    expect(PROTECTED_ROUTES).toEqual(expect.arrayContaining(['/dashboard', '/settings/team', '/customers/abc123', '/notifications/abc123']));
    expect(PROTECTED_ROUTES).not.toContain('/login');
    expect(PROTECTED_ROUTES).not.toContain('/');
  });

  it.each(PROTECTED_ROUTES)('lets a signed-in owner on a paid plan open %s (issue 24 item 6)', async (path) => {
    const { router } = renderApp(path, { user: makeUser({ accountType: 'paid' }) });
    expect((await screen.findAllByRole('heading', { level: 1 })).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('heading', { level: 1, name: NOT_FOUND.title })).toBeNull();
  });

  it('keeps a shop manager out of /subscription (canAccessRoute)', async () => {
    const user = makeUser({ role: { role: 'shop-man', label: 'Shop Manager' }, parentId: 'usr_owner0' });
    const { router } = renderApp('/Subscription', { user });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows Page Not Found at an unknown path when signed out, with Go to Home leading to /', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.getByRole('link', { name: NOT_FOUND.home }).getAttribute('href')).toBe('/');
  });

  it('shows Page Not Found at an unknown path when signed in, with Go to Home leading to /dashboard', async () => {
    const { router } = renderApp('/dashbord', { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashbord');
    expect(screen.getByRole('link', { name: NOT_FOUND.home }).getAttribute('href')).toBe('/dashboard');
  });

  it('signs out when the server no longer knows the session', async () => {
    const { router } = renderApp('/dashboard', {
      user: makeUser(),
      replies: { 'GET /auth/user-info': { status: 401, body: { error: { message: 'Session expired', code: 'UNAUTHORIZED' } } } },
    });
    // To the login page, which says why (issue 22), not to the marketing page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(AUTH_MESSAGES.signedOut)).toBeTruthy();
  });
});
