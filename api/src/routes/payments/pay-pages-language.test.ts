// issue 28 item 1 (decision 100): the offline payment pages (/deposit/pay, /invoice/pay) speak the customer's
// language, so their answers carry it as the quote and tracking answers do: the shop's default (its widget's first
// language) until the shop sets the customer's own, then that one; for an invoice, its booking's person.
import type { InvoiceDetailDto, LocalDepositDto, LocalInvoicePaymentDto, PublicBookingDto, PublicInvoiceDto } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/app.ts';
import { body } from '../../test/widget.ts';
import { bookingShop, sendQuote, storedBooking } from '../bookings/booking-fixtures.ts';

const SETTINGS = { depositsEnabled: true, depositKind: 'percent', depositPercent: 25, depositAmountMinor: null, refundPolicy: 'full_until', refundDays: 7 } as const;

async function connectedShop() {
  const t = await bookingShop();
  expect((await t.app.request('/api/v1/user/payments/connect', json('POST', undefined, t.auth))).status).toBe(200);
  expect((await t.app.request('/api/v1/user/payments/settings', json('PUT', SETTINGS, t.auth))).status).toBe(200);
  const setLanguage = async (bookingId: string, locale: string) =>
    expect((await t.app.request(`/api/v1/user/customers/${bookingId}/language`, json('PUT', { locale }, t.auth))).status).toBe(200);
  return { ...t, setLanguage };
}

/** An invoice drafted for the booking and issued by the shop, with its pay link's token. */
async function issuedInvoice(t: Awaited<ReturnType<typeof connectedShop>>, bookingId: string): Promise<{ issued: InvoiceDetailDto; token: string }> {
  const post = (path: string, payload?: unknown) => t.app.request(`/api/v1/user/invoices${path}`, json('POST', payload, t.auth));
  const draft = (await body<{ data: InvoiceDetailDto }>(await post('', { bookingId }))).data;
  const issued = (await body<{ data: InvoiceDetailDto }>(await post(`/${draft._id}/issue`))).data;
  return { issued, token: /token=([0-9a-f]{64})/.exec(issued.payLink ?? '')?.[1] ?? '' };
}

describe('issue 28 item 1: the offline payment pages carry the customer’s language', () => {
  it('the deposit page: the shop’s default, then the language the shop set for the customer', async () => {
    const t = await connectedShop();
    const { booking, token } = await sendQuote(t);
    const accepted = await t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted' }));
    expect(accepted.status).toBe(200);
    const payUrl = (await body<{ data: PublicBookingDto }>(accepted)).data.deposit?.payUrl ?? '';
    const sessionId = new URL(payUrl).searchParams.get('session') ?? '';
    const view = async () => {
      const res = await t.app.request(`/api/v1/public/deposit/local?token=${token}&sessionId=${sessionId}`);
      expect(res.status).toBe(200);
      return (await body<{ data: LocalDepositDto }>(res)).data;
    };
    expect((await view()).locale).toBe('en');
    await t.setLanguage(booking._id, 'de');
    expect(await view()).toMatchObject({ locale: 'de', amountMinor: 97500, status: 'pending' });
  });

  it('the invoice page: the language of the invoice’s booking’s customer', async () => {
    const t = await connectedShop();
    const booking = await storedBooking(t.deps, t.owner.shop.id, 'accepted', { firstName: 'Lucía', lastName: 'Gómez', email: 'lucia@example.com', price: 1200 });
    const { token } = await issuedInvoice(t, booking.id);
    const checkout = await t.app.request(`/api/v1/public/invoice/${token}/checkout`, { method: 'POST' });
    expect(checkout.status).toBe(200);
    const session = new URL((await body<{ data: { url: string } }>(checkout)).data.url).searchParams.get('session') ?? '';
    const view = async () => {
      const res = await t.app.request(`/api/v1/public/invoice/${token}/local?session=${session}`);
      expect(res.status).toBe(200);
      return (await body<{ data: LocalInvoicePaymentDto }>(res)).data;
    };
    expect((await view()).locale).toBe('en');
    await t.setLanguage(booking.id, 'es');
    expect(await view()).toMatchObject({ locale: 'es', status: 'open' });
  });

  it('the invoice page itself (/pay-invoice): the customer’s language beside the shop’s invoice locale, on both its answers', async () => {
    const t = await connectedShop();
    const booking = await storedBooking(t.deps, t.owner.shop.id, 'accepted', { firstName: 'Jonas', lastName: 'Becker', email: 'jonas@example.com', price: 900 });
    const { issued, token } = await issuedInvoice(t, booking.id);
    const read = async (method: 'GET' | 'POST', path: string) => {
      const res = await t.app.request(`/api/v1/public/invoice/${token}${path}`, { method });
      expect(res.status).toBe(200);
      return (await body<{ data: PublicInvoiceDto }>(res)).data;
    };
    expect(await read('GET', '')).toMatchObject({ customerLocale: 'en', locale: issued.locale });
    await t.setLanguage(booking.id, 'de');
    expect(await read('GET', '')).toMatchObject({ customerLocale: 'de', locale: issued.locale });
    // Back from Checkout, the page reads the verify answer: the same language.
    expect((await read('POST', '/verify')).customerLocale).toBe('de');
  });
});
