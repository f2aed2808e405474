// Typed calls of the deposit routes (issue 25 item 4, decision 084): the shop's payment account and deposit
// settings, a booking's deposit, and the customer's deposit pages (the quote link's token is the key).
// Answers are read through their route schemas (answers/payments.ts, loaded with the first call).
import type { DepositOverrideInput, DepositSettingsInput } from '@wrapsmith/core';
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/payments.ts');

export function paymentEndpoints(http: KyInstance) {
  const booking = (id: string) => `user/payments/bookings/${encodeURIComponent(id)}`;
  return {
    get: () => lazyAnswer(http.get('user/payments'), schemas, 'get'),
    saveSettings: (settings: DepositSettingsInput) => lazyAnswer(http.put('user/payments/settings', { json: settings }), schemas, 'saveSettings'),
    /** The browser then goes to data.url: Stripe's onboarding, or back to Settings → Payments for the offline account. */
    connect: () => lazyAnswer(http.post('user/payments/connect'), schemas, 'connect'),
    refresh: () => lazyAnswer(http.post('user/payments/connect/refresh'), schemas, 'refresh'),
    /** Owner only: Wrapsmith forgets the connected account (decision 088). */
    disconnect: () => lazyAnswer(http.post('user/payments/disconnect'), schemas, 'disconnect'),
    bookingDeposit: (id: string) => lazyAnswer(http.get(booking(id)), schemas, 'bookingDeposit'),
    saveBookingDeposit: (id: string, input: DepositOverrideInput) =>
      lazyAnswer(http.put(booking(id), { json: input }), schemas, 'saveBookingDeposit'),
    refundBookingDeposit: (id: string) => lazyAnswer(http.post(`${booking(id)}/refund`), schemas, 'refundBookingDeposit'),
    /** Public: where to pay an accepted quote's deposit (Stripe Checkout on the shop's account, or the offline page). */
    depositCheckout: (token: string) => lazyAnswer(http.post('public/deposit/checkout', { json: { token } }), schemas, 'depositCheckout'),
    /** Public: back from Checkout, whether the deposit is paid now. */
    verifyDeposit: (token: string) => lazyAnswer(http.post('public/deposit/verify', { json: { token } }), schemas, 'verifyDeposit'),
    localDeposit: (token: string, sessionId: string) =>
      lazyAnswer(http.get('public/deposit/local', { searchParams: { token, sessionId } }), schemas, 'localDeposit'),
    payLocalDeposit: (token: string, sessionId: string) =>
      lazyAnswer(http.post('public/deposit/local/pay', { json: { token, sessionId } }), schemas, 'payLocalDeposit'),
  };
}
