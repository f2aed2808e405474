import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INVITE_MESSAGES } from '@wrapsmith/core';
import { apiError, json } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { INVITE_PAGE } from './invite-page.tsx';

const TOKEN = 'a'.repeat(64);
const live = json({ data: { valid: true, email: 'tess@example.com', firstName: 'Tess', shopName: 'Alpha Wraps', role: { role: 'member', label: 'Member' }, expiresAt: '2030-01-08T00:00:00.000Z' } });

describe('the invite page', () => {
  it('greets the invited person, takes a password twice and sends them to sign in with their email filled in', async () => {
    const { calls, router } = renderApp(`/invite?token=${TOKEN}`, {
      replies: { 'POST /auth/invite-check': live, 'POST /auth/accept-invite': json({ data: { email: 'tess@example.com' }, message: INVITE_MESSAGES.accepted }) },
    });
    await screen.findByRole('heading', { name: 'Join Alpha Wraps' });
    expect(screen.getByText('Hi Tess, choose a password to join Alpha Wraps as Member. You will sign in with tess@example.com.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), 'my-own-password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'not-the-same');
    await userEvent.click(screen.getByRole('button', { name: INVITE_PAGE.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match.');
    expect(calls.some((c) => c.path === '/auth/accept-invite')).toBe(false);
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: INVITE_PAGE.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((c) => c.path === '/auth/accept-invite')?.body).toEqual({ token: TOKEN, password: 'my-own-password' });
    expect(await screen.findByText(INVITE_MESSAGES.accepted)).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('tess@example.com');
  });

  it('says why a link no longer works, when it opens or when it dies while they type', async () => {
    const expired = renderApp(`/invite?token=${TOKEN}`, { replies: { 'POST /auth/invite-check': json({ data: { valid: false, reason: 'expired', message: INVITE_MESSAGES.expired } }) } });
    await screen.findByRole('heading', { name: INVITE_PAGE.deadTitle });
    expect(screen.getByText(INVITE_MESSAGES.expired)).toBeTruthy();
    expired.unmount();

    renderApp(`/invite?token=${TOKEN}`, { replies: { 'POST /auth/invite-check': live, 'POST /auth/accept-invite': apiError(410, INVITE_MESSAGES.revokedLink, 'INVITE_REVOKED') } });
    await screen.findByRole('heading', { name: 'Join Alpha Wraps' });
    await userEvent.type(screen.getByLabelText('Password'), 'my-own-password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: INVITE_PAGE.submit }));
    await screen.findByRole('heading', { name: INVITE_PAGE.deadTitle });
    expect(screen.getByText(INVITE_MESSAGES.revokedLink)).toBeTruthy();
  });
});
