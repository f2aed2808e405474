// The quote as a PDF (issue 25 item 3): each option a section of the priced document (lib/pdf), for the shop's staff
// and for the customer through the link. Nothing is computed here but the layout's words: the amounts are the
// quote's priceDocument totals.
import { invoiceCode, shopLocale } from '@wrapsmith/core';
import { customerWords, type CustomerWords } from '../../i18n/customer/index.ts';
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
  /** The shop's address in its country's order (services/addresses), printed under its name before the contacts. */
  address?: string[];
}

/** The quote's PDF in the customer's language (decision 100; English when `w` is not given), its dates in the shop's zone (decision 098). */
export function quotePdf(booking: Booking, shop: QuotePdfShop, quote: QuoteModel, w: CustomerWords = customerWords('en')): Promise<Buffer> {
  const accepted = quote.accepted;
  const locale = shopLocale(shop.country);
  const zone = zoneOf(shop.timeZone);
  // Days in the customer's language, English written the shop's country's way (customerWords, decisions 098 and 100);
  // instants as the shop's day in its zone, the booking's own day and time as its wall clock.
  const dates = customerWords(w.locale, shop.country);
  const day = (at: Date) => dates.date(at, zone);
  const wall = bookingWallClock(booking, zone);
  const customer = [`${booking.firstName} ${booking.lastName}`.trim(), booking.email ?? '', booking.phone].filter(Boolean);
  const shownClock = (t: string) => (w.locale === 'en' ? dates.clock(t) : t);
  const booked = wall.bookingDate ? w.t(wall.checkInTime ? 'pdf.bookedForAt' : 'pdf.bookedFor', { day: dates.date(wall.bookingDate), time: wall.checkInTime ? shownClock(wall.checkInTime) : '' }) : '';
  const vehicle = [vehicleOf(booking), booked].filter(Boolean);
  const several = quote.options.length > 1;
  return pricedDocumentPdf({
    words: w,
    title: w.t('pdf.quote'),
    number: `Q-${invoiceCode(booking.id)}`,
    dates: [
      { label: w.t('pdf.date'), value: day(booking.createdAt) },
      ...(booking.quoteExpiresAt ? [{ label: w.t('pdf.validUntil'), value: day(booking.quoteExpiresAt) }] : []),
    ],
    shop: { name: shop.name, lines: [...(shop.address ?? []), shop.phone, shop.email, shop.website].filter((l): l is string => Boolean(l)) },
    parties: [
      { heading: w.t('pdf.customer'), lines: customer.length ? customer : ['—'] },
      { heading: w.t('pdf.vehicle'), lines: vehicle.length ? vehicle : ['—'] },
    ],
    currency: quote.currency,
    locale,
    pricesIncludeTax: quote.pricesIncludeTax,
    sections: quote.options.map((option, i) => {
      const named = several ? w.t('pdf.option', { n: i + 1, label: option.label }) : option.label;
      return {
        heading: accepted?.optionId === option.id ? w.t('pdf.accepted', { label: named }) : named,
        facts: [option.film ? w.t('pdf.film', { film: option.film }) : '', option.zones.length ? w.t('pdf.zones', { zones: option.zones.join(', ') }) : ''].filter(Boolean),
        lines: option.lines.map((line, j) => ({ ...line, lineAmount: option.totals.lines[j]?.lineAmount ?? 0 })),
        totals: option.totals,
        notes: option.notes,
      };
    }),
    footer: accepted
      ? w.t('pdf.acceptedBy', { name: accepted.name || w.t('pdf.theCustomer'), date: day(accepted.at) })
      : w.t(several ? 'pdf.chooseOption' : 'pdf.acceptOrReject', { shopName: shop.name }),
  });
}
