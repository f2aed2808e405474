// A team invite's link (/invite?token=…, decision 062): the link is checked as the page opens. A live one greets the
// person by name and shop and asks for their own password (twice); once set, they sign in with their email. A used,
// expired, withdrawn or unknown link says why, and how to go on.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { InviteCheckDto } from '@wrapsmith/core/contract';
import { AUTH_MESSAGES, INVITE_MESSAGES } from '@wrapsmith/core';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { Spinner } from '../../components/loading.tsx';
import type { LoginState } from '../../features/auth/login-state.ts';
import { AuthLayout } from '../../layouts/auth-layout.tsx';
import { formContract, useZodForm } from '../../lib/form.ts';

export const INVITE_PAGE = {
  checking: 'Checking your invite…',
  title: (shop: string) => `Join ${shop}`,
  intro: (firstName: string, shop: string, role: string, email: string) =>
    `Hi ${firstName}, choose a password to join ${shop} as ${role}. You will sign in with ${email}.`,
  deadTitle: 'This invite link no longer works',
  checkFailed: 'We could not check your invite just now. Reload the page to try again.',
  submit: 'Set password and join',
  failed: 'Your password could not be set.',
} as const;

const newPassword = formContract<{ password: string; confirm: string }, string>(({ password, confirm }) => {
  if (!password || !confirm) return { issues: [{ path: [], message: AUTH_MESSAGES.fillBoth }] };
  if (password !== confirm) return { issues: [{ path: [], message: AUTH_MESSAGES.passwordsDontMatch }] };
  if (password.length < 8) return { issues: [{ path: [], message: 'Password must be at least 8 characters' }] };
  return { data: password };
});

type Check = { status: 'checking' } | { status: 'failed' } | { status: 'done'; data: InviteCheckDto };

export function InvitePage() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [check, setCheck] = useState<Check>(token ? { status: 'checking' } : { status: 'done', data: { valid: false, reason: 'invalid', message: INVITE_MESSAGES.invalid } });

  useEffect(() => {
    if (!token) return;
    let current = true;
    api.auth
      .checkInvite(token)
      .then(({ data }) => current && setCheck({ status: 'done', data }))
      .catch((err: unknown) => {
        if (!current) return;
        const info = apiErrorInfo(err);
        setCheck(info.status === 400 ? { status: 'done', data: { valid: false, reason: 'invalid', message: INVITE_MESSAGES.invalid } } : { status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [api, token]);

  if (check.status === 'checking') {
    return (
      <AuthLayout title="Your invite">
        <Spinner label={INVITE_PAGE.checking} />
      </AuthLayout>
    );
  }
  if (check.status === 'failed') {
    return (
      <AuthLayout title="Your invite">
        <Alert tone="error">{INVITE_PAGE.checkFailed}</Alert>
      </AuthLayout>
    );
  }
  if (!check.data.valid) return <DeadInvite message={check.data.message} />;
  return <ChoosePassword token={token} invite={check.data} onDead={(message) => setCheck({ status: 'done', data: { valid: false, reason: 'invalid', message } })} />;
}

function DeadInvite({ message }: { message: string }) {
  return (
    <AuthLayout title={INVITE_PAGE.deadTitle}>
      <div className="ws-stack">
        <Alert tone="warning">{message}</Alert>
        <p className="ws-muted auth__switch">
          Already on the team? <Link to="/login">Log In</Link>
        </p>
      </div>
    </AuthLayout>
  );
}

function ChoosePassword({ token, invite, onDead }: { token: string; invite: Extract<InviteCheckDto, { valid: true }>; onDead: (message: string) => void }) {
  const api = useApi();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { failure, submitting: busy, handleSubmit } = useZodForm(newPassword, (err) => apiErrorText(err, INVITE_PAGE.failed, INVITE_PAGE.failed));

  const submit = handleSubmit(
    () => ({ password, confirm }),
    async (chosen) => {
      try {
        const res = await api.auth.acceptInvite(token, chosen);
        const state: LoginState = { invitedEmail: res.data.email };
        void navigate('/login', { replace: true, state });
      } catch (err) {
        const info = apiErrorInfo(err);
        // The link died while they typed (revoked, resent, expired, used): say so instead of the form.
        if ((info.status === 410 || (info.status === 400 && info.code !== 'VALIDATION_FAILED')) && info.message) return onDead(info.message);
        throw err;
      }
    },
  );

  return (
    <AuthLayout title={INVITE_PAGE.title(invite.shopName)} intro={INVITE_PAGE.intro(invite.firstName, invite.shopName, invite.role.label, invite.email)}>
      <form className="ws-stack" onSubmit={submit} noValidate>
        <input type="email" autoComplete="username" value={invite.email} readOnly hidden />
        <TextField label="Password" type="password" autoComplete="new-password" hint="At least 8 characters." value={password} onChange={(e) => setPassword(e.target.value)} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy} aria-busy={busy || undefined}>
          {INVITE_PAGE.submit}
        </button>
      </form>
    </AuthLayout>
  );
}
