import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INVITE_MESSAGES, TABLE_MESSAGES, TEAM_MESSAGES } from '@wrapsmith/core';
import type { TeamInviteDto } from '@wrapsmith/core/contract';
import { apiError, json } from '../test/fake-fetch.ts';
import { EMPTY_PAGE, makeUser, pageOf, teamPageOf } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const member = makeUser({ _id: 'usr_m1', firstName: 'Sam', lastName: 'Ortiz', email: 'sam@example.com', parentId: 'usr_owner1', role: { role: 'shop-man', label: 'Shop Manager' } });
const plainMember = makeUser({ _id: 'usr_m2', firstName: 'Ali', lastName: 'Plain', email: 'ali@example.com', parentId: 'usr_owner1', role: { role: 'member', label: 'Member' } });
const invite: TeamInviteDto = {
  _id: 'inv_1',
  email: 'tess@example.com',
  firstName: 'Tess',
  lastName: 'Tinter',
  role: { role: 'member', label: 'Member' },
  status: 'pending',
  expiresAt: '2030-01-08T12:00:00.000Z',
  sentAt: '2030-01-01T12:00:00.000Z',
  createdAt: '2030-01-01T12:00:00.000Z',
};

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
      replies: { 'GET /auth/users-list': json({ ...EMPTY_PAGE, seats: { used: 1, invited: 0, limit: 5, planName: 'Pro' } }) },
    });
    expect(await screen.findByText('1 of 5 seats used on the Pro plan (the owner included).')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Invite Member' }) as HTMLButtonElement).disabled).toBe(false);
    open.unmount();

    renderApp('/dashboard', {
      user: makeUser(),
      replies: { 'GET /auth/users-list': json({ ...pageOf([member]), seats: { used: 2, invited: 0, limit: 2, planName: null } }) },
    });
    const note = await screen.findByText(/2 of 2 seats used without a plan/);
    expect(note.textContent).toContain('Every seat is taken');
    const add = screen.getByRole('button', { name: 'Invite Member' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBe(note.id);
    expect(within(note).getByRole('link', { name: 'choose a bigger plan' }).getAttribute('href')).toBe('/subscription');
  });

  it('lists the owner, who takes a seat, instead of "No records found" when no one else has joined', async () => {
    const me = makeUser();
    renderApp('/dashboard', { user: me, replies: { 'GET /auth/users-list': json(teamPageOf([], { limit: 5, planName: 'Pro' })) } });
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).queryByText(TABLE_MESSAGES.empty)).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain(`${me.firstName} ${me.lastName} (you)`);
    expect(within(rows[0] as HTMLElement).getByText('Owner')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('is shown on /profile to roles with the Team area, and not to a plain Member', async () => {
    const manager = renderApp('/profile', { user: member, replies: { 'GET /public/countries': json({ error: false, data: [] }) } });
    expect(await screen.findByRole('heading', { name: 'Team Members' })).toBeTruthy();
    manager.unmount();
    const { calls } = renderApp('/profile', { user: plainMember, replies: { 'GET /public/countries': json({ error: false, data: [] }) } });
    await screen.findByRole('heading', { name: 'Personal Information' });
    expect(screen.queryByRole('heading', { name: 'Team Members' })).toBeNull();
    expect(calls.some((c) => c.path === '/auth/users-list')).toBe(false);
  });

  it('invites by email without a password: all three fields first, then the server’s answer', async () => {
    const { calls } = renderApp('/dashboard', {
      user: makeUser(),
      replies: { 'POST /auth/invites': apiError(409, INVITE_MESSAGES.alreadyInvited, 'CONFLICT') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a team member' });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Sam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(TEAM_MESSAGES.fillRequired);
    expect(calls.some((c) => c.path === '/auth/invites' && c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Ortiz');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'shop-man');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(`Failed to send the invite: ${INVITE_MESSAGES.alreadyInvited}`));
    expect(calls.find((c) => c.path === '/auth/invites' && c.method === 'POST')?.body).toEqual({ firstName: 'Sam', lastName: 'Ortiz', email: 'sam@example.com', role: 'shop-man' });
  });

  it('lists pending invites; resends one and revokes one after confirmation', async () => {
    let invites = [invite];
    const { calls } = renderApp('/dashboard', {
      user: makeUser(),
      replies: {
        'GET /auth/invites': () => json({ data: invites }),
        'POST /auth/invites/inv_1/resend': json({ data: invite, message: INVITE_MESSAGES.resent('tess@example.com') }),
        'DELETE /auth/invites/inv_1': () => {
          invites = [];
          return json({ message: INVITE_MESSAGES.revoked });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Pending invites' });
    expect(within(table).getByText('tess@example.com')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the invite to tess@example.com' }));
    expect(await screen.findByText(INVITE_MESSAGES.resent('tess@example.com'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invite to tess@example.com' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Revoke invite?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(INVITE_MESSAGES.revoked)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Pending invites' })).toBeNull());
    expect(calls.filter((c) => c.path.startsWith('/auth/invites/')).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/invites/inv_1/resend', 'DELETE /auth/invites/inv_1']);
  });

  it('deletes a member after confirmation and reloads the list', async () => {
    let team = [member];
    const { calls } = renderApp('/dashboard', {
      user: makeUser(),
      replies: {
        'GET /auth/users-list': () => json(teamPageOf(team)),
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
      replies: { 'GET /auth/users-list': json(teamPageOf([member])), 'POST /auth/reset-password-request': json({ message: 'Reset link sent' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset to Sam Ortiz' }));
    expect(await screen.findByRole('dialog', { name: 'Password reset sent' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('dialog', { name: 'Password reset sent' })).toBeNull();
  });
});
