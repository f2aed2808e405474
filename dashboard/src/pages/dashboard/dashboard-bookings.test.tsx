import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { APPOINTMENT_MESSAGES as M } from '../../features/bookings/appointment-messages.ts';
import { booking, bookingList, bookingQueries } from '../../features/bookings/booking-list-fixtures.test-support.ts';
import { DASHBOARD_BOOKING_MESSAGES as D } from './dashboard-bookings.tsx';

const BOOKINGS = [
  booking({ _id: 'bkg_0001abc123', status: 'inprogress', decalsCost: 99.5 }),
  booking({ _id: 'bkg_0002def456', status: 'pending', firstName: 'Sam', lastName: 'Ortiz' }),
  booking({ _id: 'bkg_0003ghi789', status: 'cancelled', firstName: 'Chris', lastName: 'Doe' }),
  booking({ _id: 'bkg_0004jkl012', status: 'accepted', firstName: 'Morgan', lastName: 'Blake', bookingDate: '2025-06-10' }),
];

const cardNames = (panel: HTMLElement) => within(panel).queryAllByRole('link').map((a) => a.querySelector('.wsa-card__name')?.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 2, 8, 0));
});

describe('Dashboard bookings', () => {
  it('shows the In Progress table with invoice code and cost sum, and today’s appointments', async () => {
    const { calls } = renderApp('/dashboard', { user: makeUser({ accountType: 'paid' }), replies: { 'GET /user/booking/all': bookingList(BOOKINGS) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Dana' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: M.inProgressCaption });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['ABC123', 'Jordan Lee', '2022 Toyota GR Supra', 'Jun 2, 2025 · 9:30 AM', '$3,150.00']);
    expect(within(row).getByRole('link', { name: 'Open work order ABC123 for Jordan Lee' }).getAttribute('href')).toBe('/work-order?id=bkg_0001abc123');

    const today = screen.getByRole('region', { name: D.today });
    expect(within(today).getByRole('group', { name: D.calendarLabel })).toBeTruthy();
    expect(within(today).getByRole('button', { name: 'Monday, June 2, 2025, today' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(cardNames(today)).toEqual(['Jordan Lee', 'Sam Ortiz']));
    expect(bookingQueries(calls).sort()).toEqual(['status=inprogress', 'status=pending,quote_sent,accepted,inprogress,completed&bookingDate=2025-06-02&pageSize=10']);
  });

  it('shows another day’s appointments when a date is picked on its calendar', async () => {
    const { calls } = renderApp('/dashboard', { user: makeUser({ accountType: 'paid' }), replies: { 'GET /user/booking/all': bookingList(BOOKINGS) } });
    await waitFor(() => expect(cardNames(screen.getByRole('region', { name: D.today }))).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, June 10, 2025' }));
    const day = screen.getByRole('region', { name: D.onDay('Jun 10, 2025') });
    await waitFor(() => expect(cardNames(day)).toEqual(['Morgan Blake']));
    expect(bookingQueries(calls).at(-1)).toBe('status=pending,quote_sent,accepted,inprogress,completed&bookingDate=2025-06-10&pageSize=10');
    expect(bookingQueries(calls).filter((q) => q === 'status=inprogress')).toHaveLength(1);
  });

  it('leaves bookings out for a free account, whose menu has no Appointments', async () => {
    const { calls } = renderApp('/dashboard', { user: makeUser({ accountType: 'free' }), replies: { 'GET /user/booking/all': bookingList(BOOKINGS) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Dana' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: /Team Members/i })).toBeTruthy();
    expect(screen.queryByRole('region', { name: M.inProgress })).toBeNull();
    expect(screen.queryByRole('region', { name: D.today })).toBeNull();
    expect(bookingQueries(calls)).toEqual([]);
  });
});
