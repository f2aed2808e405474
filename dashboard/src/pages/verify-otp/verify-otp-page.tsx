// Verify-otp (spec §2/§4/§5): six boxes, Verify OTP (disabled until six digits or while a request runs),
// Resend OTP; success goes to /login.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { OtpInput, emptyOtp, otpComplete } from '../../components/otp-input.tsx';
import type { LoginState } from '../../features/auth/login-state.ts';
import { AuthLayout } from '../../layouts/auth-layout.tsx';
import { useBusy } from '../../lib/form.ts';
import { useSession } from '../../stores/session.ts';

export function VerifyOtpPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const storedEmail = useSession((s) => s.newUser?.email);
  const email = (params.get('email') ?? storedEmail ?? '').trim();
  const [otp, setOtp] = useState(emptyOtp);
  const [busy, run] = useBusy();
  const [notice, setNotice] = useState<{ tone: Tone; text: string } | null>(null);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!email || !otpComplete(otp)) {
      setNotice({ tone: 'error', text: AUTH_MESSAGES.emailOrOtpMissing });
      return;
    }
    setNotice(null);
    await run(async () => {
      try {
        const res = await api.auth.verifyOtp(email, otp.join(''));
        useSession.getState().setNewUser(null);
        setNotice({ tone: 'success', text: res.message || AUTH_MESSAGES.otpVerified });
        navigate('/login', { replace: true, state: { verifiedEmail: email } satisfies LoginState });
      } catch (err) {
        setNotice({ tone: 'error', text: apiErrorInfo(err).message ?? AUTH_MESSAGES.otpFailed });
      }
    });
  }

  async function resend() {
    if (!email) {
      setNotice({ tone: 'error', text: AUTH_MESSAGES.emailOrOtpMissing });
      return;
    }
    setNotice(null);
    await run(async () => {
      try {
        const res = await api.auth.resendOtp(email);
        setNotice({ tone: 'success', text: res.message || AUTH_MESSAGES.otpResent });
        setOtp(emptyOtp());
      } catch (err) {
        setNotice({ tone: 'error', text: apiErrorInfo(err).message ?? AUTH_MESSAGES.resendFailed });
      }
    });
  }

  return (
    <AuthLayout
      title="Verify your email"
      intro={email ? <>Enter the 6-digit code we sent to <strong>{email}</strong>.</> : 'Enter the 6-digit code from your email.'}
    >
      <form className="ws-stack" onSubmit={verify}>
        <OtpInput value={otp} onChange={setOtp} disabled={busy} />
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy || !otpComplete(otp)}>
          Verify OTP
        </button>
        <button type="button" className="ws-btn ws-btn--block" onClick={() => void resend()} disabled={busy}>
          Resend OTP
        </button>
        <p className="ws-muted auth__switch">
          Wrong address? <Link to="/signup">Sign up again</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
