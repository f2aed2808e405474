// Account Settings (spec §2/§5/§7): a dark form for name, email and an optional new password. A successful
// PUT /user/ stores the returned user and signs out, because a password or email change ends every session.
// Changing the email or the password asks for the current password (decision 069); a name change does not.
import { useState } from 'react';
import { accountSettingsInput, PROFILE_MESSAGES, type AccountSettingsInput } from '@wrapsmith/core';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { notify } from '../../components/toasts.tsx';
import { useLogout } from '../../hooks/use-logout.ts';
import { formContract, useZodForm } from '../../lib/form.ts';
import { useSession } from '../../stores/session.ts';
import { SettingsNav } from './settings-nav.tsx';
import { useArea } from '../../i18n/area.ts';
import { SETTINGS } from '../../i18n/areas/settings/index.ts';
import { useKnownWords } from '../../i18n/areas/settings/known.ts';

export const CURRENT_PASSWORD = {
  label: 'Current Password',
  hint: 'Needed to change your email or password.',
  required: 'Enter your current password to change your email or password.',
} as const;

type AccountForm = { firstName: string; lastName: string; email: string; password: string; currentPassword: string };

/** The core contract, plus the current password whenever the email or the password changes. */
const accountContract = (savedEmail: string) =>
  formContract<AccountForm, AccountSettingsInput>((form) => {
    const parsed = accountSettingsInput.safeParse(form);
    const issues = parsed.success ? [] : [...parsed.error.issues];
    const changesLogin = form.password !== '' || form.email.trim().toLowerCase() !== savedEmail.toLowerCase();
    if (changesLogin && !form.currentPassword) issues.push({ path: ['currentPassword'], message: CURRENT_PASSWORD.required } as (typeof issues)[number]);
    return parsed.success && issues.length === 0 ? { data: parsed.data } : { issues };
  });

export function SettingsPage() {
  const t = useArea(SETTINGS);
  const known = useKnownWords(SETTINGS);
  const api = useApi();
  const logout = useLogout('/login');
  const user = useSession((s) => s.currentUser);
  const [form, setForm] = useState<AccountForm>({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '', password: '', currentPassword: '' });
  const [contract] = useState(() => accountContract(user?.email ?? ''));
  const { errors, setErrors, failure, submitting: busy, handleSubmit } = useZodForm(contract, (err) =>
    apiErrorText(err, PROFILE_MESSAGES.accountError, PROFILE_MESSAGES.accountFailed),
  );
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = handleSubmit(() => form, async ({ password, currentPassword, ...rest }) => {
    let res: Awaited<ReturnType<typeof api.account.update>>;
    try {
      res = await api.account.update({ ...rest, ...(password ? { password } : {}), ...(currentPassword ? { currentPassword } : {}) });
    } catch (err) {
      // A wrong or missing current password is that field's error, shown beside it.
      const info = apiErrorInfo(err);
      if (info.message && (info.code === 'WRONG_PASSWORD' || info.message === CURRENT_PASSWORD.required)) {
        setErrors({ currentPassword: info.message });
        requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')?.focus());
        return;
      }
      throw err;
    }
    useSession.getState().setUser(res.data.user);
    notify('success', known(res.message, 'settings.account.updated') ?? t('settings.account.updated'));
    await logout();
  });

  return (
    <div className="app-page">
      <SettingsNav />
      <section className="ws-card ws-theme-dark app-settings" aria-labelledby="settings-title">
        <h1 id="settings-title" className="app-page-title">
          {t('settings.account.title')}
        </h1>
        <p className="ws-muted">{t('settings.account.intro')}</p>
        <form className="ws-stack" onSubmit={submit} noValidate>
          <div className="ws-form-grid">
            <TextField label={t('settings.account.firstName')} autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
            <TextField label={t('settings.account.lastName')} autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
          </div>
          <TextField label={t('settings.account.email')} type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errors.email} />
          <TextField
            label={t('settings.account.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('settings.account.newPasswordHint')}
            value={form.password}
            onChange={set('password')}
            error={errors.password}
          />
          <TextField
            label={t('settings.account.currentPassword')}
            type="password"
            autoComplete="current-password"
            hint={t('settings.account.currentPasswordHint')}
            value={form.currentPassword}
            onChange={set('currentPassword')}
            error={known(errors.currentPassword)}
          />
          {failure ? <Alert tone="error">{known(failure, 'settings.account.failed')}</Alert> : null}
          <div className="ws-row">
            <button type="submit" className="ws-btn ws-btn--primary" disabled={busy}>
              {busy ? t('settings.account.updating') : t('settings.account.update')}
            </button>
            <button type="button" className="ws-btn ws-btn--outline-light" onClick={() => void logout()}>
              {t('settings.account.logout')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
