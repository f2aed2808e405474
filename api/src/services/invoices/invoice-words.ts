// The invoice, its email and its receipt in the customer's language (issue 28 item 1, decision 100): the words from
// the customer catalogues, and the amounts, days, rates and quantities written as that language writes them. An
// English reader keeps what the shop chose in Settings → Invoices (its locale, "June 1, 2026", "$3,750.50"), so an
// English customer's invoice reads exactly as before; another language writes them its own way ("1. Juni 2026",
// "3.750,50 $") in the invoice's currency.
import { PAYMENT_METHOD_LABELS, RATE_SCALE, formatMinor, type PaymentMethod } from '@wrapsmith/core';
import type { Locale } from '@wrapsmith/core/i18n';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, type Invoice, type InvoiceSettings } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { customerWords, type CustomerWords } from '../../i18n/customer/index.ts';
import { customerLocale, type CustomerContact } from '../customer-language/index.ts';

export interface InvoiceWords {
  /** The catalogue's messages in the reader's language. */
  w: CustomerWords;
  money(amount: number): string;
  /** A YYYY-MM-DD day: "June 1, 2026", "1. Juni 2026". */
  day(day: string): string;
  method(method: PaymentMethod): string;
  /** "8.875 %" for 8875. */
  rate(rate: number): string;
  /** "12.5" for 12_500 thousandths. */
  quantity(quantityMilli: number): string;
}

/** "June 1, 2026" in the locale, for a YYYY-MM-DD day. */
export function dayText(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** How an invoice is written for a reader of `w`'s language (English when not given). */
export function invoiceWords(invoice: Pick<Invoice, 'currency'>, settings: Pick<InvoiceSettings, 'locale'>, w: CustomerWords = customerWords('en')): InvoiceWords {
  if (w.locale === 'en') {
    return {
      w,
      money: (amount) => formatMinor(amount, invoice.currency, { locale: settings.locale }),
      day: (day) => dayText(day, settings.locale),
      method: (method) => PAYMENT_METHOD_LABELS[method],
      rate: (rate) => `${(rate / (RATE_SCALE / 100)).toString()} %`,
      quantity: (milli) => (milli / 1000).toString(),
    };
  }
  return {
    w,
    money: (amount) => w.money(amount, invoice.currency),
    day: (day) => w.date(day),
    method: (method) => w.t(`payment.${method}`),
    rate: (rate) => w.percent(rate),
    quantity: (milli) => w.quantity(milli),
  };
}

/**
 * The language of the invoice's customer: the booking's person (its email, phone, id) and the invoice's email, as
 * customerLocale finds it (the shop's choice, the visitor's, else the shop's first widget language).
 */
export async function invoiceLocale(db: DbOrTx, invoice: Pick<Invoice, 'shopId' | 'bookingId' | 'customerEmail'>): Promise<Locale> {
  const contacts: CustomerContact[] = [];
  if (invoice.bookingId) {
    const booking = await firstRow(
      db.select({ id: bookings.id, email: bookings.email, phone: bookings.phone }).from(bookings).where(forShop(invoice.shopId).where(bookings, eq(bookings.id, invoice.bookingId))),
    );
    if (booking) contacts.push(booking);
  }
  if (invoice.customerEmail) contacts.push({ email: invoice.customerEmail, phone: null });
  return customerLocale(db, invoice.shopId, contacts);
}

/** The customer's words for this invoice. */
export async function invoiceReaderWords(db: DbOrTx, invoice: Pick<Invoice, 'shopId' | 'bookingId' | 'customerEmail' | 'currency'>, settings: Pick<InvoiceSettings, 'locale'>): Promise<InvoiceWords> {
  return invoiceWords(invoice, settings, customerWords(await invoiceLocale(db, invoice)));
}
