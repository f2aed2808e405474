// Reset-password (spec §4/§5): new + confirm password for the emailed token; on success a message, then
// /login after 3 seconds.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiErrorText, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';

export const REDIRECT_AFTER_RESET_MS = 3000;

export function ResetPasswordPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [notice, setNotice] = useState<{ tone: Tone; text: string } | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirm) {
      setNotice({ tone: 'error', text: AUTH_MESSAGES.fillBoth });
      return;
    }
    if (password !== confirm) {
      setNotice({ tone: 'error', text: AUTH_MESSAGES.passwordsDontMatch });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await api.auth.resetPassword(token, password);
      setNotice({ tone: 'success', text: AUTH_MESSAGES.passwordUpdated });
      setDone(true);
    } catch (err) {
      const text = apiErrorText(err, AUTH_MESSAGES.resetUnexpected, AUTH_MESSAGES.resetFailedShort);
      setNotice({ tone: 'error', text });
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Choose a new password" intro="Reset links are valid for 5 minutes.">
      <form className="ws-stack" onSubmit={submit} noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={done}
        />
        <TextField label="Confirm password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} disabled={done} />
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy || done}>
          Reset Password
        </button>
        <p className="ws-muted auth__switch">
          Remembered it? <Link to="/login">Log In</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
