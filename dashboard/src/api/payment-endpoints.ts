// Typed calls of the deposit routes (issue 25 item 4, decision 084): the shop's payment account and deposit
// settings, a booking's deposit, and the customer's deposit pages (the quote link's token is the key).
import type { DepositOverrideInput, DepositSettingsInput } from '@wrapsmith/core';
import type { BookingDepositDto, LocalDepositDto, PaymentsDto, PublicDepositDto } from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';

export function paymentEndpoints(http: KyInstance) {
  return {
    get: () => http.get('user/payments').json<{ data: PaymentsDto }>(),
    saveSettings: (settings: DepositSettingsInput) => http.put('user/payments/settings', { json: settings }).json<{ data: PaymentsDto; message: string }>(),
    /** The browser then goes to data.url: Stripe's onboarding, or back to Settings → Payments for the offline account. */
    connect: () => http.post('user/payments/connect').json<{ data: { url: string } }>(),
    refresh: () => http.post('user/payments/connect/refresh').json<{ data: PaymentsDto }>(),
    /** Owner only: Wrapsmith forgets the connected account (decision 088). */
    disconnect: () => http.post('user/payments/disconnect').json<{ data: PaymentsDto; message: string }>(),
    bookingDeposit: (id: string) => http.get(`user/payments/bookings/${encodeURIComponent(id)}`).json<{ data: BookingDepositDto }>(),
    saveBookingDeposit: (id: string, input: DepositOverrideInput) =>
      http.put(`user/payments/bookings/${encodeURIComponent(id)}`, { json: input }).json<{ data: BookingDepositDto; message: string }>(),
    refundBookingDeposit: (id: string) => http.post(`user/payments/bookings/${encodeURIComponent(id)}/refund`).json<{ data: BookingDepositDto; message: string }>(),
    /** Public: where to pay an accepted quote's deposit (Stripe Checkout on the shop's account, or the offline page). */
    depositCheckout: (token: string) => http.post('public/deposit/checkout', { json: { token } }).json<{ data: { url: string } }>(),
    /** Public: back from Checkout, whether the deposit is paid now. */
    verifyDeposit: (token: string) => http.post('public/deposit/verify', { json: { token } }).json<{ data: PublicDepositDto }>(),
    localDeposit: (token: string, sessionId: string) =>
      http.get('public/deposit/local', { searchParams: { token, sessionId } }).json<{ data: LocalDepositDto }>(),
    payLocalDeposit: (token: string, sessionId: string) =>
      http.post('public/deposit/local/pay', { json: { token, sessionId } }).json<{ data: { redirectUrl: string } }>(),
  };
}
