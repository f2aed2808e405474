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
import { useT } from '../../i18n/locale.ts';
import { withPart } from '../../i18n/parts.tsx';
import { AUTH_EN } from '../../i18n/en/auth.ts';

export function VerifyOtpPage() {
  const api = useApi();
  const t = useT(AUTH_EN);
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
      setNotice({ tone: 'error', text: t('verify.missing') });
      return;
    }
    setNotice(null);
    await run(async () => {
      try {
        await api.auth.verifyOtp(email, otp.join(''));
        useSession.getState().setNewUser(null);
        setNotice({ tone: 'success', text: t('verify.verified') });
        navigate('/login', { replace: true, state: { verifiedEmail: email } satisfies LoginState });
      } catch (err) {
        setNotice({ tone: 'error', text: apiErrorInfo(err).message ?? AUTH_MESSAGES.otpFailed });
      }
    });
  }

  async function resend() {
    if (!email) {
      setNotice({ tone: 'error', text: t('verify.missing') });
      return;
    }
    setNotice(null);
    await run(async () => {
      try {
        await api.auth.resendOtp(email);
        setNotice({ tone: 'success', text: t('verify.resent') });
        setOtp(emptyOtp());
      } catch (err) {
        setNotice({ tone: 'error', text: apiErrorInfo(err).message ?? AUTH_MESSAGES.resendFailed });
      }
    });
  }

  return (
    <AuthLayout
      title={t('verify.title')}
      intro={email ? withPart(t('verify.introTo', { email: '\u0000' }), <strong>{email}</strong>) : t('verify.intro')}
    >
      <form className="ws-stack" onSubmit={verify}>
        <OtpInput value={otp} onChange={setOtp} disabled={busy} />
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy || !otpComplete(otp)}>
          {t('verify.submit')}
        </button>
        <button type="button" className="ws-btn ws-btn--block" onClick={() => void resend()} disabled={busy}>
          {t('verify.resend')}
        </button>
        <p className="ws-muted auth__switch">
          {t('verify.wrongAddress')} <Link to="/signup">{t('verify.signUpAgain')}</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
