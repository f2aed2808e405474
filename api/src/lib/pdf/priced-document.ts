// A priced document as a PDF (issue 25, decision 086): a quote with its options, or an invoice with its payments.
// One layout: the shop's header, a title with its number and dates, the customer and vehicle, then per section (a
// quote's option, an invoice's one) a table of lines, totals with tax per rate, extra rows ("Deposit paid",
// "Balance due"), notes; a footer. Every amount comes in as priceDocument computed it and is written by formatMinor,
// so the PDF says what the page, the email and the charge say. pdfkit draws it (decision 086): the 14 standard PDF
// fonts, so no font file ships; text outside their WinAnsi character set is replaced.
import PDFDocument from 'pdfkit';
import { formatMinor, formatQuantity, formatRate, type PricingTotals } from '@wrapsmith/core';
import { customerWords, type CustomerWords } from '../../i18n/customer/index.ts';

export interface PdfLine {
  description: string;
  quantityMilli: number;
  unitAmount: number;
  taxRate: number;
  lineAmount: number;
}

export interface PdfSection {
  /** "Option 2: Better", or nothing for an invoice's one section. */
  heading?: string;
  /** Short facts under the heading ("Film: 3M 2080 Gloss Black", "Zones: roof, mirrors"). */
  facts?: string[];
  lines: PdfLine[];
  totals: Omit<PricingTotals, 'lines' | 'currency'>;
  /** Rows under the total: "Deposit paid" −$500.00, "Balance due" $2,700.00. */
  extraRows?: { label: string; amount: number; strong?: boolean }[];
  notes?: string;
}

export interface PricedDocumentInput {
  /** "Quote", "Invoice". */
  title: string;
  /** "Q-3F9A2C", "INV-0042". */
  number: string;
  /** "Date", "Valid until", "Due"… with their values as the reader reads them. */
  dates: { label: string; value: string }[];
  shop: { name: string; lines: string[] };
  /** "Customer": name, email, phone; "Vehicle": "2024 Toyota Camry". */
  parties: { heading: string; lines: string[] }[];
  currency: string;
  pricesIncludeTax: boolean;
  sections: PdfSection[];
  /** Closing words (how to accept, payment terms). */
  footer: string;
  locale?: string;
  /** The customer's language (decision 100): the table's and totals' words, numbers and amounts. English when absent. */
  words?: CustomerWords;
}

