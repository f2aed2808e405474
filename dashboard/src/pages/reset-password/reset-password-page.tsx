// Reset-password (spec §4/§5): the emailed link is checked as the page opens. A live link gets new + confirm
// password, then a message and /login after 3 seconds; a used, expired or retired link (or one that dies while
// the user types) gets "Send a new link" instead, which asks forgot-password for a fresh one.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { apiErrorInfo, apiErrorText, resetLinkFailure, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { Spinner } from '../../components/loading.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';
import { formContract, useZodForm } from '../../lib/form.ts';

export const REDIRECT_AFTER_RESET_MS = 3000;

export const RESET_LINK = {
  checking: 'Checking your reset link…',
  liveTitle: 'Choose a new password',
  liveIntro: 'Reset links are valid for 5 minutes.',
  deadTitle: 'This reset link no longer works',
  deadIntro: 'Reset links work once, for 5 minutes, and a newer link replaces older ones. Ask for a new one below.',
  sendNew: 'Send a new link',
} as const;

const newPassword = formContract<{ password: string; confirm: string }, string>(({ password, confirm }) => {
  if (!password || !confirm) return { issues: [{ path: [], message: AUTH_MESSAGES.fillBoth }] };
  if (password !== confirm) return { issues: [{ path: [], message: AUTH_MESSAGES.passwordsDontMatch }] };
  return { data: password };
});

/** The button stays disabled until there is an address; the server checks it. */
const linkEmail = formContract<string, string>((email) => ({ data: email.trim() }));

const REMEMBERED = (
  <p className="ws-muted auth__switch">
    Remembered it? <Link to="/login">Log In</Link>
  </p>
);

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
  const [done, setDone] = useState(false);
  const { failure, submitting: busy, handleSubmit } = useZodForm(newPassword, (err) =>
    apiErrorText(err, AUTH_MESSAGES.resetUnexpected, AUTH_MESSAGES.resetFailedShort),
  );

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = handleSubmit(
    () => ({ password, confirm }),
    async (newPassword) => {
      try {
        await api.auth.resetPassword(token, newPassword);
      } catch (err) {
        const info = apiErrorInfo(err);
        // The link died while the user typed (used elsewhere, expired, replaced): offer a new one.
        if (info.status === 400 && info.code !== 'VALIDATION_FAILED') return onDeadLink(info.message ?? AUTH_MESSAGES.resetFailedShort);
        throw err;
      }
      setDone(true);
    },
  );

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
        {failure ? <Alert tone="error">{failure}</Alert> : done ? <Alert tone="success">{AUTH_MESSAGES.passwordUpdated}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy || done}>
          Reset Password
        </button>
        {REMEMBERED}
      </form>
    </AuthLayout>
  );
}

/** `reason`: the server's words when the link died on submit. */
function NewLinkForm({ reason }: { reason: string | null }) {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { failure, submitting: busy, handleSubmit } = useZodForm(linkEmail, (err) => resetLinkFailure(err, AUTH_MESSAGES.notVerified, AUTH_MESSAGES.sendLinkFailed).text);

  const send = handleSubmit(
    () => email,
    async (address) => {
      setSent(null);
      const res = await api.auth.forgotPassword(address);
      setSent(res.message || AUTH_MESSAGES.resetLinkSent);
    },
  );

  return (
    <AuthLayout title={RESET_LINK.deadTitle} intro={RESET_LINK.deadIntro}>
      <form className="ws-stack" onSubmit={send} noValidate>
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        {failure ? <Alert tone="error">{failure}</Alert> : sent ? <Alert tone="success">{sent}</Alert> : reason ? <Alert tone="warning">{reason}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy || !email.trim()}>
          {RESET_LINK.sendNew}
        </button>
        {REMEMBERED}
      </form>
    </AuthLayout>
  );
}
