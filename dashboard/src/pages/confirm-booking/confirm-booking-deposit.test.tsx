// issue 25 item 4: the quote page's deposit — what accepting asks, straight on to the payment page after Accept,
// Pay deposit when the customer came back without paying, and the booking confirmed once it is paid.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicBookingDto, PublicDepositDto } from '@wrapsmith/core/contract';
import { json } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { browserLocation } from '../../lib/browser-location.ts';
import { quoteWords } from '../../features/customer-page/i18n/quote.ts';

const t = quoteWords('en');

const TOKEN = 'cd'.repeat(32);
const PAY_URL = `http://localhost:3000/deposit/pay?token=${TOKEN}&session=dcs_local_abcdefabcdefabcdef`;
const POLICY = 'The deposit is refunded in full if the booking is cancelled at least 7 days before its day.';

function quote(status: PublicBookingDto['status'], deposit: Partial<PublicDepositDto> | null): PublicBookingDto {
  return {
    shop: { name: 'Reyes Wraps', email: null, phone: null, website: null, logoUrl: null, primaryColor: null, accentColor: null, poweredBy: true },
    status,
    firstName: 'Jordan',
    lastName: 'Lee',
    bookingDate: '2026-12-12',
    checkInTime: '9:30',
    completionDate: null,
    vehicle: '2022 Toyota GR Supra',
    brand: '3M',
    wrapColor: 'Gloss Black (G12)',
    total: 3250,
    imageUrl: null,
    invoiceCode: 'ABC123',
    expiresAt: '2026-12-23T12:00:00.000Z',
    expired: false,
    quote: {
      currency: 'USD',
      pricesIncludeTax: false,
      acceptedOptionId: null,
      pdfUrl: `/api/v1/public/quote-pdf/${TOKEN}`,
      options: [
        {
          id: 'opt-1',
          label: 'Quote',
          film: '3M Gloss Black (G12)',
          zones: [],
          imageUrl: null,
          discount: null,
          notes: '',
          lines: [{ kind: 'labour', description: 'Wrap: 3M Gloss Black (G12)', quantityMilli: 1000, unitAmount: 325000, taxRate: 0, lineAmount: 325000 }],
          totals: { subtotal: 325000, discount: 0, net: 325000, taxes: [{ rate: 0, taxable: 325000, tax: 0 }], tax: 0, total: 325000 },
        },
      ],
    },
    ...(deposit ? { deposit: { status: null, amountMinor: 81250, currency: 'USD', payUrl: null, refundPolicy: POLICY, ...deposit } } : {}),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('issue 25 item 4: the quote page’s deposit', () => {
  it('says what accepting asks, and sends the customer to pay right after Accept', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderApp(`/confirm-booking?token=${TOKEN}`, {
      replies: {
        [`GET /public/get-booking/${TOKEN}`]: json({ data: quote('quote_sent', {}) }),
        'POST /public/update-booking-status': json({ data: quote('accepted', { status: 'pending', payUrl: PAY_URL }), message: 'Thank you' }),
      },
    });
    await screen.findByText(`${t('depositAsked', { amount: '$812.50' })} ${POLICY}`);
    expect(screen.getByRole('row', { name: /Deposit/ }).textContent).toContain('$812.50');
    // Accepting is signed with the customer's typed name (issue 25 item 3).
    await userEvent.type(screen.getByLabelText(t('signature')), 'Jordan Lee');
    await userEvent.click(screen.getByRole('button', { name: /^Accept/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(PAY_URL));
  });

  it('offers Pay deposit for an accepted quote whose deposit is due, and says the booking is confirmed once it is paid', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const due = renderApp(`/confirm-booking?token=${TOKEN}`, {
      replies: {
        [`GET /public/get-booking/${TOKEN}`]: json({ data: quote('accepted', { status: 'pending' }) }),
        'POST /public/deposit/checkout': json({ data: { url: PAY_URL } }),
      },
    });
    await screen.findByText(t('depositDue', { amount: '$812.50' }));
    await userEvent.click(screen.getByRole('button', { name: t('payDeposit', { amount: '$812.50' }) }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(PAY_URL));
    expect(due.calls.find((c) => c.path === '/public/deposit/checkout')?.body).toEqual({ token: TOKEN });
    due.unmount();

    const paid = renderApp(`/confirm-booking?token=${TOKEN}&deposit=return`, {
      replies: {
        [`GET /public/get-booking/${TOKEN}`]: json({ data: quote('accepted', { status: 'paid' }) }),
        'POST /public/deposit/verify': json({ data: { status: 'paid', amountMinor: 81250, currency: 'USD', payUrl: null, refundPolicy: POLICY } }),
      },
    });
    expect((await screen.findByTestId('deposit-paid')).textContent).toBe(t('depositPaid', { amount: '$812.50' }));
    expect(paid.calls.some((c) => c.path === '/public/deposit/verify')).toBe(true);
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).toBeNull();
  });
});
