import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CODE_ALREADY_SENT } from './forgot-password-modal.tsx';

async function openModal(replies: Record<string, FakeReply>) {
  const view = renderApp('/login', { replies });
  await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
  const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
  await userEvent.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
  return { ...view, dialog };
}

describe('Forgot-password modal', () => {
  it('sends a reset link in reset mode', async () => {
    const { dialog, calls } = await openModal({ 'POST /auth/forgot-password-request': json({ message: AUTH_MESSAGES.resetLinkSent }) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(AUTH_MESSAGES.resetLinkSent);
    expect(calls).toContainEqual(expect.objectContaining({ path: '/auth/forgot-password-request', body: { email: 'dana@example.com' } }));
  });

  it('switches to verify mode through Verify Now and back to reset mode once the code is verified', async () => {
    const { calls } = await openModal({
      'POST /auth/forgot-password-request': apiError(403, 'Your email is not verified yet', 'EMAIL_NOT_VERIFIED'),
      'POST /auth/resend-otp': json({ message: AUTH_MESSAGES.otpResent }),
      'POST /auth/verify-otp': json({ data: { verified: true }, message: AUTH_MESSAGES.otpVerified }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.notVerified);

    await userEvent.click(screen.getByRole('button', { name: 'Verify Now' }));
    const verifyDialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(verifyDialog).getByRole('status').textContent).toBe(AUTH_MESSAGES.otpSent);
    const verify = within(verifyDialog).getByRole('button', { name: 'Verify OTP' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);

    fireEvent.paste(within(verifyDialog).getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '246810' } });
    await userEvent.click(verify);

    const resetDialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(resetDialog).getByRole('status').textContent).toBe(AUTH_MESSAGES.verifiedCanReset);
    expect(calls.map((c) => c.path)).toEqual(['/auth/forgot-password-request', '/auth/resend-otp', '/auth/verify-otp']);
    expect(calls[2]?.body).toEqual({ email: 'dana@example.com', otp: '246810' });
  });

  it('inside the resend cooldown, says how long to wait and takes the code already sent', async () => {
    const wait = 'Please wait 42 seconds before requesting a new OTP.';
    const { calls } = await openModal({
      'POST /auth/forgot-password-request': apiError(403, 'Your email is not verified yet', 'EMAIL_NOT_VERIFIED'),
      'POST /auth/resend-otp': apiError(429, wait, 'RATE_LIMITED'),
      'POST /auth/verify-otp': json({ data: { verified: true }, message: AUTH_MESSAGES.otpVerified }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Now' }));

    const verifyDialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(verifyDialog).getByRole('status').textContent).toBe(`${wait} ${CODE_ALREADY_SENT.useIt}`);
    expect(screen.queryByText(AUTH_MESSAGES.sendOtpFailed)).toBeNull();
    expect(document.activeElement).toBe(within(verifyDialog).getByLabelText('Digit 1 of 6'));

    fireEvent.paste(within(verifyDialog).getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '135790' } });
    await userEvent.click(within(verifyDialog).getByRole('button', { name: 'Verify OTP' }));
    const resetDialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(resetDialog).getByRole('status').textContent).toBe(AUTH_MESSAGES.verifiedCanReset);
    expect(calls.at(-1)?.body).toEqual({ email: 'dana@example.com', otp: '135790' });
  });

  it('resends a code from verify mode and shows how long to wait when asked too soon', async () => {
    let resends = 0;
    await openModal({
      'POST /auth/forgot-password-request': apiError(403, 'Email not verified', 'EMAIL_NOT_VERIFIED'),
      'POST /auth/resend-otp': () =>
        ++resends === 1 ? json({ message: AUTH_MESSAGES.otpResent }) : apiError(429, 'Please wait 59 seconds before requesting a new OTP.', 'RATE_LIMITED'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Now' }));
    await userEvent.click(await screen.findByRole('button', { name: CODE_ALREADY_SENT.resend }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait 59 seconds before requesting a new OTP.');
  });

  it("still says 'Failed to send verification OTP.' when sending fails for another reason", async () => {
    await openModal({
      'POST /auth/forgot-password-request': apiError(403, 'Email not verified', 'EMAIL_NOT_VERIFIED'),
      'POST /auth/resend-otp': { status: 502, body: 'Bad gateway' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Now' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.sendOtpFailed));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
  });

  it('reports a failed code in verify mode', async () => {
    await openModal({
      'POST /auth/forgot-password-request': apiError(403, 'Email not verified', 'EMAIL_NOT_VERIFIED'),
      'POST /auth/resend-otp': json({ message: AUTH_MESSAGES.otpResent }),
      'POST /auth/verify-otp': apiError(400, 'Invalid code'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Now' }));
    fireEvent.paste(await screen.findByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '111111' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.modalOtpFailed);
    expect(screen.getByRole('dialog', { name: 'Verify your email' })).toBeTruthy();
  });

  it('shows the server message, or the default, for other failures', async () => {
    await openModal({ 'POST /auth/forgot-password-request': apiError(429, 'Too many requests, try again in a minute') });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, try again in a minute');
    expect(screen.queryByRole('button', { name: 'Verify Now' })).toBeNull();
  });

  it("falls back to 'Failed to send link.' without a server message", async () => {
    await openModal({ 'POST /auth/forgot-password-request': { status: 502, body: 'Bad gateway' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.sendLinkFailed);
  });

  it('closes on Escape and returns focus to the link that opened it', async () => {
    await openModal({});
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Forgot Password?' }));
  });
});
