// Sign-up (spec §2/§4): the spec's four fields and the shop's name (optional), "Create My Account", then
// /verify-otp?email=…. A blank shop name names the shop after its owner, as before.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, defaultShopName, TRIAL_CREDITS } from '@wrapsmith/core';
import { useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { LoadingOverlay } from '../../components/loading.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';
import { useZodForm } from '../../lib/form.ts';
import { useSession } from '../../stores/session.ts';
import { useT } from '../../i18n/locale.ts';
import { AUTH_EN } from '../../i18n/en/auth.ts';

export function SignUpPage() {
  const api = useApi();
  const t = useT(AUTH_EN);
  const navigate = useNavigate();
  const [form, setForm] = useState({ firstName: '', lastName: '', businessName: '', email: '', password: '' });
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(() => import('../../lib/auth-contracts.ts').then((m) => m.signUpInput), AUTH_MESSAGES.signUpFailed);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  // The shop's time zone starts as the browser's (decision 091); the owner changes it in Settings → Calendar.
  const browserZone = () => {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
    } catch {
      return undefined;
    }
  };
  const submit = handleSubmit(() => ({ ...form, timeZone: browserZone() }), async (input) => {
    const res = await api.auth.signUp(input);
    const email = res.data.email || input.email;
    useSession.getState().setNewUser({ email });
    navigate(`/verify-otp?email=${encodeURIComponent(email)}`);
  });

  return (
    <AuthLayout title={t('signUp.title')} intro={t('signUp.intro', { count: TRIAL_CREDITS })}>
      <form className="ws-stack" onSubmit={submit} noValidate>
        <div className="auth__pair">
          <TextField label={t('field.firstName')} autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
          <TextField label={t('field.lastName')} autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
        </div>
        <TextField
          label={t('signUp.shopName')}
          autoComplete="organization"
          hint={form.firstName.trim() ? t('signUp.shopNameHint', { name: defaultShopName(form.firstName.trim(), form.lastName.trim()) }) : t('signUp.shopNameHintNoName')}
          value={form.businessName}
          onChange={set('businessName')}
          error={errors.businessName}
        />
        <TextField label={t('field.email')} type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errors.email} />
        <TextField
          label={t('field.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('signUp.passwordHint')}
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy}>
          {t('signUp.submit')}
        </button>
        <p className="ws-muted auth__switch">
          {t('signUp.haveAccount')} <Link to="/login">{t('signUp.logIn')}</Link>
        </p>
      </form>
      {busy ? <LoadingOverlay label={t('signUp.busy')} /> : null}
    </AuthLayout>
  );
}
