// A team invite's link (/invite?token=…, decision 062): the link is checked as the page opens. A live one greets the
// person by name and shop and asks for their own password (twice); once set, they sign in with their email. A used,
// expired, withdrawn or unknown link says why, and how to go on.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { InviteCheckDto } from '@wrapsmith/core/contract';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { Spinner } from '../../components/loading.tsx';
import type { LoginState } from '../../features/auth/login-state.ts';
import { AuthLayout } from '../../layouts/auth-layout.tsx';
import { formContract, useZodForm } from '../../lib/form.ts';
import { ACCOUNT_EN } from '../../i18n/en/account.ts';
import { useT } from '../../i18n/locale.ts';
import { useServerWords } from '../../i18n/server-words.ts';

/** The page's English (the page reads them from the catalogue, ../../i18n/en/account.ts). */
export const INVITE_PAGE = {
  checking: ACCOUNT_EN['invite.checking'],
  deadTitle: ACCOUNT_EN['invite.deadTitle'],
  checkFailed: ACCOUNT_EN['invite.checkFailed'],
  submit: ACCOUNT_EN['invite.submit'],
  failed: ACCOUNT_EN['invite.failed'],
} as const;

type T = ReturnType<typeof useT<keyof typeof ACCOUNT_EN>>;
type Reason = Extract<InviteCheckDto, { valid: false }>['reason'];

const newPassword = (t: T) =>
  formContract<{ password: string; confirm: string }, string>(({ password, confirm }) => {
    if (!password || !confirm) return { issues: [{ path: [], message: t('account.fillBoth') }] };
    if (password !== confirm) return { issues: [{ path: [], message: t('account.passwordsDontMatch') }] };
    if (password.length < 8) return { issues: [{ path: [], message: t('account.tooShort') }] };
    return { data: password };
  });

/** Why a link no longer works, from the reason the API gives (its check) or the code it answers with (on submit). */
const REASON_KEYS = { invalid: 'invite.invalid', expired: 'invite.expired', used: 'invite.used', revoked: 'invite.revoked' } as const;
const CODE_REASONS: Record<string, Reason> = { INVITE_INVALID: 'invalid', INVITE_EXPIRED: 'expired', INVITE_USED: 'used', INVITE_REVOKED: 'revoked' };

type Dead = { reason: Reason; message: string };
/** No token, or one the API cannot read: the reason in the reader's words. */
const INVALID: Check = { status: 'dead', dead: { reason: 'invalid', message: '' } };

type Check = { status: 'checking' } | { status: 'failed' } | { status: 'dead'; dead: Dead } | { status: 'live'; data: Extract<InviteCheckDto, { valid: true }> };

export function InvitePage() {
  const api = useApi();
  const t = useT(ACCOUNT_EN);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [check, setCheck] = useState<Check>(token ? { status: 'checking' } : INVALID);

  useEffect(() => {
    if (!token) return;
    let current = true;
    api.auth
      .checkInvite(token)
      .then(({ data }) => current && setCheck(data.valid ? { status: 'live', data } : { status: 'dead', dead: data }))
      .catch((err: unknown) => {
        if (!current) return;
        const info = apiErrorInfo(err);
        setCheck(info.status === 400 ? INVALID : { status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [api, token]);

  if (check.status === 'checking') {
    return (
      <AuthLayout title={t('invite.heading')}>
        <Spinner label={t('invite.checking')} />
      </AuthLayout>
    );
  }
  if (check.status === 'failed') {
    return (
      <AuthLayout title={t('invite.heading')}>
        <Alert tone="error">{t('invite.checkFailed')}</Alert>
      </AuthLayout>
    );
  }
  if (check.status === 'dead') return <DeadInvite dead={check.dead} t={t} />;
  return <ChoosePassword token={token} invite={check.data} t={t} onDead={(dead) => setCheck({ status: 'dead', dead })} />;
}

/** The server's English when it gave some (in English), else the reason in the reader's words. */
function DeadInvite({ dead, t }: { dead: Dead; t: T }) {
  const server = useServerWords();
  return (
    <AuthLayout title={t('invite.deadTitle')}>
      <div className="ws-stack">
        <Alert tone="warning">{server(dead.message, t(REASON_KEYS[dead.reason]))}</Alert>
        <p className="ws-muted auth__switch">
          {t('invite.onTeam')} <Link to="/login">{t('account.logIn')}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}

function ChoosePassword({ token, invite, t, onDead }: { token: string; invite: Extract<InviteCheckDto, { valid: true }>; t: T; onDead: (dead: Dead) => void }) {
  const api = useApi();
  const server = useServerWords();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { failure, submitting: busy, handleSubmit } = useZodForm(newPassword(t), (err) => server(apiErrorText(err, t('invite.failed'), t('invite.failed')), t('invite.failed')));
  const role = t(`invite.role.${invite.role.role}`);

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
        if ((info.status === 410 || (info.status === 400 && info.code !== 'VALIDATION_FAILED')) && info.message) return onDead({ reason: CODE_REASONS[info.code ?? ''] ?? 'invalid', message: info.message });
        throw err;
      }
    },
  );

  return (
    <AuthLayout
      title={t('invite.title', { shop: invite.shopName })}
      intro={t('invite.intro', { firstName: invite.firstName, shop: invite.shopName, role, email: invite.email })}
    >
      <form className="ws-stack" onSubmit={submit} noValidate>
        <input type="email" autoComplete="username" value={invite.email} readOnly hidden />
        <TextField label={t('account.password')} type="password" autoComplete="new-password" hint={t('account.passwordHint')} value={password} onChange={(e) => setPassword(e.target.value)} />
        <TextField label={t('account.confirmPassword')} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy} aria-busy={busy || undefined}>
          {t('invite.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}
