// The one-time link emailed to the old address after an email change (/undo-email-change?token=…, decision 069).
// Nothing happens as the page opens (mail scanners open links): a button puts the old address back and signs every
// session out; the page then says so and points to the sign-in page, where "Forgot password?" sets a new password.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';
import { unchecked, useZodForm } from '../../lib/form.ts';
import { ACCOUNT_EN } from '../../i18n/en/account.ts';
import { useT } from '../../i18n/locale.ts';
import { withPart } from '../../i18n/parts.tsx';
import { useServerWords } from '../../i18n/server-words.ts';

/** The page's English (the page reads them from the catalogue, ../../i18n/en/account.ts). */
export const UNDO_PAGE = {
  title: ACCOUNT_EN['undo.title'],
  intro: ACCOUNT_EN['undo.intro'],
  submit: ACCOUNT_EN['undo.submit'],
  failed: ACCOUNT_EN['undo.failed'],
  unexpected: ACCOUNT_EN['undo.unexpected'],
  missing: ACCOUNT_EN['undo.missing'],
} as const;

/** The API's refusals by status (409: the old address is taken; 400: a dead link), in the reader's words. */
const REFUSALS = { 409: 'undo.taken', 400: 'undo.invalid' } as const;

export function UndoEmailChangePage() {
  const api = useApi();
  const t = useT(ACCOUNT_EN);
  const server = useServerWords();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const { failure, submitting: busy, handleSubmit } = useZodForm(unchecked<null>(), (err) => {
    const { status } = apiErrorInfo(err);
    const ours = status === undefined ? t('undo.unexpected') : status === 409 || status === 400 ? t(REFUSALS[status]) : t('undo.failed');
    return server(apiErrorText(err, t('undo.unexpected'), t('undo.failed')), ours);
  });
  const submit = handleSubmit(
    () => null,
    async () => {
      const res = await api.auth.undoEmailChange(token);
      setDone(server(res.message, t('undo.done', { email: res.data.email })));
    },
  );

  return (
    <AuthLayout title={t('undo.title')} intro={done ? undefined : t('undo.intro')}>
      {done ? (
        <div className="ws-stack">
          <Alert tone="success">{done}</Alert>
          <p className="ws-muted auth__switch">{withPart(t('undo.next', { logIn: '\u0000' }), <Link to="/login">{t('account.logIn')}</Link>)}</p>
        </div>
      ) : !token ? (
        <Alert tone="warning">{t('undo.missing')}</Alert>
      ) : (
        <form className="ws-stack" onSubmit={submit} noValidate>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy} aria-busy={busy || undefined}>
            {t('undo.submit')}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
