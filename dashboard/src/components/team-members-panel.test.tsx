import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TABLE_MESSAGES, TEAM_MESSAGES } from '@wrapsmith/core';
import { apiError, json } from '../test/fake-fetch.ts';
import { EMPTY_PAGE, makeUser, pageOf } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const member = makeUser({ _id: 'usr_m1', firstName: 'Sam', lastName: 'Ortiz', email: 'sam@example.com', parentId: 'usr_owner1', role: { role: 'shop-man', label: 'Shop Manager' } });

describe('Team Members panel', () => {
  it('is shown to the owner and hidden from team members on the dashboard', async () => {
    const owner = renderApp('/dashboard', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Team Members' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Team members' });
    owner.unmount();
    renderApp('/dashboard', { user: member });
    await screen.findByRole('heading', { name: 'Hi Sam' });
    expect(screen.queryByRole('heading', { name: 'Team Members' })).toBeNull();
  });

  it('shows the seats in use and disables adding when every seat is taken', async () => {
    const open = renderApp('/dashboard', {
      user: makeUser(),
      replies: { 'GET /auth/users-list': json({ ...EMPTY_PAGE, seats: { used: 1, limit: 5, planName: 'Pro' } }) },
    });
    expect(await screen.findByText('1 of 5 seats used on the Pro plan (the owner included).')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add Member' }) as HTMLButtonElement).disabled).toBe(false);
    open.unmount();

    renderApp('/dashboard', {
      user: makeUser(),
      replies: { 'GET /auth/users-list': json({ ...pageOf([member]), seats: { used: 2, limit: 2, planName: null } }) },
    });
    const note = await screen.findByText(/2 of 2 seats used without a plan/);
    expect(note.textContent).toContain('Every seat is taken');
    const add = screen.getByRole('button', { name: 'Add Member' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBe(note.id);
    expect(within(note).getByRole('link', { name: 'choose a bigger plan' }).getAttribute('href')).toBe('/subscription');
  });

  it('lists the owner, who takes a seat, instead of "No records found" when no one else has joined', async () => {
    const me = makeUser();
    renderApp('/dashboard', { user: me, replies: { 'GET /auth/users-list': json({ ...EMPTY_PAGE, seats: { used: 1, limit: 5, planName: 'Pro' } }) } });
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).queryByText(TABLE_MESSAGES.empty)).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain(`${me.firstName} ${me.lastName} (you)`);
    expect(within(rows[0] as HTMLElement).getByText('Owner')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('is always shown on /profile', async () => {
    renderApp('/profile', { user: member, replies: { 'GET /public/countries': json({ error: false, data: [] }) } });
    expect(await screen.findByRole('heading', { name: 'Team Members' })).toBeTruthy();
  });

  it('requires all four fields before adding, then reports the server failure', async () => {
    const { calls } = renderApp('/dashboard', {
      user: makeUser(),
      replies: { 'POST /auth/add-user': apiError(409, 'That email is already in use', 'CONFLICT') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add team member' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Sam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(TEAM_MESSAGES.fillRequired);
    expect(calls.some((c) => c.path === '/auth/add-user')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Ortiz');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'temporary-pass');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(TEAM_MESSAGES.addFailed('That email is already in use')));
    expect(calls.find((c) => c.path === '/auth/add-user')?.body).toEqual({
      firstName: 'Sam',
      lastName: 'Ortiz',
      email: 'sam@example.com',
      password: 'temporary-pass',
      role: 'member',
    });
  });

  it('deletes a member after confirmation and reloads the list', async () => {
    let team = [member];
    const { calls } = renderApp('/dashboard', {
      user: makeUser(),
      replies: {
        'GET /auth/users-list': () => json(pageOf(team)),
        'DELETE /auth/delete-user': () => {
          team = [];
          return json({ message: 'Deleted successfully' });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sam Ortiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete team member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TEAM_MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sam Ortiz')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ userId: 'usr_m1' });
  });

  it('confirms a sent password reset in a modal that closes itself after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/dashboard', {
      user: makeUser(),
      replies: { 'GET /auth/users-list': json(pageOf([member])), 'POST /auth/reset-password-request': json({ message: 'Reset link sent' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset to Sam Ortiz' }));
    expect(await screen.findByRole('dialog', { name: 'Password reset sent' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('dialog', { name: 'Password reset sent' })).toBeNull();
  });
});
