// Forgot-password modal (spec §4): "reset" mode sends a reset link; when the account is not verified it
// offers Verify Now, which emails a code and switches to "verify" mode; a verified code switches back. Inside the
// resend cooldown (right after sign-up) Verify Now says how long to wait and takes the code already sent.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiErrorInfo, resetLinkFailure, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { TextField } from '../../components/field.tsx';
import { OtpInput, emptyOtp, otpComplete } from '../../components/otp-input.tsx';
import { useBusy } from '../../lib/form.ts';

type Mode = 'reset' | 'verify';
type Notice = { tone: Tone; text: string };

export const CODE_ALREADY_SENT = {
  /** When a 429 comes without the server's words. */
  wait: 'Please wait a minute before asking for a new code.',
  useIt: 'The code we already emailed still works: enter it below.',
  resend: 'Resend code',
} as const;

export function ForgotPasswordModal({ onClose, initialEmail = '' }: { onClose: () => void; initialEmail?: string }) {
  const api = useApi();
  const [mode, setMode] = useState<Mode>('reset');
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState(emptyOtp);
  const [busy, run] = useBusy();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [canVerify, setCanVerify] = useState(false);
  const verifyForm = useRef<HTMLFormElement>(null);

  // The button that switched modes is gone; keep the keyboard inside the dialog, on the first digit, once the boxes
  // can take focus: they stay disabled until the request that switched modes has finished (preact, which the built
  // dashboard runs on, may draw the new mode before that request's end: decision 051).
  const focusDigits = useRef(false);
  useEffect(() => {
    if (mode === 'verify') focusDigits.current = true;
  }, [mode]);
  useEffect(() => {
    if (mode !== 'verify' || busy || !focusDigits.current) return;
    focusDigits.current = false;
    verifyForm.current?.querySelector('input')?.focus();
  }, [mode, busy]);

  const sendLink = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setCanVerify(false);
    return run(async () => {
      try {
        const res = await api.auth.forgotPassword(email.trim());
        setNotice({ tone: 'success', text: res.message || AUTH_MESSAGES.resetLinkSent });
      } catch (error) {
        const failure = resetLinkFailure(error, AUTH_MESSAGES.notVerified, AUTH_MESSAGES.sendLinkFailed);
        setNotice({ tone: 'error', text: failure.text });
        setCanVerify(failure.notVerified);
      }
    });
  };

  function enterCode(next: Notice) {
    setMode('verify');
    setOtp(emptyOtp());
    setCanVerify(false);
    setNotice(next);
  }

  const verifyNow = () =>
    run(async () => {
      try {
        await api.auth.resendOtp(email.trim());
        enterCode({ tone: 'success', text: AUTH_MESSAGES.otpSent });
      } catch (error) {
        const { status, message } = apiErrorInfo(error);
        if (status === 429) enterCode({ tone: 'info', text: `${message ?? CODE_ALREADY_SENT.wait} ${CODE_ALREADY_SENT.useIt}` });
        else setNotice({ tone: 'error', text: AUTH_MESSAGES.sendOtpFailed });
      }
    });

  const resendCode = () =>
    run(async () => {
      try {
        const res = await api.auth.resendOtp(email.trim());
        setOtp(emptyOtp());
        setNotice({ tone: 'success', text: res.message || AUTH_MESSAGES.otpResent });
      } catch (error) {
        setNotice({ tone: 'error', text: apiErrorInfo(error).message ?? AUTH_MESSAGES.resendFailed });
      }
    });

  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      try {
        await api.auth.verifyOtp(email.trim(), otp.join(''));
        setMode('reset');
        setNotice({ tone: 'success', text: AUTH_MESSAGES.verifiedCanReset });
      } catch {
        setNotice({ tone: 'error', text: AUTH_MESSAGES.modalOtpFailed });
      }
    });
  };

  return (
    <Dialog title={mode === 'reset' ? 'Reset your password' : 'Verify your email'} onClose={onClose}>
      {mode === 'reset' ? (
        <form className="ws-stack" onSubmit={sendLink} noValidate>
          <p className="ws-muted">Enter the email you sign in with and we will send you a link to choose a new password.</p>
          <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          {canVerify ? (
            <button type="button" className="ws-btn ws-btn--dark" onClick={() => void verifyNow()} disabled={busy}>
              Verify Now
            </button>
          ) : null}
          <button type="submit" className="ws-btn ws-btn--primary ws-btn--block" disabled={busy || !email.trim()}>
            {busy ? 'Sending…' : 'Send Reset Link'}
          </button>
        </form>
      ) : (
        <form className="ws-stack" onSubmit={verifyCode} ref={verifyForm}>
          <p className="ws-muted">We emailed a 6-digit code to {email}. Enter it to verify your email.</p>
          <OtpInput value={otp} onChange={setOtp} disabled={busy} />
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <button type="submit" className="ws-btn ws-btn--primary ws-btn--block" disabled={busy || !otpComplete(otp)}>
            {busy ? 'Verifying…' : 'Verify OTP'}
          </button>
          <button type="button" className="ws-btn ws-btn--block" onClick={() => void resendCode()} disabled={busy}>
            {CODE_ALREADY_SENT.resend}
          </button>
          <button type="button" className="ws-link-btn" onClick={() => setMode('reset')}>
            Back to password reset
          </button>
        </form>
      )}
    </Dialog>
  );
}
