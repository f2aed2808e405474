import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingDto } from '@wrapsmith/core/contract';
import { BOOKING_MESSAGES } from '@wrapsmith/core';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { EMPTY_PAGE, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { APPOINTMENT_MESSAGES as M } from '../../features/bookings/appointment-messages.ts';
import { booking, bookingList, bookingQueries } from '../../features/bookings/booking-list-fixtures.test-support.ts';
import { PANEL_PAGE_SIZE } from '../../features/bookings/booking-panel.tsx';

const owner = makeUser({ accountType: 'paid' });

const BOOKINGS: BookingDto[] = [
  booking({ _id: 'bkg_0001abc123', status: 'inprogress' }),
  booking({ _id: 'bkg_0002def456', status: 'pending', firstName: 'Sam', lastName: 'Ortiz', checkInTime: '11:00' }),
  booking({ _id: 'bkg_0003aaa111', status: 'accepted', firstName: 'Ana', lastName: 'Ruiz', checkInTime: '' }),
  booking({ _id: 'bkg_0004bbb222', status: 'quote_sent', firstName: 'Quinn', lastName: 'Park' }),
  booking({ _id: 'bkg_0005ccc333', status: 'cancelled', firstName: 'Chris', lastName: 'Doe', bookingDate: '2025-06-03' }),
  booking({ _id: 'bkg_0006ddd444', status: 'pending', firstName: 'Taylor', lastName: 'Kim', bookingDate: '2025-06-03', year: null, make: 'Ford', model: 'Transit' }),
  booking({ _id: 'bkg_0007eee555', status: 'pending', firstName: 'Morgan', lastName: 'Blake', bookingDate: '2025-06-10' }),
];

function open(path = '/appointment', replies: Record<string, FakeReply> = {}) {
  return renderApp(path, { user: owner, replies: { 'GET /user/booking/all': bookingList(BOOKINGS), ...replies } });
}

const region = (name: string) => screen.getByRole('region', { name });
const names = (list: HTMLElement) => within(list).queryAllByRole('link').map((a) => a.querySelector('.wsa-card__name')?.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 2, 10, 0));
});

