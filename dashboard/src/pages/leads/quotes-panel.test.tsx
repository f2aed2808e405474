import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES } from '@wrapsmith/core';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { EMPTY_PAGE, makeUser, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { APPOINTMENT_MESSAGES as M } from '../../features/bookings/appointment-messages.ts';
import { booking, bookingQueries } from '../../features/bookings/booking-list-fixtures.test-support.ts';
import { QUOTES_MESSAGES as Q } from './quotes-panel.tsx';

const quoted = booking({ _id: 'bkg_0011qqq111', status: 'quote_sent', isQuoted: true, customerQuote: 2999, bookingDate: '2025-07-01' });
const bare = booking({ _id: 'bkg_0012qqq222', status: 'quote_sent', isQuoted: true, firstName: 'Sam', lastName: 'Ortiz', customerTotal: 1800, email: null });

function open(path: string, bookings: FakeReply) {
  return renderApp(path, {
    user: makeUser({ accountType: 'paid' }),
    replies: { 'GET /user/leads': json(EMPTY_PAGE), 'GET /user/booking/all': bookings },
  });
}

describe('Quotes sent on the Leads page', () => {
  it('lists quote_sent bookings under the leads, each opening its work order', async () => {
    const { calls } = open('/leads', json(pageOf([quoted, bare])));
    const table = await screen.findByRole('table', { name: Q.title });
    expect(screen.getByRole('region', { name: Q.title })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Customer', 'Vehicle and wrap', 'Booking date', 'Quote', 'Valid until', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    const cells = within(first!).getAllByRole('cell').map((c) => c.textContent);
    // Name and email share a cell, as do vehicle and wrap, and the amount and when it was sent.
    expect(cells.slice(0, 3)).toEqual(['Jordan Leejordan@example.com', '2022 Toyota GR Supra3M Gloss Black (G12)', 'Jul 1, 2025']);
    expect(cells[3]).toMatch(/^\$2,999\.00Sent .*2025/);
    expect(within(first!).getByRole('link', { name: 'jordan@example.com' }).getAttribute('href')).toBe('mailto:jordan@example.com');
    // No customer quote: the customer total is what was quoted.
    expect(within(second!).getAllByRole('cell')[3]?.textContent).toMatch(/^\$1,800\.00Sent /);
    expect(within(first!).getByRole('link', { name: 'Jordan Lee' }).getAttribute('href')).toBe('/work-order?id=bkg_0011qqq111');
    expect(bookingQueries(calls)).toEqual(['status=quote_sent']);
  });

  it('resends a quote from its row and says so; a quote without an email cannot be resent', async () => {
    const sent = BOOKING_MESSAGES.quoteResent('jordan@example.com');
    const { calls } = renderApp('/leads', {
      user: makeUser({ accountType: 'paid' }),
      replies: {
        'GET /user/leads': json(EMPTY_PAGE),
        'GET /user/booking/all': json(pageOf([quoted, bare])),
        'POST /user/booking/bkg_0011qqq111/resend-quote': json({ data: quoted, message: sent }),
      },
    });
    const resend = await screen.findByRole('button', { name: Q.resendLabel('Jordan Lee') });
    expect((screen.getByRole('button', { name: Q.resendLabel('Sam Ortiz') }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(resend);
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/resend-quote')).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /user/booking/bkg_0011qqq111/resend-quote']);
  });

  it('reloads the list when the customer answered before the resend', async () => {
    let answered = false;
    const { calls } = renderApp('/leads', {
      user: makeUser({ accountType: 'paid' }),
      replies: {
        'GET /user/leads': json(EMPTY_PAGE),
        'GET /user/booking/all': () => json(pageOf(answered ? [] : [quoted])),
        'POST /user/booking/bkg_0011qqq111/resend-quote': () => {
          answered = true;
          return apiError(409, BOOKING_MESSAGES.resendNotWaiting, 'CONFLICT');
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: Q.resendLabel('Jordan Lee') }));
    expect(await screen.findByText(BOOKING_MESSAGES.resendNotWaiting)).toBeTruthy();
    const table = await screen.findByRole('table', { name: Q.title });
    await waitFor(() => expect(within(table).getByText(BOOKING_MESSAGES.noRecords)).toBeTruthy());
    expect(bookingQueries(calls)).toEqual(['status=quote_sent', 'status=quote_sent']);
  });

  it('says until when each quote is valid, marks expired ones in words, and shows a resend’s renewed date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T09:00:00Z'));
    const live = booking({ ...quoted, _id: 'bkg_0021qqq333', firstName: 'Ana', lastName: 'Live', quoteExpiresAt: '2026-07-01T12:00:00.000Z' });
    const expired = booking({ ...quoted, _id: 'bkg_0022qqq444', firstName: 'Eli', lastName: 'Late', quoteExpiresAt: '2026-06-01T12:00:00.000Z' });
    const old = booking({ ...quoted, _id: 'bkg_0023qqq555', firstName: 'Ola', lastName: 'Older', quoteExpiresAt: null });
    const renewed = { ...expired, quoteExpiresAt: '2026-07-15T09:00:00.000Z', updatedAt: '2026-06-15T09:00:00.000Z' };
    renderApp('/leads', {
      user: makeUser({ accountType: 'paid' }),
      replies: {
        'GET /user/leads': json(EMPTY_PAGE),
        'GET /user/booking/all': json(pageOf([live, expired, old])),
        'POST /user/booking/bkg_0022qqq444/resend-quote': json({ data: renewed, message: BOOKING_MESSAGES.quoteResent('jordan@example.com') }),
      },
    });
    const table = await screen.findByRole('table', { name: Q.title });
    const column = within(table).getAllByRole('columnheader').findIndex((th) => th.textContent === Q.validUntil);
    const validity = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    expect(validity()).toEqual(['July 1, 2026', 'Expired June 1, 2026', Q.noExpiry]);

    await userEvent.click(screen.getByRole('button', { name: Q.resendLabel('Eli Late') }));
    expect(await screen.findByText(BOOKING_MESSAGES.quoteResent('jordan@example.com'))).toBeTruthy();
    expect(validity()).toEqual(['July 1, 2026', 'July 15, 2026', Q.noExpiry]);
  });

  it('follows the Leads search', async () => {
    const { calls } = open('/leads', json(pageOf([quoted])));
    await screen.findByRole('table', { name: Q.title });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'supra');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bookingQueries(calls).at(-1)).toBe('status=quote_sent&q=supra'));
    expect(screen.getByText(Q.matching('supra'))).toBeTruthy();
  });

  it('says No records found when no quote is waiting', async () => {
    open('/leads', json(EMPTY_PAGE));
    const table = await screen.findByRole('table', { name: Q.title });
    expect(within(table).getByText(BOOKING_MESSAGES.noRecords)).toBeTruthy();
  });

  it('offers its own retry when the quotes cannot be loaded', async () => {
    let fail = true;
    open('/leads', () => (fail ? apiError(500, 'Internal error') : json(pageOf([quoted]))));
    const panel = screen.getByRole('region', { name: Q.title });
    expect(within(panel).getByText(M.loading('quotes'))).toBeTruthy();
    expect((await within(panel).findByRole('alert')).textContent).toBe(M.loadFailed('quotes'));
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: M.retryLabel('quotes') }));
    expect(await within(panel).findByRole('link', { name: 'Jordan Lee' })).toBeTruthy();
  });
});
