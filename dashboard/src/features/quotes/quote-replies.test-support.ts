// Canned answers of a booking's quote (issue 25 item 3) for page tests on the fake fetch.
import type { QuoteDto } from '@wrapsmith/core/contract';
import { json, type FakeReply } from '../../test/fake-fetch.ts';

/** A quote of the spec's fields: one option of one line, nothing stored yet. */
export function fieldsQuote(bookingId: string, overrides: Partial<QuoteDto> = {}): QuoteDto {
  return {
    bookingId,
    currency: 'USD',
    pricesIncludeTax: false,
    defaultTaxRate: 0,
    edited: false,
    accepted: null,
    pdfUrl: `/api/v1/user/booking/${bookingId}/quote.pdf`,
    options: [
      {
        id: bookingId,
        label: 'Quote',
        film: '3M Gloss Black (G12)',
        zones: [],
        renderId: null,
        imageUrl: null,
        discount: null,
        notes: '',
        lines: [{ kind: 'labour', description: 'Wrap: 3M Gloss Black (G12)', quantityMilli: 1000, unitAmount: 300000, taxRate: 0, lineAmount: 300000 }],
        totals: { subtotal: 300000, discount: 0, net: 300000, taxes: [{ rate: 0, taxable: 300000, tax: 0 }], tax: 0, total: 300000 },
      },
    ],
    ...overrides,
  };
}

/** The quote and the shop's renders (the editor's pictures) for a work order's page test. */
export function quoteReplies(bookingId: string, quote: QuoteDto = fieldsQuote(bookingId)): Record<string, FakeReply> {
  return {
    [`GET /user/booking/${bookingId}/quote`]: json({ data: quote }),
    'GET /user/renders': json({ data: { renders: [], page: 1, pageSize: 24, total: 0 } }),
  };
}
