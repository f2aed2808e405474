// How a booking reads in the lists (Appointments, Dashboard, Customers, Quotes sent) and where its row leads.
import type { BookingDto } from '@wrapsmith/core/contract';
import { SHOP_CURRENCY, bookingCost, formatMoney } from '@wrapsmith/core';
import { formatCheckIn, formatDay } from './local-day.ts';

/** `unnamed`: the words for a customer with no name, email or phone, in the active language. */
export function customerName(b: Pick<BookingDto, 'firstName' | 'lastName' | 'email' | 'phone'>, unnamed = 'Unnamed customer'): string {
  return `${b.firstName} ${b.lastName}`.trim() || b.email || b.phone || unnamed;
}

export function vehicleText(b: Pick<BookingDto, 'year' | 'make' | 'model'>): string {
  return [b.year, b.make, b.model].filter(Boolean).join(' ') || '—';
}

export function wrapText(b: Pick<BookingDto, 'brand' | 'wrapColor'>): string {
  return [b.brand, b.wrapColor].filter(Boolean).join(' ') || '—';
}

/** "Jun 2, 2025 · 9:30 AM" (en-US), "2 Jun 2025 · 09:30" (en-GB): the shop's conventions; the day alone, or "—". */
export function checkInText(b: Pick<BookingDto, 'bookingDate' | 'checkInTime'>, locale?: string): string {
  if (!b.bookingDate) return b.checkInTime ? formatCheckIn(b.checkInTime, locale) : '—';
  return b.checkInTime ? `${formatDay(b.bookingDate, locale)} · ${formatCheckIn(b.checkInTime, locale)}` : formatDay(b.bookingDate, locale);
}

/** "$3,250.00" in the shop's currency, or "—" when no amount is set. */
export function moneyText(amount: number | null): string {
  return amount === null ? '—' : formatMoney(amount, SHOP_CURRENCY);
}

/** What a finished job came to: the customer total, else the cost sum. */
export function customerTotalOf(b: BookingDto): number {
  return b.customerTotal ?? bookingCost(b);
}

/** What a quote asks: the customer quote, else the customer total, else the cost sum (as the quote link shows it). */
export function quoteAmountOf(b: BookingDto): number {
  return b.customerQuote ?? b.customerTotal ?? bookingCost(b);
}

/** The work order of a booking: its id in the address (reloadable) and the booking itself in navigation state. */
export function workOrderLink(b: BookingDto): { to: string; state: { booking: BookingDto } } {
  return { to: `/work-order?id=${encodeURIComponent(b._id)}`, state: { booking: b } };
}
