// Typed calls of docs/api.md "Invoices" (issue 25 item 5, decision 087).
import type { InvoiceDetailDto, InvoiceDto, InvoiceSettingsDto, InvoiceSettingsInput, LocalInvoicePaymentDto, PublicInvoiceDto, RecordPaymentInput } from '@wrapsmith/core/contract';
import type { InvoiceStatus, Paged } from '@wrapsmith/core';
import type { KyInstance } from 'ky';
import { withPage, type PageRequest } from './page-params.ts';

type Saved = { data: InvoiceDetailDto; message?: string };

export function invoiceEndpoints(http: KyInstance) {
  const one = (id: string) => `user/invoices/${encodeURIComponent(id)}`;
  return {
    list: (query: PageRequest & { status?: InvoiceStatus | undefined } = {}) => {
      const searchParams = withPage(new URLSearchParams(), query);
      if (query.status) searchParams.set('status', query.status);
      return http.get('user/invoices', { searchParams }).json<Paged<InvoiceDto>>();
    },
    get: (id: string) => http.get(one(id)).json<Saved>(),
    /** Settings → Invoices (decision 088). */
    settings: () => http.get('user/invoices/settings').json<{ data: InvoiceSettingsDto }>(),
    saveSettings: (input: InvoiceSettingsInput) => http.put('user/invoices/settings', { json: input }).json<{ data: InvoiceSettingsDto; message: string }>(),
    /** The booking's draft (or its invoice already made). */
    create: (bookingId: string) => http.post('user/invoices', { json: { bookingId } }).json<Saved>(),
    issue: (id: string) => http.post(`${one(id)}/issue`).json<Saved>(),
    send: (id: string) => http.post(`${one(id)}/send`).json<Saved>(),
    recordPayment: (id: string, body: RecordPaymentInput) => http.post(`${one(id)}/payments`, { json: body }).json<Saved>(),
    void: (id: string) => http.post(`${one(id)}/void`).json<Saved>(),
    /** The PDF's address: the browser opens it through a plain link with the session cookie. */
    pdfHref: (id: string) => `/api/v1/${one(id)}/pdf`,
    /** The customer's page: no session needed, the link's token is the key. */
    publicGet: (token: string) => http.get(`public/invoice/${encodeURIComponent(token)}`).json<{ data: PublicInvoiceDto }>(),
    /** Public: where to pay the balance (Stripe Checkout on the shop's account, or the offline page). */
    checkout: (token: string) => http.post(`public/invoice/${encodeURIComponent(token)}/checkout`).json<{ data: { url: string } }>(),
    /** Public: back from Checkout, the invoice once Stripe's answer is recorded. */
    verify: (token: string) => http.post(`public/invoice/${encodeURIComponent(token)}/verify`).json<{ data: PublicInvoiceDto }>(),
    localPayment: (token: string, session: string) =>
      http.get(`public/invoice/${encodeURIComponent(token)}/local`, { searchParams: { session } }).json<{ data: LocalInvoicePaymentDto }>(),
    payLocal: (token: string, session: string) =>
      http.post(`public/invoice/${encodeURIComponent(token)}/local/pay`, { json: { session } }).json<{ data: { redirectUrl: string } }>(),
  };
}
