// Issue 28 item 1 (decision 100, seventh session): the invoice email, the payment receipt and the invoice PDF in the
// customer's language. A German customer's are German, with no sentence of the English catalogue's invoice words
// left and amounts and days written the German way; an English customer's read as before.
import type { InvoiceDetailDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { rememberVisitorLocale } from '../../services/customer-language/index.ts';
import { json } from '../../test/app.ts';
import { englishOf, englishLeftIn } from '../../test/customer-english.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bookingShop, storedBooking } from '../bookings/booking-fixtures.ts';

type Detail = { data: InvoiceDetailDto };

async function invoicedCustomer(locale: string | null) {
  const t = await bookingShop('Invoice Wraps');
  const booking = await storedBooking(t.deps, t.owner.shop.id, 'accepted', {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    year: 2024,
    make: 'Toyota',
    model: 'Camry',
    brand: '3M',
    wrapColor: 'Gloss Black',
    price: 3000,
    ppfCost: 500,
  });
  if (locale) await rememberVisitorLocale(t.deps.db, t.owner.shop.id, { email: 'dana@example.com', phone: null }, locale, t.deps.now());
  const call = (method: string, path: string, body?: unknown) => t.app.request(`/api/v1/user/invoices${path}`, json(method, body, t.auth));
  const draft = ((await (await call('POST', '', { bookingId: booking.id })).json()) as Detail).data;
  expect((await call('POST', `/${draft._id}/issue`)).status).toBe(200);
  expect((await call('POST', `/${draft._id}/send`)).status).toBe(200);
  const paid = await call('POST', `/${draft._id}/payments`, { method: 'bank_transfer', amount: 100000, paidOn: '2026-06-02', reference: 'R-1', idempotencyKey: 'first-payment' });
  expect(paid.status, await paid.clone().text()).toBe(201);
  const emails = async (tag: string) => t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, tag));
  const [invoiceEmail] = await emails('invoice');
  const [receipt] = await emails('payment-receipt');
  const pdf = await call('GET', `/${draft._id}/pdf`);
  expect(pdf.status).toBe(200);
  const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
  if (!invoiceEmail || !receipt) throw new Error('the invoice email or the receipt was not sent');
  return { invoiceEmail, receipt, text };
}

describe('issue 28 item 1: invoices in the customer’s language', () => {
  it('a German customer’s invoice email, receipt and invoice PDF are German, with no English catalogue sentence left', async () => {
    const { invoiceEmail, receipt, text } = await invoicedCustomer('de');
    expect(invoiceEmail.subject).toBe('Rechnung INV-0001 von Invoice Wraps');
    expect(invoiceEmail.text).toContain('Hallo Dana,');
    expect(invoiceEmail.text).toMatch(/Rechnung INV-0001 von Invoice Wraps: Gesamtbetrag 3\.500,00\s\$, offener Betrag 3\.500,00\s\$, zahlbar bis 15\. Juni 2026\./);
    expect(invoiceEmail.html).toContain('lang="de"');
    expect(invoiceEmail.html).toContain('Rechnung herunterladen (PDF)');
    expect(receipt.subject).toMatch(/^Zahlungsbestätigung: 1\.000,00\s\$ für Rechnung INV-0001 von Invoice Wraps$/);
    expect(receipt.text).toMatch(/Invoice Wraps hat Ihre Zahlung von 1\.000,00\s\$ \(Überweisung, 2\. Juni 2026\) für Rechnung INV-0001 erhalten\./);
    expect(receipt.text).toMatch(/Offener Betrag: 2\.500,00\s\$\./);
    for (const words of ['Rechnung INV-0001', 'Rechnungsdatum: 1. Juni 2026', 'Fällig am: 15. Juni 2026', 'Rechnung an', 'Beschreibung', 'Einzelpreis', 'Zwischensumme', 'Gesamtbetrag', 'Bezahlt am 2. Juni 2026 (Überweisung, R-1)', 'Offener Betrag', 'Beträge in USD.', '3.500,00 $', '-1.000,00 $']) {
      expect(text).toContain(words);
    }
    const email = `${invoiceEmail.subject}\n${invoiceEmail.text}\n${invoiceEmail.html}\n${receipt.subject}\n${receipt.text}\n${receipt.html}`.replaceAll('Invoice Wraps', '');
    const emailGroups = ['invoiceEmail.', 'receipt.', 'payment.', 'email.', 'quoteEmail.follow', 'quoteEmail.trackingPage'];
    expect(englishOf(emailGroups, 'de').length).toBeGreaterThan(10);
    expect(englishLeftIn(email, emailGroups, 'de')).toEqual([]);
    // "Invoice Wraps" is the shop's name, not the word.
    expect(englishLeftIn(text.replaceAll('Invoice Wraps', ''), ['invoicePdf.', 'payment.', 'pdf.description', 'pdf.qty', 'pdf.unitPrice', 'pdf.amount', 'pdf.subtotal', 'pdf.tax', 'pdf.total'], 'de')).toEqual([]);
  });

  it('an English customer’s read as before: the shop’s invoice locale, the English words', async () => {
    const { invoiceEmail, receipt, text } = await invoicedCustomer(null);
    expect(invoiceEmail.subject).toBe('Invoice INV-0001 from Invoice Wraps');
    expect(invoiceEmail.text).toContain('Hi Dana,\n\nInvoice INV-0001 from Invoice Wraps: total $3,500.00, balance due $3,500.00 by June 15, 2026.');
    expect(receipt.text).toContain('Invoice Wraps received your payment of $1,000.00 (Bank transfer, June 2, 2026) for invoice INV-0001.\nBalance due: $2,500.00.');
    for (const words of ['Invoice INV-0001', 'Issued: June 1, 2026', 'Due: June 15, 2026', 'Bill to', 'Description', 'Unit price', 'Paid June 2, 2026 (Bank transfer, R-1)', 'Balance due', '$2,500.00', 'Amounts in USD.']) {
      expect(text).toContain(words);
    }
  });
});
