// Issue 28 item 1: the forgot-password dialog and the reset-password, invite and undo-email-change pages speak the
// reader's language: in German (the longest) and Spanish, no English sentence of their catalogue shows — nor the
// server's English messages, which each screen replaces with its own words in another language.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, INVITE_MESSAGES } from '@wrapsmith/core';
import { apiError, json } from '../test/fake-fetch.ts';
import { renderApp } from '../test/render-app.tsx';
import { DE } from './de.ts';
import { ACCOUNT_EN } from './en/account.ts';
import { AUTH_EN } from './en/auth.ts';
import { ES } from './es.ts';
import { speak } from './locale.ts';

afterEach(() => speak('en'));

const TOKEN = 'a'.repeat(64);
/** Every English sentence these screens could show (their catalogue and the server's fixed answers). */
const ENGLISH = new Set<string>([...Object.values(ACCOUNT_EN), ...Object.values(AUTH_EN), ...Object.values(AUTH_MESSAGES), INVITE_MESSAGES.expired, INVITE_MESSAGES.revokedLink]);

function englishShown(root: HTMLElement = document.body): string[] {
  const shown: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent?.trim();
    if (text && ENGLISH.has(text)) shown.push(text);
  }
  for (const el of root.querySelectorAll('[aria-label]')) if (ENGLISH.has(el.getAttribute('aria-label') ?? '')) shown.push(el.getAttribute('aria-label')!);
  return shown;
}

describe('issue 28 item 1: the account screens in German and Spanish', () => {
  it('the forgot-password dialog, in both modes, with the server’s English replaced', async () => {
    await speak('de');
    renderApp('/login', {
      replies: {
        'POST /auth/forgot-password-request': apiError(400, 'Your email is not verified. Please verify first.', 'EMAIL_NOT_VERIFIED'),
        'POST /auth/resend-otp': apiError(429, 'Please wait 59 seconds before requesting a new OTP.', 'RATE_LIMITED'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: DE['login.forgot'] }));
    const dialog = screen.getByRole('dialog', { name: DE['forgot.resetTitle'] });
    expect(within(dialog).getByText(DE['forgot.intro'])).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(DE['account.email']), 'dana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: DE['forgot.send'] }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(DE['forgot.notVerified']);
    expect(englishShown()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: DE['forgot.verifyNow'] }));
    const verify = await screen.findByRole('dialog', { name: DE['forgot.verifyTitle'] });
    expect(within(verify).getByRole('status').textContent).toBe(`${DE['forgot.wait']} ${DE['forgot.useIt']}`);
    expect(within(verify).getByText('Wir haben einen 6-stelligen Code an dana@example.com geschickt. Gib ihn ein, um deine E-Mail zu bestätigen.')).toBeTruthy();
    expect(within(verify).getByRole('button', { name: DE['forgot.back'] })).toBeTruthy();
    expect(englishShown()).toEqual([]);
  });

  it('the reset-password page, live and dead, with its validation and the server’s success in German', async () => {
    await speak('de');
    const live = renderApp(`/reset-password?token=${TOKEN}`, { replies: { 'POST /auth/reset-password-check': json({ data: { valid: true } }) } });
    await screen.findByRole('heading', { level: 1, name: DE['reset.liveTitle'] });
    await userEvent.type(await screen.findByLabelText(DE['account.newPassword']), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: DE['reset.submit'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(DE['account.fillBoth']);
    expect(screen.getByText(DE['reset.remembered'])).toBeTruthy();
    expect(englishShown()).toEqual([]);
    live.unmount();

    renderApp('/reset-password', { replies: { 'POST /auth/forgot-password-request': json({ message: AUTH_MESSAGES.resetLinkSent }) } });
    await screen.findByRole('heading', { level: 1, name: DE['reset.deadTitle'] });
    await userEvent.type(screen.getByLabelText(DE['account.email']), 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: DE['reset.sendNew'] }));
    expect((await screen.findByRole('status')).textContent).toBe(DE['forgot.linkSent']);
    expect(englishShown()).toEqual([]);
  });

  it('the invite page greets in Spanish, with the role in Spanish, and says why a dead link died by its reason', async () => {
    await speak('es');
    const live = renderApp(`/invite?token=${TOKEN}`, {
      replies: {
        'POST /auth/invite-check': json({ data: { valid: true, email: 'tess@example.com', firstName: 'Tess', shopName: 'Alpha Wraps', role: { role: 'member', label: 'Member' }, expiresAt: '2030-01-08T00:00:00.000Z' } }),
      },
    });
    await screen.findByRole('heading', { name: 'Únete a Alpha Wraps' });
    expect(screen.getByText('Hola, Tess: elige una contraseña para unirte a Alpha Wraps como miembro. Iniciarás sesión con tess@example.com.')).toBeTruthy();
    expect(screen.getByRole('button', { name: ES['invite.submit'] })).toBeTruthy();
    expect(englishShown()).toEqual([]);
    live.unmount();

    renderApp(`/invite?token=${TOKEN}`, { replies: { 'POST /auth/invite-check': json({ data: { valid: false, reason: 'expired', message: INVITE_MESSAGES.expired } }) } });
    await screen.findByRole('heading', { name: ES['invite.deadTitle'] });
    expect(screen.getByText(ES['invite.expired'])).toBeTruthy();
    expect(englishShown()).toEqual([]);
  });

  it('the undo page in German: its button, the success from the answer’s email, and a refusal by its status', async () => {
    await speak('de');
    const ok = renderApp(`/undo-email-change?token=${TOKEN}`, {
      replies: { 'POST /auth/undo-email-change': json({ data: { email: 'old@example.com' }, message: 'Your email is old@example.com again and every session was signed out.' }) },
    });
    await screen.findByRole('heading', { name: DE['undo.title'] });
    await userEvent.click(screen.getByRole('button', { name: DE['undo.submit'] }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Deine E-Mail ist wieder old@example.com'));
    expect(screen.getByRole('link', { name: DE['account.logIn'] })).toBeTruthy();
    expect(englishShown()).toEqual([]);
    ok.unmount();

    renderApp(`/undo-email-change?token=${TOKEN}`, { replies: { 'POST /auth/undo-email-change': apiError(409, 'Your old email now belongs to another account.', 'CONFLICT') } });
    await userEvent.click(await screen.findByRole('button', { name: DE['undo.submit'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(DE['undo.taken']);
    expect(englishShown()).toEqual([]);
  });
});
