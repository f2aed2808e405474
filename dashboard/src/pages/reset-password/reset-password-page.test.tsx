import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiError, json } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { REDIRECT_AFTER_RESET_MS } from './reset-password-page.tsx';

const TOKEN = 'tok_0123456789abcdef';

async function fill(password: string, confirm: string) {
  if (password) await userEvent.type(await screen.findByLabelText('New password'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('Reset password page', () => {
  it.each([
    ['', '', AUTH_MESSAGES.fillBoth],
    ['new-password-1', '', AUTH_MESSAGES.fillBoth],
    ['', 'new-password-1', AUTH_MESSAGES.fillBoth],
    ['new-password-1', 'new-password-2', AUTH_MESSAGES.passwordsDontMatch],
  ])('validates %j / %j before calling the server', async (password, confirm, message) => {
    const { calls } = renderApp(`/reset-password?token=${TOKEN}`);
    await fill(password, confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(calls.filter((c) => c.path === '/auth/reset-password')).toEqual([]);
  });

  it('shows the success message and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, calls } = renderApp(`/reset-password?token=${TOKEN}`, {
      replies: { 'POST /auth/reset-password': json({ message: AUTH_MESSAGES.passwordUpdated }) },
    });
    await fill('new-password-1', 'new-password-1');
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.passwordUpdated);
    expect(calls).toContainEqual(expect.objectContaining({ path: '/auth/reset-password', body: { token: TOKEN, newPassword: 'new-password-1' } }));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_RESET_MS));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server message for a bad or expired token', async () => {
    renderApp(`/reset-password?token=${TOKEN}`, { replies: { 'POST /auth/reset-password': apiError(400, 'Invalid or expired reset link') } });
    await fill('new-password-1', 'new-password-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired reset link');
  });

  it("falls back to 'Something went wrong.' and to 'Unexpected error occurred.'", async () => {
    const first = renderApp(`/reset-password?token=${TOKEN}`, { replies: { 'POST /auth/reset-password': { status: 500, body: {} } } });
    await fill('new-password-1', 'new-password-1');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetFailedShort);
    first.unmount();

    renderApp(`/reset-password?token=${TOKEN}`, { replies: { 'POST /auth/reset-password': () => Promise.reject(new TypeError('Failed to fetch')) } });
    await fill('new-password-1', 'new-password-1');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetUnexpected);
  });
});
