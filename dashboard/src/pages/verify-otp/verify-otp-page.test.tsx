import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiError, json } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const verifyButton = () => screen.getByRole('button', { name: 'Verify OTP' }) as HTMLButtonElement;

describe('Verify OTP page', () => {
  it('advances focus while typing and enables Verify only with six digits', async () => {
    renderApp('/verify-otp?email=dana%40example.com');
    const inputs = boxes();
    expect(inputs).toHaveLength(6);
    expect(verifyButton().disabled).toBe(true);

    await userEvent.click(inputs[0]!);
    await userEvent.keyboard('12345');
    expect(inputs.map((i) => i.value)).toEqual(['1', '2', '3', '4', '5', '']);
    expect(document.activeElement).toBe(inputs[5]);
    expect(verifyButton().disabled).toBe(true);

    await userEvent.keyboard('6');
    expect(verifyButton().disabled).toBe(false);
  });

  it('ignores non-digits', async () => {
    renderApp('/verify-otp?email=dana%40example.com');
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('a');
    expect(boxes()[0]!.value).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('moves back and clears the previous box on Backspace in an empty box', async () => {
    renderApp('/verify-otp?email=dana%40example.com');
    const inputs = boxes();
    await userEvent.click(inputs[0]!);
    await userEvent.keyboard('12');
    expect(document.activeElement).toBe(inputs[2]);
    await userEvent.keyboard('{Backspace}');
    expect(document.activeElement).toBe(inputs[1]);
    expect(inputs.map((i) => i.value)).toEqual(['1', '', '', '', '', '']);
  });

  it('fills every box from a pasted six-digit code', async () => {
    renderApp('/verify-otp?email=dana%40example.com');
    const inputs = boxes();
    fireEvent.paste(inputs[0]!, { clipboardData: { getData: () => ' 123 456 ' } });
    await waitFor(() => expect(inputs.map((i) => i.value)).toEqual(['1', '2', '3', '4', '5', '6']));
    expect(verifyButton().disabled).toBe(false);
  });

  it('disables Verify while the request runs, then goes to /login', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { router, calls } = renderApp('/verify-otp?email=dana%40example.com', {
      replies: { 'POST /auth/verify-otp': () => answered.then(() => json({ data: { verified: true }, message: AUTH_MESSAGES.otpVerified })) },
    });
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '654321' } });
    await userEvent.click(verifyButton());
    expect(verifyButton().disabled).toBe(true);
    expect(boxes().every((b) => b.disabled)).toBe(true);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/auth/verify-otp', body: { email: 'dana@example.com', otp: '654321' } }));
  });

  it("shows 'Email or OTP is missing' without an email", async () => {
    renderApp('/verify-otp');
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
    await userEvent.click(verifyButton());
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.emailOrOtpMissing);
  });

  it('shows the server message when the code is wrong, and resends a code', async () => {
    renderApp('/verify-otp?email=dana%40example.com', {
      replies: {
        'POST /auth/verify-otp': apiError(400, 'Invalid or expired code'),
        'POST /auth/resend-otp': json({ message: AUTH_MESSAGES.otpResent }),
      },
    });
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '000000' } });
    await userEvent.click(verifyButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code');
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.otpResent);
    expect(boxes().every((b) => b.value === '')).toBe(true);
  });
});
