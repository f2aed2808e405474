// The one-time link emailed to the old address after an email change (/undo-email-change?token=…, decision 069).
// Nothing happens as the page opens (mail scanners open links): a button puts the old address back and signs every
// session out; the page then says so and points to the sign-in page, where "Forgot password?" sets a new password.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';
import { unchecked, useZodForm } from '../../lib/form.ts';

export const UNDO_PAGE = {
  title: 'Undo the email change',
  intro: 'If you did not change the email of your Wrapsmith account, put your old address back. Every session will be signed out.',
  submit: 'Put my old email back',
  failed: 'The change could not be undone.',
  unexpected: 'We could not reach Wrapsmith. Please try again.',
  missing: 'This link is incomplete. Open it again from the email.',
} as const;

export function UndoEmailChangePage() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const { failure, submitting: busy, handleSubmit } = useZodForm(unchecked<null>(), (err) => apiErrorText(err, UNDO_PAGE.unexpected, UNDO_PAGE.failed));
  const submit = handleSubmit(
    () => null,
    async () => setDone((await api.auth.undoEmailChange(token)).message),
  );

  return (
    <AuthLayout title={UNDO_PAGE.title} intro={done ? undefined : UNDO_PAGE.intro}>
      {done ? (
        <div className="ws-stack">
          <Alert tone="success">{done}</Alert>
          <p className="ws-muted auth__switch">
            <Link to="/login">Log In</Link> — use “Forgot Password” there to choose a new password.
          </p>
        </div>
      ) : !token ? (
        <Alert tone="warning">{UNDO_PAGE.missing}</Alert>
      ) : (
        <form className="ws-stack" onSubmit={submit} noValidate>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy} aria-busy={busy || undefined}>
            {UNDO_PAGE.submit}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
