// The invoice as a PDF (issue 25 item 5), through one layout function for any priced document: a title and number,
// dates, who it is for, the lines, the totals, then extra rows (deposit paid, payments, balance due). The quote PDF
// (item 3) has the same parts; the lead folds the two into this one on merge. Text is Helvetica (PDF's standard
// font, no file to ship); amounts and dates are written by formatMinor and Intl in the shop's locale.
import { PAYMENT_METHOD_LABELS, RATE_SCALE, formatMinor } from '@wrapsmith/core';
import PDFDocument from 'pdfkit';
import type { InvoiceWithPayments } from './invoices.ts';
import { balanceOf } from './invoices.ts';

/** Everything a priced document's page shows, already written as text. */
export interface PricedDocumentLayout {
  /** The shop's name and, under it, any address lines. */
  shop: { name: string; lines: string[] };
  /** "Invoice", "Quote". */
  title: string;
  /** "INV-0042", or null for a draft. */
  number: string | null;
  /** Label and value pairs under the title: "Issued", "Due". */
  dates: [string, string][];
  /** "Bill to" block: the customer's name, email, vehicle. */
  party: { label: string; lines: string[] };
  lines: { description: string; quantity: string; unitPrice: string; amount: string }[];
  /** Subtotal, discount, tax per rate, total: label and amount. The last is drawn bold. */
  totals: [string, string][];
  /** After the total: deposit paid, each payment, balance due (the last drawn bold). */
  extra: [string, string][];
  /** A short line at the foot: the status ("Void"), terms. */
  footer: string[];
}

const MARGIN = 50;

/** The PDF of any priced document, as bytes. */
export function pricedDocumentPdf(layout: PricedDocumentLayout): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: [layout.title, layout.number].filter(Boolean).join(' '), Author: layout.shop.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const right = (text: string, x: number, w: number, y?: number) => doc.text(text, x, y, { width: w, align: 'right' });

  doc.font('Helvetica-Bold').fontSize(18).text(layout.shop.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10);
  for (const line of layout.shop.lines) doc.text(line);
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(16).text([layout.title, layout.number].filter(Boolean).join(' '));
  doc.font('Helvetica').fontSize(10);
  for (const [label, value] of layout.dates) doc.text(`${label}: ${value}`);
  doc.moveDown(1);
  doc.font('Helvetica-Bold').text(layout.party.label);
  doc.font('Helvetica');
  for (const line of layout.party.lines) doc.text(line);
  doc.moveDown(1);

  // The lines: description, quantity, unit price, amount.
  const cols = { description: width * 0.5, quantity: width * 0.12, unit: width * 0.19, amount: width * 0.19 };
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0], MARGIN, y, { width: cols.description - 8 });
    const after = doc.y;
    right(cells[1], MARGIN + cols.description, cols.quantity, y);
    right(cells[2], MARGIN + cols.description + cols.quantity, cols.unit, y);
    right(cells[3], MARGIN + cols.description + cols.quantity + cols.unit, cols.amount, y);
    doc.y = Math.max(after, doc.y) + 4;
  };
  row(['Description', 'Qty', 'Unit price', 'Amount'], true);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor('#999999').stroke();
  doc.y += 4;
  for (const line of layout.lines) row([line.description, line.quantity, line.unitPrice, line.amount]);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).stroke();
  doc.y += 6;

  const labelX = MARGIN + width * 0.45;
  const amountRow = ([label, value]: [string, string], bold: boolean) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, labelX, y, { width: width * 0.33 });
    right(value, MARGIN + width * 0.78, width * 0.22, y);
    doc.y = Math.max(doc.y, y + 14);
  };
  layout.totals.forEach((pair, i) => amountRow(pair, i === layout.totals.length - 1));
  if (layout.extra.length) doc.y += 6;
  layout.extra.forEach((pair, i) => amountRow(pair, i === layout.extra.length - 1));
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9);
  for (const line of layout.footer) doc.text(line, MARGIN, undefined, { width });
  doc.end();
  return done;
}

/** "12.5" for 12_500 thousandths; "1" for 1000. */
const quantityText = (milli: number): string => (milli / 1000).toString();
/** "8.875 %" for 8875. */
const rateText = (rate: number): string => `${(rate / (RATE_SCALE / 100)).toString()} %`;

/** "June 1, 2026" in the locale, for a YYYY-MM-DD day. */
export function dayText(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** What the invoice's page shows, from the invoice, its payments and the shop's settings. */
export function invoiceLayout({ invoice, payments, settings }: InvoiceWithPayments, shop: { name: string; lines?: string[] }): PricedDocumentLayout {
  const money = (amount: number) => formatMinor(amount, invoice.currency, { locale: settings.locale });
  const totals: [string, string][] = [['Subtotal', money(invoice.subtotal)]];
  if (invoice.discount !== 0) totals.push(['Discount', money(invoice.discount)]);
  for (const t of invoice.taxes) if (t.rate !== 0) totals.push([`Tax ${rateText(t.rate)}${invoice.pricesIncludeTax ? ' (included)' : ''} on ${money(t.taxable)}`, money(t.tax)]);
  if (invoice.taxes.every((t) => t.rate === 0)) totals.push(['Tax', money(0)]);
  totals.push(['Total', money(invoice.total)]);
  const extra: [string, string][] = [];
  for (const p of payments) {
    const label = p.method === 'deposit' ? 'Deposit paid' : `Paid ${dayText(p.paidOn, settings.locale)} (${PAYMENT_METHOD_LABELS[p.method]}${p.reference ? `, ${p.reference}` : ''})`;
    extra.push([label, money(-p.amount)]);
  }
  extra.push(['Balance due', money(Math.max(balanceOf(invoice), 0))]);
  const dates: [string, string][] = [];
  if (invoice.issueDate) dates.push(['Issued', dayText(invoice.issueDate, settings.locale)]);
  if (invoice.dueDate) dates.push(['Due', dayText(invoice.dueDate, settings.locale)]);
  const footer: string[] = [];
  if (invoice.status === 'void') footer.push('VOID: this invoice was cancelled and is not payable.');
  if (invoice.status === 'draft') footer.push('DRAFT: not yet issued.');
  if (invoice.status === 'paid') footer.push('Paid in full. Thank you!');
  footer.push(`Amounts in ${invoice.currency}.`);
  // The shop's own footer (Settings → Invoices): bank details, terms, thanks.
  if (settings.footer) footer.push(...settings.footer.split('\n').map((line) => line.trimEnd()));
  return {
    shop: { name: shop.name, lines: shop.lines ?? [] },
    title: 'Invoice',
    number: invoice.number,
    dates,
    party: { label: 'Bill to', lines: [invoice.customerName, invoice.customerEmail ?? '', invoice.vehicle].filter(Boolean) },
    lines: invoice.lines.map((l) => ({ description: l.description, quantity: quantityText(l.quantityMilli), unitPrice: money(l.unitAmount), amount: money(l.lineAmount) })),
    totals,
    extra,
    footer,
  };
}

export function invoicePdf(invoice: InvoiceWithPayments, shop: { name: string; lines?: string[] }): Promise<Uint8Array> {
  return pricedDocumentPdf(invoiceLayout(invoice, shop));
}
