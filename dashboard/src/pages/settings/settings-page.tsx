// Account Settings (spec §2/§5/§7): a dark form for name, email and an optional new password. A successful
// PUT /user/ stores the returned user and signs out, because a password or email change ends every session.
import { useState } from 'react';
import { accountSettingsInput, PROFILE_MESSAGES } from '@wrapsmith/core';
import { apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { notify } from '../../components/toasts.tsx';
import { useLogout } from '../../hooks/use-logout.ts';
import { useZodForm } from '../../lib/form.ts';
import { useSession } from '../../stores/session.ts';
import { SettingsNav } from './settings-nav.tsx';

export function SettingsPage() {
  const api = useApi();
  const logout = useLogout('/login');
  const user = useSession((s) => s.currentUser);
  const [form, setForm] = useState({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '', password: '' });
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(accountSettingsInput, (err) =>
    apiErrorText(err, PROFILE_MESSAGES.accountError, PROFILE_MESSAGES.accountFailed),
  );
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = handleSubmit(() => form, async ({ password, ...rest }) => {
    const res = await api.account.update(password ? { ...rest, password } : rest);
    useSession.getState().setUser(res.data.user);
    notify('success', res.message || PROFILE_MESSAGES.accountUpdated);
    await logout();
  });

  return (
    <div className="app-page">
      <SettingsNav />
      <section className="ws-card ws-theme-dark app-settings" aria-labelledby="settings-title">
        <h1 id="settings-title" className="app-page-title">
          Account Settings
        </h1>
        <p className="ws-muted">Saving signs you out so you can sign in again with your new details.</p>
        <form className="ws-stack" onSubmit={submit} noValidate>
          <div className="ws-form-grid">
            <TextField label="First Name" autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
            <TextField label="Last Name" autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
          </div>
          <TextField label="Email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errors.email} />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint="Optional. Leave blank to keep your current password."
            value={form.password}
            onChange={set('password')}
            error={errors.password}
          />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="ws-row">
            <button type="submit" className="ws-btn ws-btn--primary" disabled={busy}>
              {busy ? 'Updating…' : 'Update Profile'}
            </button>
            <button type="button" className="ws-btn ws-btn--outline-light" onClick={() => void logout()}>
              Logout
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
