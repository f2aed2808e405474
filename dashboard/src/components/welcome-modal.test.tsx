// The first-login welcome says what the shop really has: a Pro shop (the demo shop) is not welcomed to a trial.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TRIAL_CREDITS } from '@wrapsmith/core';
import { beforeEach, describe, expect, it } from 'vitest';
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
    expect(within(dialog).getByText('55 wrap previews ready on your Pro plan')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/free/i);
  });

  it('welcomes a trial shop to its free previews', async () => {
    open({ plan: null, credits: TRIAL_CREDITS });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Wrapsmith!' });
    expect(within(dialog).getByText(`${TRIAL_CREDITS} free wrap previews to try with real customers`)).toBeTruthy();
  });
});
