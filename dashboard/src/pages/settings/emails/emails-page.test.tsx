import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopEmailDto } from '@wrapsmith/api/types';
import { useSession } from '../../../stores/session.ts';
import { json } from '../../../test/fake-fetch.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const email = (over: Partial<ShopEmailDto>): ShopEmailDto => ({
  _id: 'e1',
  to: 'nia@example.com',
  subject: 'Dana Demo added you to Demo Wrap Studio on Wrapsmith',
  tag: 'team-invite',
  provider: 'outbox',
  status: 'stored',
  text: 'Hi Nia,\n\nLog in with nia@example.com',
  createdAt: '2026-06-01T12:00:00.000Z',
  ...over,
});

afterEach(() => useSession.setState({ currentUser: null }));

describe('Settings → Emails', () => {
  it("lists the shop's emails and opens one to read it", async () => {
    const { calls } = renderApp('/settings/emails', {
      user: makeUser(),
      replies: { 'GET /user/emails': json({ data: { items: [email({}), email({ _id: 'e2', subject: 'New lead: Sam', tag: 'new-lead', status: 'sent', provider: 'postmark' })], total: 2, page: 1, pageSize: 25 } }) },
    });
    const list = await screen.findByRole('list', { name: 'Sent emails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.find((c) => c.path.endsWith('/user/emails'))?.search).toBe('?page=1');
    const invite = within(list).getByRole('button', { name: /added you to Demo Wrap Studio/ });
    expect(invite.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(invite);
    expect(invite.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Log in with nia@example.com/)).toBeTruthy();
    expect(within(list).getByText(/Sent$/)).toBeTruthy();
  });

  it('shows an empty state when nothing was sent yet', async () => {
    renderApp('/settings/emails', {
      user: makeUser(),
      replies: { 'GET /user/emails': json({ data: { items: [], total: 0, page: 1, pageSize: 25 } }) },
    });
    expect(await screen.findByText(/No emails yet/)).toBeTruthy();
  });

  it('tells a team member that only the owner reads the emails, without asking the server', async () => {
    const { calls } = renderApp('/settings/emails', { user: makeUser({ role: { role: 'shop-man', label: 'Shop Manager' }, parentId: 'owner-1' }) });
    expect(await screen.findByText("Only the shop owner can read the shop's emails.")).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/user/emails'))).toBe(false);
  });
});
