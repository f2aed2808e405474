// Frame of the sign-in screens: the form on paper, a dark brand panel beside it on wide screens.
import type { ReactNode } from 'react';
import { Logo } from '../components/logo.tsx';
import { TRIAL_CREDITS } from '@wrapsmith/core';
import { useT } from '../i18n/locale.ts';
import { AUTH_EN } from '../i18n/en/auth.ts';

export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const t = useT(AUTH_EN);
  return (
    <div className="auth">
      <main id="main" className="auth__main">
        <div className="auth__card">
          <Logo />
          <h1 className="auth__title">{title}</h1>
          {intro ? <p className="ws-muted auth__intro">{intro}</p> : null}
          {children}
        </div>
      </main>
      <aside className="auth__aside ws-on-ink" aria-label={t('auth.why')}>
        <p className="ws-eyebrow">{t('auth.eyebrow')}</p>
        <p className="auth__pitch">{t('auth.pitch')}</p>
        <ul role="list" className="auth__points">
          <li>{t('auth.pointVehicles')}</li>
          <li>{t('auth.pointBrands', { count: 9 })}</li>
          <li>{t('auth.pointTrial', { count: TRIAL_CREDITS })}</li>
        </ul>
      </aside>
    </div>
  );
}
