import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type FakeReply } from '../../test/fake-fetch.ts';
import { makeUser, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeLead } from '../../features/bookings/booking-fixtures.test-support.ts';
import { BOOK_NOW_MESSAGES, BOOKING_FORM_LABELS } from '../../features/bookings/booking-messages.ts';
import { STUDIO_REPLIES } from '../../features/studio/studio-replies.test-support.ts';
import { LEAD_MESSAGES as M } from './lead-messages.ts';

const lead = makeLead({ _id: 'led_9', name: 'Sam Ortiz' });
const replies: Record<string, FakeReply> = {
  ...STUDIO_REPLIES,
  'GET /user/leads': json(pageOf([lead])),
  'GET /user/leads/led_9': json({ data: lead }),
};

async function openDialog() {
  const view = renderApp('/leads', { user: makeUser({ accountType: 'paid' }), replies });
  await userEvent.click(await screen.findByRole('button', { name: 'View lead from Sam Ortiz' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Lead from Sam Ortiz' }) };
}

describe('Lead dialog', () => {
  it('explains the workflow and keeps the status select', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText(M.workflow)).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toBeTruthy();
  });

  it('Create booking opens the booking form filled in from the lead', async () => {
    const { dialog, router } = await openDialog();
    await userEvent.click(within(dialog).getByRole('link', { name: M.createBooking }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/bookingAppointment?lead=led_9'));
    expect(await screen.findByText(BOOK_NOW_MESSAGES.fromLead('Sam Ortiz'))).toBeTruthy();
    expect((screen.getByLabelText(BOOKING_FORM_LABELS.firstName) as HTMLInputElement).value).toBe('Sam');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Send quote opens the booking form with Send Quote ready', async () => {
    const { dialog, router } = await openDialog();
    await userEvent.click(within(dialog).getByRole('link', { name: M.sendQuote }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/bookingAppointment?lead=led_9&quote=1'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: BOOK_NOW_MESSAGES.sendQuote })));
  });
});
