import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_MATRIX, ROLE_MESSAGES } from '@wrapsmith/core';
import { json } from '../../../test/fake-fetch.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ROLE_MATRIX_MESSAGES } from './role-matrix-panel.tsx';

const roles = (editable: boolean) => json({ data: { matrix: DEFAULT_ROLE_MATRIX, defaults: DEFAULT_ROLE_MATRIX, editable } });

describe('Settings → Team', () => {
  it('lets the owner change what a role may do, and saves the whole matrix', async () => {
    const saved = { ...DEFAULT_ROLE_MATRIX, member: { ...DEFAULT_ROLE_MATRIX.member, leads: 'view' as const } };
    const { calls } = renderApp('/settings/team', {
      user: makeUser({ accountType: 'paid' }),
      replies: {
        'GET /auth/roles': roles(true),
        'PUT /auth/roles': json({ data: { matrix: saved, defaults: DEFAULT_ROLE_MATRIX, editable: true }, message: ROLE_MESSAGES.matrixSaved }),
      },
    });
    const table = await screen.findByRole('table', { name: ROLE_MATRIX_MESSAGES.title });
    const save = screen.getByRole('button', { name: ROLE_MATRIX_MESSAGES.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const leads = within(table).getByRole('combobox', { name: 'Member: Leads' }) as HTMLSelectElement;
    expect(leads.value).toBe('none');
    // Customers has no edit level to offer.
    expect(within(within(table).getByRole('combobox', { name: 'Member: Customers' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['No access', 'See']);
    await userEvent.selectOptions(leads, 'view');
    await userEvent.click(save);
    expect(await screen.findByText(ROLE_MESSAGES.matrixSaved)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/auth/roles')?.body).toEqual(saved);
  });

  it('shows a Shop Manager the matrix read-only, and keeps a plain Member out', async () => {
    const manager = makeUser({ _id: 'usr_m1', parentId: 'usr_owner1', role: { role: 'shop-man', label: 'Shop Manager' }, accountType: 'paid' });
    const view = renderApp('/settings/team', { user: manager, replies: { 'GET /auth/roles': roles(false) } });
    const table = await screen.findByRole('table', { name: ROLE_MATRIX_MESSAGES.title });
    expect(screen.getByText(ROLE_MATRIX_MESSAGES.readOnly)).toBeTruthy();
    expect(within(table).queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('button', { name: ROLE_MATRIX_MESSAGES.save })).toBeNull();
    view.unmount();

    const member = makeUser({ _id: 'usr_m2', parentId: 'usr_owner1', role: { role: 'member', label: 'Member' }, accountType: 'paid' });
    const { router, calls } = renderApp('/settings/team', { user: member });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.some((c) => c.path === '/auth/roles')).toBe(false);
  });
});
