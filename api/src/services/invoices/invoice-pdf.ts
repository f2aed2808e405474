// The invoice as a PDF (issue 25 item 5), through one layout function for any priced document: a title and number,
// dates, who it is for, the lines, the totals, then extra rows (deposit paid, payments, balance due). The quote PDF
// (item 3) has the same parts; the lead folds the two into this one on merge. Text is Helvetica (PDF's standard
// font, no file to ship); amounts and dates are written by formatMinor and Intl in the shop's locale, or in the customer's language
// (invoice-words.ts, decision 100). pdfText keeps every string within the standard font's characters.
import PDFDocument from 'pdfkit';
import { pdfText } from '../../lib/pdf/priced-document.ts';
import type { InvoiceWithPayments } from './invoices.ts';
import { balanceOf } from './invoices.ts';
import { invoiceWords, type InvoiceWords } from './invoice-words.ts';

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
  /** The lines' column headings: description, quantity, unit price, amount. */
  columns: [string, string, string, string];
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
  const right = (text: string, x: number, w: number, y?: number) => doc.text(pdfText(text), x, y, { width: w, align: 'right' });

  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(layout.shop.name), MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10);
  for (const line of layout.shop.lines) doc.text(pdfText(line));
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(16).text(pdfText([layout.title, layout.number].filter(Boolean).join(' ')));
  doc.font('Helvetica').fontSize(10);
  for (const [label, value] of layout.dates) doc.text(pdfText(`${label}: ${value}`));
  doc.moveDown(1);
  doc.font('Helvetica-Bold').text(pdfText(layout.party.label));
  doc.font('Helvetica');
  for (const line of layout.party.lines) doc.text(pdfText(line));
  doc.moveDown(1);

  // The lines: description, quantity, unit price, amount.
  const cols = { description: width * 0.5, quantity: width * 0.12, unit: width * 0.19, amount: width * 0.19 };
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(pdfText(cells[0]), MARGIN, y, { width: cols.description - 8 });
    const after = doc.y;
    right(cells[1], MARGIN + cols.description, cols.quantity, y);
    right(cells[2], MARGIN + cols.description + cols.quantity, cols.unit, y);
    right(cells[3], MARGIN + cols.description + cols.quantity + cols.unit, cols.amount, y);
    doc.y = Math.max(after, doc.y) + 4;
  };
  row(layout.columns, true);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor('#999999').stroke();
  doc.y += 4;
  for (const line of layout.lines) row([line.description, line.quantity, line.unitPrice, line.amount]);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).stroke();
  doc.y += 6;

  const labelX = MARGIN + width * 0.45;
  const amountRow = ([label, value]: [string, string], bold: boolean) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(pdfText(label), labelX, y, { width: width * 0.33 });
    right(value, MARGIN + width * 0.78, width * 0.22, y);
    doc.y = Math.max(doc.y, y + 14);
  };
  layout.totals.forEach((pair, i) => amountRow(pair, i === layout.totals.length - 1));
  if (layout.extra.length) doc.y += 6;
  layout.extra.forEach((pair, i) => amountRow(pair, i === layout.extra.length - 1));
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9);
  for (const line of layout.footer) doc.text(pdfText(line), MARGIN, undefined, { width });
  doc.end();
  return done;
}

/** What the invoice's page shows, from the invoice, its payments and the shop's settings, in the reader's words (English when not given). */
export function invoiceLayout({ invoice, payments, settings }: InvoiceWithPayments, shop: { name: string; lines?: string[] }, words: InvoiceWords = invoiceWords(invoice, settings)): PricedDocumentLayout {
  const { w, money } = words;
  const totals: [string, string][] = [[w.t('pdf.subtotal'), money(invoice.subtotal)]];
  if (invoice.discount !== 0) totals.push([w.t('pdf.discount'), money(invoice.discount)]);
  for (const t of invoice.taxes) {
    if (t.rate !== 0) totals.push([w.t(invoice.pricesIncludeTax ? 'invoicePdf.taxIncludedOn' : 'invoicePdf.taxOn', { rate: words.rate(t.rate), amount: money(t.taxable) }), money(t.tax)]);
  }
  if (invoice.taxes.every((t) => t.rate === 0)) totals.push([w.t('pdf.tax'), money(0)]);
  totals.push([w.t('pdf.total'), money(invoice.total)]);
  const extra: [string, string][] = [];
  for (const p of payments) {
    const paid = { date: words.day(p.paidOn), method: words.method(p.method), reference: p.reference ?? '' };
    const label = p.method === 'deposit' ? w.t('invoicePdf.depositPaid') : w.t(p.reference ? 'invoicePdf.paidWithReference' : 'invoicePdf.paid', paid);
    extra.push([label, money(-p.amount)]);
  }
  extra.push([w.t('invoicePdf.balanceDue'), money(Math.max(balanceOf(invoice), 0))]);
  const dates: [string, string][] = [];
  if (invoice.issueDate) dates.push([w.t('invoicePdf.issued'), words.day(invoice.issueDate)]);
  if (invoice.dueDate) dates.push([w.t('invoicePdf.due'), words.day(invoice.dueDate)]);
  const footer: string[] = [];
  if (invoice.status === 'void') footer.push(w.t('invoicePdf.void'));
  if (invoice.status === 'draft') footer.push(w.t('invoicePdf.draft'));
  if (invoice.status === 'paid') footer.push(w.t('invoicePdf.paidInFull'));
  footer.push(w.t('invoicePdf.amountsIn', { currency: invoice.currency }));
  // The shop's own footer (Settings → Invoices): bank details, terms, thanks; the shop's words, as written.
  if (settings.footer) footer.push(...settings.footer.split('\n').map((line) => line.trimEnd()));
  return {
    shop: { name: shop.name, lines: shop.lines ?? [] },
    title: w.t('invoicePdf.title'),
    number: invoice.number,
    dates,
    party: { label: w.t('invoicePdf.billTo'), lines: [invoice.customerName, invoice.customerEmail ?? '', invoice.vehicle].filter(Boolean) },
    columns: [w.t('pdf.description'), w.t('pdf.qty'), w.t('pdf.unitPrice'), w.t('pdf.amount')],
    lines: invoice.lines.map((l) => ({ description: l.description, quantity: words.quantity(l.quantityMilli), unitPrice: money(l.unitAmount), amount: money(l.lineAmount) })),
    totals,
    extra,
    footer,
  };
}

/** The invoice's PDF in the reader's words (English, the shop's invoice locale, when not given). */
export function invoicePdf(invoice: InvoiceWithPayments, shop: { name: string; lines?: string[] }, words?: InvoiceWords): Promise<Uint8Array> {
  return pricedDocumentPdf(invoiceLayout(invoice, shop, words));
}
