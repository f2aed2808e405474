// Forgot-password modal (spec §4): "reset" mode sends a reset link; when the account is not verified it
// offers Verify Now, which emails a code and switches to "verify" mode; a verified code switches back.
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { Modal } from '../../components/modal.tsx';
import { OtpInput, emptyOtp, otpComplete } from '../../components/otp-input.tsx';

type Mode = 'reset' | 'verify';

export function ForgotPasswordModal({ onClose, initialEmail = '' }: { onClose: () => void; initialEmail?: string }) {
  const api = useApi();
  const [mode, setMode] = useState<Mode>('reset');
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState(emptyOtp);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: Tone; text: string } | null>(null);
  const [canVerify, setCanVerify] = useState(false);

  async function sendLink(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    setCanVerify(false);
    try {
      const res = await api.auth.forgotPassword(email.trim());
      setNotice({ tone: 'success', text: res.message || AUTH_MESSAGES.resetLinkSent });
    } catch (error) {
      const { message } = apiErrorInfo(error);
      if (message?.toLowerCase().includes('not verified')) {
        setNotice({ tone: 'error', text: AUTH_MESSAGES.notVerified });
        setCanVerify(true);
      } else {
        setNotice({ tone: 'error', text: message ?? AUTH_MESSAGES.sendLinkFailed });
      }
    } finally {
      setBusy(false);
    }
  }

  async function verifyNow() {
    setBusy(true);
    try {
      await api.auth.resendOtp(email.trim());
      setMode('verify');
      setOtp(emptyOtp());
      setCanVerify(false);
      setNotice({ tone: 'success', text: AUTH_MESSAGES.otpSent });
    } catch {
      setNotice({ tone: 'error', text: AUTH_MESSAGES.sendOtpFailed });
    } finally {
      setBusy(false);
    }
  }

  async function verifyCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await api.auth.verifyOtp(email.trim(), otp.join(''));
      setMode('reset');
      setNotice({ tone: 'success', text: AUTH_MESSAGES.verifiedCanReset });
    } catch {
      setNotice({ tone: 'error', text: AUTH_MESSAGES.modalOtpFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={mode === 'reset' ? 'Reset your password' : 'Verify your email'} onClose={onClose}>
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
        <form className="ws-stack" onSubmit={verifyCode}>
          <p className="ws-muted">We emailed a 6-digit code to {email}. Enter it to verify your email.</p>
          <OtpInput value={otp} onChange={setOtp} disabled={busy} />
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <button type="submit" className="ws-btn ws-btn--primary ws-btn--block" disabled={busy || !otpComplete(otp)}>
            {busy ? 'Verifying…' : 'Verify OTP'}
          </button>
          <button type="button" className="ws-link-btn" onClick={() => setMode('reset')}>
            Back to password reset
          </button>
        </form>
      )}
    </Modal>
  );
}
