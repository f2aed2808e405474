// The quote as a PDF (issue 25 item 3): each option a section of the priced document (lib/pdf), for the shop's staff
// and for the customer through the link. Nothing is computed here but the layout's words: the amounts are the
// quote's priceDocument totals.
import { formatClock, formatDay, invoiceCode, shopLocale } from '@wrapsmith/core';
import { formatDate } from '@wrapsmith/core/i18n';
import type { Booking } from '../../db/schema/index.ts';
import { pricedDocumentPdf } from '../../lib/pdf/priced-document.ts';
import type { QuoteModel } from './quote-options.ts';
import { vehicleOf } from './quotes.ts';
import { bookingWallClock, zoneOf } from '../booking-times/index.ts';

export interface QuotePdfShop {
  name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  /** The shop's country and zone (decision 098): dates and times are written in its locale, instants in its zone. */
  country?: string;
  timeZone?: string;
}

export function quotePdf(booking: Booking, shop: QuotePdfShop, quote: QuoteModel): Promise<Buffer> {
  const accepted = quote.accepted;
  const locale = shopLocale(shop.country);
  const zone = zoneOf(shop.timeZone);
  // Instants as the shop's day in its zone; the booking's own day and time as its wall clock (decision 098).
  const day = (at: Date) => formatDate(locale, at, { dateStyle: 'long', timeZone: zone });
  const wall = bookingWallClock(booking, zone);
  const customer = [`${booking.firstName} ${booking.lastName}`.trim(), booking.email ?? '', booking.phone].filter(Boolean);
  const vehicle = [vehicleOf(booking), wall.bookingDate ? `Booked for ${formatDay(wall.bookingDate, locale, 'long')}${wall.checkInTime ? ` at ${formatClock(wall.checkInTime, locale)}` : ''}` : ''].filter(Boolean);
  const several = quote.options.length > 1;
  return pricedDocumentPdf({
    title: 'Quote',
    number: `Q-${invoiceCode(booking.id)}`,
    dates: [
      { label: 'Date', value: day(booking.createdAt) },
      ...(booking.quoteExpiresAt ? [{ label: 'Valid until', value: day(booking.quoteExpiresAt) }] : []),
    ],
    shop: { name: shop.name, lines: [shop.phone, shop.email, shop.website].filter((l): l is string => Boolean(l)) },
    parties: [
      { heading: 'Customer', lines: customer.length ? customer : ['—'] },
      { heading: 'Vehicle', lines: vehicle.length ? vehicle : ['—'] },
    ],
    currency: quote.currency,
    locale,
    pricesIncludeTax: quote.pricesIncludeTax,
    sections: quote.options.map((option, i) => ({
      heading: `${several ? `Option ${i + 1}: ` : ''}${option.label}${accepted?.optionId === option.id ? ' (accepted)' : ''}`,
      facts: [option.film ? `Film: ${option.film}` : '', option.zones.length ? `Zones: ${option.zones.join(', ')}` : ''].filter(Boolean),
      lines: option.lines.map((line, j) => ({ ...line, lineAmount: option.totals.lines[j]?.lineAmount ?? 0 })),
      totals: option.totals,
      notes: option.notes,
    })),
    footer: accepted
      ? `Accepted by ${accepted.name || 'the customer'} on ${day(accepted.at)}.`
      : several
        ? `Choose one option and accept it from the link ${shop.name} sent you.`
        : `Accept or reject this quote from the link ${shop.name} sent you.`,
  });
}
