// issue 26 item 2: the work order says exactly what the customer was sent, is waiting for, or was not sent and why.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeBooking } from '../../features/bookings/booking-fixtures.test-support.ts';
import { STUDIO_REPLIES } from '../../features/studio/studio-replies.test-support.ts';
import { quoteReplies } from '../../features/quotes/quote-replies.test-support.ts';
import { CUSTOMER_MESSAGES } from './customer-messages.tsx';

const ID = 'bkg_7f3a9c';
const message = (over: Record<string, unknown>) => ({ id: 'm', bookingId: ID, event: 'booking_confirmed', channel: 'email', to: null, status: 'pending', detail: null, dueAt: '2026-06-02T21:00:00.000Z', sentAt: null, ...over });

describe('Work order: messages to the customer (issue 26 item 2)', () => {
  it('lists what was sent, what waits and what was not sent with the reason', async () => {
    renderApp(`/work-order?id=${ID}`, {
      user: makeUser({ accountType: 'paid' }),
      replies: {
        ...STUDIO_REPLIES,
        ...quoteReplies(ID),
        [`GET /user/booking/${ID}`]: () => json({ data: makeBooking() }),
        [`GET /user/booking/${ID}/messages`]: () =>
          json({
            data: [
              message({ id: 'a', status: 'sent', to: 'jordan@example.com', sentAt: '2026-06-01T12:00:00.000Z' }),
              message({ id: 'b', event: 'reminder', channel: 'text' }),
              message({ id: 'c', event: 'quote_sent', channel: 'text', status: 'skipped', detail: 'Text refused: opted out' }),
            ],
          }),
      },
    });
    const panel = await screen.findByTestId('customer-messages');
    await within(panel).findByText('Booking confirmed (email)');
    const text = panel.textContent ?? '';
    expect(text).toContain('Sent to jordan@example.com on');
    expect(text).toContain('Reminder the day before (text message)');
    expect(text).toContain('Waiting: goes');
    expect(text).toContain(CUSTOMER_MESSAGES.skipped('Text refused: opted out'));
  });

  it('says when nothing was sent yet', async () => {
    renderApp(`/work-order?id=${ID}`, {
      user: makeUser({ accountType: 'paid' }),
      replies: { ...STUDIO_REPLIES, ...quoteReplies(ID), [`GET /user/booking/${ID}`]: () => json({ data: makeBooking() }), [`GET /user/booking/${ID}/messages`]: () => json({ data: [] }) },
    });
    expect(await screen.findByText(CUSTOMER_MESSAGES.none)).toBeTruthy();
  });
});
