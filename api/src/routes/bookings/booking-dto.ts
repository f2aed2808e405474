// Turns booking rows into BookingDto (the shop's view, with its photos) and PublicBookingDto (the customer's quote
// page, without them).
import { BOOKING_PRICE_FIELDS, allows, bookingCost, currencyExponent, invoiceCode, isQuoteExpired, type Permissions } from '@wrapsmith/core';
import { toPublicQuoteDto } from './quote-dto.ts';
import type { Booking, BookingImage } from '../../db/schema/index.ts';
import { bookingImagePath, bookingImageUrl, quoteTotal, vehicleOf, type QuoteView } from '../../services/bookings/index.ts';
import { logoUrl } from '../widget-assets/widget-assets.routes.ts';
import { renderImagePath, type BookingDto, type BookingImageDto, type PublicBookingDto } from '@wrapsmith/core/contract';

export function toBookingImageDto(row: BookingImage): BookingImageDto {
  return { _id: row.id, url: bookingImageUrl(row.id), width: row.width, height: row.height, createdAt: row.createdAt.toISOString() };
}

/**
 * `images`: the booking's photos, oldest first (services/bookings bookingImagesOf). `permissions`: the viewer's; a
 * role without the Prices area gets every money field as null (decision 062).
 */
export function toBookingDto(b: Booking, images: readonly BookingImage[], permissions?: Permissions): BookingDto {
  const dto = fullBookingDto(b, images);
  if (!permissions || allows(permissions, 'prices', 'view')) return dto;
  for (const field of BOOKING_PRICE_FIELDS) dto[field] = null;
  return { ...dto, cost: null, pricesHidden: true };
}

function fullBookingDto(b: Booking, images: readonly BookingImage[]): BookingDto {
  return {
    _id: b.id,
    status: b.status,
    isQuoted: b.isQuoted,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    phone: b.phone,
    bookingDate: b.bookingDate,
    checkInTime: b.checkInTime,
    completionDate: b.completionDate,
    startsAt: b.startsAt?.toISOString() ?? null,
    year: b.year,
    make: b.make,
    model: b.model,
    brand: b.brand,
    wrapColor: b.wrapColor,
    price: b.price,
    ppfCost: b.ppfCost,
    decalsCost: b.decalsCost,
    windowTintingCost: b.windowTintingCost,
    frontPercentage: b.frontPercentage,
    rearPercentage: b.rearPercentage,
    additionalTotal: b.additionalTotal,
    customerTotal: b.customerTotal,
    notes: b.notes,
    vip: b.vip,
    repeatCustomer: b.repeatCustomer,
    dealership: b.dealership,
    estimatedSQ: b.estimatedSQ,
    estimatedRolls: b.estimatedRolls,
    estimatedMaterialCost: b.estimatedMaterialCost,
    netMaterialRevenue: b.netMaterialRevenue,
    customerQuote: b.customerQuote,
    leadId: b.leadId,
    render: b.renderId ? { _id: b.renderId, imageUrl: renderImagePath(b.renderId) } : null,
    images: images.map(toBookingImageDto),
    invoiceCode: invoiceCode(b.id),
    cost: bookingCost(b),
    pricesHidden: false,
    answeredAt: b.answeredAt?.toISOString() ?? null,
    completedAt: b.completedAt?.toISOString() ?? null,
    readyAt: b.readyAt?.toISOString() ?? null,
    quoteExpiresAt: b.quoteExpiresAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/**
 * No costs, notes, tags or contact details of the customer: only what the quote page shows. `now` decides whether
 * a waiting quote has expired; an answered one is not called expired, the page says how it was answered instead.
 */
/** The spec's `total` (major units): its fields' total, or for options the accepted (else the only) option's. */
function publicTotal({ booking, quote }: QuoteView): number | null {
  if (!quote.edited) return quoteTotal(booking);
  const option = quote.options.find((o) => o.id === quote.accepted?.optionId) ?? (quote.options.length === 1 ? quote.options[0] : undefined);
  return option ? option.totals.total / 10 ** currencyExponent(quote.currency) : null;
}

export function toPublicBookingDto(view: QuoteView, token: string, now: Date): PublicBookingDto {
  const { booking: b, shop } = view;
  return {
    shop: {
      name: shop.name,
      email: shop.email,
      phone: shop.phone,
      website: shop.website,
      logoUrl: shop.logoFile ? logoUrl(shop.id, shop.logoFile) : null,
      primaryColor: shop.primaryColor,
      accentColor: shop.accentColor,
      poweredBy: shop.poweredBy,
    },
    status: b.status,
    firstName: b.firstName,
    lastName: b.lastName,
    bookingDate: b.bookingDate,
    checkInTime: b.checkInTime,
    completionDate: b.completionDate,
    vehicle: vehicleOf(b),
    brand: b.brand,
    wrapColor: b.wrapColor,
    total: publicTotal(view),
    imageUrl: b.renderId ? bookingImagePath(token) : null,
    invoiceCode: invoiceCode(b.id),
    expiresAt: b.quoteExpiresAt?.toISOString() ?? null,
    expired: b.status === 'quote_sent' && isQuoteExpired(b.quoteExpiresAt, now),
    quote: toPublicQuoteDto(view.quote, token),
  };
}
