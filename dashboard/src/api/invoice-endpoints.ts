// Typed calls of docs/api.md "Invoices" (issue 25 item 5, decision 087).
// Answers are read through their route schemas (answers/invoices.ts, loaded with the first call).
import type { InvoiceSettingsInput, RecordPaymentInput } from '@wrapsmith/core/contract';
import type { InvoiceStatus } from '@wrapsmith/core';
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';
import { withPage, type PageRequest } from './page-params.ts';

const schemas = () => import('./answers/invoices.ts');

export function invoiceEndpoints(http: KyInstance) {
  const one = (id: string) => `user/invoices/${encodeURIComponent(id)}`;
  const pub = (token: string) => `public/invoice/${encodeURIComponent(token)}`;
  return {
    list: (query: PageRequest & { status?: InvoiceStatus | undefined } = {}) => {
      const searchParams = withPage(new URLSearchParams(), query);
      if (query.status) searchParams.set('status', query.status);
      return lazyAnswer(http.get('user/invoices', { searchParams }), schemas, 'list');
    },
    get: (id: string) => lazyAnswer(http.get(one(id)), schemas, 'get'),
    /** Settings → Invoices (decision 088). */
    settings: () => lazyAnswer(http.get('user/invoices/settings'), schemas, 'settings'),
    saveSettings: (input: InvoiceSettingsInput) => lazyAnswer(http.put('user/invoices/settings', { json: input }), schemas, 'saveSettings'),
    /** The booking's draft (or its invoice already made). */
    create: (bookingId: string) => lazyAnswer(http.post('user/invoices', { json: { bookingId } }), schemas, 'create'),
    issue: (id: string) => lazyAnswer(http.post(`${one(id)}/issue`), schemas, 'issue'),
    send: (id: string) => lazyAnswer(http.post(`${one(id)}/send`), schemas, 'send'),
    recordPayment: (id: string, body: RecordPaymentInput) => lazyAnswer(http.post(`${one(id)}/payments`, { json: body }), schemas, 'recordPayment'),
    void: (id: string) => lazyAnswer(http.post(`${one(id)}/void`), schemas, 'void'),
    /** The PDF's address: the browser opens it through a plain link with the session cookie. */
    pdfHref: (id: string) => `/api/v1/${one(id)}/pdf`,
    /** The customer's page: no session needed, the link's token is the key. */
    publicGet: (token: string) => lazyAnswer(http.get(pub(token)), schemas, 'publicGet'),
    /** Public: where to pay the balance (Stripe Checkout on the shop's account, or the offline page). */
    checkout: (token: string) => lazyAnswer(http.post(`${pub(token)}/checkout`), schemas, 'checkout'),
    /** Public: back from Checkout, the invoice once Stripe's answer is recorded. */
    verify: (token: string) => lazyAnswer(http.post(`${pub(token)}/verify`), schemas, 'verify'),
    localPayment: (token: string, session: string) => lazyAnswer(http.get(`${pub(token)}/local`, { searchParams: { session } }), schemas, 'localPayment'),
    payLocal: (token: string, session: string) => lazyAnswer(http.post(`${pub(token)}/local/pay`, { json: { session } }), schemas, 'payLocal'),
  };
}
