// Reset-password (spec §4/§5): the emailed link is checked as the page opens. A live link gets new + confirm
// password, then a message and /login after 3 seconds; a used, expired or retired link (or one that dies while
// the user types) gets "Send a new link" instead, which asks forgot-password for a fresh one.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiErrorInfo, apiErrorText, resetLinkFailure, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { Spinner } from '../../components/loading.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';

export const REDIRECT_AFTER_RESET_MS = 3000;

export const RESET_LINK = {
  checking: 'Checking your reset link…',
  liveTitle: 'Choose a new password',
  liveIntro: 'Reset links are valid for 5 minutes.',
  deadTitle: 'This reset link no longer works',
  deadIntro: 'Reset links work once, for 5 minutes, and a newer link replaces older ones. Ask for a new one below.',
  sendNew: 'Send a new link',
} as const;

/** `unchecked`: the check itself failed (offline, server error); the form shows and the server decides on submit. */
type LinkState = 'checking' | 'live' | 'dead' | 'unchecked';

export function ResetPasswordPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<LinkState>(token ? 'checking' : 'dead');
  const [deadReason, setDeadReason] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    api.auth
      .checkResetLink(token)
      .then(({ data }) => current && setState(data.valid ? 'live' : 'dead'))
      .catch((err: unknown) => current && setState(apiErrorInfo(err).status === 400 ? 'dead' : 'unchecked'));
    return () => {
      current = false;
    };
  }, [api, token]);

  if (state === 'checking') {
    return (
      <AuthLayout title={RESET_LINK.liveTitle}>
        <Spinner label={RESET_LINK.checking} />
      </AuthLayout>
    );
  }
  if (state === 'dead') return <NewLinkForm reason={deadReason} />;
  return (
    <NewPasswordForm
      token={token}
      onDeadLink={(reason) => {
        setDeadReason(reason);
        setState('dead');
      }}
    />
  );
}

function NewPasswordForm({ token, onDeadLink }: { token: string; onDeadLink: (reason: string) => void }) {
  const api = useApi();
  const navigate = useNavigate();
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
      const info = apiErrorInfo(err);
      // The link died while the user typed (used elsewhere, expired, replaced): offer a new one.
      if (info.status === 400 && info.code !== 'VALIDATION_FAILED') {
        onDeadLink(info.message ?? AUTH_MESSAGES.resetFailedShort);
        return;
      }
      setNotice({ tone: 'error', text: apiErrorText(err, AUTH_MESSAGES.resetUnexpected, AUTH_MESSAGES.resetFailedShort) });
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={RESET_LINK.liveTitle} intro={RESET_LINK.liveIntro}>
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

/** `reason`: the server's words when the link died on submit. */
function NewLinkForm({ reason }: { reason: string | null }) {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: Tone; text: string } | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const res = await api.auth.forgotPassword(email.trim());
      setNotice({ tone: 'success', text: res.message || AUTH_MESSAGES.resetLinkSent });
    } catch (err) {
      setNotice({ tone: 'error', text: resetLinkFailure(err, AUTH_MESSAGES.notVerified, AUTH_MESSAGES.sendLinkFailed).text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={RESET_LINK.deadTitle} intro={RESET_LINK.deadIntro}>
      <form className="ws-stack" onSubmit={send} noValidate>
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : reason ? <Alert tone="warning">{reason}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy || !email.trim()}>
          {RESET_LINK.sendNew}
        </button>
        <p className="ws-muted auth__switch">
          Remembered it? <Link to="/login">Log In</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
