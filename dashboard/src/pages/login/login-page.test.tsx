import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { useSession } from '../../stores/session.ts';
import { apiError, json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Enter Studio' }));
}

describe('Login page', () => {
  it('stores the user and the welcome flags, then opens the dashboard with the welcome popup', async () => {
    const user = makeUser({ loginCount: 0 });
    const { router } = renderApp('/login', {
      replies: { 'POST /auth/login': json({ data: { accessToken: 'tok', user } }), 'GET /auth/user-info': json({ data: { user } }) },
    });
    await signIn('dana@example.com', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(useSession.getState().currentUser).toEqual(user);
    expect(localStorage.getItem('showWelcome')).toBe('true');
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Wrapsmith!' });
    // It promises only what exists (issue 22): notifications (issue 26), vehicle history and warranties (issue 27) do now.
    expect(welcome.textContent).toContain('Online bookings and work orders');
    expect(welcome.textContent).toContain('Customer notifications by email and text message');
    expect(welcome.textContent).toContain('Vehicle history and warranty certificates');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog', { name: 'Welcome to Wrapsmith!' })).toBeNull();
    expect(localStorage.getItem('loginCount')).toBe('1');
  });

  it('validates the email format before calling the server', async () => {
    const { calls } = renderApp('/login');
    await signIn('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(calls.some((c) => c.path === '/auth/login')).toBe(false);
  });

  it('shows the server message on failure, and the default without one', async () => {
    renderApp('/login', { replies: { 'POST /auth/login': apiError(401, 'Invalid email or password', 'UNAUTHORIZED') } });
    await signIn('dana@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(useSession.getState()).toMatchObject({ loading: false, currentUser: null, error: 'Invalid email or password' });
  });

  it("falls back to 'Login failed' and to the generic message when the network fails", async () => {
    const first = renderApp('/login', { replies: { 'POST /auth/login': { status: 500, body: null } } });
    await signIn('dana@example.com', 'pw');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.loginFailed);
    first.unmount();
    renderApp('/login', { replies: { 'POST /auth/login': () => Promise.reject(new TypeError('Failed to fetch')) } });
    await signIn('dana@example.com', 'pw');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.somethingWrong);
  });
});
