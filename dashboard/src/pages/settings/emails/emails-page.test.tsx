import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopEmailDto } from '@wrapsmith/core/contract';
import { useSession } from '../../../stores/session.ts';
import { json } from '../../../test/fake-fetch.ts';
import { EMPTY_PAGE, makeUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const email = (over: Partial<ShopEmailDto>): ShopEmailDto => ({
  _id: 'e1',
  to: 'nia@example.com',
  subject: 'Dana Demo added you to Demo Wrap Studio on Wrapsmith',
  tag: 'team-invite',
  provider: 'outbox',
  status: 'stored',
  text: 'Hi Nia,\n\nLog in with nia@example.com',
  attachments: [],
  createdAt: '2026-06-01T12:00:00.000Z',
  ...over,
});

afterEach(() => useSession.setState({ currentUser: null }));

describe('Settings → Emails', () => {
  it("lists the shop's emails and opens one to read it", async () => {
    const { calls } = renderApp('/settings/emails', {
      user: makeUser(),
      replies: { 'GET /user/emails': json(pageOf([email({}), email({ _id: 'e2', subject: 'New lead: Sam', tag: 'new-lead', status: 'sent', provider: 'postmark' })])) },
    });
    const list = await screen.findByRole('list', { name: 'Sent emails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.find((c) => c.path.endsWith('/user/emails'))?.search).toBe('');
    const invite = within(list).getByRole('button', { name: /added you to Demo Wrap Studio/ });
    expect(invite.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(invite);
    expect(invite.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Log in with nia@example.com/)).toBeTruthy();
    expect(within(list).getByText(/Sent$/)).toBeTruthy();
  });

  it('issue 26 item 4: an email with an attachment offers it for download', async () => {
    renderApp('/settings/emails', {
      user: makeUser(),
      replies: {
        'GET /user/emails': json(pageOf([email({ subject: 'Your quote from Demo Wrap Studio', tag: 'booking-quote', attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8', url: '/api/v1/user/emails/e1/attachments/0' }] })])),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Your quote from Demo Wrap Studio/ }));
    const link = within(screen.getByRole('list', { name: 'Attachments' })).getByRole('link', { name: 'Download booking.ics' });
    expect(link.getAttribute('href')).toBe('/api/v1/user/emails/e1/attachments/0');
    expect(link.getAttribute('download')).toBe('booking.ics');
  });

  it('shows an empty state when nothing was sent yet', async () => {
    renderApp('/settings/emails', {
      user: makeUser(),
      replies: { 'GET /user/emails': json(EMPTY_PAGE) },
    });
    expect(await screen.findByText(/No emails yet/)).toBeTruthy();
  });

  it('pages through the emails, newest first, keeping the focus on the pager', async () => {
    const all = Array.from({ length: 30 }, (_, i) => email({ _id: `e${i}`, subject: `Email ${i + 1}` }));
    const { calls } = renderApp('/settings/emails', {
      user: makeUser(),
      replies: { 'GET /user/emails': ({ search }) => json(pageOf(all, search)) },
    });
    const list = await screen.findByRole('list', { name: 'Sent emails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Sent emails pages' });
    expect(within(pages).getByText('Page 1 of 2 · 30 emails')).toBeTruthy();
    const next = within(pages).getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    expect(await within(pages).findByText('Page 2 of 2 · 30 emails')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Sent emails' })).getAllByRole('listitem')).toHaveLength(5);
    expect(calls.filter((c) => c.path.endsWith('/user/emails')).map((c) => c.search)).toEqual(['', '?page=2']);
    expect(document.activeElement).toBe(next);
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await within(pages).findByText('Page 1 of 2 · 30 emails')).toBeTruthy();
  });

  it('keeps a plain Member out (no Settings area), without asking the server', async () => {
    const { calls, router } = renderApp('/settings/emails', { user: makeUser({ role: { role: 'member', label: 'Member' }, parentId: 'owner-1', accountType: 'paid' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.some((c) => c.path.endsWith('/user/emails'))).toBe(false);
  });
});
