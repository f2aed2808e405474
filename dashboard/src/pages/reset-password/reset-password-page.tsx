// Reset-password (spec §4/§5): the emailed link is checked as the page opens. A live link gets new + confirm
// password, then a message and /login after 3 seconds; a used, expired or retired link (or one that dies while
// the user types) gets "Send a new link" instead, which asks forgot-password for a fresh one.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorInfo, apiErrorText, resetLinkFailure, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { Spinner } from '../../components/loading.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';
import { formContract, useZodForm } from '../../lib/form.ts';
import { ACCOUNT_EN } from '../../i18n/en/account.ts';
import { useT } from '../../i18n/locale.ts';
import { useServerWords } from '../../i18n/server-words.ts';

export const REDIRECT_AFTER_RESET_MS = 3000;

/** The page's English (the page reads them from the catalogue, ../../i18n/en/account.ts). */
export const RESET_LINK = {
  checking: ACCOUNT_EN['reset.checking'],
  liveTitle: ACCOUNT_EN['reset.liveTitle'],
  liveIntro: ACCOUNT_EN['reset.liveIntro'],
  deadTitle: ACCOUNT_EN['reset.deadTitle'],
  deadIntro: ACCOUNT_EN['reset.deadIntro'],
  sendNew: ACCOUNT_EN['reset.sendNew'],
} as const;

type T = ReturnType<typeof useT<keyof typeof ACCOUNT_EN>>;

const newPassword = (t: T) =>
  formContract<{ password: string; confirm: string }, string>(({ password, confirm }) => {
    if (!password || !confirm) return { issues: [{ path: [], message: t('account.fillBoth') }] };
    if (password !== confirm) return { issues: [{ path: [], message: t('account.passwordsDontMatch') }] };
    return { data: password };
  });

/** The button stays disabled until there is an address; the server checks it. */
const linkEmail = formContract<string, string>((email) => ({ data: email.trim() }));

function Remembered({ t }: { t: T }) {
  return (
    <p className="ws-muted auth__switch">
      {t('reset.remembered')} <Link to="/login">{t('account.logIn')}</Link>
    </p>
  );
}

/** `unchecked`: the check itself failed (offline, server error); the form shows and the server decides on submit. */
type LinkState = 'checking' | 'live' | 'dead' | 'unchecked';

export function ResetPasswordPage() {
  const api = useApi();
  const t = useT(ACCOUNT_EN);
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
      <AuthLayout title={t('reset.liveTitle')}>
        <Spinner label={t('reset.checking')} />
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
  const t = useT(ACCOUNT_EN);
  const server = useServerWords();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { failure, submitting: busy, handleSubmit } = useZodForm(newPassword(t), (err) =>
    server(apiErrorText(err, t('reset.unexpected'), t('reset.failed')), apiErrorInfo(err).status === undefined ? t('reset.unexpected') : t('reset.failed')),
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
        if (info.status === 400 && info.code !== 'VALIDATION_FAILED') return onDeadLink(server(info.message, t('reset.linkDied')));
        throw err;
      }
      setDone(true);
    },
  );

  return (
    <AuthLayout title={t('reset.liveTitle')} intro={t('reset.liveIntro')}>
      <form className="ws-stack" onSubmit={submit} noValidate>
        <TextField
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('account.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={done}
        />
        <TextField label={t('account.confirmPassword')} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} disabled={done} />
        {failure ? <Alert tone="error">{failure}</Alert> : done ? <Alert tone="success">{t('reset.updated')}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy || done}>
          {t('reset.submit')}
        </button>
        <Remembered t={t} />
      </form>
    </AuthLayout>
  );
}

/** `reason`: the server's words when the link died on submit. */
function NewLinkForm({ reason }: { reason: string | null }) {
  const api = useApi();
  const t = useT(ACCOUNT_EN);
  const server = useServerWords();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { failure, submitting: busy, handleSubmit } = useZodForm(linkEmail, (err) => {
    const failed = resetLinkFailure(err, t('forgot.notVerified'), t('forgot.sendLinkFailed'));
    return failed.notVerified ? failed.text : server(failed.text, t('forgot.sendLinkFailed'));
  });

  const send = handleSubmit(
    () => email,
    async (address) => {
      setSent(null);
      const res = await api.auth.forgotPassword(address);
      setSent(server(res.message, t('forgot.linkSent')));
    },
  );

  return (
    <AuthLayout title={t('reset.deadTitle')} intro={t('reset.deadIntro')}>
      <form className="ws-stack" onSubmit={send} noValidate>
        <TextField label={t('account.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        {failure ? <Alert tone="error">{failure}</Alert> : sent ? <Alert tone="success">{sent}</Alert> : reason ? <Alert tone="warning">{reason}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy || !email.trim()}>
          {t('reset.sendNew')}
        </button>
        <Remembered t={t} />
      </form>
    </AuthLayout>
  );
}
