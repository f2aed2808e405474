import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AccountType, Role } from '@wrapsmith/core';
import { makeUser } from '../test/fixtures.ts';
import { Sidebar } from './sidebar.tsx';

function menuFor(role: Role, accountType: AccountType) {
  const user = makeUser({ role: { role, label: role }, accountType });
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Sidebar id="s" open={false} user={user} onLogout={() => undefined} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('Sidebar', () => {
  it('shop manager on a free account: no Subscription, Appointments, Customers or Leads', () => {
    expect(menuFor('shop-man', 'free')).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Help']);
  });

  it('shop manager on a paid account: everything but Subscription', () => {
    expect(menuFor('shop-man', 'paid')).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Appointments', 'Customers', 'Invoices', 'Leads', 'Film rolls', 'Help']);
  });

  it('other roles on a free account: no Appointments, Customers or Leads', () => {
    expect(menuFor('owner', 'free')).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Subscription', 'Help']);
  });

  it('a plain Member on a paid account: the jobs and the Studio, no billing, customers or leads (decision 062)', () => {
    expect(menuFor('member', 'addon_access_paid')).toEqual([
      'Dashboard',
      'Profile',
      'Studio',
      'Your car’s photo',
      'Vehicle library',
      'Appointments',
      'Film rolls',
      'Help',
    ]);
  });

  it('links entries to their routes, marks the current one and offers Logout', async () => {
    const onLogout = vi.fn();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Sidebar id="s" open={false} user={makeUser({ accountType: 'paid' })} onLogout={onLogout} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Subscription' }).getAttribute('href')).toBe('/Subscription');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
