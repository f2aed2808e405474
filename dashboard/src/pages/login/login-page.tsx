// Login (spec §2/§4): email + password, "Enter Studio", a full-screen overlay while the request runs, the
// welcome flags recorded on success, then /dashboard.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { LoadingOverlay } from '../../components/loading.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';
import { useZodForm } from '../../lib/form.ts';
import { returnPath, type LoginState } from '../../features/auth/login-state.ts';
import { useSession } from '../../stores/session.ts';
import { recordLogin } from '../../stores/welcome.ts';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { useT } from '../../i18n/locale.ts';
import { AUTH_EN } from '../../i18n/en/auth.ts';

function verifiedEmailOf(state: unknown): string {
  const email = (state as LoginState | null)?.verifiedEmail;
  return typeof email === 'string' ? email : '';
}

function invitedEmailOf(state: unknown): string {
  const email = (state as LoginState | null)?.invitedEmail;
  return typeof email === 'string' ? email : '';
}

export function LoginPage() {
  const api = useApi();
  const t = useT(AUTH_EN);
  const navigate = useNavigate();
  const { loading, error } = useSession();
  const location = useLocation();
  const [verifiedEmail] = useState(() => verifiedEmailOf(location.state));
  const [signedOut] = useState(() => (location.state as LoginState | null)?.signedOut === true);
  const [from] = useState(() => returnPath(location.state));
  const [invitedEmail] = useState(() => invitedEmailOf(location.state));
  const [email, setEmail] = useState(verifiedEmail || invitedEmail);
  const [password, setPassword] = useState('');
  const form = useZodForm(() => import('../../lib/auth-contracts.ts').then((m) => m.loginInput), AUTH_MESSAGES.loginFailed);
  const { errors } = form;
  const [unverified, setUnverified] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  // The session store owns the pending flag and the message (the overlay and other tabs read them).
  const submit = form.handleSubmit(() => ({ email, password }), async (input) => {
    setUnverified(false);
    const session = useSession.getState();
    session.loginPending();
    try {
      const { data } = await api.auth.login(input);
      recordLogin(data.user.loginCount);
      session.loginSucceeded(data.user);
      navigate(from ?? '/dashboard', { replace: true });
    } catch (err) {
      const info = apiErrorInfo(err);
      if (info.status === undefined) {
        session.loginFailed(AUTH_MESSAGES.somethingWrong);
        return;
      }
      setUnverified(info.code === 'EMAIL_NOT_VERIFIED');
      session.loginFailed(info.message ?? AUTH_MESSAGES.loginFailed);
    }
  });

  return (
    <AuthLayout title={t('login.title')} intro={t('login.intro')}>
      <form className="ws-stack" onSubmit={submit} noValidate>
        {verifiedEmail && !error ? <Alert tone="success">{t('login.verified')}</Alert> : null}
        {signedOut && !error ? <Alert tone="info">{t('login.signedOut')}</Alert> : null}
        {invitedEmail && !error ? <Alert tone="success">{t('login.inviteAccepted')}</Alert> : null}
        <TextField label={t('field.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextField
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <div className="auth__row-end">
          <button type="button" className="ws-link-btn" onClick={() => setForgotOpen(true)}>
            {t('login.forgot')}
          </button>
        </div>
        {error ? (
          <Alert tone="error">
            {error}
            {unverified ? (
              <>
                {' '}
                <Link to={`/verify-otp?email=${encodeURIComponent(email.trim())}`}>{t('login.verifyEmail')}</Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={loading}>
          {t('login.submit')}
        </button>
        <p className="ws-muted auth__switch">
          {t('login.new')} <Link to="/signup">{t('login.signUp')}</Link>
        </p>
      </form>
      {loading ? <LoadingOverlay label={t('login.busy')} /> : null}
      {forgotOpen ? <ForgotPasswordModal initialEmail={email} onClose={() => setForgotOpen(false)} /> : null}
    </AuthLayout>
  );
}
