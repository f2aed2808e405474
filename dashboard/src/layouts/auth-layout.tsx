// Frame of the sign-in screens: the form on paper, a dark brand panel beside it on wide screens.
import type { ReactNode } from 'react';
import { Logo } from '../components/logo.tsx';
import { TRIAL_CREDITS } from '@wrapsmith/core';

export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
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
      <aside className="auth__aside ws-on-ink" aria-label="Why Wrapsmith">
        <p className="ws-eyebrow">Wrap previews for shops</p>
        <p className="auth__pitch">Close the job before the vinyl comes off the roll.</p>
        <ul role="list" className="auth__points">
          <li>Any vehicle from 1990 to 2026</li>
          <li>9 vinyl brands’ colours built in, gloss to carbon fibre</li>
          <li>{TRIAL_CREDITS} free previews, no credit card</li>
        </ul>
      </aside>
    </div>
  );
}