describe('Appointments page', () => {
  it('shows the In Progress table with invoice code, customer, vehicle, check-in and cost', async () => {
    const { calls } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/BookingAppointment');
    const table = await screen.findByRole('table', { name: M.inProgressCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['ABC123', 'Jordan Lee', '2022 Toyota GR Supra', 'Jun 2, 2025 · 9:30 AM', '$3,050.50']);
    expect(within(table).getByRole('link', { name: 'Open work order ABC123 for Jordan Lee' }).getAttribute('href')).toBe('/work-order?id=bkg_0001abc123');
    expect(bookingQueries(calls)).toContain('status=inprogress');
  });

  it('fills Booked with today’s pending and accepted bookings, Tomorrow without cancellations, and Canceled', async () => {
    const { calls } = open();
    await waitFor(() => expect(names(region(M.booked))).toEqual(['Sam Ortiz', 'Ana Ruiz']));
    expect(within(region(M.booked)).getByText(M.bookedToday('Jun 2, 2025'))).toBeTruthy();
    const sam = within(region(M.booked)).getByRole('link', { name: /Sam Ortiz/ });
    expect(within(sam).getByText('Booked')).toBeTruthy();
    expect(within(sam).getByText('Jun 2, 2025 · 11:00 AM')).toBeTruthy();
    expect(within(region(M.booked)).getByRole('link', { name: /Ana Ruiz/ }).textContent).toContain('Accepted');

    await waitFor(() => expect(names(region(M.tomorrow))).toEqual(['Taylor Kim']));
    expect(within(region(M.tomorrow)).getByText('Ford Transit')).toBeTruthy();
    expect(within(region(M.tomorrow)).getByText(M.tomorrowOn('Jun 3, 2025'))).toBeTruthy();
    await waitFor(() => expect(names(region(M.canceled))).toEqual(['Chris Doe']));

    // Each panel asks for the statuses it shows, a page of cards at a time, so its pages and count are right.
    expect(bookingQueries(calls).sort()).toEqual([
      'status=cancelled&pageSize=10',
      'status=inprogress',
      'status=pending,accepted&bookingDate=2025-06-02&pageSize=10',
      'status=pending,quote_sent,accepted,inprogress,completed&bookingDate=2025-06-03&pageSize=10',
    ]);
  });

  it('reloads only Booked when a date is picked, and keeps the date in the address', async () => {
    const { calls, router } = open();
    await waitFor(() => expect(names(region(M.booked))).toEqual(['Sam Ortiz', 'Ana Ruiz']));
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, June 10, 2025' }));
    await waitFor(() => expect(names(region(M.booked))).toEqual(['Morgan Blake']));
    expect(within(region(M.booked)).getByText(M.bookedOn('Jun 10, 2025'))).toBeTruthy();
    expect(router.state.location.search).toBe('?date=2025-06-10');
    expect(bookingQueries(calls).filter((q) => q.includes('bookingDate=2025-06-10'))).toHaveLength(1);
    expect(bookingQueries(calls).filter((q) => q.includes('bookingDate=2025-06-03'))).toHaveLength(1);
    expect(bookingQueries(calls)).toHaveLength(5);

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(names(region(M.booked))).toEqual(['Sam Ortiz', 'Ana Ruiz']));
    expect(router.state.location.search).toBe('');
  });

  it('shows the last picked date even when an earlier pick answers later', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const list = bookingList([...BOOKINGS, booking({ _id: 'bkg_0008fff666', firstName: 'Riley', lastName: 'Fox', bookingDate: '2025-06-11' })]);
    open('/appointment', {
      'GET /user/booking/all': async (call) => {
        if (call.search.includes('2025-06-10')) await slow;
        return list(call);
      },
    });
    await waitFor(() => expect(names(region(M.booked))).toEqual(['Sam Ortiz', 'Ana Ruiz']));
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, June 10, 2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wednesday, June 11, 2025' }));
    await waitFor(() => expect(names(region(M.booked))).toEqual(['Riley Fox']));
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(names(region(M.booked))).toEqual(['Riley Fox']);
  });

  it('opens the picked date from the address', async () => {
    const { calls } = open('/appointment?date=2025-06-10');
    await waitFor(() => expect(names(region(M.booked))).toEqual(['Morgan Blake']));
    expect(screen.getByRole('button', { name: 'Tuesday, June 10, 2025' }).getAttribute('aria-pressed')).toBe('true');
    expect(bookingQueries(calls).filter((q) => q.includes('bookingDate=2025-06-02'))).toEqual([]);
  });

  it('opens the work order of a card with its id in the address and the booking in navigation state', async () => {
    const { router } = open('/appointment', { 'GET /user/booking/bkg_0002def456': json({ data: BOOKINGS[1] }) });
    await userEvent.click(await within(region(M.booked)).findByRole('link', { name: /Sam Ortiz/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work-order'));
    expect(router.state.location.search).toBe('?id=bkg_0002def456');
    expect((router.state.location.state as { booking: BookingDto }).booking).toEqual(BOOKINGS[1]);
  });

  it('pages through a busy day in the Booked panel, ten cards at a time, and starts a new day on page 1', async () => {
    const busy = Array.from({ length: PANEL_PAGE_SIZE + 2 }, (_, i) =>
      booking({ _id: `bkg_${String(i).padStart(4, '0')}busy00`, status: 'pending', firstName: `Guest${i + 1}`, lastName: 'Ng' }),
    );
    const { calls } = open('/appointment', { 'GET /user/booking/all': bookingList([...busy, ...BOOKINGS]) });
    const booked = region(M.booked);
    await waitFor(() => expect(names(booked)).toHaveLength(PANEL_PAGE_SIZE));
    const pages = within(booked).getByRole('navigation', { name: 'Booked pages' });
    expect(within(pages).getByText('Page 1 of 2 · 14 bookings')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names(region(M.booked))).toEqual(['Guest11 Ng', 'Guest12 Ng', 'Sam Ortiz', 'Ana Ruiz']));
    expect(bookingQueries(calls)).toContain('status=pending,accepted&bookingDate=2025-06-02&page=2&pageSize=10');
    // The other panels did not move.
    expect(within(region(M.canceled)).queryByRole('navigation')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, June 10, 2025' }));
    await waitFor(() => expect(names(region(M.booked))).toEqual(['Morgan Blake']));
    expect(bookingQueries(calls).at(-1)).toBe('status=pending,accepted&bookingDate=2025-06-10&pageSize=10');
  });

  it('asks only for the six weeks the calendar shows, and marks the days that have bookings', async () => {
    const { calls } = open('/appointment', {
      'GET /user/booking/days': json({ data: [{ date: '2025-06-02', count: 3 }, { date: '2025-06-10', count: 1 }] }),
    });
    const calendar = screen.getByRole('group', { name: M.calendarLabel });
    expect(await within(calendar).findByRole('button', { name: 'Monday, June 2, 2025, 3 bookings, today' })).toBeTruthy();
    const june10 = within(calendar).getByRole('button', { name: 'Tuesday, June 10, 2025, 1 booking' });
    expect(june10.hasAttribute('data-marked')).toBe(true);
    expect(june10.getAttribute('data-count')).toBe('1');
    expect(within(calendar).getByRole('button', { name: 'Wednesday, June 11, 2025' }).hasAttribute('data-marked')).toBe(false);
    const ranges = () => calls.filter((c) => c.path === '/user/booking/days').map((c) => new URLSearchParams(c.search).toString().replaceAll('%2C', ','));
    expect(ranges()).toEqual(['from=2025-06-01&to=2025-07-12&status=pending,quote_sent,accepted,inprogress,completed']);

    await userEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(ranges()).toHaveLength(2));
    expect(ranges()[1]).toBe('from=2025-06-29&to=2025-08-09&status=pending,quote_sent,accepted,inprogress,completed');
    // Nothing asks for every booking at once.
    expect(bookingQueries(calls).every((q) => q.includes('status='))).toBe(true);
  });

  it('shows loading, then No records found in every empty list', async () => {
    open('/appointment', { 'GET /user/booking/all': json(EMPTY_PAGE) });
    expect(screen.getByText(M.loading('cancelled appointments'))).toBeTruthy();
    expect(screen.getByText(M.loading('appointments in progress'))).toBeTruthy();
    const table = await screen.findByRole('table', { name: M.inProgressCaption });
    expect(within(table).getByText(BOOKING_MESSAGES.noRecords)).toBeTruthy();
    for (const name of [M.booked, M.tomorrow, M.canceled]) {
      await waitFor(() => expect(within(region(name)).getByText(BOOKING_MESSAGES.noRecords)).toBeTruthy());
    }
  });

  it('shows an error with a retry in the panel that failed, and only there', async () => {
    let fail = true;
    const list = bookingList(BOOKINGS);
    open('/appointment', {
      'GET /user/booking/all': (call) => (fail && call.search.includes('cancelled') ? apiError(500, 'Internal error') : list(call)),
    });
    const canceled = region(M.canceled);
    expect((await within(canceled).findByRole('alert')).textContent).toBe(M.loadFailed('cancelled appointments'));
    await waitFor(() => expect(names(region(M.booked))).toEqual(['Sam Ortiz', 'Ana Ruiz']));
    expect(within(region(M.booked)).queryByRole('alert')).toBeNull();
    fail = false;
    await userEvent.click(within(canceled).getByRole('button', { name: M.retryLabel('cancelled appointments') }));
    await waitFor(() => expect(names(region(M.canceled))).toEqual(['Chris Doe']));
  });

  it('switches to a week view that lists each day of the week with its count and bookings, and pages by the week', async () => {
    const { calls, router } = open();
    const views = screen.getByRole('group', { name: M.viewLabel });
    expect(within(views).getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
    // Keyboard: the switch is plain buttons.
    within(views).getByRole('button', { name: 'Week' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?view=week');
    expect(within(views).getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByRole('heading', { level: 2, name: 'Jun 1, 2025 – Jun 7, 2025' })).toBeTruthy();
    const week = await within(calendar).findByRole('list', { name: 'Jun 1, 2025 – Jun 7, 2025' });
    const days = within(week).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual([
      'Sunday, June 1, 2025No bookings',
      'Monday, June 2, 2025, today4 bookings',
      'Tuesday, June 3, 20251 booking',
      'Wednesday, June 4, 2025No bookings',
      'Thursday, June 5, 2025No bookings',
      'Friday, June 6, 2025No bookings',
      'Saturday, June 7, 2025No bookings',
    ]);
    expect(names(within(week).getByRole('list', { name: 'Bookings on Tuesday, June 3, 2025' }))).toEqual(['Taylor Kim']);
    expect(bookingQueries(calls)).toContain('status=pending,quote_sent,accepted,inprogress,completed&from=2025-06-01&to=2025-06-07&pageSize=100');

    await userEvent.click(within(calendar).getByRole('button', { name: M.next.week }));
    expect(router.state.location.search).toBe('?view=week&date=2025-06-09');
    const next = await within(calendar).findByRole('list', { name: 'Jun 8, 2025 – Jun 14, 2025' });
    await waitFor(() => expect(names(within(next).getByRole('list', { name: 'Bookings on Tuesday, June 10, 2025' }))).toEqual(['Morgan Blake']));
    await userEvent.click(within(calendar).getByRole('button', { name: M.today }));
    expect(router.state.location.search).toBe('?view=week');
  });

  it('shows one day at a time in the day view, with Previous and Next day, and keeps the view in the address', async () => {
    const { router } = open('/appointment?view=day&date=2025-06-03');
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByRole('heading', { level: 2, name: 'Tuesday, June 3, 2025' })).toBeTruthy();
    await waitFor(() => expect(names(within(calendar).getByRole('list', { name: 'Bookings on Tuesday, June 3, 2025' }))).toEqual(['Taylor Kim']));
    await userEvent.click(within(calendar).getByRole('button', { name: M.next.day }));
    expect(router.state.location.search).toBe('?view=day&date=2025-06-04');
    expect(await within(calendar).findByText(M.noBookings)).toBeTruthy();
    await userEvent.click(within(calendar).getByRole('button', { name: M.previous.day }));
    await userEvent.click(within(calendar).getByRole('button', { name: M.previous.day }));
    await waitFor(() => expect(names(within(calendar).getByRole('list', { name: 'Bookings on Monday, June 2, 2025, today' }))).toEqual(['Jordan Lee', 'Sam Ortiz', 'Ana Ruiz', 'Quinn Park']));
    await userEvent.click(within(screen.getByRole('group', { name: M.viewLabel })).getByRole('button', { name: 'Month' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('group', { name: M.calendarLabel })).toBeTruthy();
  });
});
