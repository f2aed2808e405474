// The Customers page's people (issue 22 item 11, decision 065): one row per person, each opening their quotes,
// bookings and jobs; Completed jobs beside it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerDetailDto, CustomerDto } from '@wrapsmith/core/contract';
import { DEFAULT_ROLE_MATRIX } from '@wrapsmith/core';
import { apiError, json, type FakeCall } from '../../test/fake-fetch.ts';
import { makeUser, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { booking } from '../../features/bookings/booking-list-fixtures.test-support.ts';

const quin: CustomerDto = {
  _id: 'bkg_0001quin00',
  name: 'Quin Ash',
  email: 'quin@example.com',
  phone: null,
  vehicles: ['Ford F-150'],
  quotes: 1,
  bookings: 0,
  jobs: 0,
  cancelled: 0,
  lastActivity: '2025-06-05T12:00:00.000Z',
};
const dana: CustomerDto = { ...quin, _id: 'bkg_0002dana00', name: 'Dana Reyes', email: 'dana@example.com', phone: '555-010-2000', vehicles: ['Toyota Supra', '2024 Toyota Camry'], quotes: 1, jobs: 2, bookings: 1 };

const quoted = booking({ _id: 'bkg_0002dana00', status: 'quote_sent', firstName: 'Dana', lastName: 'Reyes', make: 'Toyota', model: 'Supra', year: null, customerQuote: 4200 });
const done = booking({ _id: 'bkg_0003dana00', status: 'completed', firstName: 'Dana', lastName: 'Reyes', completionDate: '2025-06-15', completedAt: '2025-06-05T12:00:00.000Z', customerTotal: 3400 });
const danaDetail: CustomerDetailDto = { ...dana, history: [quoted, done] };

const queries = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/user/customers').map((c) => c.search);

function open(path: string, user = makeUser({ accountType: 'paid' })) {
  return renderApp(path, {
    user,
    replies: {
      'GET /user/customers': json(pageOf([quin, dana])),
      'GET /user/customers/bkg_0002dana00': json({ data: danaDetail }),
      'GET /user/customers/bkg_missing000': apiError(404, 'Customer not found'),
      'GET /user/booking/all': json(pageOf([done])),
    },
  });
}

describe('Customers page: people', () => {
  it('lists one row per person, a quoted-only one too, with vehicles and counts of quotes, bookings and jobs', async () => {
    const { calls } = open('/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Email', 'Phone', 'Vehicles', 'Quotes', 'Bookings', 'Jobs']);
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Quin Ash', 'quin@example.com', '—', 'Ford F-150', '1', '0', '0']);
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Dana Reyes', 'dana@example.com', '555-010-2000', 'Toyota Supra, 2024 Toyota Camry', '1', '1', '2']);
    expect(within(second!).getByRole('link', { name: 'Dana Reyes' }).getAttribute('href')).toBe('/customers/bkg_0002dana00');
    expect(screen.getByRole('link', { name: 'People' }).getAttribute('aria-current')).toBe('page');
    // Export CSV belongs to Completed jobs.
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(queries(calls)).toEqual(['']);
  });

  it('searches people on submit, in ?q=', async () => {
    const { calls, router } = open('/customers');
    await screen.findByRole('table', { name: 'Customers' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'quin{Enter}');
    await waitFor(() => expect(queries(calls).at(-1)).toBe('?q=quin'));
    expect(router.state.location.search).toBe('?q=quin');
  });

  it('switches to Completed jobs, which lists completed bookings with Export CSV', async () => {
    const { router } = open('/customers');
    await screen.findByRole('table', { name: 'Customers' });
    await userEvent.click(screen.getByRole('link', { name: 'Completed jobs' }));
    const jobs = await screen.findByRole('table', { name: 'Completed jobs' });
    expect(router.state.location.search).toBe('?view=jobs');
    expect(within(jobs).getByRole('link', { name: 'Dana Reyes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Completed jobs' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
  });

  it('opens a person with their contact, vehicles and each quote, booking and job', async () => {
    open('/customers');
    await userEvent.click(await screen.findByRole('link', { name: 'Dana Reyes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeTruthy();
    // English has no plural (decision 099): the counts read as labels.
    expect(screen.getByText('Quotes: 1 · Bookings: 1 · Completed jobs: 2')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Dana Reyes: quotes, bookings and jobs' });
    const rows = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Quote sent', 'Completed']);
    // The job on the day it was completed, not the planned Jun 15.
    expect(within(rows[1]!).getByText('Jun 5, 2025')).toBeTruthy();
    expect(within(rows[0]!).getByText('$4,200.00')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: quoted.invoiceCode }).getAttribute('href')).toBe('/work-order?id=bkg_0002dana00');
    expect(screen.getByRole('link', { name: 'All customers' }).getAttribute('href')).toBe('/customers');
  });

  it('shows no amounts to a role without Prices', async () => {
    const manager = makeUser({ accountType: 'paid', role: { role: 'shop-man', label: 'Shop Manager' }, permissions: { ...DEFAULT_ROLE_MATRIX['shop-man'], prices: 'none' } });
    open('/customers/bkg_0002dana00', manager);
    const table = await screen.findByRole('table', { name: 'Dana Reyes: quotes, bookings and jobs' });
    expect(within(table).queryByRole('columnheader', { name: 'Amount' })).toBeNull();
  });

  it('says a customer is not found', async () => {
    open('/customers/bkg_missing000');
    expect(await screen.findByText('Customer not found')).toBeTruthy();
  });
});