/** WinAnsi, the standard fonts' encoding: Latin-1 plus the typographic marks; anything else becomes '?'. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfText(text: string): string {
  return text
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    // The double prime of inches (60″, decision 098) is not in WinAnsi: the inch mark typewriters wrote instead.
    .replace(/\u2033/g, '"')
    .replace(/[^\n\x20-\x7e\u00a1-\u00ff]/g, (ch) => (WIN_ANSI_EXTRA.has(ch) ? ch : '?'));
}

const MARGIN = 50;
const GREY = '#555555';
const RULE = '#cccccc';

/** The PDF's bytes. */
export async function pricedDocumentPdf(input: PricedDocumentInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: pdfText(`${input.title} ${input.number}`), Author: pdfText(input.shop.name) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = input.words ?? customerWords('en');
  const english = w.locale === 'en';
  const money = (amount: number) => pdfText(english ? formatMinor(amount, input.currency, input.locale ? { locale: input.locale } : {}) : w.money(amount, input.currency));
  const rate = (r: number) => (english ? formatRate(r) : w.percent(r));
  const quantity = (q: number) => (english ? formatQuantity(q) : w.quantity(q));
  const width = doc.page.width - 2 * MARGIN;
  const text = (value: string, options?: PDFKit.Mixins.TextOptions) => doc.text(pdfText(value), options);

  // Header: the shop on the left, the title, number and dates on the right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16);
  text(input.shop.name, { width: width / 2 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of input.shop.lines) text(line, { width: width / 2 });
  const leftBottom = doc.y;
  doc.fillColor('black').font('Helvetica-Bold').fontSize(20);
  doc.text(pdfText(input.title), MARGIN + width / 2, top, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  text(input.number, { width: width / 2, align: 'right' });
  for (const d of input.dates) text(`${d.label}: ${d.value}`, { width: width / 2, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, leftBottom) + 16;

  // Customer and vehicle, side by side.
  const partiesTop = doc.y;
  let partiesBottom = partiesTop;
  const column = width / Math.max(input.parties.length, 1);
  input.parties.forEach((party, i) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
    doc.text(pdfText(party.heading), MARGIN + i * column, partiesTop, { width: column - 10 });
    doc.font('Helvetica').fontSize(10);
    for (const line of party.lines) text(line, { width: column - 10 });
    partiesBottom = Math.max(partiesBottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = partiesBottom + 16;

  // Columns of the lines table.
  const cols = [
    { title: w.t('pdf.description'), width: width * 0.46, align: 'left' as const },
    { title: w.t('pdf.qty'), width: width * 0.08, align: 'right' as const },
    { title: w.t('pdf.unitPrice'), width: width * 0.16, align: 'right' as const },
    { title: w.t('pdf.tax'), width: width * 0.12, align: 'right' as const },
    { title: w.t('pdf.amount'), width: width * 0.18, align: 'right' as const },
  ];
  const row = (cells: string[], font = 'Helvetica') => {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(font).fontSize(9).fillColor('black');
    cells.forEach((cell, i) => {
      const col = cols[i];
      if (!col) return;
      doc.text(pdfText(cell), x + 2, y, { width: col.width - 4, align: col.align });
      bottom = Math.max(bottom, doc.y);
      x += col.width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 3;
  };
  const rule = () => {
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.y += 3;
  };
  const total = (label: string, value: string, bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9).fillColor('black');
    doc.text(pdfText(label), MARGIN + width * 0.46, y, { width: width * 0.36, align: 'right' });
    doc.text(pdfText(value), MARGIN + width * 0.82, y, { width: width * 0.18 - 2, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, y) + 2;
  };

  for (const section of input.sections) {
    if (doc.y > doc.page.height - MARGIN - 150) doc.addPage();
    if (section.heading) {
      doc.font('Helvetica-Bold').fontSize(13).fillColor('black');
      text(section.heading);
    }
    if (section.facts?.length) {
      doc.font('Helvetica').fontSize(9).fillColor(GREY);
      for (const fact of section.facts) text(fact);
      doc.fillColor('black');
    }
    doc.moveDown(0.4);
    row(cols.map((c) => c.title), 'Helvetica-Bold');
    rule();
    for (const line of section.lines) {
      row([line.description, quantity(line.quantityMilli), money(line.unitAmount), line.taxRate ? rate(line.taxRate) : '—', money(line.lineAmount)]);
    }
    rule();
    const t = section.totals;
    total(w.t(input.pricesIncludeTax ? 'pdf.subtotalInclTax' : 'pdf.subtotal'), money(t.subtotal));
    if (t.discount !== 0) total(w.t('pdf.discount'), money(t.discount));
    for (const tax of t.taxes) {
      if (tax.rate === 0) continue;
      total(w.t(input.pricesIncludeTax ? 'pdf.includesTaxOn' : 'pdf.taxOn', { rate: rate(tax.rate), amount: money(tax.taxable) }), money(tax.tax));
    }
    total(w.t('pdf.total'), money(t.total), true);
    for (const extra of section.extraRows ?? []) total(extra.label, money(extra.amount), extra.strong ?? false);
    if (section.notes?.trim()) {
      doc.moveDown(0.5);
      doc.font('Helvetica-Bold').fontSize(9);
      text(w.t('pdf.notes'));
      doc.font('Helvetica').fontSize(9);
      text(section.notes.trim(), { width });
    }
    doc.moveDown(1.2);
  }

  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  text(input.footer, { width });
  doc.end();
  return done;
}
