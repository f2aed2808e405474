// Sign-up (spec §2/§4): four fields, "Create My Account", then /verify-otp?email=….
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, TRIAL_CREDITS, signUpInput } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/field.tsx';
import { LoadingOverlay } from '../../components/loading.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { useSession } from '../../stores/session.ts';

export function SignUpPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signUpInput.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const res = await api.auth.signUp(parsed.data);
      const email = res.data.email || parsed.data.email;
      useSession.getState().setNewUser({ email });
      navigate(`/verify-otp?email=${encodeURIComponent(email)}`);
    } catch (err) {
      setFailure(apiErrorInfo(err).message ?? AUTH_MESSAGES.signUpFailed);
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Create your shop account" intro={`Start with ${TRIAL_CREDITS} free wrap previews. No credit card required.`}>
      <form className="ws-stack" onSubmit={submit} noValidate>
        <div className="auth__pair">
          <TextField label="First name" autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
          <TextField label="Last name" autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <button type="submit" className="ws-btn ws-btn--primary ws-btn--block ws-btn--lg" disabled={busy}>
          Create My Account
        </button>
        <p className="ws-muted auth__switch">
          Already have an account? <Link to="/login">Log In</Link>
        </p>
      </form>
      {busy ? <LoadingOverlay label="Creating your account…" /> : null}
    </AuthLayout>
  );
}
