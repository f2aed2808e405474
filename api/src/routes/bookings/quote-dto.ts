// Quotes with options (issue 25 item 3) as the staff's editor and the customer's page read them.
import { publicQuoteImagePath, publicQuotePdfPath, quotePdfPath, renderImagePath, type PublicQuoteDto, type QuoteDto, type QuoteOptionDto } from '@wrapsmith/core/contract';
import type { QuoteModel, QuoteOptionModel } from '../../services/bookings/index.ts';

function optionDto(option: QuoteOptionModel, imageUrl: string | null): QuoteOptionDto {
  const { currency: _currency, lines, ...totals } = option.totals;
  return {
    id: option.id,
    label: option.label,
    film: option.film,
    zones: option.zones,
    renderId: option.renderId,
    imageUrl,
    discount: option.discount,
    notes: option.notes,
    lines: option.lines.map((line, i) => ({ ...line, lineAmount: lines[i]?.lineAmount ?? 0 })),
    totals,
  };
}

export function toQuoteDto(quote: QuoteModel): QuoteDto {
  return {
    bookingId: quote.bookingId,
    currency: quote.currency,
    pricesIncludeTax: quote.pricesIncludeTax,
    defaultTaxRate: quote.defaultTaxRate,
    edited: quote.edited,
    options: quote.options.map((o) => optionDto(o, o.renderId ? renderImagePath(o.renderId) : null)),
    accepted: quote.accepted && { ...quote.accepted, at: quote.accepted.at.toISOString() },
    pdfUrl: quotePdfPath(quote.bookingId),
  };
}

/** The customer's view through the link: no render ids, pictures through the token. */
export function toPublicQuoteDto(quote: QuoteModel, token: string): PublicQuoteDto {
  return {
    currency: quote.currency,
    pricesIncludeTax: quote.pricesIncludeTax,
    options: quote.options.map((o) => {
      const { renderId: _renderId, ...rest } = optionDto(o, o.renderId ? publicQuoteImagePath(token, o.id) : null);
      return rest;
    }),
    acceptedOptionId: quote.accepted?.optionId ?? null,
    pdfUrl: publicQuotePdfPath(token),
  };
}
