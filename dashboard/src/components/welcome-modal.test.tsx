// The first-login welcome says what the shop really has: a Pro shop (the demo shop) is not welcomed to a trial.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TRIAL_CREDITS } from '@wrapsmith/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { speak } from '../i18n/locale.ts';
import { recordLogin } from '../stores/welcome.ts';
import { WelcomeModal } from './welcome-modal.tsx';

const open = (props: Parameters<typeof WelcomeModal>[0]) =>
  render(
    <MemoryRouter>
      <WelcomeModal {...props} />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  recordLogin(0);
});

describe('WelcomeModal', () => {
  it('welcomes a shop on a plan with its plan and credits, not the trial’s free previews', async () => {
    open({ plan: { name: 'Pro' }, credits: 55 });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Wrapsmith!' });
    expect(within(dialog).getByText('Wrap previews ready on your Pro plan: 55')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/free/i);
  });

  it('welcomes a trial shop to its free previews', async () => {
    open({ plan: null, credits: TRIAL_CREDITS });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Wrapsmith!' });
    expect(within(dialog).getByText(`${TRIAL_CREDITS} free wrap previews to try with real customers`)).toBeTruthy();
  });

  it('issue 28 item 1: speaks German, with the plan’s count by the ICU plural and German digits', async () => {
    await speak('de');
    open({ plan: { name: 'Pro' }, credits: 1200 });
    const dialog = await screen.findByRole('dialog', { name: 'Willkommen bei Wrapsmith!' });
    expect(within(dialog).getByText('1.200 Vorschauen bereit in deinem Tarif Pro')).toBeTruthy();
    expect(within(dialog).getByText('Ein eingebautes CRM')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Erste Vorschau erstellen' })).toBeTruthy();
  });

  it('issue 28 item 1: one preview left reads in the singular in Spanish', async () => {
    await speak('es');
    open({ plan: { name: 'Pro' }, credits: 1 });
    const dialog = await screen.findByRole('dialog', { name: '¡Te damos la bienvenida a Wrapsmith!' });
    expect(within(dialog).getByText('1 vista previa lista en tu plan Pro')).toBeTruthy();
  });
});

afterEach(() => speak('en'));
