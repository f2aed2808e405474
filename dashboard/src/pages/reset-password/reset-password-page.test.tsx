import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { REDIRECT_AFTER_RESET_MS, RESET_LINK } from './reset-password-page.tsx';

const TOKEN = 'tok_0123456789abcdef';
const LIVE: Record<string, FakeReply> = { 'POST /auth/reset-password-check': json({ data: { valid: true } }) };
const DEAD: Record<string, FakeReply> = { 'POST /auth/reset-password-check': json({ data: { valid: false } }) };
const EXPIRED_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';

async function fill(password: string, confirm: string) {
  const field = await screen.findByLabelText('New password');
  if (password) await userEvent.type(field, password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

async function sendNewLink(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: RESET_LINK.sendNew }));
}

describe('Reset password page', () => {
  it('checks the link as the page opens and offers the password form for a live link', async () => {
    const { calls } = renderApp(`/reset-password?token=${TOKEN}`, { replies: LIVE });
    expect(screen.getByRole('status').textContent).toBe(RESET_LINK.checking);
    expect(await screen.findByRole('heading', { level: 1, name: RESET_LINK.liveTitle })).toBeTruthy();
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/auth/reset-password-check', body: { token: TOKEN } }));
  });

  it.each([
    ['a used or expired link', DEAD],
    ['a malformed link', { 'POST /auth/reset-password-check': apiError(400, 'Invalid or expired reset link', 'VALIDATION_FAILED') }],
  ])('offers Send a new link, not the password form, for %s', async (_, replies) => {
    const { calls } = renderApp(`/reset-password?token=${TOKEN}`, {
      replies: { ...replies, 'POST /auth/forgot-password-request': json({ message: AUTH_MESSAGES.resetLinkSent }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: RESET_LINK.deadTitle })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await sendNewLink('dana@example.com');
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.resetLinkSent);
    expect(calls).toContainEqual(expect.objectContaining({ path: '/auth/forgot-password-request', body: { email: 'dana@example.com' } }));
  });

  it('offers Send a new link without a token, without asking the server', async () => {
    const { calls } = renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: RESET_LINK.deadTitle })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/auth/reset-password-check')).toEqual([]);
  });

  it('says why a new link failed to send', async () => {
    renderApp(`/reset-password?token=${TOKEN}`, {
      replies: { ...DEAD, 'POST /auth/forgot-password-request': apiError(403, 'Your email is not verified yet', 'EMAIL_NOT_VERIFIED') },
    });
    await sendNewLink('dana@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.notVerified);
  });

  it('still shows the form when the check itself fails, and lets the server decide', async () => {
    renderApp(`/reset-password?token=${TOKEN}`, { replies: { 'POST /auth/reset-password-check': { status: 503, body: {} } } });
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });

  it.each([
    ['', '', AUTH_MESSAGES.fillBoth],
    ['new-password-1', '', AUTH_MESSAGES.fillBoth],
    ['', 'new-password-1', AUTH_MESSAGES.fillBoth],
    ['new-password-1', 'new-password-2', AUTH_MESSAGES.passwordsDontMatch],
  ])('validates %j / %j before calling the server', async (password, confirm, message) => {
    const { calls } = renderApp(`/reset-password?token=${TOKEN}`, { replies: LIVE });
    await fill(password, confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(calls.filter((c) => c.path === '/auth/reset-password')).toEqual([]);
  });

  it('shows the success message and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, calls } = renderApp(`/reset-password?token=${TOKEN}`, {
      replies: { ...LIVE, 'POST /auth/reset-password': json({ message: AUTH_MESSAGES.passwordUpdated }) },
    });
    await fill('new-password-1', 'new-password-1');
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.passwordUpdated);
    expect(calls).toContainEqual(expect.objectContaining({ path: '/auth/reset-password', body: { token: TOKEN, newPassword: 'new-password-1' } }));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_RESET_MS));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('turns to Send a new link, with the server message, when the link dies while the user types', async () => {
    renderApp(`/reset-password?token=${TOKEN}`, { replies: { ...LIVE, 'POST /auth/reset-password': apiError(400, EXPIRED_MESSAGE, 'BAD_REQUEST') } });
    await fill('new-password-1', 'new-password-1');
    expect(await screen.findByRole('heading', { level: 1, name: RESET_LINK.deadTitle })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(EXPIRED_MESSAGE);
    expect(screen.getByRole('button', { name: RESET_LINK.sendNew })).toBeTruthy();
  });

  it('keeps the form and shows the message when the server refuses the password itself', async () => {
    renderApp(`/reset-password?token=${TOKEN}`, {
      replies: { ...LIVE, 'POST /auth/reset-password': apiError(400, 'Password must be at least 8 characters', 'VALIDATION_FAILED') },
    });
    await fill('new-password-1', 'new-password-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 8 characters');
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });

  it("falls back to 'Something went wrong.' and to 'Unexpected error occurred.'", async () => {
    const first = renderApp(`/reset-password?token=${TOKEN}`, { replies: { ...LIVE, 'POST /auth/reset-password': { status: 500, body: {} } } });
    await fill('new-password-1', 'new-password-1');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetFailedShort);
    first.unmount();

    renderApp(`/reset-password?token=${TOKEN}`, {
      replies: { ...LIVE, 'POST /auth/reset-password': () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    await fill('new-password-1', 'new-password-1');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetUnexpected);
  });
});
