import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, PAGE_SIZE } from '@wrapsmith/core';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { EMPTY_PAGE, makeUser, pageOf } from '../../test/fixtures.ts';
import { renderApp, TEST_API_BASE } from '../../test/render-app.tsx';
import { APPOINTMENT_MESSAGES as M } from '../../features/bookings/appointment-messages.ts';
import { booking, bookingList, bookingQueries } from '../../features/bookings/booking-list-fixtures.test-support.ts';

// Completed on Jun 5 although the work order planned Jun 15: Customers shows the day it was completed.
const done = booking({ _id: 'bkg_0009fff999', status: 'completed', completionDate: '2025-06-15', completedAt: '2025-06-05T12:00:00.000Z', customerTotal: 3400 });
const noTotal = booking({ _id: 'bkg_0010ggg000', status: 'completed', firstName: 'Sam', lastName: 'Ortiz', email: null, phone: '', brand: '', wrapColor: '', completionDate: null });

function open(path: string, reply: FakeReply) {
  return renderApp(path, { user: makeUser({ accountType: 'paid' }), replies: { 'GET /user/booking/all': reply } });
}

describe('Customers page: Completed jobs', () => {
  it('lists completed bookings with name, email, phone, vehicle, wrap, completed date and total', async () => {
    const { calls } = open('/customers?view=jobs', json(pageOf([done, noTotal])));
    const table = await screen.findByRole('table', { name: 'Completed jobs' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Email', 'Phone', 'Vehicle', 'Wrap', 'Completed', 'Total']);
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Jordan Lee',
      'jordan@example.com',
      '+1 555 0100',
      '2022 Toyota GR Supra',
      '3M Gloss Black (G12)',
      'Jun 5, 2025',
      '$3,400.00',
    ]);
    // Without a customer total, the total is the cost sum.
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sam Ortiz', '—', '—', '2022 Toyota GR Supra', '—', '—', '$3,050.50']);
    expect(within(first!).getByRole('link', { name: 'Jordan Lee' }).getAttribute('href')).toBe('/work-order?id=bkg_0009fff999');
    expect(bookingQueries(calls)).toEqual(['status=completed']);
  });

  it('searches on submit and keeps the search in ?q=', async () => {
    const { calls, router } = open('/customers?view=jobs', json(pageOf([done])));
    await screen.findByRole('table', { name: 'Completed jobs' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search completed jobs' }), '  supra  ');
    expect(bookingQueries(calls)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bookingQueries(calls).at(-1)).toBe('status=completed&q=supra'));
    expect(router.state.location.search).toBe('?view=jobs&q=supra');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search completed jobs' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bookingQueries(calls).at(-1)).toBe('status=completed'));
    expect(router.state.location.search).toBe('?view=jobs');
  });

  it('offers an Export CSV link of the completed bookings that follows the search', async () => {
    open('/customers?view=jobs', json(pageOf([done])));
    await screen.findByRole('table', { name: 'Completed jobs' });
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe(`${TEST_API_BASE}/user/booking/export.csv?status=completed`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.className).toBe('ws-btn');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search completed jobs' }), ' supra{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`${TEST_API_BASE}/user/booking/export.csv?status=completed&q=supra`),
    );
  });

  it('starts the Export CSV link from the search in the address', async () => {
    open('/customers?view=jobs&q=Jordan%20Lee', json(pageOf([done])));
    await screen.findByRole('table', { name: 'Completed jobs' });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`${TEST_API_BASE}/user/booking/export.csv?status=completed&q=Jordan+Lee`);
  });

  it('starts from the search in the address and says No records found when nothing matches', async () => {
    const { calls } = open('/customers?view=jobs&q=nobody', json(EMPTY_PAGE));
    const table = await screen.findByRole('table', { name: 'Completed jobs' });
    expect(within(table).getByText(BOOKING_MESSAGES.noRecords)).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search completed jobs' }) as HTMLInputElement).value).toBe('nobody');
    expect(bookingQueries(calls)).toEqual(['status=completed&q=nobody']);
  });

  it('pages through the customers with Previous and Next, the page in ?page=, and starts a new search on page 1', async () => {
    const many = Array.from({ length: PAGE_SIZE + 5 }, (_, i) =>
      booking({ _id: `bkg_${String(i).padStart(4, '0')}cust00`, status: 'completed', firstName: `Client${i + 1}`, lastName: 'Ng' }),
    );
    const { calls, router } = open('/customers?view=jobs', bookingList(many));
    const table = await screen.findByRole('table', { name: 'Completed jobs' });
    expect(within(table).getAllByRole('row')).toHaveLength(PAGE_SIZE + 1);
    const pages = screen.getByRole('navigation', { name: 'Completed jobs pages' });
    expect(within(pages).getByText(`Page 1 of 2 · ${PAGE_SIZE + 5} completed jobs`)).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');

    const next = within(pages).getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Completed jobs' })).getAllByRole('row')).toHaveLength(6));
    expect(router.state.location.search).toBe('?view=jobs&page=2');
    expect(bookingQueries(calls).at(-1)).toBe('status=completed&page=2');
    expect(within(pages).getByText(`Page 2 of 2 · ${PAGE_SIZE + 5} completed jobs`)).toBeTruthy();
    // The pager stayed put: the focus is still on Next, which now goes nowhere.
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(bookingQueries(calls)).toHaveLength(2);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search completed jobs' }), 'client1{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?view=jobs&q=client1'));
    expect(bookingQueries(calls).at(-1)).toBe('status=completed&q=client1');
  });

  it('keeps the page of the address, and goes to the last page when the address asks for one past it', async () => {
    const { calls, router } = open('/customers?view=jobs&page=9', bookingList([done, noTotal]));
    await waitFor(() => expect(router.state.location.search).toBe('?view=jobs'));
    await waitFor(() => expect(bookingQueries(calls)).toEqual(['status=completed&page=9', 'status=completed']));
    expect(await screen.findByRole('link', { name: 'Jordan Lee' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Completed jobs pages' })).toBeNull();
  });

  it('offers a retry when the customers cannot be loaded', async () => {
    let fail = true;
    open('/customers?view=jobs', () => (fail ? apiError(500, 'Internal error') : json(pageOf([done]))));
    expect(screen.getByText(M.loading('completed jobs'))).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(M.loadFailed('completed jobs'));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: M.retryLabel('completed jobs') }));
    expect(await screen.findByRole('link', { name: 'Jordan Lee' })).toBeTruthy();
  });
});
