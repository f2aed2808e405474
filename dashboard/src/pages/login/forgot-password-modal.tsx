// Forgot-password modal (spec §4): "reset" mode sends a reset link; when the account is not verified it
// offers Verify Now, which emails a code and switches to "verify" mode; a verified code switches back. Inside the
// resend cooldown (right after sign-up) Verify Now says how long to wait and takes the code already sent.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiErrorInfo, resetLinkFailure, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { TextField } from '../../components/field.tsx';
import { OtpInput, emptyOtp, otpComplete } from '../../components/otp-input.tsx';
import { useBusy } from '../../lib/form.ts';
import { ACCOUNT_EN } from '../../i18n/en/account.ts';
import { useT } from '../../i18n/locale.ts';
import { useServerWords } from '../../i18n/server-words.ts';

type Mode = 'reset' | 'verify';
type Notice = { tone: Tone; text: string };

/** Inside the resend cooldown (English; the dialog reads them from the catalogue, ../../i18n/en/account.ts). */
export const CODE_ALREADY_SENT = {
  /** When a 429 comes without the server's words. */
  wait: ACCOUNT_EN['forgot.wait'],
  useIt: ACCOUNT_EN['forgot.useIt'],
  resend: ACCOUNT_EN['forgot.resend'],
} as const;

export function ForgotPasswordModal({ onClose, initialEmail = '' }: { onClose: () => void; initialEmail?: string }) {
  const api = useApi();
  const t = useT(ACCOUNT_EN);
  const server = useServerWords();
  const [mode, setMode] = useState<Mode>('reset');
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState(emptyOtp);
  const [busy, run] = useBusy();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [canVerify, setCanVerify] = useState(false);
  const verifyForm = useRef<HTMLFormElement>(null);

  // The button that switched modes is gone; keep the keyboard inside the dialog, on the first digit, once the boxes
  // can take focus: they stay disabled until the request that switched modes has finished (preact, which the built
  // dashboard runs on, may draw the new mode before that request's end: decision 051).
  const focusDigits = useRef(false);
  useEffect(() => {
    if (mode === 'verify') focusDigits.current = true;
  }, [mode]);
  useEffect(() => {
    if (mode !== 'verify' || busy || !focusDigits.current) return;
    focusDigits.current = false;
    verifyForm.current?.querySelector('input')?.focus();
  }, [mode, busy]);

  const sendLink = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setCanVerify(false);
    return run(async () => {
      try {
        const res = await api.auth.forgotPassword(email.trim());
        setNotice({ tone: 'success', text: server(res.message, t('forgot.linkSent')) });
      } catch (error) {
        const failure = resetLinkFailure(error, t('forgot.notVerified'), t('forgot.sendLinkFailed'));
        setNotice({ tone: 'error', text: failure.notVerified ? failure.text : server(failure.text, t('forgot.sendLinkFailed')) });
        setCanVerify(failure.notVerified);
      }
    });
  };

  function enterCode(next: Notice) {
    setMode('verify');
    setOtp(emptyOtp());
    setCanVerify(false);
    setNotice(next);
  }

  const verifyNow = () =>
    run(async () => {
      try {
        await api.auth.resendOtp(email.trim());
        enterCode({ tone: 'success', text: t('forgot.otpSent') });
      } catch (error) {
        const { status, message } = apiErrorInfo(error);
        if (status === 429) enterCode({ tone: 'info', text: t('forgot.waitUseIt', { wait: server(message, t('forgot.wait')) }) });
        else setNotice({ tone: 'error', text: t('forgot.sendOtpFailed') });
      }
    });

  const resendCode = () =>
    run(async () => {
      try {
        const res = await api.auth.resendOtp(email.trim());
        setOtp(emptyOtp());
        setNotice({ tone: 'success', text: server(res.message, t('forgot.otpResent')) });
      } catch (error) {
        setNotice({ tone: 'error', text: server(apiErrorInfo(error).message, t('forgot.resendFailed')) });
      }
    });

  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      try {
        await api.auth.verifyOtp(email.trim(), otp.join(''));
        setMode('reset');
        setNotice({ tone: 'success', text: t('forgot.verifiedCanReset') });
      } catch {
        setNotice({ tone: 'error', text: t('forgot.otpFailed') });
      }
    });
  };

  return (
    <Dialog title={mode === 'reset' ? t('forgot.resetTitle') : t('forgot.verifyTitle')} onClose={onClose}>
      {mode === 'reset' ? (
        <form className="ws-stack" onSubmit={sendLink} noValidate>
          <p className="ws-muted">{t('forgot.intro')}</p>
          <TextField label={t('account.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          {canVerify ? (
            <button type="button" className="ws-btn ws-btn--dark" onClick={() => void verifyNow()} disabled={busy}>
              {t('forgot.verifyNow')}
            </button>
          ) : null}
          <button type="submit" className="ws-btn ws-btn--primary ws-btn--block" disabled={busy || !email.trim()}>
            {busy ? t('forgot.sending') : t('forgot.send')}
          </button>
        </form>
      ) : (
        <form className="ws-stack" onSubmit={verifyCode} ref={verifyForm}>
          <p className="ws-muted">{t('forgot.codeSentTo', { email })}</p>
          <OtpInput value={otp} onChange={setOtp} disabled={busy} />
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <button type="submit" className="ws-btn ws-btn--primary ws-btn--block" disabled={busy || !otpComplete(otp)}>
            {busy ? t('forgot.verifying') : t('forgot.verify')}
          </button>
          <button type="button" className="ws-btn ws-btn--block" onClick={() => void resendCode()} disabled={busy}>
            {t('forgot.resend')}
          </button>
          <button type="button" className="ws-link-btn" onClick={() => setMode('reset')}>
            {t('forgot.back')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
