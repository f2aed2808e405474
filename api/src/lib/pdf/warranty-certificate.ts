// A warranty certificate as a PDF (issue 27 item 2, decision 093): the shop's logo and name, the title, the job's
// picture with the covered zones named beside it (the picture is a flat render: its pixels carry no zone outlines to
// mark, so the zones are listed next to it), the vehicle, the film, its code and batch, the install date, the terms
// and their end dates, the installer and the owner; a QR code to the public verification page, with its address
// written under it. And the claim packet's summary for the manufacturer. pdfkit with the standard fonts, as
// priced-document.ts.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { customerWords, type CustomerWords } from '../../i18n/customer/index.ts';
import { pdfText } from './priced-document.ts';

export interface CertificateInput {
  shop: { name: string; lines: string[]; logoPng: Buffer | null };
  number: string;
  vehicle: string;
  vin: string | null;
  film: { brand: string; name: string; code: string; finish: string | null; batch: string };
  zones: string[];
  installDate: string;
  installer: string;
  owner: string;
  terms: { label: string; value: string }[];
  status: string;
  picturePng: Buffer | null;
  verifyUrl: string;
  /** The owner's language (decision 100): the certificate's own words. English when absent. */
  words?: CustomerWords;
}

const MARGIN = 50;
const GREY = '#555555';

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The QR code of an address as a PNG (black on white, a quiet zone of 2 modules). */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360, color: { dark: '#000000', light: '#ffffff' } });
}

function facts(doc: PDFKit.PDFDocument, rows: [string, string][], x: number, width: number) {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(pdfText(label), x, y, { width: width * 0.35 });
    const left = doc.y;
    doc.font('Helvetica').text(pdfText(value || '-'), x + width * 0.35, y, { width: width * 0.65 });
    doc.y = Math.max(doc.y, left) + 3;
  }
}

function header(doc: PDFKit.PDFDocument, shop: CertificateInput['shop'], title: string, number: string, width: number) {
  const top = doc.y;
  let x = MARGIN;
  if (shop.logoPng) {
    try {
      doc.image(shop.logoPng, MARGIN, top, { fit: [60, 60] });
      x = MARGIN + 70;
    } catch {
      // A logo pdfkit cannot read leaves the name alone.
    }
  }
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(pdfText(shop.name), x, top, { width: width / 2 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of shop.lines) doc.text(pdfText(line), x, undefined, { width: width / 2 });
  const leftBottom = Math.max(doc.y, shop.logoPng ? top + 60 : 0);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(18).text(pdfText(title), MARGIN + width / 2, top, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10).text(pdfText(number), MARGIN + width / 2, undefined, { width: width / 2, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, leftBottom) + 16;
}

export async function warrantyCertificatePdf(input: CertificateInput): Promise<Buffer> {
  const w = input.words ?? customerWords('en');
  const title = w.t('certificate.title');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: pdfText(`${title} ${input.number}`), Author: pdfText(input.shop.name) } });
  const done = collect(doc);
  const width = doc.page.width - 2 * MARGIN;
  header(doc, input.shop, title, input.number, width);

  // The picture, and the covered zones beside it.
  const top = doc.y;
  const pictureWidth = width * 0.6;
  if (input.picturePng) {
    try {
      doc.image(input.picturePng, MARGIN, top, { fit: [pictureWidth, 200] });
    } catch {
      doc.font('Helvetica').fontSize(9).fillColor(GREY).text(pdfText(w.t('certificate.pictureMissing')), MARGIN, top, { width: pictureWidth });
    }
  }
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(pdfText(w.t('certificate.zones')), MARGIN + pictureWidth + 12, top, { width: width - pictureWidth - 12 });
  doc.font('Helvetica').fontSize(10);
  for (const zone of input.zones) doc.text(pdfText(`- ${zone}`), MARGIN + pictureWidth + 12, undefined, { width: width - pictureWidth - 12 });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + (input.picturePng ? 210 : 0)) + 12;

  facts(
    doc,
    [
      [w.t('certificate.status'), input.status],
      [w.t('certificate.vehicle'), input.vehicle],
      [w.t('certificate.vin'), input.vin ?? w.t('certificate.notGiven')],
      [w.t('certificate.film'), [input.film.brand, input.film.name].filter(Boolean).join(' ')],
      [w.t('certificate.filmCode'), input.film.code || w.t('certificate.notGiven')],
      [w.t('certificate.finish'), input.film.finish ?? '-'],
      [w.t('certificate.batch'), input.film.batch],
      [w.t('certificate.installedOn'), input.installDate],
      [w.t('certificate.installer'), input.installer],
      [w.t('certificate.owner'), input.owner],
      ...input.terms.map((t) => [t.label, t.value] as [string, string]),
    ],
    MARGIN,
    width,
  );

  // The QR code to the verification page, and its address for those who type it.
  if (doc.y > doc.page.height - MARGIN - 170) doc.addPage();
  doc.y += 10;
  const qrTop = doc.y;
  doc.image(await qrPng(input.verifyUrl), MARGIN, qrTop, { width: 120, height: 120 });
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(pdfText(w.t('certificate.verify')), MARGIN + 135, qrTop + 20, { width: width - 135 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text(pdfText(w.t('certificate.verifyHow')), {
    width: width - 135,
  });
  doc.fillColor('black').text(pdfText(input.verifyUrl), { width: width - 135 });
  doc.end();
  return done;
}

export interface ClaimSummaryInput {
  shop: { name: string; lines: string[]; logoPng: Buffer | null };
  number: string;
  claimDate: string;
  claimStatus: string;
  description: string;
  installer: string;
  installDate: string;
  vehicle: string;
  vin: string | null;
  film: { brand: string; name: string; code: string; batch: string };
  zones: string[];
  photoNames: string[];
}

/** The claim packet's summary.pdf: what a manufacturer asks for, on one page. */
export async function claimSummaryPdf(input: ClaimSummaryInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: pdfText(`Warranty claim ${input.number}`), Author: pdfText(input.shop.name) } });
  const done = collect(doc);
  const width = doc.page.width - 2 * MARGIN;
  header(doc, input.shop, 'Warranty claim', input.number, width);
  facts(
    doc,
    [
      ['Claim date', input.claimDate],
      ['Claim status', input.claimStatus],
      ['Installer', input.installer],
      ['Install date', input.installDate],
      ['Vehicle', input.vehicle],
      ['VIN', input.vin ?? 'Not given'],
      ['Film', [input.film.brand, input.film.name].filter(Boolean).join(' ')],
      ['Film code', input.film.code || 'Not given'],
      ['Batch', input.film.batch],
      ['Areas', input.zones.join(', ')],
      ['Photos', input.photoNames.length ? input.photoNames.join(', ') : 'None'],
    ],
    MARGIN,
    width,
  );
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(11).text('What happened', MARGIN);
  doc.font('Helvetica').fontSize(10).text(pdfText(input.description), MARGIN, undefined, { width });
  doc.end();
  return done;
}
