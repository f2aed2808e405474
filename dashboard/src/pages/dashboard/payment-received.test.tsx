import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PAYMENT_RECEIVED_MESSAGES as M } from './payment-received.tsx';

const user = makeUser({ accountType: 'paid', credits: 2505 });

describe('the post-checkout welcome on the Dashboard', () => {
  it('names what was bought and the new balance, and closes by dropping session_id from the address', async () => {
    const { router } = renderApp('/dashboard', { user });
    expect(screen.queryByRole('dialog', { name: M.title })).toBeNull();
    await router.navigate('/dashboard?session_id=cs_test_1', { state: { payment: { name: 'Pro', price: '249.00 USD / month' } } });
    const dialog = await screen.findByRole('dialog', { name: M.title });
    expect(within(dialog).getByText(M.bought('Pro', '249.00 USD / month'))).toBeTruthy();
    expect(within(dialog).getByText(M.credits(2505))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: M.close }));
    expect(screen.queryByRole('dialog', { name: M.title })).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('thanks in general terms after a reload, when only the session_id is left', async () => {
    renderApp('/dashboard?session_id=cs_test_1', { user });
    const dialog = await screen.findByRole('dialog', { name: M.title });
    expect(within(dialog).getByText(M.general)).toBeTruthy();
  });
});
